package knister

import (
	"fmt"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// tableRound is a table-mode round of n seats (the last bots of them) laid
// out on a w×h screen.
func tableRound(t *testing.T, n, bots, w, h int) (*Round, *core.Context) {
	t.Helper()
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
	var seats []rules.Player
	for i := range n {
		p := rules.Player{Name: fmt.Sprintf("P%d", i+1)}
		if i >= n-bots {
			p.Bot = "easy"
		}
		seats = append(seats, p)
	}
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seats, Seed: 5, Around: true})
	r.Layout(ctx)
	return r, ctx
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestTableLayoutsFit: for every number of seats a table takes, on a
// landscape table and a small tablet, the panels lie on the screen
// without overlapping one another or the middle's dice and buttons, and
// every widget of a panel lies inside that panel; where the seats do not
// fit with cards a finger can write on, the round passes one device.
func TestTableLayoutsFit(t *testing.T) {
	for _, size := range [][2]int{{1920, 1080}, {1280, 800}, {1024, 768}} {
		for n := 2; n <= maxAround; n++ {
			t.Run(fmt.Sprintf("%dx%d/%d", size[0], size[1], n), func(t *testing.T) {
				r, ctx := tableRound(t, n, 0, size[0], size[1])
				if !fitsAround(ctx, n) {
					if r.table.Around || len(r.seats) != 0 {
						t.Fatalf("%d seats around a screen too small for them (%d panels)", n, len(r.seats))
					}
					return
				}
				if !r.table.Around || len(r.seats) != n {
					t.Fatalf("around %v with %d panels", r.table.Around, len(r.seats))
				}
				screen := ui.Rect{W: float64(size[0]), H: float64(size[1])}
				middle := []ui.Rect{r.lay.dice[0], r.lay.dice[1], r.around.roll, r.around.menu, r.around.log}
				for i, sp := range r.seats {
					pr := sp.Panel.Rect
					if pr.X < 0 || pr.Y < 0 || pr.X+pr.W > screen.W+0.5 || pr.Y+pr.H > screen.H+0.5 || pr.W < 1 || pr.H < 1 {
						t.Errorf("seat %d's panel %+v is off the screen", sp.seat, pr)
					}
					for j := i + 1; j < len(r.seats); j++ {
						if overlap(pr, r.seats[j].Panel.Rect) {
							t.Errorf("the panels of seats %d and %d overlap: %+v %+v", sp.seat, r.seats[j].seat, pr, r.seats[j].Panel.Rect)
						}
					}
					for k, m := range middle {
						if overlap(pr, m) {
							t.Errorf("seat %d's panel %+v covers the middle's %d (%+v)", sp.seat, pr, k, m)
						}
					}
				}
				for _, x := range r.Targets() {
					var p int
					if _, err := fmt.Sscanf(x.ID, "seat.%d.", &p); err != nil {
						continue // the middle's
					}
					pr := r.panelOf(p).Panel.Rect.Inset(-0.5)
					if x.X < pr.X || x.Y < pr.Y || x.X+x.W > pr.X+pr.W || x.Y+x.H > pr.Y+pr.H {
						t.Errorf("%s %+v lies outside its panel %+v", x.ID, x, pr)
					}
				}
			})
		}
	}
}

// TestTableSeatsBotsToo: around a table, bots have a panel like people,
// with their card on show but nothing to press: no free cells, no undo,
// no slip to drag; and they write by themselves.
func TestTableSeatsBotsToo(t *testing.T) {
	r, ctx := tableRound(t, 3, 1, 1920, 1080)
	if len(r.seats) != 3 {
		t.Fatalf("%d panels for 2 people and a bot", len(r.seats))
	}
	for range 200 {
		r.Update(ctx)
	}
	if !r.st.HasPlaced(2) || r.st.HasPlaced(0) || r.st.HasPlaced(1) {
		t.Fatalf("after the dice: placed %v %v %v; want the bot only", r.st.HasPlaced(0), r.st.HasPlaced(1), r.st.HasPlaced(2))
	}
	for _, x := range r.Targets() {
		if strings.HasPrefix(x.ID, "seat.2.") && x.Enabled {
			t.Errorf("the bot's %s is enabled", x.ID)
		}
		if x.ID == "seat.2.table.undo" {
			t.Error("the bot's panel has an undo button")
		}
	}
}

// TestTableTooBigForTheScreenPassesTheDevice: more seats than fit around
// one screen fall back to passing one device.
func TestTableTooBigForTheScreenPassesTheDevice(t *testing.T) {
	r, _ := tableRound(t, maxAround+1, 0, 1920, 1080)
	if r.table.Around || r.RoutesPads() || len(r.seats) != 0 {
		t.Fatalf("%d seats around one screen (around %v, %d panels)", maxAround+1, r.table.Around, len(r.seats))
	}
	seats := make([]rules.Player, maxAround)
	if !(core.Table{Seats: seats}).CanSitAround(&Game) || (core.Table{Seats: append(seats, rules.Player{})}).CanSitAround(&Game) {
		t.Fatalf("the registry entry seats %d around a screen, the round %d", Game.TableSeats, maxAround)
	}
}

// TestTableCellsTappable: around a table the cards are as large as the
// seats allow, and every card's cells take taps over a fingertip (44 CSS
// px; a fixed share of the screen left them at 20-odd pixels), its slip
// and Undo too, and the middle's buttons. Two to four seats sit around a
// laptop (1280×800), up to six around a full-HD screen; where they do not
// fit so, the round passes one device (TestATableTooSmallPassesTheDevice).
func TestTableCellsTappable(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {1920, 1080}} {
		for n := 2; n <= maxAround; n++ {
			r, _ := tableRound(t, n, 0, size[0], size[1])
			what := fmt.Sprintf("%dx%d, %d seats", size[0], size[1], n)
			if !r.table.Around {
				if size[0] == 1920 || n <= 4 {
					t.Errorf("%s: the round passes one device", what)
				}
				continue
			}
			for _, sp := range r.seats {
				c := knister.Cell{R: 2, C: 2}
				if got := sp.lay.cell(c).W; got < 40 {
					t.Errorf("%s: seat %d's cells are %.1f px, want at least 40", what, sp.seat, got)
				}
				if got := sp.lay.target(c); got.W < layouttest.TouchPx-0.01 || got.H < layouttest.TouchPx-0.01 {
					t.Errorf("%s: seat %d's cells take taps over %.1f px, want at least %d", what, sp.seat, got.W, layouttest.TouchPx)
				}
				if sp.undo.H < layouttest.TouchPx || sp.lay.token.W < layouttest.TouchPx {
					t.Errorf("%s: seat %d's Undo is %.0f px tall, its slip %.0f px", what, sp.seat, sp.undo.H, sp.lay.token.W)
				}
			}
			if r.around.roll.H < layouttest.TouchPx || r.around.menu.H < layouttest.TouchPx || r.around.log.H < layouttest.TouchPx {
				t.Errorf("%s: the middle's buttons are %.0f, %.0f, %.0f px tall", what, r.around.roll.H, r.around.menu.H, r.around.log.H)
			}
		}
	}
}

// TestATableTooSmallPassesTheDevice: four seats around a phone lying
// down: no card would take a finger, so the round passes one device, says
// why, lies flat no more, and laid out again for the upright phone the
// app then gives it, every target is a fingertip.
func TestATableTooSmallPassesTheDevice(t *testing.T) {
	r, ctx := tableRound(t, 4, 1, 844, 390)
	notices := ctx.TakeNotices()
	if r.table.Around || r.LiesFlat() || len(r.seats) != 0 {
		t.Fatalf("four seats around a phone: around %v, %d panels", r.table.Around, len(r.seats))
	}
	if len(notices) != 1 || notices[0] != ctx.T("knister.table.toosmall") {
		t.Errorf("notices %q, want the table's too small", notices)
	}
	ctx.W, ctx.H = 390, 844 // the app's screen for a round that does not lie flat
	ctx.Nav = nopNav{}
	for range tumbleTicks + 40 {
		r.Update(ctx)
	}
	if r.lay.portrait != true {
		t.Fatal("the round did not lay itself out again for the upright phone")
	}
	layouttest.CheckTargets(t, "four seats passing a phone", ctx, r.Targets(), layouttest.TouchPx)
}
