package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Table is the felt under everything, w×h: the Table colour with fine fibre
// noise and soft mottling, darkening to TableDark towards the corners.
//
// Beyond about 1080p the felt is painted at half resolution and scaled up
// once (felt has no sharp detail), so a 4K resize costs what 1080p does.
func (k *Kit) Table(w, h int) *ebiten.Image {
	key := spriteKey{kind: "table", a: w, b: h}
	if w*h <= 1920*1200 {
		return k.getRGBA(key, func() *image.RGBA { return paintTable(w, h, k.pal) })
	}
	if img, ok := k.cache[key]; ok {
		return img
	}
	k.guard()
	k.painted++
	half := ebiten.NewImageFromImage(paintTable((w+1)/2, (h+1)/2, k.pal))
	img := ebiten.NewImage(w, h)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(w)/float64(half.Bounds().Dx()), float64(h)/float64(half.Bounds().Dy()))
	img.DrawImage(half, op)
	half.Deallocate()
	k.cache[key] = img
	return img
}

// paintTable writes the felt straight into an image.RGBA: a 4K table in a
// float canvas would need 130 MB, and this loop is the hot one on resize.
func paintTable(w, h int, pal Palette) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	base, dark := col(pal.Table), col(pal.TableDark)
	// Mottling is sampled on a coarse grid (felt blotches are big), so the
	// per-pixel cost is one hash for the fibre grain plus interpolation.
	// Everything that depends on x alone or y alone is worked out once
	// per column or row, and the noise lattice's corner hashes once per
	// lattice cell: the same values as valueNoise per pixel, about five
	// times sooner (it is the first frame's biggest sprite).
	const cell = 24.0
	scale := max(float64(w), float64(h)) / 1200
	rx, ry := float64(w)/2, float64(h)/2
	fineX, coarseX := newNoiseAxis(w, cell*scale), newNoiseAxis(w, cell*scale*4)
	fineY, coarseY := newNoiseAxis(h, cell*scale), newNoiseAxis(h, cell*scale*4)
	nx2 := make([]float64, w)
	for x := range w {
		nx := (float64(x) - rx) / rx
		nx2[x] = nx * nx * 0.85
	}
	var fine, coarse latticeCell
	for y := range h {
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
			feltPixel(img.Pix[4*(y*w+x):], base, dark, mott, hash2(x, y, 9), math.Sqrt(nx2[x]+ny*ny))
		}
	}
	return img
}

// feltPixel writes one pixel of felt: base darkening to dark with the
// distance r from the centre (1 at the middle of an edge), lightened or
// darkened by the mottling and the fibre grain (both 0..1).
func feltPixel(px []uint8, base, dark rgb, mott, grain, r float64) {
	c := base.mix(dark, smoothstep(0.35, 1.45, r)*0.9)
	k := 1 + (mott-0.5)*0.10 + (grain-0.5)*0.06
	px[0] = uint8(clamp01(c.r*k)*255 + 0.5)
	px[1] = uint8(clamp01(c.g*k)*255 + 0.5)
	px[2] = uint8(clamp01(c.b*k)*255 + 0.5)
	px[3] = 255
}

// woodColour is wood grain at a local point: long wavy rings along x.
func woodColour(wood rgb, lx, ly, px float64, seed uint32) rgb {
	f := 1 / max(px, 1)
	warp := fbm(lx*f*1.5, ly*f*6, 3, seed) * 5
	ring := 0.5 + 0.5*math.Sin((ly*f*14+warp)*math.Pi)
	fine := hash2(int(lx*0.7), int(ly*3), seed) - 0.5
	return wood.scale(0.82 + 0.22*ring + 0.05*fine)
}
