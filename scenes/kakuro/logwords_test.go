package kakuro

import (
	"fmt"
	"strings"
	"testing"

	"cifra/rules/kakuro"
)

// The log says where each action tile of a claim went: a sum field's
// square, a digit tile's, a swap's two; a doubler lies on no square.
func TestTheLogSaysWhereTilesWent(t *testing.T) {
	for _, c := range []struct {
		kind  kakuro.UseKind
		where func(u kakuro.Use) string
	}{
		{kakuro.UseSumField, func(u kakuro.Use) string {
			return fmt.Sprintf("as a sum field on row %d, column %d", u.A[0], u.A[1])
		}},
		{kakuro.UseDigit, func(u kakuro.Use) string { return fmt.Sprintf("on row %d, column %d", u.A[0], u.A[1]) }},
		{kakuro.UseSwap, func(u kakuro.Use) string {
			return fmt.Sprintf("of row %d, column %d with row %d, column %d", u.A[0], u.A[1], u.B[0], u.B[1])
		}},
		{kakuro.UseDouble, func(kakuro.Use) string { return "with doubler" }},
	} {
		seed, sol := findDeal(t, 1, testStock, c.kind, func(s kakuro.Solution) bool { return true })
		tb := table(seats(1, 0, ""), seed, 60)
		g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
		g.claimByPointer(0, sol.Claim)
		var said string
		for _, l := range g.r.GameLog(g.ctx) {
			if strings.Contains(l.Text, "claims") || strings.Contains(l.Text, "scores") {
				said = l.Text
			}
		}
		if want := c.where(sol.Claim.Uses[0]); !strings.Contains(said, want) {
			t.Errorf("kind %d: the log says %q, without %q", c.kind, said, want)
		}
	}
}
