package kakuro

import "slices"

// Probe implements core.Prober for browser tests (globalThis.cifra.probe()
// in the page): where the round stands and, at an online table, its race
// as this device follows it. The values are plain JSON ones for
// js.ValueOf: "phase" (Phase), "claimSeat" (the seat whose claim this
// device builds, -1 none), "held" (the seat the table last named as
// having the board, -1 nobody), "calling" (this device's seats whose
// "Kakuro!" is on its way to the table), "message" (the last thing said),
// "moves" (the moves played, len(State().Moves())), "target" (the sum tile showing, 0 none),
// "aside" (sum tiles set aside), "locked" and "declared" (per seat), and
// "scores".
func (r *Round) Probe() map[string]any {
	calling := []any{}
	for p, on := range r.online.calling {
		if on {
			calling = append(calling, p)
		}
	}
	slices.SortFunc(calling, func(a, b any) int { return a.(int) - b.(int) })
	n := r.st.Players()
	locked, declared, scores := make([]any, n), make([]any, n), make([]any, n)
	all := r.st.Scores()
	for p := range n {
		locked[p] = r.st.LockedOut(p)
		declared[p] = p < len(r.seats) && r.seats[p].declared
		scores[p] = all[p]
	}
	held := -1
	if r.table.Online() {
		held = r.online.held
	}
	return map[string]any{
		"phase": r.Phase(), "claimSeat": r.Claimer(), "held": held, "calling": calling,
		"message": r.message, "moves": r.st.MoveCount(), "target": r.view.target,
		"aside": len(r.st.Aside()), "locked": locked, "declared": declared, "scores": scores,
	}
}
