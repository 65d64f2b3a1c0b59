package sprites

import (
	"image"
	"slices"
)

// kitMode is what a Kit's get does with a sprite it has not cached.
type kitMode uint8

const (
	modePaint   kitMode = iota // paint it, cache it and return it
	modeAsk                    // note its key (Prepaint's first pass) and return nil
	modeCapture                // paint it, keep the pixels and return nil (Prepaint's painter)
)

// paintedSprite is a sprite painted beside the loop, not yet an image.
type paintedSprite struct {
	key  Key
	rgba *image.RGBA
}

// prepaintJob is one Prepaint under way: the sprites it paints, and where
// they arrive.
type prepaintJob struct {
	keys []Key
	done chan []paintedSprite
}

// Prepaint asks for sprites that a scene will likely show soon, to be
// painted beside the game loop. ask calls the kit's sprite methods that
// return one painted image (Tile, SumTileBig, NumberStone, Dot and the
// like); here they return nil. ask runs twice, on the loop to name the
// sprites and beside it to paint them, so it must do nothing else. Those
// not cached are then painted on
// another goroutine, by a kit of the same palette and scale; Collect
// stores the finished ones, and asking for one still being painted waits
// for it. Painting a sprite takes milliseconds, which inside Update or
// Draw would hold up a frame: on the desktop it now runs on another core,
// in the browser between frames.
func (k *Kit) Prepaint(ask func(*Kit)) {
	k.mode, k.asked = modeAsk, k.asked[:0]
	ask(k)
	k.mode = modePaint
	if len(k.asked) == 0 {
		return
	}
	job := &prepaintJob{keys: slices.Clone(k.asked), done: make(chan []paintedSprite, 1)}
	for _, key := range job.keys {
		k.pending[key] = job
	}
	painter := &Kit{pal: k.pal, scale: k.scale, mode: modeCapture}
	go func() {
		ask(painter)
		job.done <- painter.captured
	}()
}

// Painting is how many sprites Prepaint has started that are not stored
// yet.
func (k *Kit) Painting() int { return len(k.pending) }

// Collect stores the sprites Prepaint has finished painting (turning them
// into images, which must happen on the game loop) and returns how many.
func (k *Kit) Collect() int {
	n := 0
	for _, job := range k.pending {
		select {
		case done := <-job.done:
			n += k.finish(job, done)
		default:
		}
	}
	return n
}

// finish stores what a job painted, unless a Reset dropped the job
// meanwhile, and returns how many sprites it stored.
func (k *Kit) finish(job *prepaintJob, done []paintedSprite) int {
	for _, key := range job.keys {
		if k.pending[key] != job {
			return 0 // dropped: painted for an old palette or scale
		}
		delete(k.pending, key)
	}
	for _, p := range done {
		k.store(p.key, p.rgba)
	}
	return len(done)
}
