package sprites

import (
	"math"
	"reflect"
	"testing"
)

// px reads a canvas pixel as straight colour and alpha.
func (cv *canvas) px(x, y int) (rgb, float64) {
	i := 4 * (y*cv.w + x)
	a := float64(cv.pix[i+3])
	if a <= 0 {
		return rgb{}, 0
	}
	return rgb{float64(cv.pix[i]) / a, float64(cv.pix[i+1]) / a, float64(cv.pix[i+2]) / a}, a
}

func TestKakuroSpritesArePaintedOnceAndCached(t *testing.T) {
	k := NewKit(Classic())
	calls := []struct {
		name string
		get  func() any
	}{
		{"KakuroBoard", func() any { return k.KakuroBoard(40) }},
		{"ActionBack", func() any { return k.ActionBack(48) }},
		{"ActionFront D", func() any { return k.ActionFront('D', 48) }},
		{"ActionFront S", func() any { return k.ActionFront('S', 48) }},
		{"ActionFront 7", func() any { return k.ActionFront('7', 48) }},
		{"SumTile", func() any { return k.SumTile(17, 48, KakuroDown) }},
		{"SumTileBig", func() any { return k.SumTileBig(17, 80) }},
		{"SumTileBack", func() any { return k.SumTileBack(80) }},
		{"Hourglass", func() any { return k.Hourglass(120, 0.3) }},
		{"Buzzer", func() any { return k.Buzzer(64, true) }},
		{"ScoredMark", func() any { return k.ScoredMark(48, KakuroBoth) }},
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
	if k.SumTile(17, 48, KakuroRight) == k.SumTile(17, 48, KakuroDown) ||
		k.SumTile(18, 48, KakuroDown) == k.SumTile(17, 48, KakuroDown) ||
		k.Buzzer(64, false) == k.Buzzer(64, true) ||
		k.ActionFront('1', 48) == k.ActionFront('2', 48) ||
		k.ScoredMark(48, KakuroRight) == k.ScoredMark(48, KakuroDown) ||
		k.Hourglass(120, 0.3) == k.Hourglass(120, 0.7) {
		t.Fatal("different variants share an image")
	}
}

func TestKakuroSpritesHaveTheirDocumentedSizes(t *testing.T) {
	k := NewKit(Classic())
	check := func(name string, w, h, wantW, wantH int) {
		t.Helper()
		if w != wantW || h != wantH {
			t.Errorf("%s: %d×%d, want %d×%d", name, w, h, wantW, wantH)
		}
	}
	for _, cell := range []int{1, 2, 3, 4, 24, 64, 96} {
		o, s := KakuroBoardOrigin(cell), KakuroBoardSize(cell)
		if s != 9*cell+2*o || o <= 0 {
			t.Errorf("cell %d: size %d, origin %d", cell, s, o)
		}
		if tp := KakuroTilePx(cell); tp < 1 || tp > cell {
			t.Errorf("cell %d: tile px %d", cell, tp)
		}
		b := k.KakuroBoard(cell).Bounds()
		check("KakuroBoard", b.Dx(), b.Dy(), s, s)
	}
	for _, px := range []int{1, 2, 3, 4, 7, 56, 96} {
		want := px + 2*PieceMargin(px)
		for name, img := range map[string]func() (int, int){
			"ActionBack":  func() (int, int) { b := k.ActionBack(px).Bounds(); return b.Dx(), b.Dy() },
			"ActionFront": func() (int, int) { b := k.ActionFront('S', px).Bounds(); return b.Dx(), b.Dy() },
			"SumTile":     func() (int, int) { b := k.SumTile(40, px, KakuroRight).Bounds(); return b.Dx(), b.Dy() },
			"SumTileBig":  func() (int, int) { b := k.SumTileBig(40, px).Bounds(); return b.Dx(), b.Dy() },
			"SumTileBack": func() (int, int) { b := k.SumTileBack(px).Bounds(); return b.Dx(), b.Dy() },
			"ScoredMark":  func() (int, int) { b := k.ScoredMark(px, KakuroBoth).Bounds(); return b.Dx(), b.Dy() },
			"Buzzer":      func() (int, int) { b := k.Buzzer(px, true).Bounds(); return b.Dx(), b.Dy() },
		} {
			w, h := img()
			check(name, w, h, want, want)
		}
		b := k.Hourglass(px, 0.5).Bounds()
		check("Hourglass", b.Dx(), b.Dy(), HourglassWidth(px), px)
	}
	// Nonsense sizes are painted as the smallest, never panic.
	for _, px := range []int{0, -3} {
		k.KakuroBoard(px)
		k.ActionBack(px)
		k.ActionFront('D', px)
		k.SumTile(5, px, KakuroDown)
		k.SumTileBig(5, px)
		k.SumTileBack(px)
		k.ScoredMark(px, KakuroRight)
		k.Buzzer(px, false)
		k.Hourglass(px, 0.5)
	}
}

func TestKakuroValuesOutOfRangeAreNormalised(t *testing.T) {
	k := NewKit(Classic())
	if k.SumTile(100, 48, KakuroRight) != k.SumTile(-1, 48, KakuroRight) {
		t.Error("SumTile: values outside 0..99 should all give the one blank tile")
	}
	if k.SumTileBig(1000, 48) != k.SumTileBig(-5, 48) {
		t.Error("SumTileBig: values outside 0..99 should all give the blank plate")
	}
	if k.SumTile(12, 48, 7) != k.SumTile(12, 48, KakuroRight) || k.SumTile(12, 48, -1) != k.SumTile(12, 48, KakuroRight) {
		t.Error("SumTile: a dir other than KakuroDown should be KakuroRight")
	}
	if k.ScoredMark(48, -4) != k.ScoredMark(48, KakuroRight) || k.ScoredMark(48, 9) != k.ScoredMark(48, KakuroBoth) {
		t.Error("ScoredMark: dir should clamp to right..both")
	}
	cv, c := pieceCanvas(48)
	paintActionFront(cv, c, c, 48, 0, 'x', Classic(), 0)
	blank, bc := pieceCanvas(48)
	paintActionFront(blank, bc, bc, 48, 0, 0, Classic(), 0)
	if !reflect.DeepEqual(cv.pix, blank.pix) {
		t.Error("ActionFront: an unknown kind should be the blank front")
	}
	if k.Hourglass(90, -2) != k.Hourglass(90, 0) || k.Hourglass(90, math.NaN()) != k.Hourglass(90, 0) ||
		k.Hourglass(90, 5) != k.Hourglass(90, 1) || k.Hourglass(90, math.Inf(1)) != k.Hourglass(90, 1) {
		t.Error("Hourglass: sand should clamp to 0..1 (NaN as 0)")
	}
	before := k.Cached()
	for i := range 1001 {
		k.Hourglass(60, float64(i)/1000)
	}
	if n := k.Cached() - before; n != HourglassSteps+1 {
		t.Errorf("1001 sand fractions cached %d images, want %d", n, HourglassSteps+1)
	}
}

func TestKakuroBoardLayout(t *testing.T) {
	const cell = 60
	pal := Classic()
	cv := paintKakuroBoard(cell, pal)
	o := KakuroBoardOrigin(cell)
	at := func(r, c int, fx, fy float64) (rgb, float64) {
		return cv.px(o+int((float64(c)+fx)*cell), o+int((float64(r)+fy)*cell))
	}
	if _, a := cv.px(0, 0); a != 0 {
		t.Fatal("the board image's corner is not transparent")
	}
	// The frame is dark and opaque.
	if c, a := cv.px(o-cell/8, cv.h/2); a < 0.99 || c.luma() > 0.25 {
		t.Fatalf("frame: %v a %v, want dark and opaque", c, a)
	}
	red := col(pal.Accent)
	isRed := func(c rgb) bool { return c.r > c.g+0.25 && c.r > c.b+0.25 }
	// Printed sum fields: red, with a white arrow in their live half.
	for c := 1; c <= 8; c++ {
		if fill, _ := at(0, c, 0.85, 0.2); !isRed(fill) {
			t.Fatalf("[0,%d] upper-right half %v is not red (%v)", c, fill, red)
		}
		if arrow, _ := at(0, c, 0.5-0.21, 0.5+0.3); arrow.luma() < 0.8 {
			t.Fatalf("[0,%d]: no white down arrow in the lower-left half (%v)", c, arrow)
		}
	}
	for r := 1; r <= 8; r++ {
		if arrow, _ := at(r, 0, 0.5+0.3, 0.5-0.21); arrow.luma() < 0.8 {
			t.Fatalf("[%d,0]: no white right arrow in the upper-right half (%v)", r, arrow)
		}
	}
	// The live half is brighter than the unused one.
	live, _ := at(0, 3, 0.15, 0.9)
	dead, _ := at(0, 3, 0.9, 0.1)
	if live.r <= dead.r {
		t.Fatalf("down field: live half %v not brighter than unused half %v", live, dead)
	}
	// Play squares are dark wells, darker than the ribs between them, and
	// their lamp-side wall is in shadow compared with the far side.
	for r := 1; r <= 8; r++ {
		for c := 1; c <= 8; c++ {
			mid, a := at(r, c, 0.5, 0.5)
			rib, _ := at(r, c, 0.995, 0.5)
			if a < 0.99 || mid.luma() > 0.2 || isRed(mid) || mid.luma() >= rib.luma() {
				t.Fatalf("well [%d,%d] centre %v a %v (rib %v), want a dark well below the rib", r, c, mid, a, rib)
			}
		}
	}
	near, _ := at(4, 4, 0.1, 0.5)
	far, _ := at(4, 4, 0.93, 0.5)
	if near.luma() >= far.luma() {
		t.Fatalf("well walls: lamp side %v not darker than far side %v", near, far)
	}
	// Painting is deterministic.
	if !reflect.DeepEqual(cv.pix, paintKakuroBoard(cell, pal).pix) {
		t.Fatal("the board paints differently twice")
	}
}

func TestSumTileFillsItsHalfOnly(t *testing.T) {
	px := 80
	for _, dir := range []int{KakuroRight, KakuroDown} {
		cv, c := pieceCanvas(px)
		paintSumTile(cv, c, c, float64(px), dir, "23", Classic())
		// A point well inside each half of the square.
		ur := func() (float64, float64) { return c + 0.3*float64(px), c - 0.3*float64(px) }
		ll := func() (float64, float64) { return c - 0.3*float64(px), c + 0.25*float64(px) }
		in, out := ur, ll
		if dir == KakuroDown {
			in, out = ll, ur
		}
		x, y := in()
		if _, a := cv.px(int(x), int(y)); a < 0.99 {
			t.Fatalf("dir %d: its half is not covered (a %v)", dir, a)
		}
		x, y = out()
		if col, a := cv.px(int(x), int(y)); a > 0.6 || col.luma() > 0.3 {
			t.Fatalf("dir %d: the other half is painted (%v a %v)", dir, col, a)
		}
	}
}

func TestActionFrontsAreNotSilver(t *testing.T) {
	px := 80
	cv, c := pieceCanvas(px)
	paintActionFront(cv, c, c, float64(px), 0, '5', Classic(), 0)
	st, sc := pieceCanvas(px)
	paintTile(st, sc, sc, float64(px), 0, "5", false, Classic(), 0)
	// Between the frame and the digit, on the plateau.
	x, y := int(c-0.3*float64(px)), int(c+0.05*float64(px))
	front, _ := cv.px(x, y)
	silverFace, _ := st.px(x, y)
	if front.r-front.b < 0.1 {
		t.Fatalf("action front %v is not cream", front)
	}
	if math.Abs(silverFace.r-silverFace.b) > 0.08 {
		t.Fatalf("number tile %v is not silver", silverFace)
	}
	// The digit is dark blue, raised on the face.
	if d, _ := cv.px(int(c), int(c-0.18*float64(px))); d.b <= d.r || d.luma() > 0.5 {
		t.Fatalf("digit colour %v is not dark blue", d)
	}
}

func TestHourglassSandRunsDown(t *testing.T) {
	const h = 200
	sandIn := func(run float64) (top, bottom int) {
		cv := newCanvas(HourglassWidth(h), h)
		paintHourglass(cv, h, run, Classic())
		cx := cv.w / 2
		for y := range cv.h {
			for x := cx - h/10; x <= cx+h/10; x++ {
				c, a := cv.px(x, y)
				if a > 0.9 && c.r > 0.55 && c.r-c.b > 0.2 && y > int(0.12*h) && y < int(0.87*h) {
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
	centre := func(on bool) rgb {
		cv, c := pieceCanvas(px)
		paintBuzzer(cv, c, c, float64(px), on, Classic())
		col, _ := cv.px(int(c), int(c))
		return col
	}
	off, on := centre(false), centre(true)
	if on.luma() <= off.luma()+0.1 {
		t.Fatalf("lit dome %v is not clearly brighter than %v", on, off)
	}
}

func TestScoredMarkSitsOnItsEdge(t *testing.T) {
	px := 80
	mark := func(dir int) *canvas {
		cv, c := pieceCanvas(px)
		paintScoredMark(cv, c, c, float64(px), dir, Classic())
		return cv
	}
	c := px/2 + PieceMargin(px)
	bottom := func(cv *canvas) float64 { _, a := cv.px(c-px/8, c+int(0.385*float64(px))); return a }
	right := func(cv *canvas) float64 { _, a := cv.px(c+int(0.385*float64(px)), c-px/8); return a }
	middle := func(cv *canvas) float64 { _, a := cv.px(c, c); return a }
	r, d, b := mark(KakuroRight), mark(KakuroDown), mark(KakuroBoth)
	if bottom(r) < 0.9 || right(r) > 0.1 {
		t.Fatal("right: want a bar along the bottom edge only")
	}
	if right(d) < 0.9 || bottom(d) > 0.1 {
		t.Fatal("down: want a bar along the right edge only")
	}
	if bottom(b) < 0.9 || right(b) < 0.9 {
		t.Fatal("both: want bars along both edges")
	}
	for _, cv := range []*canvas{r, d, b} {
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
	paint := func(label string) *canvas {
		cv, c := pieceCanvas(px)
		paintActionFront(cv, c, c, px, 0, label[0], Classic(), 0)
		return cv
	}
	six, nine := paint("6"), paint("9")
	// Where a 6's bar is, under its digit: the 9 turned half a turn has
	// nothing there (its bar is at the top now).
	differ := 0
	c := float64(six.w) / 2
	for y := int(c + px*0.2); y < int(c+px*0.3); y++ {
		for x := int(c - px*0.08); x < int(c+px*0.08); x++ {
			a, _ := six.px(x, y)
			b, _ := nine.px(nine.w-1-x, nine.h-1-y)
			if math.Abs(a.luma()-b.luma()) > 0.25 {
				differ++
			}
		}
	}
	if differ < px*px/250 { // a quarter of the bar's box
		t.Fatalf("under the 6, the 9 turned over differs in %d pixels: upside down they read alike", differ)
	}
}
