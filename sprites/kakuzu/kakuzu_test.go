package kakuzu

import (
	"bytes"
	"math"
	"testing"

	"cifra/sprites"
)

func TestKakuzuSpritesArePaintedOnceAndCached(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	calls := []struct {
		name string
		get  func() any
	}{
		{"Tray", func() any { return Tray(k, 40) }},
		{"Stone", func() any { return Stone(k, 48) }},
		{"StoneVariant", func() any { return StoneVariant(k, 48, 3) }},
		{"StoneLifted", func() any { return StoneLifted(k, 48, 0.5) }},
		{"StoneLiftedVariant", func() any { return StoneLiftedVariant(k, 48, 3, 0.5) }},
		{"Digit", func() any { return Digit(k, 7, 40) }},
		{"NumberStone bag", func() any { return NumberStone(k, 4, 48, NumberStoneInBag) }},
		{"NumberStone drawn", func() any { return NumberStone(k, 4, 48, NumberStoneDrawn) }},
		{"NumberStone retired", func() any { return NumberStone(k, 4, 48, NumberStoneRetired) }},
		{"NumberStone found", func() any { return NumberStone(k, 4, 48, NumberStoneFound) }},
		{"SeatMark", func() any { return SeatMark(k, 2, 12, sprites.Classic().Good) }},
		{"Bag closed", func() any { return Bag(k, 96, false) }},
		{"Bag open", func() any { return Bag(k, 96, true) }},
		{"StonePile", func() any { return StonePile(k, 5, 96) }},
	}
	for _, c := range calls {
		before := k.Painted()
		a := c.get()
		if k.Painted() != before+1 {
			t.Fatalf("%s painted %d images, want 1", c.name, k.Painted()-before)
		}
		for range 3 {
			if b := c.get(); a != b || k.Painted() != before+1 {
				t.Fatalf("%s painted again instead of using the cache", c.name)
			}
		}
	}
	if k.Cached() != len(calls) {
		t.Fatalf("cached %d images, want %d (keys collide?)", k.Cached(), len(calls))
	}
	// Variants are distinct images.
	if StoneVariant(k, 48, 1) == StoneVariant(k, 48, 2) ||
		StoneLifted(k, 48, 0) == StoneLifted(k, 48, 1) ||
		Stone(k, 48) == Stone(k, 49) ||
		Digit(k, 1, 40) == Digit(k, 2, 40) ||
		NumberStone(k, 1, 48, 0) == NumberStone(k, 2, 48, 0) ||
		StonePile(k, 5, 96) == StonePile(k, 6, 96) ||
		NumberStone(k, 4, 48, NumberStoneDrawn) == NumberStone(k, 4, 48, NumberStoneFound) ||
		SeatMark(k, 0, 12, sprites.Classic().Good) == SeatMark(k, 1, 12, sprites.Classic().Good) ||
		Tray(k, 40) == Tray(k, 41) {
		t.Fatal("different variants share an image")
	}
}

func TestKakuzuSpritesHaveTheirDocumentedSizes(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	check := func(name string, px, w, h, want int) {
		t.Helper()
		if w != want || h != want {
			t.Errorf("%s(%d): %d×%d, want %d×%d", name, px, w, h, want, want)
		}
	}
	for _, cell := range []int{1, 2, 3, 4, 24, 64} {
		o, s := TrayOrigin(cell), TraySize(cell)
		if s != 9*cell+2*o || o <= 0 {
			t.Errorf("cell %d: size %d, origin %d", cell, s, o)
		}
		if wp := WellPx(cell); wp < 1 || wp > cell {
			t.Errorf("cell %d: well px %d", cell, wp)
		}
		if sp := StonePx(cell); sp < 1 || sp > cell || sp < WellPx(cell) {
			t.Errorf("cell %d: stone px %d (well %d)", cell, sp, WellPx(cell))
		}
		b := Tray(k, cell).Bounds()
		check("Tray", cell, b.Dx(), b.Dy(), s)
	}
	for _, px := range []int{1, 2, 3, 4, 7, 56, 96} {
		piece := px + 2*sprites.PieceMargin(px)
		b := Stone(k, px).Bounds()
		check("Stone", px, b.Dx(), b.Dy(), piece)
		for v := range StoneVariants {
			b = StoneVariant(k, px, v).Bounds()
			check("StoneVariant", px, b.Dx(), b.Dy(), piece)
		}
		for _, lift := range []float64{0, 0.5, 1} {
			b = StoneLifted(k, px, lift).Bounds()
			check("StoneLifted", px, b.Dx(), b.Dy(), LiftSize(px))
			b = StoneLiftedVariant(k, px, 4, lift).Bounds()
			check("StoneLiftedVariant", px, b.Dx(), b.Dy(), LiftSize(px))
		}
		if LiftSize(px) <= px {
			t.Errorf("LiftSize(%d) = %d leaves no room", px, LiftSize(px))
		}
		for d := 0; d <= 9; d++ {
			b = Digit(k, d, px).Bounds()
			check("Digit", px, b.Dx(), b.Dy(), px)
		}
		for n := -1; n <= 9; n++ {
			for st := NumberStoneInBag; st <= NumberStoneFound; st++ {
				b = NumberStone(k, n, px, st).Bounds()
				check("NumberStone", px, b.Dx(), b.Dy(), piece)
			}
		}
		for _, open := range []bool{false, true} {
			b = Bag(k, px, open).Bounds()
			check("Bag", px, b.Dx(), b.Dy(), px)
		}
		for n := 0; n <= StonePileMax; n++ {
			b = StonePile(k, n, px).Bounds()
			check("StonePile", px, b.Dx(), b.Dy(), px)
		}
		if sp := StonePileStonePx(px); sp < 1 || sp > px {
			t.Errorf("StonePileStonePx(%d) = %d", px, sp)
		}
	}
	// Nonsense sizes are painted as the smallest, never panic.
	for _, px := range []int{0, -3} {
		Tray(k, px)
		Stone(k, px)
		StoneLifted(k, px, 0.5)
		Digit(k, 3, px)
		NumberStone(k, 3, px, NumberStoneDrawn)
		Bag(k, px, true)
		StonePile(k, 4, px)
		if TraySize(px) != TraySize(1) || WellPx(px) != 1 || StonePx(px) != 1 ||
			LiftSize(px) != LiftSize(1) || StonePileStonePx(px) != 1 {
			t.Errorf("size helpers at %d are not those at 1", px)
		}
	}
}

func TestKakuzuValuesOutOfRangeAreNormalised(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	if Digit(k, 0, 40) != Digit(k, 10, 40) || Digit(k, -4, 40) != Digit(k, 0, 40) {
		t.Error("Digit: digits outside 1..9 should all give the one blank sheet")
	}
	if NumberStone(k, 10, 48, 0) != NumberStone(k, -1, 48, 0) {
		t.Error("NumberStone: numbers outside 0..9 should all give the blank token")
	}
	if NumberStone(k, 5, 48, -3) != NumberStone(k, 5, 48, NumberStoneInBag) ||
		NumberStone(k, 5, 48, 9) != NumberStone(k, 5, 48, NumberStoneFound) {
		t.Error("NumberStone: state should clamp to in bag..found")
	}
	if StonePile(k, 13, 80) != StonePile(k, StonePileMax, 80) || StonePile(k, 500, 80) != StonePile(k, StonePileMax, 80) ||
		StonePile(k, -2, 80) != StonePile(k, 0, 80) {
		t.Error("StonePile: count should clamp to 0..StonePileMax")
	}
	if StoneVariant(k, 48, StoneVariants+2) != StoneVariant(k, 48, 2) ||
		StoneVariant(k, 48, -1) != StoneVariant(k, 48, StoneVariants-1) ||
		Stone(k, 48) != StoneVariant(k, 48, 0) {
		t.Error("StoneVariant: variants should fold into 0..KakuzuStoneVariants-1")
	}
	if StoneLifted(k, 48, 0.3) != StoneLiftedVariant(k, 48, 0, 0.3) {
		t.Error("StoneLifted should be variant 0")
	}
	if StoneLifted(k, 48, -2) != StoneLifted(k, 48, 0) || StoneLifted(k, 48, math.NaN()) != StoneLifted(k, 48, 0) ||
		StoneLifted(k, 48, 5) != StoneLifted(k, 48, 1) || StoneLifted(k, 48, math.Inf(1)) != StoneLifted(k, 48, 1) {
		t.Error("StoneLifted: t should clamp to 0..1 (NaN as 0)")
	}
	before := k.Cached()
	for i := range 1001 {
		StoneLiftedVariant(k, 30, 2, float64(i)/1000)
	}
	if n := k.Cached() - before; n != LiftSteps+1 {
		t.Errorf("1001 lift fractions cached %d images, want %d", n, LiftSteps+1)
	}
	seen := map[int]bool{}
	for r := range 9 {
		for c := range 9 {
			v := StoneVariantAt(r, c)
			if v < 0 || v >= StoneVariants {
				t.Fatalf("StoneVariantAt(%d,%d) = %d", r, c, v)
			}
			seen[v] = true
		}
	}
	if len(seen) != StoneVariants {
		t.Errorf("the tray uses %d of %d stone variants", len(seen), StoneVariants)
	}
}

func TestKakuzuTrayLayout(t *testing.T) {
	const cell = 60
	pal := sprites.Classic()
	cv := paintTray(cell, pal)
	o := TrayOrigin(cell)
	at := func(r, c int, fx, fy float64) (sprites.RGB, float64) {
		return cv.At(o+int((float64(c)+fx)*cell), o+int((float64(r)+fy)*cell))
	}
	warm := func(c sprites.RGB) bool { return c.R > c.B+0.12 && c.R > c.G }
	if _, a := cv.At(0, 0); a != 0 {
		t.Fatal("the tray image's corner is not transparent")
	}
	// The rim is opaque wood.
	if c, a := cv.At(o-cell/4, cv.H/2); a < 0.99 || !warm(c) {
		t.Fatalf("rim: %v a %v, want opaque wood", c, a)
	}
	// Every square has a well, a shade darker than the floor round it
	// (inner squares: the outer ones lie in the rim's shadow; the grain
	// varies, so the floor is the mean of the square's four corners).
	var wells, floors float64
	for r := 1; r < 8; r++ {
		for c := 1; c < 8; c++ {
			mid, a := at(r, c, 0.5, 0.5)
			floor := 0.0
			for _, f := range [][2]float64{{0.1, 0.1}, {0.9, 0.1}, {0.1, 0.9}, {0.9, 0.9}} {
				fc, _ := at(r, c, f[0], f[1])
				floor += fc.Luma() / 4
			}
			if a < 0.99 || !warm(mid) || mid.Luma() >= floor+0.02 {
				t.Fatalf("well [%d,%d]: centre %v a %v, floor %.3f; want a wooden dish below the floor", r, c, mid, a, floor)
			}
			wells += mid.Luma() / 49
			floors += floor / 49
		}
	}
	if wells > floors-0.04 {
		t.Fatalf("wells (mean luma %.3f) are not darker than the floor (%.3f)", wells, floors)
	}
	// In a well, the lamp side is in shadow and the far side lit.
	near, _ := at(4, 4, 0.3, 0.3)
	far, _ := at(4, 4, 0.7, 0.7)
	if near.Luma() >= far.Luma() {
		t.Fatalf("well: lamp side %v not darker than far side %v", near, far)
	}
	// Box lines are carved grooves; other square edges are plain floor.
	column := func(x int) float64 {
		sum := 0.0
		for y := o + cell; y < o+8*cell; y++ {
			c, _ := cv.At(x, y)
			sum += c.Luma()
		}
		return sum / float64(7*cell)
	}
	gr := cell * kzGroove / 2
	for _, line := range []int{3, 6} {
		groove := column(o + line*cell - int(gr*0.5))
		for _, plain := range []int{line - 1, line + 1} {
			if p := column(o + plain*cell); groove > p-0.03 {
				t.Errorf("box line %d: groove %.3f not darker than the plain edge at %d (%.3f)", line, groove, plain, p)
			}
		}
	}
	if !bytes.Equal(cv.RGBA().Pix, paintTray(cell, pal).RGBA().Pix) {
		t.Fatal("the tray paints differently twice")
	}
}

func TestKakuzuStoneIsLitAndLifts(t *testing.T) {
	const px = 80
	pal := sprites.Classic()
	cv, c := sprites.PieceCanvas(px)
	paintSlate(cv, c, c, px, pal, 0, 1)
	R := px / 2.0
	ic := int(c)
	centre, a := cv.At(ic, ic)
	if a < 0.99 || centre.Luma() > 0.5 {
		t.Fatalf("stone centre %v a %v, want opaque dark slate", centre, a)
	}
	tl, _ := cv.At(int(c-0.5*R), int(c-0.5*R))
	br, _ := cv.At(int(c+0.5*R), int(c+0.5*R))
	if tl.Luma() <= br.Luma()+0.03 {
		t.Fatalf("stone: top left %v not lit above bottom right %v", tl, br)
	}
	// Its shadow falls down and right, not up and left.
	_, shBR := cv.At(int(c+0.35*R), int(c+1.04*R))
	_, shTL := cv.At(int(c-0.35*R), int(c-1.04*R))
	if shBR < 0.2 || shTL > shBR/2 {
		t.Fatalf("shadow: %.2f below right, %.2f above left", shBR, shTL)
	}
	// Lifted all the way, the stone is off its well (whose centre shows
	// only shadow) and above it on the screen.
	s := LiftSize(px)
	lc := float64(s) / 2
	for _, lift := range []float64{0, 1} {
		l := sprites.NewCanvas(s, s)
		paintSlate(l, lc, lc, px, pal, lift, 1)
		_, mid := l.At(int(lc), int(lc))
		_, above := l.At(int(lc), int(lc-0.7*px))
		if lift == 0 && (mid < 0.99 || above > 0.01) {
			t.Fatalf("resting: centre a %v, above a %v", mid, above)
		}
		if lift == 1 && (mid > 0.9 || above < 0.99) {
			t.Fatalf("lifted: the well's centre a %v (want uncovered), above a %v (want the stone)", mid, above)
		}
		// Nothing is cut off at the image's edges.
		for i := range s {
			for _, p := range [][2]int{{i, 0}, {i, s - 1}, {0, i}, {s - 1, i}} {
				if _, a := l.At(p[0], p[1]); a > 0.02 {
					t.Fatalf("lift %v: paint at the image edge %v (a %v)", lift, p, a)
				}
			}
		}
	}
}

func TestKakuzuDigitIsPrintedOnPaper(t *testing.T) {
	const px = 64
	pal := sprites.Classic()
	inked := func(d int) (n int, cv *sprites.Canvas) {
		cv = sprites.NewCanvas(px, px)
		paintPrintedDigit(cv, px, d, pal)
		for y := range px {
			for x := range px {
				if c, a := cv.At(x, y); a > 0.9 && c.Luma() < 0.35 {
					n++
				}
			}
		}
		return n, cv
	}
	blank, cv := inked(0)
	if blank != 0 {
		t.Fatalf("blank sheet has %d inked pixels", blank)
	}
	if _, a := cv.At(0, 0); a != 0 {
		t.Fatal("the disc's corner is painted")
	}
	paper, _ := cv.At(px*2/3, px*2/3)
	if paper.Luma() < 0.75 || paper.R < paper.B {
		t.Fatalf("paper %v is not warm and light", paper)
	}
	// The well's wall shades the lamp side of the sheet.
	lampSide, _ := cv.At(px/6, px/6)
	farSide, _ := cv.At(px-px/6, px-px/6)
	if lampSide.Luma() >= farSide.Luma() {
		t.Fatalf("sheet: lamp side %v not darker than far side %v", lampSide, farSide)
	}
	prev := -1
	for d := 1; d <= 9; d++ {
		n, _ := inked(d)
		if n < px*px/40 {
			t.Fatalf("digit %d: only %d inked pixels", d, n)
		}
		if n == prev {
			t.Logf("digits %d and %d ink the same number of pixels", d-1, d)
		}
		prev = n
	}
}

func TestNumberStoneStatesReadWithoutColour(t *testing.T) {
	const px = 80
	pal := sprites.Classic()
	paint := func(n, state int) (*sprites.Canvas, float64) {
		cv, c := sprites.PieceCanvas(px)
		paintNumberStone(cv, c, c, px, n, state, pal)
		return cv, c
	}
	R := px / 2.0
	focus := sprites.RGBOf(pal.Focus)
	near := func(a, b sprites.RGB) bool {
		return math.Abs(a.R-b.R) < 0.2 && math.Abs(a.G-b.G) < 0.2 && math.Abs(a.B-b.B) < 0.2
	}
	// Drawn: a Focus ring just outside the token (left, away from the
	// shadow); in the bag, none.
	drawn, c := paint(5, NumberStoneDrawn)
	if ring, a := drawn.At(int(c-R-px*0.03), int(c)); a < 0.3 || !near(ring, focus) {
		t.Fatalf("drawn: %v a %v beside the token, want the Focus ring %v", ring, a, focus)
	}
	bag, _ := paint(5, NumberStoneInBag)
	if _, a := bag.At(int(c-R-px*0.03), int(c)); a > 0.1 {
		t.Fatalf("in the bag: a %v beside the token, want nothing", a)
	}
	// Retired: grey, and struck through (a blank token shows the stroke
	// clear of the figure).
	sat := func(c sprites.RGB) float64 { return max(c.R, c.G, c.B) - min(c.R, c.G, c.B) }
	face, _ := bag.At(int(c-0.3*R), int(c+0.55*R))
	ret, _ := paint(5, NumberStoneRetired)
	grey, _ := ret.At(int(c-0.3*R), int(c+0.55*R))
	if sat(grey) > 0.03 || sat(face) < sat(grey)+0.03 {
		t.Fatalf("retired face %v is not grey beside %v", grey, face)
	}
	on := [2]int{int(c + 0.45*R), int(c - 0.45*R)}
	plain, _ := paint(-1, NumberStoneInBag)
	struck, _ := paint(-1, NumberStoneRetired)
	if p, _ := plain.At(on[0], on[1]); p.Luma() < 0.6 {
		t.Fatalf("blank token %v is not light", p)
	}
	if s, _ := struck.At(on[0], on[1]); s.Luma() > 0.3 {
		t.Fatalf("retired blank token %v is not struck through", s)
	}
	// The figure is cut in dark ink; 0 in the accent.
	fig, _ := paint(1, NumberStoneInBag)
	if d, _ := fig.At(int(c), int(c)); d.Luma() > 0.35 {
		t.Fatalf("figure 1 at the centre %v is not dark", d)
	}
}

func TestBagOpenShowsItsMouth(t *testing.T) {
	const px = 120
	pal := sprites.Classic()
	closed, open := sprites.NewCanvas(px, px), sprites.NewCanvas(px, px)
	paintBag(closed, px, false, pal)
	paintBag(open, px, true, pal)
	red := func(c sprites.RGB) bool { return c.R > c.G+0.15 && c.R > c.B+0.1 }
	for _, cv := range []*sprites.Canvas{closed, open} {
		if body, a := cv.At(px/2, px*7/10); a < 0.99 || !red(body) {
			t.Fatalf("bag body %v a %v, want opaque wine-red cloth", body, a)
		}
		if _, a := cv.At(2, 2); a != 0 {
			t.Fatal("the bag image's corner is painted")
		}
	}
	mx, my := px/2, int(px*0.3)
	if in, a := open.At(mx, my); a < 0.99 || in.Luma() > 0.1 {
		t.Fatalf("open mouth %v a %v, want the dark inside", in, a)
	}
	if neck, a := closed.At(mx, int(px*0.25)); a < 0.99 || !red(neck) {
		t.Fatalf("closed neck %v a %v, want the gathered cloth", neck, a)
	}
}

func TestStonePileGrows(t *testing.T) {
	const px = 120
	pal := sprites.Classic()
	covered := func(n int) (int, *sprites.Canvas) {
		cv := sprites.NewCanvas(px, px)
		paintStonePile(cv, px, n, pal)
		k := 0
		for y := range px {
			for x := range px {
				if _, a := cv.At(x, y); a > 0.9 {
					k++
				}
			}
		}
		return k, cv
	}
	n0, _ := covered(0)
	if n0 != 0 {
		t.Fatalf("an empty pile covers %d pixels", n0)
	}
	prev, prevCV := 0, sprites.NewCanvas(px, px)
	for n := 1; n <= StonePileMax; n++ {
		k, cv := covered(n)
		if n <= 7 && k <= prev {
			t.Fatalf("%d stones cover %d pixels, %d stones %d: the pile does not spread", n, k, n-1, prev)
		}
		if k < prev {
			t.Fatalf("%d stones cover fewer pixels (%d) than %d (%d)", n, k, n-1, prev)
		}
		if bytes.Equal(cv.RGBA().Pix, prevCV.RGBA().Pix) {
			t.Fatalf("%d stones look like %d", n, n-1)
		}
		// Nothing is cut off at the image's edges.
		for i := range px {
			for _, p := range [][2]int{{i, 0}, {i, px - 1}, {0, i}, {px - 1, i}} {
				if _, a := cv.At(p[0], p[1]); a > 0.05 {
					t.Fatalf("%d stones: paint at the image edge %v (a %v)", n, p, a)
				}
			}
		}
		prev, prevCV = k, cv
	}
}

// BenchmarkPaintKakuzuTray measures painting the tray at cell=96 (what a
// resize costs, like BenchmarkPaintKakuroBoard).
func BenchmarkPaintKakuzuTray(b *testing.B) {
	for b.Loop() {
		paintTray(96, sprites.Classic())
	}
}

// BenchmarkPaintKakuzuPieces measures painting one of each Kakuzu piece at
// the sizes a 1080p table uses.
func BenchmarkPaintKakuzuPieces(b *testing.B) {
	for b.Loop() {
		k := sprites.NewKit(sprites.Classic())
		for v := range StoneVariants {
			StoneVariant(k, 82, v)
		}
		StoneLifted(k, 82, 0.5)
		Digit(k, 7, 75)
		for n := range 10 {
			NumberStone(k, n, 64, NumberStoneInBag)
		}
		Bag(k, 160, false)
		StonePile(k, 12, 120)
	}
}
