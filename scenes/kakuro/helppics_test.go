package kakuro

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuro"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Every example is a row the rules would take: it starts just after a sum
// field pointing along it that carries the row's total, ends at a sum
// field or the edge, and holds only number squares, all inside the window
// the picture shows.
func TestHelpExamplesAreLegalRows(t *testing.T) {
	for _, e := range examples {
		b, row := &e.board, e.row
		start := row.Square(-1)
		in := func(p kakuro.Pos) bool {
			return p[0] >= e.top && p[0] < e.top+e.rows && p[1] >= e.left && p[1] < e.left+e.cols
		}
		if !start.OnBoard() || !b.At(start).Points(row.Dir, start) || !in(start) {
			t.Errorf("%s: %v is not a sum field pointing %v in the picture", e.caption, start, row.Dir)
			continue
		}
		if end := row.Square(row.Len); end.OnBoard() && (!b.At(end).IsSumField() || !in(end)) {
			t.Errorf("%s: the row does not end at a sum field or the edge (%v)", e.caption, end)
		}
		total := 0
		for _, p := range row.Squares() {
			if c := b.At(p); c.Kind != kakuro.Number || c.Scored[row.Dir] || !in(p) {
				t.Errorf("%s: %v is not an unscored number square in the picture", e.caption, p)
			}
			total += b.At(p).Value()
		}
		if want := int(b.At(start).SumTile[row.Dir]); total != want {
			t.Errorf("%s: the row adds up to %d, its sum tile says %d", e.caption, total, want)
		}
	}
	// The third counts a red tile again: one of its squares was scored across.
	again := &examples[2]
	red := 0
	for _, p := range again.row.Squares() {
		if c := again.board.At(p); c.Red && c.Scored[kakuro.Right] {
			red++
		}
	}
	if red != 1 {
		t.Errorf("the third picture's row crosses %d red tiles scored across, want 1", red)
	}
}

// The pictures never draw outside their rect nor claim more height than it
// has, down to a 1×1 rect (where they draw nothing); nothing panics.
func TestHelpPicturesFitTheirRect(t *testing.T) {
	ctx, _ := newContext(390, 844)
	dst := ebiten.NewImage(400, 900)
	defer dst.Deallocate()
	rects := []ui.Rect{
		{}, {W: 1, H: 1}, {X: 10, Y: 10, W: 1, H: 1}, {W: -5, H: -5}, {W: 5, H: 300}, {W: 300, H: 5},
		{W: 40, H: 40}, {W: 120, H: 60}, {X: 20, Y: 500, W: 335, H: 250}, {X: 20, Y: 500, W: 335, H: 160},
		{X: 700, Y: 100, W: 420, H: 544}, {W: 1056, H: 160}, {W: 2000, H: 2000},
	}
	for _, lang := range i18n.Languages {
		ctx.Tr.SetLang(lang)
		for _, r := range rects {
			h := helpPictures(dst, ctx, r)
			if h < 0 || h > max(0, r.H) {
				t.Errorf("%s %+v: height %.1f", lang, r, h)
			}
			p, ok := helpPlan(ctx, r)
			if !ok {
				continue
			}
			for i, at := range p.at {
				if at.X < r.X || at.Y < r.Y || at.X+at.W > r.X+r.W || at.Y+at.H > r.Y+r.H {
					t.Errorf("%s %+v: picture %d at %+v", lang, r, i, at)
				}
				for _, line := range p.lines[i] {
					if w, _ := sprites.Measure(line, sprites.UI(p.font)); w > p.wrap[i]+0.5 || p.wrap[i] > r.W {
						t.Errorf("%s %+v: caption line %q is %.0f wide, wrapped to %.0f", lang, r, line, w, p.wrap[i])
					}
				}
			}
		}
	}
}

// Readable sizes get readable pictures: a phone's band under the text and
// a wide screen's column beside it both fit all three.
func TestHelpPicturesFitAPhoneAndAWideScreen(t *testing.T) {
	for _, c := range []struct {
		w, h int
		r    ui.Rect
	}{{390, 844, ui.Rect{X: 27, Y: 560, W: 335, H: 200}}, {1280, 800, ui.Rect{X: 720, Y: 120, W: 420, H: 544}}} {
		ctx, _ := newContext(c.w, c.h)
		for _, lang := range i18n.Languages {
			ctx.Tr.SetLang(lang)
			p, ok := helpPlan(ctx, c.r)
			if !ok || p.cell < 18 {
				t.Errorf("%d×%d %s: cell %d (fits %v)", c.w, c.h, lang, p.cell, ok)
			}
		}
	}
}

// Pictures are painted once per size: drawing them again paints nothing.
func TestHelpPicturesPaintOnce(t *testing.T) {
	ctx, _ := newContext(1280, 800)
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	r := ui.Rect{X: 700, Y: 100, W: 420, H: 544}
	if helpPictures(dst, ctx, r) == 0 {
		t.Fatal("nothing drawn")
	}
	painted, first := ctx.Kit.Painted(), helpPainted.Images()[0]
	for range 3 {
		helpPictures(dst, ctx, r)
	}
	if ctx.Kit.Painted() != painted || helpPainted.Images()[0] != first {
		t.Errorf("drawing again painted %d sprites (pictures repainted: %v)", ctx.Kit.Painted()-painted, helpPainted.Images()[0] != first)
	}
}
