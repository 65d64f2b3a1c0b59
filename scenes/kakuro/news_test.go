package kakuro

import (
	"strings"
	"testing"

	"cifra/rules/kakuro"
)

// The line under the sum tile never goes blank while a claim is built:
// the call, then (the row marked) lay tiles and Check.
func TestTheNewsLineLeadsTheClaim(t *testing.T) {
	g := newRig(t, table(seats(2, 0, ""), 7, 0))
	g.settle()
	sol, ok := kakuro.Best(g.r.st, 0, kakuro.AllFeatures)
	if !ok {
		t.Fatal("seed 7 has no row for seat 0: choose another seed")
	}
	g.tap(buzzID(0))
	if got := g.r.newsText(g.ctx); !strings.Contains(got, "P1") {
		t.Fatalf("after Kakuro! the line says %q", got)
	}
	g.markRow(sol.Claim.Row)
	if got, want := g.r.newsText(g.ctx), g.ctx.T("kakuro.layrow", "P1"); got != want {
		t.Fatalf("with the row marked the line says %q, want %q", got, want)
	}
}

// The last hunt's news ("nobody found 32") is read under the new sum for
// a moment, then the line asks for the new sum: a player looking up later
// (or coming back to the table) never reads a sum that is gone.
func TestTheLastSumsNewsGivesWayToTheNewSum(t *testing.T) {
	g := newRig(t, table(seats(2, 0, ""), 7, 0))
	g.settle()
	first := g.r.view.target
	g.tap(impossibleID(0))
	g.tap(impossibleID(1))
	g.waitFor("a new sum", 10*60, func() bool {
		return g.r.phase == phaseHunt && !g.r.run.Busy() && g.r.st.Target() != first
	})
	aside := g.ctx.T("kakuro.aside", first, 1, kakuro.Box.AsideToEnd)
	if got := g.r.newsText(g.ctx); got != aside {
		t.Fatalf("under the new sum the line first says %q, want the last sum's news %q", got, aside)
	}
	g.run(newsHoldTicks + 1)
	if got, want := g.r.newsText(g.ctx), g.ctx.T("kakuro.hunt", g.r.st.Target()); got != want {
		t.Fatalf("%d ticks into the new hunt the line says %q, want %q", newsHoldTicks+1, got, want)
	}
}
