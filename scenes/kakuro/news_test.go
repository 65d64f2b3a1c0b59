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
