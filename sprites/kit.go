package sprites

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kit paints sprites on first request and hands out the cached image after
// that. It is not safe for concurrent use (Ebitengine calls Update and Draw
// on one goroutine); Prepaint paints beside it on a kit of its own.
type Kit struct {
	pal   Palette
	scale float64
	cache map[Key]*ebiten.Image
	// pending are the sprites Prepaint is painting beside the game loop;
	// mode says what a get does (see kitMode), asked and captured are
	// what Prepaint's modes gather.
	pending  map[Key]*prepaintJob
	mode     kitMode
	asked    []Key
	captured []paintedSprite
	// painted counts paint operations, so tests and benchmarks can prove
	// that drawing from the cache paints nothing.
	painted int
	// bytes is what the cached images hold, four bytes a pixel.
	bytes int
	// feltInBands: see SetFeltInBands; felt is the felt being painted.
	feltInBands bool
	felt        *feltJob
	// later: see PaintLater.
	later later
}

// NewKit makes a painter for palette p at device scale 1.
func NewKit(p Palette) *Kit {
	return &Kit{pal: p, scale: 1, cache: map[Key]*ebiten.Image{}, pending: map[Key]*prepaintJob{}}
}

// Palette is the palette the kit paints with.
func (k *Kit) Palette() Palette { return k.pal }

// SetPalette switches palettes (the colour-blind setting) and drops caches.
func (k *Kit) SetPalette(p Palette) {
	k.pal = p
	k.Reset()
}

// SetScale tells the kit the device scale (HiDPI factor) so fixed-width
// details such as the 3px focus ring stay 3 logical pixels; it drops caches
// when the scale changes.
func (k *Kit) SetScale(s float64) {
	if s <= 0 {
		s = 1
	}
	if s != k.scale {
		k.scale = s
		k.Reset()
	}
}

// Scale is the device scale set by SetScale (1 by default).
func (k *Kit) Scale() float64 { return k.scale }

// Reset disposes every cached image; call it on resize or scale change.
// Images handed out earlier become blank, so scenes must ask again.
func (k *Kit) Reset() {
	clear(k.pending) // painted for the old palette or scale: dropped when done
	for _, img := range k.cache {
		img.Deallocate()
	}
	clear(k.cache)
	k.bytes = 0
	k.dropFeltJob()
}

// maxCached and maxCachedBytes are a safety valve: a scene that asks for
// ever new sizes (say, animating a button's width), or one kit drawing
// for screen after screen of other sizes (the layout tests), would
// otherwise grow the cache without end. Dropping everything costs one
// frame of repainting, not a leak. A game at 4K holds far less than the
// bytes: its felt is 33 MB, the rest a few MB.
const (
	maxCached      = 2048
	maxCachedBytes = 512 << 20
)

// put caches img for key, first dropping the cache when it is full.
func (k *Kit) put(key Key, img *ebiten.Image) {
	if len(k.cache) >= maxCached || k.bytes >= maxCachedBytes {
		k.Reset()
	}
	k.painted++
	b := img.Bounds()
	k.bytes += 4 * b.Dx() * b.Dy()
	k.cache[key] = img
}

// Painted is how many images the kit has painted since it was made.
func (k *Kit) Painted() int { return k.painted }

// Cached is how many images the kit holds now.
func (k *Kit) Cached() int { return len(k.cache) }

// get returns the cached image for key or paints it with paint.
func (k *Kit) get(key Key, paint func() *Canvas) *ebiten.Image {
	return k.getRGBA(key, func() *image.RGBA { return paint().RGBA() })
}

// getRGBA is get for painters that fill an image.RGBA directly.
func (k *Kit) getRGBA(key Key, paint func() *image.RGBA) *ebiten.Image {
	if img, ok := k.cache[key]; ok {
		return img
	}
	switch k.mode {
	case modeAsk:
		if _, ok := k.pending[key]; !ok && !slices.Contains(k.asked, key) {
			k.asked = append(k.asked, key)
		}
		return nil
	case modeCapture:
		k.captured = append(k.captured, paintedSprite{key, paint()})
		return nil
	}
	if job, ok := k.pending[key]; ok {
		// Being painted beside the loop: wait for it rather than paint twice.
		k.finish(job, <-job.done)
		if img, ok := k.cache[key]; ok {
			return img
		}
	}
	if k.later.inFrame {
		return k.paintLater(func() *ebiten.Image { return k.store(key, paint()) })
	}
	return k.store(key, paint())
}

// store turns a painted sprite into an image and caches it.
func (k *Kit) store(key Key, rgba *image.RGBA) *ebiten.Image {
	img := ebiten.NewImageFromImage(rgba)
	k.put(key, img)
	return img
}

// DrawImage draws img centred at (cx,cy), scaled, with alpha via the colour
// scale; linear filtering keeps scaled and flipped sprites smooth.
func DrawImage(dst, img *ebiten.Image, cx, cy, scaleX, scaleY, alpha float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(scaleX, scaleY)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(alpha))
	if scaleX != 1 || scaleY != 1 {
		op.Filter = ebiten.FilterLinear
	}
	dst.DrawImage(img, op)
}

// DrawImageRotated is DrawImage with a rotation (radians, clockwise) about
// the centre — for tumbling dice and tilted tiles.
func DrawImageRotated(dst, img *ebiten.Image, cx, cy, scale, angle, alpha float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}
