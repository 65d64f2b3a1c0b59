package sprites

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// later is a kit's painting put off to later frames (PaintLater): which
// frame of it this is, what painting has cost in it, and how many sprites
// it put off.
type later struct {
	on      bool          // PaintLater is in force
	inFrame bool          // between BeginFrame and EndFrame
	first   bool          // the first frame since PaintLater: it paints nothing
	spent   time.Duration // painting in this frame so far
	putOff  int           // sprites put off in this frame
}

// LaterBudget is the painting a frame does, after the first, while
// PaintLater is in force: sprites are painted until it is spent (at least
// one a frame), the rest put off to the next frame.
const LaterBudget = 8 * time.Millisecond

// blank stands in for a sprite put off: transparent, large enough that a
// piece cut from a sprite (a solid middle) is not empty.
var blank = sync.OnceValue(func() *ebiten.Image { return ebiten.NewImage(32, 32) })

// PaintLater puts the painting of the sprites a scene's next frames lack
// off to later frames (the browser's first frame after a layout): the
// first frame paints none of them and shows the felt and the words, each
// later frame paints up to LaterBudget's worth, in the order its Draw asks
// for them, until a frame lacks none. Only the frames between BeginFrame
// and EndFrame are concerned; elsewhere sprites are painted when asked.
// A sprite put off draws as a transparent image, so nothing a frame keeps
// (a composed image) may be built from one: see PutOff.
func (k *Kit) PaintLater() { k.later = later{on: true, first: true} }

// BeginFrame starts a scene's Draw: while PaintLater is in force, the
// sprites it lacks may be put off.
func (k *Kit) BeginFrame() {
	if k.later.on {
		k.later.inFrame, k.later.spent, k.later.putOff = true, 0, 0
	}
}

// EndFrame ends a scene's Draw and reports whether it lacked a sprite (or
// the felt is still being painted in bands): the picture is not finished,
// and the scene must draw again next frame. PaintLater ends with the
// first frame that lacked nothing.
func (k *Kit) EndFrame() (unfinished bool) {
	if !k.later.on {
		return false
	}
	unfinished = k.later.putOff > 0 || k.felt != nil
	k.later.inFrame, k.later.first = false, false
	if !unfinished {
		k.later = later{}
	}
	return unfinished
}

// PaintingLater reports whether the frame under way may put sprites off
// (PaintLater is in force, between BeginFrame and EndFrame); a nil kit
// puts nothing off.
func (k *Kit) PaintingLater() bool { return k != nil && k.later.inFrame }

// PutOff is how many sprites the frame under way has put off so far: a
// scene that composes sprites into an image it keeps compares it before
// and after, and keeps nothing composed while it grew.
func (k *Kit) PutOff() int { return k.later.putOff }

// paintLater decides, inside a frame under PaintLater, whether a sprite
// the kit lacks is painted now (paint's result) or put off (blank).
func (k *Kit) paintLater(paint func() *ebiten.Image) *ebiten.Image {
	l := &k.later
	if l.first || l.spent >= LaterBudget {
		l.putOff++
		return blank()
	}
	t := time.Now()
	img := paint()
	l.spent += max(time.Since(t), time.Nanosecond) // at least one a frame, then the budget
	return img
}
