package scenes

import (
	"fmt"
	"slices"
	"strings"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
	skr "cifra/scenes/kakuro"
	"cifra/scenes/ui"
)

// kakuroMove plays one sum of a solo Kakuro game as a person would: when
// the solver sees a row with no tiles or with digit tiles and doublers,
// buzz, drag along the row, drag the tiles onto it, Check; otherwise say
// "impossible". It returns when the next hunt
// (or the scoring scene) is ready.
func kakuroMove(h *harness) {
	h.T.Helper()
	round := h.app().Scene().(*skr.Round)
	h.WaitFor("the hunt", 600, func() bool { return round.Phase() == "hunt" && h.Enabled("seat.0.kakuro.buzz") })
	st := round.State()
	sums := st.SumsLeft()
	aside := len(st.Aside())
	sol, ok := kakuro.Best(st, 0, kakuro.Features{Digits: true, Doublers: true})
	if !ok {
		h.Tap("seat.0.kakuro.impossible")
	} else {
		h.Tap("seat.0.kakuro.buzz")
		h.WaitFor("the claim", 60, func() bool { return round.Claimer() == 0 })
		row := sol.Claim.Row
		a := h.MustTarget(square(row.Square(0)))
		b := h.MustTarget(square(row.Square(row.Len - 1)))
		h.Script.Drag(a.X+a.W/2, a.Y+a.H/2, b.X+b.W/2, b.Y+b.H/2, 8)
		h.Run(2)
		var spent []int
		for _, u := range sol.Claim.Uses {
			i := slices.IndexFunc(st.Hand(0), func(t kakuro.Tile) bool { return t == u.Tile })
			for slices.Contains(spent, i) {
				i += 1 + slices.IndexFunc(st.Hand(0)[i+1:], func(t kakuro.Tile) bool { return t == u.Tile })
			}
			spent = append(spent, i)
			to := u.A
			if u.Kind == kakuro.UseDouble {
				to = row.Square(0)
			}
			from := h.MustTarget(ui.Indexed("seat.0.kakuro.tile", i).String())
			c := h.MustTarget(square(to))
			h.Script.Drag(from.X+from.W/2, from.Y+from.H/2, c.X+c.W/2, c.Y+c.H/2, 8)
			h.Run(2)
		}
		h.Tap("seat.0.kakuro.check")
	}
	h.WaitFor("the next sum", 1200, func() bool {
		return h.app().Scene() != core.Scene(round) || st.SumsLeft() != sums || len(st.Aside()) != aside
	})
	if ok && st.Score(0) == 0 {
		h.T.Fatalf("the row %+v for %d did not score", sol.Claim.Row, sol.Points)
	}
	h.WaitFor("the next hunt or the scores", 1200, func() bool {
		return h.app().Scene() != core.Scene(round) || round.Phase() == "hunt"
	})
}

// square is a board square's target ID.
func square(p kakuro.Pos) string { return ui.Indexed2("kakuro.square", p[0], p[1]).String() }

// kakuroDigest is the board, the hands, the scores and the sum tile.
func kakuroDigest(s core.Scene) string {
	st := s.(*skr.Round).State()
	var b strings.Builder
	fmt.Fprintf(&b, "target %d left %d aside %v scores %v;", st.Target(), st.SumsLeft(), st.Aside(), st.Scores())
	for p := range st.Players() {
		fmt.Fprintf(&b, " hand %d %v", p, st.Hand(p))
	}
	for _, row := range kakuro.BoardRows(ptr(st.Board())) {
		b.WriteString(" " + row)
	}
	return b.String()
}

func ptr[T any](v T) *T { return &v }
