package core

// FaceWatch follows what a round's picture shows of things that change
// without input (its face: moves, words, a clock's shown second…) from
// tick to tick, for a Ticker: Changed is true on a tick whose face
// differs from the last tick's, and on the tick a motion ends (which
// changes the picture too). The zero value is ready; F is the round's own
// comparable face.
type FaceWatch[F comparable] struct {
	last      F
	changed   bool
	wasMoving bool
}

// Note ends a tick with its face f and whether something moved by itself
// (an animation, a drag). It returns the face before, and whether this
// tick and the last were both still: a change then lies in the face alone,
// which a PartialDrawer compares field by field.
func (w *FaceWatch[F]) Note(f F, moving bool) (was F, still bool) {
	was, still = w.last, !moving && !w.wasMoving
	w.changed = f != w.last || w.wasMoving && !moving
	w.last, w.wasMoving = f, moving
	return was, still
}

// Changed reports whether the last tick noted changed the picture.
func (w *FaceWatch[F]) Changed() bool { return w.changed }
