package kakuro

import (
	"bytes"
	"math"
	"testing"

	"cifra/sprites"
)

func TestKakuroSpritesArePaintedOnceAndCached(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	calls := []struct {
		name string
		get  func() any
	}{
		{"Board", func() any { return Board(k, 40) }},
		{"ActionBack", func() any { return ActionBack(k, 48) }},
		{"ActionFront D", func() any { return ActionFront(k, 'D', 48) }},
		{"ActionFront S", func() any { return ActionFront(k, 'S', 48) }},
		{"ActionFront 7", func() any { return ActionFront(k, '7', 48) }},
		{"SumTile", func() any { return SumTile(k, 17, 48, Down) }},
		{"SumTileBig", func() any { return SumTileBig(k, 17, 80) }},
		{"SumTileBack", func() any { return SumTileBack(k, 80) }},
		{"Hourglass", func() any { return Hourglass(k, 120, 0.3) }},
		{"Buzzer", func() any { return Buzzer(k, 64, true) }},
		{"ScoredMark", func() any { return ScoredMark(k, 48, Both) }},
	}
	for _, c := range calls {
		before := k.Painted()
		a := c.get()
		if k.Painted() != before+1 {
			t.Fatalf("%s painted %d images, want 1", c.name, k.Painted()-before)
		}
		if b := c.get(); a != b || k.Painted() != before+1 {
			t.Fatalf("%s painted again instead of using the cache", c.name)
		}
	}
	if k.Cached() != len(calls) {
		t.Fatalf("cached %d images, want %d (keys collide?)", k.Cached(), len(calls))
	}
	// Variants are distinct images.
	if SumTile(k, 17, 48, Right) == SumTile(k, 17, 48, Down) ||
		SumTile(k, 18, 48, Down) == SumTile(k, 17, 48, Down) ||
		Buzzer(k, 64, false) == Buzzer(k, 64, true) ||
		ActionFront(k, '1', 48) == ActionFront(k, '2', 48) ||
		ScoredMark(k, 48, Right) == ScoredMark(k, 48, Down) ||
		Hourglass(k, 120, 0.3) == Hourglass(k, 120, 0.7) {
		t.Fatal("different variants share an image")
	}
}

func TestKakuroSpritesHaveTheirDocumentedSizes(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	check := func(name string, w, h, wantW, wantH int) {
		t.Helper()
		if w != wantW || h != wantH {
			t.Errorf("%s: %d×%d, want %d×%d", name, w, h, wantW, wantH)
		}
	}
	for _, cell := range []int{1, 2, 3, 4, 24, 64, 96} {
		o, s := BoardOrigin(cell), BoardSize(cell)
		if s != 9*cell+2*o || o <= 0 {
			t.Errorf("cell %d: size %d, origin %d", cell, s, o)
		}
		if tp := TilePx(cell); tp < 1 || tp > cell {
			t.Errorf("cell %d: tile px %d", cell, tp)
		}
		b := Board(k, cell).Bounds()
		check("Board", b.Dx(), b.Dy(), s, s)
	}
	for _, px := range []int{1, 2, 3, 4, 7, 56, 96} {
		want := px + 2*sprites.PieceMargin(px)
		for name, img := range map[string]func() (int, int){
			"ActionBack":  func() (int, int) { b := ActionBack(k, px).Bounds(); return b.Dx(), b.Dy() },
			"ActionFront": func() (int, int) { b := ActionFront(k, 'S', px).Bounds(); return b.Dx(), b.Dy() },
			"SumTile":     func() (int, int) { b := SumTile(k, 40, px, Right).Bounds(); return b.Dx(), b.Dy() },
			"SumTileBig":  func() (int, int) { b := SumTileBig(k, 40, px).Bounds(); return b.Dx(), b.Dy() },
			"SumTileBack": func() (int, int) { b := SumTileBack(k, px).Bounds(); return b.Dx(), b.Dy() },
			"ScoredMark":  func() (int, int) { b := ScoredMark(k, px, Both).Bounds(); return b.Dx(), b.Dy() },
			"Buzzer":      func() (int, int) { b := Buzzer(k, px, true).Bounds(); return b.Dx(), b.Dy() },
		} {
			w, h := img()
			check(name, w, h, want, want)
		}
		b := Hourglass(k, px, 0.5).Bounds()
		check("Hourglass", b.Dx(), b.Dy(), HourglassWidth(px), px)
	}
	// Nonsense sizes are painted as the smallest, never panic.
	for _, px := range []int{0, -3} {
		Board(k, px)
		ActionBack(k, px)
		ActionFront(k, 'D', px)
		SumTile(k, 5, px, Down)
		SumTileBig(k, 5, px)
		SumTileBack(k, px)
		ScoredMark(k, px, Right)
		Buzzer(k, px, false)
		Hourglass(k, px, 0.5)
	}
}

func TestKakuroValuesOutOfRangeAreNormalised(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	if SumTile(k, 100, 48, Right) != SumTile(k, -1, 48, Right) {
		t.Error("SumTile: values outside 0..99 should all give the one blank tile")
	}
	if SumTileBig(k, 1000, 48) != SumTileBig(k, -5, 48) {
		t.Error("SumTileBig: values outside 0..99 should all give the blank plate")
	}
	if SumTile(k, 12, 48, 7) != SumTile(k, 12, 48, Right) || SumTile(k, 12, 48, -1) != SumTile(k, 12, 48, Right) {
		t.Error("SumTile: a dir other than Down should be Right")
	}
	if ScoredMark(k, 48, -4) != ScoredMark(k, 48, Right) || ScoredMark(k, 48, 9) != ScoredMark(k, 48, Both) {
		t.Error("ScoredMark: dir should clamp to right..both")
	}
	cv, c := sprites.PieceCanvas(48)
	paintActionFront(cv, c, c, 48, 0, 'x', sprites.Classic(), 0)
	blank, bc := sprites.PieceCanvas(48)
	paintActionFront(blank, bc, bc, 48, 0, 0, sprites.Classic(), 0)
	if !bytes.Equal(cv.RGBA().Pix, blank.RGBA().Pix) {
		t.Error("ActionFront: an unknown kind should be the blank front")
	}
	if Hourglass(k, 90, -2) != Hourglass(k, 90, 0) || Hourglass(k, 90, math.NaN()) != Hourglass(k, 90, 0) ||
		Hourglass(k, 90, 5) != Hourglass(k, 90, 1) || Hourglass(k, 90, math.Inf(1)) != Hourglass(k, 90, 1) {
		t.Error("Hourglass: sand should clamp to 0..1 (NaN as 0)")
	}
	before := k.Cached()
	for i := range 1001 {
		Hourglass(k, 60, float64(i)/1000)
	}
	if n := k.Cached() - before; n != HourglassSteps+1 {
		t.Errorf("1001 sand fractions cached %d images, want %d", n, HourglassSteps+1)
	}
}

func TestKakuroBoardLayout(t *testing.T) {
	const cell = 60
	pal := sprites.Classic()
	cv := paintBoard(cell, pal)
	o := BoardOrigin(cell)
	at := func(r, c int, fx, fy float64) (sprites.RGB, float64) {
		return cv.At(o+int((float64(c)+fx)*cell), o+int((float64(r)+fy)*cell))
	}
	if _, a := cv.At(0, 0); a != 0 {
		t.Fatal("the board image's corner is not transparent")
	}
	// The frame is dark and opaque.
	if c, a := cv.At(o-cell/8, cv.H/2); a < 0.99 || c.Luma() > 0.25 {
		t.Fatalf("frame: %v a %v, want dark and opaque", c, a)
	}
	red := sprites.RGBOf(pal.Accent)
	isRed := func(c sprites.RGB) bool { return c.R > c.G+0.25 && c.R > c.B+0.25 }
	// Printed sum fields: red, with a white arrow in their live half.
	for c := 1; c <= 8; c++ {
		if fill, _ := at(0, c, 0.85, 0.2); !isRed(fill) {
			t.Fatalf("[0,%d] upper-right half %v is not red (%v)", c, fill, red)
		}
		if arrow, _ := at(0, c, 0.5-0.21, 0.5+0.3); arrow.Luma() < 0.8 {
			t.Fatalf("[0,%d]: no white down arrow in the lower-left half (%v)", c, arrow)
		}
	}
	for r := 1; r <= 8; r++ {
		if arrow, _ := at(r, 0, 0.5+0.3, 0.5-0.21); arrow.Luma() < 0.8 {
			t.Fatalf("[%d,0]: no white right arrow in the upper-right half (%v)", r, arrow)
		}
	}
	// The live half is brighter than the unused one.
	live, _ := at(0, 3, 0.15, 0.9)
	dead, _ := at(0, 3, 0.9, 0.1)
	if live.R <= dead.R {
		t.Fatalf("down field: live half %v not brighter than unused half %v", live, dead)
	}
	// Play squares are dark wells, darker than the ribs between them, and
	// their lamp-side wall is in shadow compared with the far side.
	for r := 1; r <= 8; r++ {
		for c := 1; c <= 8; c++ {
			mid, a := at(r, c, 0.5, 0.5)
			rib, _ := at(r, c, 0.995, 0.5)
			if a < 0.99 || mid.Luma() > 0.2 || isRed(mid) || mid.Luma() >= rib.Luma() {
				t.Fatalf("well [%d,%d] centre %v a %v (rib %v), want a dark well below the rib", r, c, mid, a, rib)
			}
		}
	}
	near, _ := at(4, 4, 0.1, 0.5)
	far, _ := at(4, 4, 0.93, 0.5)
	if near.Luma() >= far.Luma() {
		t.Fatalf("well walls: lamp side %v not darker than far side %v", near, far)
	}
	// Painting is deterministic.
	if !bytes.Equal(cv.RGBA().Pix, paintBoard(cell, pal).RGBA().Pix) {
		t.Fatal("the board paints differently twice")
	}
}

func TestSumTileFillsItsHalfOnly(t *testing.T) {
	px := 80
	for _, dir := range []int{Right, Down} {
		cv, c := sprites.PieceCanvas(px)
		paintSumTile(cv, c, c, float64(px), dir, "23", sprites.Classic())
		// A point well inside each half of the square.
		ur := func() (float64, float64) { return c + 0.3*float64(px), c - 0.3*float64(px) }
		ll := func() (float64, float64) { return c - 0.3*float64(px), c + 0.25*float64(px) }
		in, out := ur, ll
		if dir == Down {
			in, out = ll, ur
		}
		x, y := in()
		if _, a := cv.At(int(x), int(y)); a < 0.99 {
			t.Fatalf("dir %d: its half is not covered (a %v)", dir, a)
		}
		x, y = out()
		if col, a := cv.At(int(x), int(y)); a > 0.6 || col.Luma() > 0.3 {
			t.Fatalf("dir %d: the other half is painted (%v a %v)", dir, col, a)
		}
	}
}

func TestActionFrontsAreNotSilver(t *testing.T) {
	px := 80
	cv, c := sprites.PieceCanvas(px)
	paintActionFront(cv, c, c, float64(px), 0, '5', sprites.Classic(), 0)
	st, sc := sprites.PieceCanvas(px)
	sprites.PaintTile(st, sc, sc, float64(px), 0, "5", false, sprites.Classic(), 0)
	// Between the frame and the digit, on the plateau.
	x, y := int(c-0.3*float64(px)), int(c+0.05*float64(px))
	front, _ := cv.At(x, y)
	silverFace, _ := st.At(x, y)
	if front.R-front.B < 0.1 {
		t.Fatalf("action front %v is not cream", front)
	}
	if math.Abs(silverFace.R-silverFace.B) > 0.08 {
		t.Fatalf("number tile %v is not silver", silverFace)
	}
	// The digit is dark blue, raised on the face.
	if d, _ := cv.At(int(c), int(c-0.18*float64(px))); d.B <= d.R || d.Luma() > 0.5 {
		t.Fatalf("digit colour %v is not dark blue", d)
	}
}

func TestHourglassSandRunsDown(t *testing.T) {
	const h = 200
	sandIn := func(run float64) (top, bottom int) {
		cv := sprites.NewCanvas(HourglassWidth(h), h)
		paintHourglass(cv, h, run, sprites.Classic())
		cx := cv.W / 2
		for y := range cv.H {
			for x := cx - h/10; x <= cx+h/10; x++ {
				c, a := cv.At(x, y)
				if a > 0.9 && c.R > 0.55 && c.R-c.B > 0.2 && y > int(0.12*h) && y < int(0.87*h) {
					if y < h/2 {
						top++
					} else {
						bottom++
					}
				}
			}
		}
		return top, bottom
	}
	t0, b0 := sandIn(0)
	if t0 == 0 || b0 > 10 {
		t.Fatalf("full hourglass: %d sand pixels on top, %d below", t0, b0)
	}
	prevT, prevB := t0, b0
	for _, run := range []float64{0.25, 0.5, 0.75, 1} {
		tp, bt := sandIn(run)
		if tp >= prevT || bt <= prevB {
			t.Fatalf("run %v: top %d (was %d), bottom %d (was %d)", run, tp, prevT, bt, prevB)
		}
		prevT, prevB = tp, bt
	}
	if prevT > 20 {
		t.Fatalf("run out: %d sand pixels left on top", prevT)
	}
}

func TestBuzzerLitIsBrighter(t *testing.T) {
	px := 100
	centre := func(on bool) sprites.RGB {
		cv, c := sprites.PieceCanvas(px)
		paintBuzzer(cv, c, c, float64(px), on, sprites.Classic())
		col, _ := cv.At(int(c), int(c))
		return col
	}
	off, on := centre(false), centre(true)
	if on.Luma() <= off.Luma()+0.1 {
		t.Fatalf("lit dome %v is not clearly brighter than %v", on, off)
	}
}

func TestScoredMarkSitsOnItsEdge(t *testing.T) {
	px := 80
	mark := func(dir int) *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintScoredMark(cv, c, c, float64(px), dir, sprites.Classic())
		return cv
	}
	c := px/2 + sprites.PieceMargin(px)
	bottom := func(cv *sprites.Canvas) float64 { _, a := cv.At(c-px/8, c+int(0.385*float64(px))); return a }
	right := func(cv *sprites.Canvas) float64 { _, a := cv.At(c+int(0.385*float64(px)), c-px/8); return a }
	middle := func(cv *sprites.Canvas) float64 { _, a := cv.At(c, c); return a }
	r, d, b := mark(Right), mark(Down), mark(Both)
	if bottom(r) < 0.9 || right(r) > 0.1 {
		t.Fatal("right: want a bar along the bottom edge only")
	}
	if right(d) < 0.9 || bottom(d) > 0.1 {
		t.Fatal("down: want a bar along the right edge only")
	}
	if bottom(b) < 0.9 || right(b) < 0.9 {
		t.Fatal("both: want bars along both edges")
	}
	for _, cv := range []*sprites.Canvas{r, d, b} {
		if middle(cv) != 0 {
			t.Fatal("the mark covers the tile's digit")
		}
	}
}

// TestSixAndNineReadEitherWayUp: a 6 seen upside down is not a 9. The
// digits' faces, painted on flat tiles, differ by far more when one is
// turned half a turn than they would without the bar under each.
func TestSixAndNineReadEitherWayUp(t *testing.T) {
	const px = 120
	paint := func(label string) *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintActionFront(cv, c, c, px, 0, label[0], sprites.Classic(), 0)
		return cv
	}
	six, nine := paint("6"), paint("9")
	// Where a 6's bar is, under its digit: the 9 turned half a turn has
	// nothing there (its bar is at the top now).
	differ := 0
	c := float64(six.W) / 2
	for y := int(c + px*0.2); y < int(c+px*0.3); y++ {
		for x := int(c - px*0.08); x < int(c+px*0.08); x++ {
			a, _ := six.At(x, y)
			b, _ := nine.At(nine.W-1-x, nine.H-1-y)
			if math.Abs(a.Luma()-b.Luma()) > 0.25 {
				differ++
			}
		}
	}
	if differ < px*px/250 { // a quarter of the bar's box
		t.Fatalf("under the 6, the 9 turned over differs in %d pixels: upside down they read alike", differ)
	}
}

// BenchmarkPaintBoard measures painting the Kakuro board at cell=96
// (about 1000×1000 pixels, done on resize); it must stay well under 300 ms.
func BenchmarkPaintBoard(b *testing.B) {
	for range b.N {
		paintBoard(96, sprites.Classic())
	}
}

// BenchmarkKitBoard is the whole cost a scene pays on resize for the
// board at cell=96: painting, export and upload to the GPU.
func BenchmarkKitBoard(b *testing.B) {
	k := sprites.NewKit(sprites.Classic())
	for range b.N {
		_ = Board(k, 96).At(0, 0) // reading a pixel flushes the upload
		k.Reset()
	}
}

// BenchmarkPaintPieces measures painting one of each Kakuro piece at
// 96 px (action back and fronts, sum tile and plates, scored mark, buzzer)
// and a 240 px hourglass.
func BenchmarkPaintPieces(b *testing.B) {
	for range b.N {
		k := sprites.NewKit(sprites.Classic())
		ActionBack(k, 96)
		ActionFront(k, 'D', 96)
		ActionFront(k, 'S', 96)
		ActionFront(k, '7', 96)
		SumTile(k, 24, 96, Right)
		SumTileBig(k, 24, 96)
		SumTileBack(k, 96)
		ScoredMark(k, 96, Both)
		Buzzer(k, 96, true)
		Hourglass(k, 240, 0.5)
		k.Reset()
	}
}
