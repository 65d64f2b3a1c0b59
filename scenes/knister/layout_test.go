package knister

import (
	"fmt"
	"math"
	"testing"

	"cifra/rules/knister"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// inside reports whether a lies within b (half a pixel of slack).
func inside(a, b ui.Rect) bool {
	return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
}

// TestRoundLayoutsFit: at a phone, a tablet and two desktops, in every
// language, alone and with 2, 4 and 12 seats of long names, nothing of the
// hot-seat round overlaps: the scoreboard's pills lie in the board and
// apart, their names (cut short when need be) never reach the score and
// are no smaller than the readable least; the buttons (the hints one
// included) stay off the card; the grid is centred on the card and the
// line scores sit on the paper, below its band, clear of the cells.
func TestRoundLayoutsFit(t *testing.T) {
	for _, size := range [][2]int{{390, 844}, {768, 1024}, {1280, 800}, {1920, 1080}} {
		for _, lang := range []string{"en", "de", "fr", "it", "ru"} {
			for _, n := range []int{1, 2, 4, 12} {
				t.Run(fmt.Sprintf("%dx%d/%s/%d", size[0], size[1], lang, n), func(t *testing.T) {
					r, _ := shotRound(t, seatsOf(n), lang, size[0], size[1], 0)
					l := &r.lay
					screen := ui.Rect{W: float64(size[0]), H: float64(size[1])}
					named := map[string]ui.Rect{"card": l.card, "status": l.status, "board": l.board,
						"roll": l.primary, "undo": l.undo, "menu": l.menu, "hint": l.hint,
						"die0": l.dice[0], "die1": l.dice[1], "slip": l.token}
					for a, ra := range named {
						if !inside(ra, screen) {
							t.Errorf("%s %+v leaves the screen", a, ra)
						}
						for b, rb := range named {
							if a < b && overlap(ra, rb) {
								t.Errorf("%s %+v and %s %+v overlap", a, ra, b, rb)
							}
						}
					}
					if l.portrait && (l.primary.H < layouttest.TouchPx || l.undo.H < layouttest.TouchPx) {
						t.Errorf("buttons %v px tall on a phone, want at least %d", l.primary.H, layouttest.TouchPx)
					}
					checkPills(t, r)
					checkCard(t, &l.cardLayout)
				})
			}
		}
	}
}

// checkPills checks the scoreboard's pills and the text in them.
func checkPills(t *testing.T, r *Round) {
	t.Helper()
	l := &r.lay
	if n := len(r.table.Seats); n > 1 && len(l.pills) != n {
		t.Fatalf("%d pills for %d seats", len(l.pills), n)
	}
	size := r.boardTextSize()
	if len(l.pills) > 0 && size < layouttest.LeastTextPx {
		t.Errorf("scoreboard text %.1f px, want at least %d", size, layouttest.LeastTextPx)
	}
	for i, p := range l.pills {
		if !inside(p, l.board) {
			t.Errorf("pill %d %+v leaves the board %+v", i, p, l.board)
		}
		for j := i + 1; j < len(l.pills); j++ {
			if overlap(p, l.pills[j]) {
				t.Errorf("pills %d and %d overlap", i, j)
			}
		}
		if size > p.H {
			t.Errorf("pill %d is %.1f px tall for %.1f px text", i, p.H, size)
		}
		// The name as drawn ends before the score begins.
		face := sprites.UI(size)
		pad := p.H * 0.4
		sw, _ := sprites.Measure("888", sprites.Bold(size))
		name := sprites.Ellipsize(r.pillName(i), face, p.W-2*pad-sw-size*0.6)
		if nw, _ := sprites.Measure(name, face); p.X+pad+nw > p.X+p.W-pad-sw {
			t.Errorf("pill %d: %q runs into the score", i, name)
		}
		if name == "" {
			t.Errorf("pill %d shows no name at all", i)
		}
	}
}

// checkCard checks that the grid is centred and the badges lie on the
// paper below the band, clear of the cells and of one another.
func checkCard(t *testing.T, l *cardLayout) {
	t.Helper()
	first, last := l.cell(knister.Cell{}), l.cell(knister.Cell{R: knister.Size - 1, C: knister.Size - 1})
	left, right := first.X-l.card.X, l.card.X+l.card.W-(last.X+last.W)
	if math.Abs(left-right) > 1 {
		t.Errorf("the grid is off centre: %.1f px left, %.1f px right", left, right)
	}
	body := ui.Rect{X: l.card.X, Y: l.title.Y + l.title.H, W: l.card.W, H: l.card.H - l.title.H}
	var badges []ui.Rect
	for _, line := range knister.AllLines() {
		b := l.badge(line)
		if !inside(b, body) {
			t.Errorf("%v's badge %+v is off the paper below the band %+v", line, b, body)
		}
		for r := range knister.Size {
			for c := range knister.Size {
				if overlap(b, l.cell(knister.Cell{R: r, C: c})) {
					t.Errorf("%v's badge covers cell %d,%d", line, r, c)
				}
			}
		}
		for _, o := range badges {
			if overlap(b, o) {
				t.Errorf("%v's badge overlaps another", line)
			}
		}
		badges = append(badges, b)
	}
}
