package sprites

import (
	"image"
	"image/color"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// textSamples are drawn in the tests below: Latin and Cyrillic, one line
// and several, a rune the fonts lack.
var textSamples = []string{
	"Knister 12",
	"Бросьте кубики\nи запишите сумму",
	"Würfle — écris «la» somme…\n\n+−×÷ 0123456789 ✓",
}

// TestDrawTextCachedAllocatesNothing: once a face has drawn a string's
// glyphs, drawing it again, in any alignment, allocates nothing.
//
// Ebitengine allocates a little itself: once for the first draw after
// its queue was flushed (a new command; later draws from the same atlas
// merge into it), and now and then to grow its vertex and uniform
// buffers, which a test (all of it one long frame) never sees reset. So
// each run starts on a flushed queue and may cost up to two; a run is
// twelve DrawText calls of some 300 glyphs, so anything DrawText
// allocated per call or per glyph shows many times over. (Hence
// ReadMemStats rather than testing.AllocsPerRun, which would count the
// flush and round a few allocations a run down to none.)
func TestDrawTextCachedAllocatesNothing(t *testing.T) {
	dst := ebiten.NewImage(800, 400)
	defer dst.Deallocate()
	clr := color.RGBA{20, 30, 40, 255}
	draw := func() {
		for i, size := range []float64{9, 17.5, 30, 96} {
			face := UI(size)
			for j, s := range textSamples {
				a := Align((i + j) % 3)
				DrawText(dst, s, face, 400.3, 200.6, a, Align(j%3), clr)
			}
		}
	}
	for range 5 { // draw the glyphs, and let Ebitengine's pools fill
		draw()
		_ = dst.At(0, 0)
	}
	const runs = 20
	var before, after runtime.MemStats
	mallocs := uint64(0)
	for range runs {
		_ = dst.At(0, 0) // flush the queue (outside the count)
		runtime.ReadMemStats(&before)
		draw()
		runtime.ReadMemStats(&after)
		mallocs += after.Mallocs - before.Mallocs
	}
	t.Logf("%d allocations in %d runs", mallocs, runs)
	if mallocs > 2*runs {
		t.Fatalf("drawing cached text allocated %d times in %d runs (Ebitengine's share is under two a run)", mallocs, runs)
	}
}

// TestGlyphsRenderedOnce: drawing a string again, here or elsewhere,
// draws no glyph image again: the face hands back the ones it made.
func TestGlyphsRenderedOnce(t *testing.T) {
	dst := ebiten.NewImage(400, 100)
	defer dst.Deallocate()
	face := Bold(21.25)
	DrawText(dst, "Kakuzu Какузу", face, 10, 10, AlignStart, AlignStart, color.RGBA{A: 255})
	first := glyphImages(face)
	if len(first) == 0 {
		t.Fatal("drawing made no glyph images")
	}
	DrawText(dst, "Kakuzu Какузу", face, 10, 10, AlignStart, AlignStart, color.RGBA{A: 255})
	DrawText(dst, "Kakuzu Какузу", face, 50.5, 40.25, AlignStart, AlignStart, color.RGBA{A: 255})
	again := glyphImages(face)
	if len(again) != len(first) {
		t.Fatalf("drawing the same text again made %d more glyph images", len(again)-len(first))
	}
	for k, img := range first {
		if again[k] != img {
			t.Fatalf("%q at sub-pixel %d was drawn again", k.r, k.x)
		}
	}
}

// TestGlyphCacheBounded: a face that draws thousands of runes at every
// sub-pixel offset keeps no more glyph images than its bound, and still
// draws.
func TestGlyphCacheBounded(t *testing.T) {
	dst := ebiten.NewImage(300, 60)
	defer dst.Deallocate()
	face := UI(9) // small: eight sub-pixel offsets
	made := 0
	limit := glyphsPerVariant * int(64/face.step)
	// Runes after prefixes of different widths land on every offset.
	for r := rune(0x21); r < 0x500; r += 8 {
		chunk := ""
		for c := r; c < r+8; c++ {
			chunk += string(c)
		}
		for _, pre := range []string{"", "i", "il", "ill", "m", "mi", "mil", "mill"} {
			DrawText(dst, pre+chunk, face, 10, 10, AlignStart, AlignStart, color.RGBA{A: 255})
		}
		if n := len(glyphImages(face)); n > limit {
			t.Fatalf("after %U the face keeps %d glyph images, over its bound %d", r, n, limit)
		}
		made = max(made, len(glyphImages(face)))
	}
	if made < limit/2 {
		t.Fatalf("the test made only %d glyph images: it does not reach the bound %d", made, limit)
	}
	dst.Clear()
	DrawText(dst, "Ж", face, 10, 10, AlignStart, AlignStart, color.RGBA{A: 255})
	if ink(dst).Empty() {
		t.Fatal("after making room the face draws nothing")
	}
}

// TestTextAlignsOnAnchor: the ink of a block drawn at each alignment lies
// where Measure's box, anchored that way, says.
func TestTextAlignsOnAnchor(t *testing.T) {
	dst := ebiten.NewImage(600, 400)
	defer dst.Deallocate()
	face := UI(24)
	s := "Ещё раз\nNew game"
	w, h := Measure(s, face)
	x, y := 300.0, 200.0
	for ha := AlignStart; ha <= AlignEnd; ha++ {
		for va := AlignStart; va <= AlignEnd; va++ {
			dst.Clear()
			DrawText(dst, s, face, x, y, ha, va, color.RGBA{A: 255})
			box := image.Rect(int(x-w*align(ha))-2, int(y-h*align(va))-2, int(x-w*align(ha)+w)+2, int(y-h*align(va)+h)+2)
			got := ink(dst)
			if got.Empty() || !got.In(box) {
				t.Errorf("h %d v %d: ink %v outside the measured box %v", ha, va, got, box)
			}
			// Each line hugs its side: the ink reaches the box's edge.
			if ha == AlignStart && got.Min.X > box.Min.X+5 || ha == AlignEnd && got.Max.X < box.Max.X-5 {
				t.Errorf("h %d: ink %v does not reach the box %v", ha, got, box)
			}
		}
	}
}

// TestKerningMovesThePen: with a font that kerns, Advance and drawing
// both take the kerning between a pair in.
func TestKerningMovesThePen(t *testing.T) {
	UI(10) // parse the font
	face, err := newFace(regularSource.font, regularSource.ttf, 32)
	if err != nil {
		t.Fatal(err)
	}
	plain := face.Advance("AV")
	dst := ebiten.NewImage(300, 100)
	defer dst.Deallocate()
	DrawText(dst, "AV", face, 20, 20, AlignStart, AlignStart, color.RGBA{A: 255})
	before := ink(dst)

	face.ox = kerning{face.ox, -5 * 64}
	face.kerns = true
	if got := face.Advance("AV"); got != plain-5 {
		t.Fatalf("Advance(AV) with a -5 px kern: %v, want %v", got, plain-5)
	}
	dst.Clear()
	DrawText(dst, "AV", face, 20, 20, AlignStart, AlignStart, color.RGBA{A: 255})
	after := ink(dst)
	if after.Min.X != before.Min.X || after.Max.X != before.Max.X-5 {
		t.Fatalf("ink of AV %v unkerned, %v kerned by -5 px", before, after)
	}
}

func TestHasTable(t *testing.T) {
	if hasTable(regularSource.ttf, "kern") || hasTable(regularSource.ttf, "GPOS") {
		t.Error("Go Regular has no kerning tables")
	}
	if !hasTable(regularSource.ttf, "glyf") {
		t.Error("Go Regular has a glyf table")
	}
	if hasTable([]byte("short"), "glyf") || hasTable([]byte{0, 1, 0, 0, 0, 200, 0, 0, 0, 0, 0, 0}, "glyf") {
		t.Error("a truncated file has no tables")
	}
}

// kerning is a font.Face whose every pair kerns by k.
type kerning struct {
	font.Face
	k fixed.Int26_6
}

func (k kerning) Kern(rune, rune) fixed.Int26_6 { return k.k }

// glyphImages are the glyph images face keeps.
func glyphImages(face *Face) map[glyphKey]*ebiten.Image {
	face.mu.Lock()
	defer face.mu.Unlock()
	m := map[glyphKey]*ebiten.Image{}
	for k, g := range face.glyphs {
		m[k] = g.img
	}
	return m
}

// align is the share of a box's extent before its anchor.
func align(a Align) float64 { return [...]float64{0, 0.5, 1}[a] }

// ink is the bounds of img's pixels that are not transparent.
func ink(img *ebiten.Image) image.Rectangle {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	var r image.Rectangle
	for y := range b.Dy() {
		for x := range b.Dx() {
			if pix[4*(y*b.Dx()+x)+3] != 0 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}
