package kakuro

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// claimMoment is one thing a claimer's panel may say, set on the claim
// as it stands.
type claimMoment struct {
	name string
	set  func(r *Round, c *claim)
}

// claimMoments are everything a person's claim panel says: the row to
// mark, the tiles to lay, a swap's second square, a row that adds up,
// every reason a row that adds up is not legal yet (the longest texts),
// and, last (it takes the hand away), a claimer without action tiles.
func claimMoments() []claimMoment {
	notYet := func(why kakuro.Reason) func(r *Round, c *claim) {
		return func(r *Round, c *claim) {
			c.marked, c.preview = true, kakuro.Preview{Total: r.view.target, Verdict: why}
		}
	}
	out := []claimMoment{
		{"mark", func(r *Round, c *claim) {}},
		{"tiles", func(r *Round, c *claim) { c.marked, c.preview = true, kakuro.Preview{Total: r.view.target + 1} }},
		{"swap", func(r *Round, c *claim) { c.marked, c.swapping = true, true }},
		{"ready", notYet(nil)},
	}
	for _, why := range []kakuro.Reason{
		kakuro.RowTooShort{}, kakuro.RowOffPlayArea{}, kakuro.NotNumberSquare{}, kakuro.NoStartSumField{},
		kakuro.StartHalfTaken{}, kakuro.RowNotClosed{}, kakuro.AlreadyScored{}, kakuro.NotSilver{},
		kakuro.SwapSameSquare{}, kakuro.DigitOutsideRow{}, kakuro.SumFieldMisplaced{},
		kakuro.DoublersShort{Digit: 5, Count: 5, Needed: 4}, kakuro.DoublersShort{Digit: 7, Count: 2, Needed: 1},
	} {
		out = append(out, claimMoment{"not yet: " + why.Code(), notYet(why)})
	}
	return append(out, claimMoment{"no tiles", func(r *Round, c *claim) {
		c.marked, c.preview = true, kakuro.Preview{Total: r.view.target + 1}
		r.view.hands[c.seat], r.seats[c.seat].back = nil, nil
	}})
}

// TestClaimPanelTextsFitAt1024x700: on a 1024×700 window, with one to
// five people of the longest names, in every language (German, French
// and Russian say it longest), everything the claimer's panel says — its
// status in every moment of a claim, Check with its seconds, Undo, the
// name and points — lies inside its box, overlaps nothing, reads at the
// readable least (12 CSS px) or more, and the status is said whole, in
// one of its wordings, never cut. With $CIFRA_SHOTS set, the German,
// French and Russian panels with the longest reason are saved there:
//
//	CIFRA_SHOTS=/tmp/kakuro-shots xvfb-run -a go test -run TestClaimPanelTextsFit ./scenes/kakuro/
func TestClaimPanelTextsFitAt1024x700(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	dir, shots := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	for _, lang := range i18n.Languages {
		for n := 1; n <= 5; n++ {
			g := claimPanelRig(t, lang, n)
			for _, m := range claimMoments() {
				what := fmt.Sprintf("%s, %d seats, %s", lang, n, m.name)
				c := g.r.claim
				c.marked, c.swapping, c.preview = false, false, kakuro.Preview{}
				m.set(g.r, c)
				g.run(1)
				checkClaimPanel(t, what, g)
				if shots && m.name == "not yet: no-start-sum-field" && (lang == "de" || lang == "fr" || lang == "ru") {
					shootScene(t, g.ctx, filepath.Join(dir, fmt.Sprintf("claim-%s-%d-seats-1024x700.png", lang, n)), g.r)
				}
			}
		}
	}
}

// claimPanelRig is a round of n people with the longest names on a
// 1024×700 screen in lang, the first of them claiming.
func claimPanelRig(t *testing.T, lang i18n.Lang, n int) *rig {
	t.Helper()
	ctx, nv := newContext(1024, 700)
	ctx.Tr = i18n.New(lang)
	players := layouttest.LongSeats(n, "")
	for i := range players {
		players[i].Bot = "" // people all: the claim has its seconds
	}
	g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, table(players, 5, 60))}
	g.r.Layout(ctx)
	g.run(90) // the sum tile turns up
	g.tap(buzzID(0))
	if g.r.Claimer() != 0 {
		t.Fatalf("%s, %d seats: the buzzer gave claimer %d", lang, n, g.r.Claimer())
	}
	return g
}

// checkClaimPanel draws a frame and fails for every text that leaves its
// place or overlaps another, every text of the claimer's panel under the
// readable least, and a status not said whole.
func checkClaimPanel(t *testing.T, what string, g *rig) {
	t.Helper()
	ctx := g.ctx
	log := core.DrawTexts(ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
	for _, p := range log.Problems() {
		t.Errorf("%s: %s", what, p)
	}
	sp := &g.r.seats[0].panel
	var status []string
	for _, b := range log.Boxes {
		if b.Space != "seat 0" {
			continue
		}
		if least := layouttest.LeastTextPx * ctx.CSSPx(); b.Size < least-0.01 {
			t.Errorf("%s: %q is %.1f px, under the readable %.0f", what, b.Text, b.Size, least)
		}
		if b.In == sp.lay.status {
			status = append(status, b.Text)
		}
	}
	said := strings.Join(status, " ")
	st := g.r.seatSays(ctx, 0)
	if st[0] == "" {
		t.Fatalf("%s: the claimer's panel says nothing", what)
	}
	for _, s := range st {
		if s != "" && s == said {
			return
		}
	}
	t.Errorf("%s: the status reads %q, none of its wordings %q", what, said, st)
}
