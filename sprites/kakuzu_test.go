package sprites

import (
	"math"
	"reflect"
	"testing"
)

func TestKakuzuSpritesArePaintedOnceAndCached(t *testing.T) {
	k := NewKit(Classic())
	calls := []struct {
		name string
		get  func() any
	}{
		{"KakuzuTray", func() any { return k.KakuzuTray(40) }},
		{"KakuzuStone", func() any { return k.KakuzuStone(48) }},
		{"KakuzuStoneVariant", func() any { return k.KakuzuStoneVariant(48, 3) }},
		{"KakuzuStoneLifted", func() any { return k.KakuzuStoneLifted(48, 0.5) }},
		{"KakuzuStoneLiftedVariant", func() any { return k.KakuzuStoneLiftedVariant(48, 3, 0.5) }},
		{"KakuzuDigit", func() any { return k.KakuzuDigit(7, 40) }},
		{"NumberStone bag", func() any { return k.NumberStone(4, 48, NumberStoneInBag) }},
		{"NumberStone drawn", func() any { return k.NumberStone(4, 48, NumberStoneDrawn) }},
		{"NumberStone retired", func() any { return k.NumberStone(4, 48, NumberStoneRetired) }},
		{"NumberStone found", func() any { return k.NumberStone(4, 48, NumberStoneFound) }},
		{"SeatMark", func() any { return k.SeatMark(2, 12, Classic().Good) }},
		{"Bag closed", func() any { return k.Bag(96, false) }},
		{"Bag open", func() any { return k.Bag(96, true) }},
		{"StonePile", func() any { return k.StonePile(5, 96) }},
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
	if k.KakuzuStoneVariant(48, 1) == k.KakuzuStoneVariant(48, 2) ||
		k.KakuzuStoneLifted(48, 0) == k.KakuzuStoneLifted(48, 1) ||
		k.KakuzuStone(48) == k.KakuzuStone(49) ||
		k.KakuzuDigit(1, 40) == k.KakuzuDigit(2, 40) ||
		k.NumberStone(1, 48, 0) == k.NumberStone(2, 48, 0) ||
		k.StonePile(5, 96) == k.StonePile(6, 96) ||
		k.NumberStone(4, 48, NumberStoneDrawn) == k.NumberStone(4, 48, NumberStoneFound) ||
		k.SeatMark(0, 12, Classic().Good) == k.SeatMark(1, 12, Classic().Good) ||
		k.KakuzuTray(40) == k.KakuzuTray(41) {
		t.Fatal("different variants share an image")
	}
}

func TestKakuzuSpritesHaveTheirDocumentedSizes(t *testing.T) {
	k := NewKit(Classic())
	check := func(name string, px, w, h, want int) {
		t.Helper()
		if w != want || h != want {
			t.Errorf("%s(%d): %d×%d, want %d×%d", name, px, w, h, want, want)
		}
	}
	for _, cell := range []int{1, 2, 3, 4, 24, 64} {
		o, s := KakuzuTrayOrigin(cell), KakuzuTraySize(cell)
		if s != 9*cell+2*o || o <= 0 {
			t.Errorf("cell %d: size %d, origin %d", cell, s, o)
		}
		if wp := KakuzuWellPx(cell); wp < 1 || wp > cell {
			t.Errorf("cell %d: well px %d", cell, wp)
		}
		if sp := KakuzuStonePx(cell); sp < 1 || sp > cell || sp < KakuzuWellPx(cell) {
			t.Errorf("cell %d: stone px %d (well %d)", cell, sp, KakuzuWellPx(cell))
		}
		b := k.KakuzuTray(cell).Bounds()
		check("KakuzuTray", cell, b.Dx(), b.Dy(), s)
	}
	for _, px := range []int{1, 2, 3, 4, 7, 56, 96} {
		piece := px + 2*PieceMargin(px)
		b := k.KakuzuStone(px).Bounds()
		check("KakuzuStone", px, b.Dx(), b.Dy(), piece)
		for v := range KakuzuStoneVariants {
			b = k.KakuzuStoneVariant(px, v).Bounds()
			check("KakuzuStoneVariant", px, b.Dx(), b.Dy(), piece)
		}
		for _, lift := range []float64{0, 0.5, 1} {
			b = k.KakuzuStoneLifted(px, lift).Bounds()
			check("KakuzuStoneLifted", px, b.Dx(), b.Dy(), KakuzuLiftSize(px))
			b = k.KakuzuStoneLiftedVariant(px, 4, lift).Bounds()
			check("KakuzuStoneLiftedVariant", px, b.Dx(), b.Dy(), KakuzuLiftSize(px))
		}
		if KakuzuLiftSize(px) <= px {
			t.Errorf("KakuzuLiftSize(%d) = %d leaves no room", px, KakuzuLiftSize(px))
		}
		for d := 0; d <= 9; d++ {
			b = k.KakuzuDigit(d, px).Bounds()
			check("KakuzuDigit", px, b.Dx(), b.Dy(), px)
		}
		for n := -1; n <= 9; n++ {
			for st := NumberStoneInBag; st <= NumberStoneFound; st++ {
				b = k.NumberStone(n, px, st).Bounds()
				check("NumberStone", px, b.Dx(), b.Dy(), piece)
			}
		}
		for _, open := range []bool{false, true} {
			b = k.Bag(px, open).Bounds()
			check("Bag", px, b.Dx(), b.Dy(), px)
		}
		for n := 0; n <= StonePileMax; n++ {
			b = k.StonePile(n, px).Bounds()
			check("StonePile", px, b.Dx(), b.Dy(), px)
		}
		if sp := StonePileStonePx(px); sp < 1 || sp > px {
			t.Errorf("StonePileStonePx(%d) = %d", px, sp)
		}
	}
	// Nonsense sizes are painted as the smallest, never panic.
	for _, px := range []int{0, -3} {
		k.KakuzuTray(px)
		k.KakuzuStone(px)
		k.KakuzuStoneLifted(px, 0.5)
		k.KakuzuDigit(3, px)
		k.NumberStone(3, px, NumberStoneDrawn)
		k.Bag(px, true)
		k.StonePile(4, px)
		if KakuzuTraySize(px) != KakuzuTraySize(1) || KakuzuWellPx(px) != 1 || KakuzuStonePx(px) != 1 ||
			KakuzuLiftSize(px) != KakuzuLiftSize(1) || StonePileStonePx(px) != 1 {
			t.Errorf("size helpers at %d are not those at 1", px)
		}
	}
}

func TestKakuzuValuesOutOfRangeAreNormalised(t *testing.T) {
	k := NewKit(Classic())
	if k.KakuzuDigit(0, 40) != k.KakuzuDigit(10, 40) || k.KakuzuDigit(-4, 40) != k.KakuzuDigit(0, 40) {
		t.Error("KakuzuDigit: digits outside 1..9 should all give the one blank sheet")
	}
	if k.NumberStone(10, 48, 0) != k.NumberStone(-1, 48, 0) {
		t.Error("NumberStone: numbers outside 0..9 should all give the blank token")
	}
	if k.NumberStone(5, 48, -3) != k.NumberStone(5, 48, NumberStoneInBag) ||
		k.NumberStone(5, 48, 9) != k.NumberStone(5, 48, NumberStoneFound) {
		t.Error("NumberStone: state should clamp to in bag..found")
	}
	if k.StonePile(13, 80) != k.StonePile(StonePileMax, 80) || k.StonePile(500, 80) != k.StonePile(StonePileMax, 80) ||
		k.StonePile(-2, 80) != k.StonePile(0, 80) {
		t.Error("StonePile: count should clamp to 0..StonePileMax")
	}
	if k.KakuzuStoneVariant(48, KakuzuStoneVariants+2) != k.KakuzuStoneVariant(48, 2) ||
		k.KakuzuStoneVariant(48, -1) != k.KakuzuStoneVariant(48, KakuzuStoneVariants-1) ||
		k.KakuzuStone(48) != k.KakuzuStoneVariant(48, 0) {
		t.Error("KakuzuStoneVariant: variants should fold into 0..KakuzuStoneVariants-1")
	}
	if k.KakuzuStoneLifted(48, 0.3) != k.KakuzuStoneLiftedVariant(48, 0, 0.3) {
		t.Error("KakuzuStoneLifted should be variant 0")
	}
	if k.KakuzuStoneLifted(48, -2) != k.KakuzuStoneLifted(48, 0) || k.KakuzuStoneLifted(48, math.NaN()) != k.KakuzuStoneLifted(48, 0) ||
		k.KakuzuStoneLifted(48, 5) != k.KakuzuStoneLifted(48, 1) || k.KakuzuStoneLifted(48, math.Inf(1)) != k.KakuzuStoneLifted(48, 1) {
		t.Error("KakuzuStoneLifted: t should clamp to 0..1 (NaN as 0)")
	}
	before := k.Cached()
	for i := range 1001 {
		k.KakuzuStoneLiftedVariant(30, 2, float64(i)/1000)
	}
	if n := k.Cached() - before; n != KakuzuLiftSteps+1 {
		t.Errorf("1001 lift fractions cached %d images, want %d", n, KakuzuLiftSteps+1)
	}
	seen := map[int]bool{}
	for r := range 9 {
		for c := range 9 {
			v := KakuzuStoneVariantAt(r, c)
			if v < 0 || v >= KakuzuStoneVariants {
				t.Fatalf("KakuzuStoneVariantAt(%d,%d) = %d", r, c, v)
			}
			seen[v] = true
		}
	}
	if len(seen) != KakuzuStoneVariants {
		t.Errorf("the tray uses %d of %d stone variants", len(seen), KakuzuStoneVariants)
	}
}

func TestKakuzuTrayLayout(t *testing.T) {
	const cell = 60
	pal := Classic()
	cv := paintKakuzuTray(cell, pal)
	o := KakuzuTrayOrigin(cell)
	at := func(r, c int, fx, fy float64) (rgb, float64) {
		return cv.px(o+int((float64(c)+fx)*cell), o+int((float64(r)+fy)*cell))
	}
	warm := func(c rgb) bool { return c.r > c.b+0.12 && c.r > c.g }
	if _, a := cv.px(0, 0); a != 0 {
		t.Fatal("the tray image's corner is not transparent")
	}
	// The rim is opaque wood.
	if c, a := cv.px(o-cell/4, cv.h/2); a < 0.99 || !warm(c) {
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
				floor += fc.luma() / 4
			}
			if a < 0.99 || !warm(mid) || mid.luma() >= floor+0.02 {
				t.Fatalf("well [%d,%d]: centre %v a %v, floor %.3f; want a wooden dish below the floor", r, c, mid, a, floor)
			}
			wells += mid.luma() / 49
			floors += floor / 49
		}
	}
	if wells > floors-0.04 {
		t.Fatalf("wells (mean luma %.3f) are not darker than the floor (%.3f)", wells, floors)
	}
	// In a well, the lamp side is in shadow and the far side lit.
	near, _ := at(4, 4, 0.3, 0.3)
	far, _ := at(4, 4, 0.7, 0.7)
	if near.luma() >= far.luma() {
		t.Fatalf("well: lamp side %v not darker than far side %v", near, far)
	}
	// Box lines are carved grooves; other square edges are plain floor.
	column := func(x int) float64 {
		sum := 0.0
		for y := o + cell; y < o+8*cell; y++ {
			c, _ := cv.px(x, y)
			sum += c.luma()
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
	if !reflect.DeepEqual(cv.pix, paintKakuzuTray(cell, pal).pix) {
		t.Fatal("the tray paints differently twice")
	}
}

func TestKakuzuStoneIsLitAndLifts(t *testing.T) {
	const px = 80
	pal := Classic()
	cv, c := pieceCanvas(px)
	paintSlate(cv, c, c, px, pal, 0, 1)
	R := px / 2.0
	ic := int(c)
	centre, a := cv.px(ic, ic)
	if a < 0.99 || centre.luma() > 0.5 {
		t.Fatalf("stone centre %v a %v, want opaque dark slate", centre, a)
	}
	tl, _ := cv.px(int(c-0.5*R), int(c-0.5*R))
	br, _ := cv.px(int(c+0.5*R), int(c+0.5*R))
	if tl.luma() <= br.luma()+0.03 {
		t.Fatalf("stone: top left %v not lit above bottom right %v", tl, br)
	}
	// Its shadow falls down and right, not up and left.
	_, shBR := cv.px(int(c+0.35*R), int(c+1.04*R))
	_, shTL := cv.px(int(c-0.35*R), int(c-1.04*R))
	if shBR < 0.2 || shTL > shBR/2 {
		t.Fatalf("shadow: %.2f below right, %.2f above left", shBR, shTL)
	}
	// Lifted all the way, the stone is off its well (whose centre shows
	// only shadow) and above it on the screen.
	s := KakuzuLiftSize(px)
	lc := float64(s) / 2
	for _, lift := range []float64{0, 1} {
		l := newCanvas(s, s)
		paintSlate(l, lc, lc, px, pal, lift, 1)
		_, mid := l.px(int(lc), int(lc))
		_, above := l.px(int(lc), int(lc-0.7*px))
		if lift == 0 && (mid < 0.99 || above > 0.01) {
			t.Fatalf("resting: centre a %v, above a %v", mid, above)
		}
		if lift == 1 && (mid > 0.9 || above < 0.99) {
			t.Fatalf("lifted: the well's centre a %v (want uncovered), above a %v (want the stone)", mid, above)
		}
		// Nothing is cut off at the image's edges.
		for i := range s {
			for _, p := range [][2]int{{i, 0}, {i, s - 1}, {0, i}, {s - 1, i}} {
				if _, a := l.px(p[0], p[1]); a > 0.02 {
					t.Fatalf("lift %v: paint at the image edge %v (a %v)", lift, p, a)
				}
			}
		}
	}
}

func TestKakuzuDigitIsPrintedOnPaper(t *testing.T) {
	const px = 64
	pal := Classic()
	inked := func(d int) (n int, cv *canvas) {
		cv = newCanvas(px, px)
		paintPrintedDigit(cv, px, d, pal)
		for y := range px {
			for x := range px {
				if c, a := cv.px(x, y); a > 0.9 && c.luma() < 0.35 {
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
	if _, a := cv.px(0, 0); a != 0 {
		t.Fatal("the disc's corner is painted")
	}
	paper, _ := cv.px(px*2/3, px*2/3)
	if paper.luma() < 0.75 || paper.r < paper.b {
		t.Fatalf("paper %v is not warm and light", paper)
	}
	// The well's wall shades the lamp side of the sheet.
	lampSide, _ := cv.px(px/6, px/6)
	farSide, _ := cv.px(px-px/6, px-px/6)
	if lampSide.luma() >= farSide.luma() {
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
	pal := Classic()
	paint := func(n, state int) (*canvas, float64) {
		cv, c := pieceCanvas(px)
		paintNumberStone(cv, c, c, px, n, state, pal)
		return cv, c
	}
	R := px / 2.0
	focus := col(pal.Focus)
	near := func(a, b rgb) bool {
		return math.Abs(a.r-b.r) < 0.2 && math.Abs(a.g-b.g) < 0.2 && math.Abs(a.b-b.b) < 0.2
	}
	// Drawn: a Focus ring just outside the token (left, away from the
	// shadow); in the bag, none.
	drawn, c := paint(5, NumberStoneDrawn)
	if ring, a := drawn.px(int(c-R-px*0.03), int(c)); a < 0.3 || !near(ring, focus) {
		t.Fatalf("drawn: %v a %v beside the token, want the Focus ring %v", ring, a, focus)
	}
	bag, _ := paint(5, NumberStoneInBag)
	if _, a := bag.px(int(c-R-px*0.03), int(c)); a > 0.1 {
		t.Fatalf("in the bag: a %v beside the token, want nothing", a)
	}
	// Retired: grey, and struck through (a blank token shows the stroke
	// clear of the figure).
	sat := func(c rgb) float64 { return max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }
	face, _ := bag.px(int(c-0.3*R), int(c+0.55*R))
	ret, _ := paint(5, NumberStoneRetired)
	grey, _ := ret.px(int(c-0.3*R), int(c+0.55*R))
	if sat(grey) > 0.03 || sat(face) < sat(grey)+0.03 {
		t.Fatalf("retired face %v is not grey beside %v", grey, face)
	}
	on := [2]int{int(c + 0.45*R), int(c - 0.45*R)}
	plain, _ := paint(-1, NumberStoneInBag)
	struck, _ := paint(-1, NumberStoneRetired)
	if p, _ := plain.px(on[0], on[1]); p.luma() < 0.6 {
		t.Fatalf("blank token %v is not light", p)
	}
	if s, _ := struck.px(on[0], on[1]); s.luma() > 0.3 {
		t.Fatalf("retired blank token %v is not struck through", s)
	}
	// The figure is cut in dark ink; 0 in the accent.
	fig, _ := paint(1, NumberStoneInBag)
	if d, _ := fig.px(int(c), int(c)); d.luma() > 0.35 {
		t.Fatalf("figure 1 at the centre %v is not dark", d)
	}
}

func TestBagOpenShowsItsMouth(t *testing.T) {
	const px = 120
	pal := Classic()
	closed, open := newCanvas(px, px), newCanvas(px, px)
	paintBag(closed, px, false, pal)
	paintBag(open, px, true, pal)
	red := func(c rgb) bool { return c.r > c.g+0.15 && c.r > c.b+0.1 }
	for _, cv := range []*canvas{closed, open} {
		if body, a := cv.px(px/2, px*7/10); a < 0.99 || !red(body) {
			t.Fatalf("bag body %v a %v, want opaque wine-red cloth", body, a)
		}
		if _, a := cv.px(2, 2); a != 0 {
			t.Fatal("the bag image's corner is painted")
		}
	}
	mx, my := px/2, int(px*0.3)
	if in, a := open.px(mx, my); a < 0.99 || in.luma() > 0.1 {
		t.Fatalf("open mouth %v a %v, want the dark inside", in, a)
	}
	if neck, a := closed.px(mx, int(px*0.25)); a < 0.99 || !red(neck) {
		t.Fatalf("closed neck %v a %v, want the gathered cloth", neck, a)
	}
}

func TestStonePileGrows(t *testing.T) {
	const px = 120
	pal := Classic()
	covered := func(n int) (int, *canvas) {
		cv := newCanvas(px, px)
		paintStonePile(cv, px, n, pal)
		k := 0
		for y := range px {
			for x := range px {
				if _, a := cv.px(x, y); a > 0.9 {
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
	prev, prevCV := 0, newCanvas(px, px)
	for n := 1; n <= StonePileMax; n++ {
		k, cv := covered(n)
		if n <= 7 && k <= prev {
			t.Fatalf("%d stones cover %d pixels, %d stones %d: the pile does not spread", n, k, n-1, prev)
		}
		if k < prev {
			t.Fatalf("%d stones cover fewer pixels (%d) than %d (%d)", n, k, n-1, prev)
		}
		if reflect.DeepEqual(cv.pix, prevCV.pix) {
			t.Fatalf("%d stones look like %d", n, n-1)
		}
		// Nothing is cut off at the image's edges.
		for i := range px {
			for _, p := range [][2]int{{i, 0}, {i, px - 1}, {0, i}, {px - 1, i}} {
				if _, a := cv.px(p[0], p[1]); a > 0.05 {
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
		paintKakuzuTray(96, Classic())
	}
}

// BenchmarkPaintKakuzuPieces measures painting one of each Kakuzu piece at
// the sizes a 1080p table uses.
func BenchmarkPaintKakuzuPieces(b *testing.B) {
	for b.Loop() {
		k := NewKit(Classic())
		for v := range KakuzuStoneVariants {
			k.KakuzuStoneVariant(82, v)
		}
		k.KakuzuStoneLifted(82, 0.5)
		k.KakuzuDigit(7, 75)
		for n := range 10 {
			k.NumberStone(n, 64, NumberStoneInBag)
		}
		k.Bag(160, false)
		k.StonePile(12, 120)
	}
}
