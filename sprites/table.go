package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// kindTable is the kind of sprite this file paints.
var kindTable = NewKind("table")

// Table is the felt under everything, w×h: the Table colour with fine fibre
// noise and soft mottling, darkening to TableDark towards the corners.
//
// Beyond about 1080p the felt is painted at half resolution and scaled up
// once (felt has no sharp detail), so a 4K resize costs what 1080p does.
// With SetFeltInBands a smaller felt comes first at half resolution too,
// and the full one is painted a band of rows per later call (see feltJob).
func (k *Kit) Table(w, h int) *ebiten.Image {
	key := Key{Kind: kindTable, A: w, B: h}
	if img, ok := k.cache[key]; ok {
		return img
	}
	if w*h > 1920*1200 {
		img := halfFelt(w, h, k.pal)
		k.put(key, img)
		return img
	}
	if !k.feltInBands {
		return k.getRGBA(key, func() *image.RGBA { return paintTable(w, h, k.pal) })
	}
	j := k.felt
	if j == nil || j.w != w || j.h != h {
		k.dropFeltJob()
		k.painted++
		j = &feltJob{w: w, h: h, preview: halfFelt(w, h, k.pal), img: image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))}
		k.felt = j
		return j.preview
	}
	end := min(j.img.Rect.Dy(), j.next+(j.img.Rect.Dy()+feltBands-1)/feltBands)
	paintTableRows(j.img, j.next, end, k.pal)
	j.next = end
	if end < j.img.Rect.Dy() {
		return j.preview
	}
	k.dropFeltJob()
	img := ebiten.NewImageFromImage(j.img)
	k.put(key, img)
	return img
}

// feltBands is how many calls of Table paint a full felt after its
// preview (SetFeltInBands): about a sixth of the preview's cost each at
// 1280×800, rather than four previews' worth in one frame.
const feltBands = 8

// feltJob is a felt being painted a band of rows per Table call, and the
// half-resolution preview shown meanwhile.
type feltJob struct {
	w, h    int
	preview *ebiten.Image
	img     *image.RGBA
	next    int // the first row not painted yet
}

// SetFeltInBands makes the first Table of a size cheap: a felt painted at
// half resolution (a quarter of the work) comes back at once, and each
// later call paints an eighth of the full felt until it replaces the
// preview. The browser build uses it so its first frame comes sooner; the
// grain is finer in the full felt, the colours are the same.
func (k *Kit) SetFeltInBands(on bool) {
	k.feltInBands = on
	if !on {
		k.dropFeltJob()
	}
}

func (k *Kit) dropFeltJob() {
	if k.felt != nil {
		k.felt.preview.Deallocate()
		k.felt = nil
	}
}

// halfFelt is a w×h felt painted at half resolution and scaled up.
func halfFelt(w, h int, pal Palette) *ebiten.Image {
	half := ebiten.NewImageFromImage(paintTable((w+1)/2, (h+1)/2, pal))
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(w)/float64(half.Bounds().Dx()), float64(h)/float64(half.Bounds().Dy()))
	img.DrawImage(half, op)
	half.Deallocate()
	return img
}

// paintTable writes the felt straight into an image.RGBA: a 4K table in a
// float canvas would need 130 MB, and this loop is the hot one on resize.
func paintTable(w, h int, pal Palette) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	paintTableRows(img, 0, h, pal)
	return img
}

// paintTableRows paints the rows y0..y1-1 of the felt img.
func paintTableRows(img *image.RGBA, y0, y1 int, pal Palette) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	base, dark := RGBOf(pal.Table), RGBOf(pal.TableDark)
	// Mottling is sampled on a coarse grid (felt blotches are big), so the
	// per-pixel cost is one hash for the fibre grain plus interpolation.
	// Everything that depends on x alone or y alone is worked out once
	// per column or row, and the noise lattice's corner hashes once per
	// lattice cell: the same values as valueNoise per pixel, about five
	// times sooner (it is the first frame's biggest sprite).
	const cell = 24.0
	scale := Fmax(float64(w), float64(h)) / 1200
	rx, ry := float64(w)/2, float64(h)/2
	fineX, coarseX := newNoiseAxis(w, cell*scale), newNoiseAxis(w, cell*scale*4)
	fineY, coarseY := newNoiseAxis(h, cell*scale), newNoiseAxis(h, cell*scale*4)
	nx2 := make([]float64, w)
	for x := range w {
		nx := (float64(x) - rx) / rx
		nx2[x] = nx * nx * 0.85
	}
	var fine, coarse latticeCell
	for y := y0; y < y1; y++ {
		ny := (float64(y) - ry) / ry
		fine.at(fineX.i[0], fineY.i[y], 3)
		coarse.at(coarseX.i[0], coarseY.i[y], 5)
		for x := range w {
			if ix := fineX.i[x]; ix != fine.ix {
				fine.at(ix, fine.iy, 3)
			}
			if ix := coarseX.i[x]; ix != coarse.ix {
				coarse.at(ix, coarse.iy, 5)
			}
			mott := fine.lerp(fineX.t[x], fineY.t[y])*0.6 + coarse.lerp(coarseX.t[x], coarseY.t[y])*0.4
			feltPixel(img.Pix[4*(y*w+x):], base, dark, mott, Hash2(x, y, 9), math.Sqrt(nx2[x]+ny*ny))
		}
	}
}

// feltPixel writes one pixel of felt: base darkening to dark with the
// distance r from the centre (1 at the middle of an edge), lightened or
// darkened by the mottling and the fibre grain (both 0..1).
func feltPixel(px []uint8, base, dark RGB, mott, grain, r float64) {
	c := base.Mix(dark, Smoothstep(0.35, 1.45, r)*0.9)
	k := 1 + (mott-0.5)*0.10 + (grain-0.5)*0.06
	px[0] = uint8(Clamp01(c.R*k)*255 + 0.5)
	px[1] = uint8(Clamp01(c.G*k)*255 + 0.5)
	px[2] = uint8(Clamp01(c.B*k)*255 + 0.5)
	px[3] = 255
}

// WoodColour is wood grain at a local point: long wavy rings along x.
func WoodColour(wood RGB, lx, ly, px float64, seed uint32) RGB {
	f := 1 / Fmax(px, 1)
	warp := FBM(lx*f*1.5, ly*f*6, 3, seed) * 5
	ring := 0.5 + 0.5*math.Sin((ly*f*14+warp)*math.Pi)
	fine := Hash2(int(lx*0.7), int(ly*3), seed) - 0.5
	return wood.Scale(0.82 + 0.22*ring + 0.05*fine)
}
