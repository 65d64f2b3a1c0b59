package knister

import (
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
)

// The game log: every roll (its dice and sum) and where each seat wrote
// it, with the lines it filled and what they scored. It is told from the
// game's record — the placements replayed through the rules, their
// events turned into words — so it reads the same after a resume, and a
// number taken back is gone from it as from the record.

// GameLog implements core.Logged.
func (r *Round) GameLog(ctx *core.Context) []core.LogLine {
	hide := -1
	if !r.table.Around && r.table.Humans() > 1 && !r.st.Finished() && r.human(r.viewer) && !r.st.HasPlaced(r.viewer) {
		// Passing one device, the person about to write sees who has
		// written this roll, not where: that is theirs to choose alone.
		hide = r.st.Round()
	}
	return gameLog(ctx, r.table, r.st, hide)
}

// GameLog implements core.Logged: the finished game's log.
func (s *Scoring) GameLog(ctx *core.Context) []core.LogLine {
	return gameLog(ctx, s.Table, s.st, -1)
}

// gameLog tells st's game so far in words. The people's placements in
// roll hide (-1 for none) say who wrote, not where.
func gameLog(ctx *core.Context, t core.Table, st *knister.State, hide int) []core.LogLine {
	replay, err := replayStart(t, st)
	if err != nil {
		return nil // a state the rules made always replays
	}
	var out []core.LogLine
	rolled := func(e knister.DiceRolled) {
		out = append(out, core.LogLine{Seat: -1, Turn: e.Round,
			Text: ctx.T("knister.log.roll", e.Round+1, knister.Rounds, e.Dice[0], e.Dice[1], e.Sum)})
	}
	rolled(replay.CurrentRoll())
	name := func(p int) string {
		if p < len(t.Seats) {
			return t.Seats[p].Name
		}
		return ctx.T("setup.player", p+1)
	}
	for _, m := range st.Moves() {
		events, err := replay.Apply(m)
		if err != nil {
			return out
		}
		for _, e := range events {
			switch e := e.(type) {
			case knister.DiceRolled:
				rolled(e)
			case knister.NumberPlaced:
				line := core.LogLine{Seat: e.P, Turn: replay.Round()}
				if replay.Round() == hide && t.Human(e.P) {
					line.Text = ctx.T("knister.log.wrote.hidden", name(e.P), e.Value)
				} else {
					line.Text = ctx.T("knister.log.wrote", name(e.P), e.Value, e.Cell.R+1, e.Cell.C+1)
				}
				out = append(out, line)
			case knister.LineCompleted:
				if replay.Round() == hide && t.Human(e.P) {
					continue
				}
				out = append(out, core.LogLine{Seat: e.P, Turn: replay.Round(), Text: lineWords(ctx, name(e.P), e.Score)})
			case knister.GameOver:
				out = append(out, core.LogLine{Seat: -1, Turn: replay.Round(), Text: overWords(ctx, t, e)})
			}
		}
	}
	// The next roll may be made before anyone wrote it.
	for replay.Round() < st.Round() {
		events, err := replay.Roll()
		if err != nil {
			break
		}
		for _, e := range events {
			if e, ok := e.(knister.DiceRolled); ok {
				rolled(e)
			}
		}
	}
	return out
}

// replayStart is st's game before its first placement: the same seats,
// seed and setup rolls, read from its record.
func replayStart(t core.Table, st *knister.State) (*knister.State, error) {
	seats := t.Seats
	if len(seats) != st.Players() {
		seats = make([]rules.Player, st.Players())
	}
	rec := st.Record(seats)
	rec.Moves = nil
	return knister.FromRecord(rec)
}

// lineWords says that a line is full and what it scores.
func lineWords(ctx *core.Context, name string, ls knister.LineScore) string {
	combo := ctx.T("knister.combo." + ls.Combo.String())
	if ls.Line.Kind == knister.Diagonal && ls.Points > 0 {
		return ctx.N("knister.log.line.double", ls.Points, name, lineName(ctx, ls.Line), combo, ls.Points/2, ls.Points)
	}
	return ctx.N("knister.log.line", ls.Points, name, lineName(ctx, ls.Line), combo, ls.Points)
}

// overWords is the last line: the final scores, the winners named.
func overWords(ctx *core.Context, t core.Table, e knister.GameOver) string {
	if len(e.Scores) == 1 {
		return ctx.N("knister.log.over.solo", e.Scores[0], e.Scores[0])
	}
	names := ""
	for i, w := range e.Winners {
		if i > 0 {
			names += ", "
		}
		if w < len(t.Seats) {
			names += t.Seats[w].Name
		}
	}
	best := 0
	if len(e.Winners) > 0 {
		best = e.Scores[e.Winners[0]]
	}
	if len(e.Winners) > 1 {
		return ctx.N("knister.log.over.tie", best, names, best)
	}
	return ctx.N("knister.log.over", best, names, best)
}
