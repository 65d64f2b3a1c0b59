package scenes

import (
	"fmt"
	"strings"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	skz "cifra/scenes/kakuzu"
	"cifra/scenes/ui"
)

// kakuzuMove makes the person's next move in a Kakuzu round by taps only:
// the bag when a draw is due, the first digit that may be named, or a
// stone — one hiding the number hunted when there is one (the test may
// look at the sheet; the scene never does). It returns once the person
// may act again, or the round has moved on.
func kakuzuMove(h *harness) {
	h.T.Helper()
	round := h.app().Scene().(*skz.Round)
	st := round.State()
	ready := func() bool {
		return h.app().Scene() != core.Scene(round) ||
			!st.Finished() && st.Players() > 0 && round.Table().Human(st.Turn()) && round.Probe()["busy"] == false
	}
	h.WaitFor("the person's turn", 3000, ready)
	if h.app().Scene() != core.Scene(round) {
		return
	}
	moves := len(st.Moves())
	switch st.Awaiting() {
	case kakuzu.ActionDraw:
		h.Tap("kakuzu.bag")
	case kakuzu.ActionName:
		for d := 1; d <= 9; d++ {
			if id := ui.Indexed("kakuzu.digit", d).String(); h.Enabled(id) {
				h.Tap(id)
				break
			}
		}
	case kakuzu.ActionLift:
		h.Tap(kakuzuStone(h, st))
	}
	if len(st.Moves()) != moves+1 {
		h.T.Fatalf("the person's %v played %d moves", st.Awaiting(), len(st.Moves())-moves)
	}
	h.Run(1)
}

// kakuzuStone picks the stone to lift: an enabled square hiding the number
// hunted, else the first enabled square.
func kakuzuStone(h *harness, st *kakuzu.State) string {
	sheet := st.Sheet()
	first := ""
	for r := range kakuzu.Size {
		for c := range kakuzu.Size {
			id := ui.Indexed2("kakuzu.square", r, c).String()
			if !h.Enabled(id) {
				continue
			}
			if first == "" {
				first = id
			}
			if st.Hunting() != 0 && sheet[r][c] == st.Hunting() {
				return id
			}
		}
	}
	if first == "" {
		h.T.Fatal("no stone can be lifted")
	}
	return first
}

// kakuzuDigest is the tray's holders, the scores, the bag and the turn as
// they stood after the person's last move: the bots may play on after a
// resume, and the digest must not depend on how far they got.
func kakuzuDigest(s core.Scene) string {
	round := s.(*skz.Round)
	rec := round.State().Record()
	last := -1
	for i, m := range round.State().Moves() {
		if round.Table().Human(m.Player) {
			last = i
		}
	}
	rec.Moves = rec.Moves[:last+1]
	st, err := kakuzu.FromRecord(rec)
	if err != nil {
		return "the record does not replay: " + err.Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d awaiting %v hunting %d bag %v drawn %v scores %v;", st.Turn(), st.Awaiting(), st.Hunting(), st.Bag(), st.Drawn(), st.Scores())
	for i := range kakuzu.Squares {
		fmt.Fprintf(&b, " %d", st.Holder(kakuzu.SquareAt(i)))
	}
	return b.String()
}
