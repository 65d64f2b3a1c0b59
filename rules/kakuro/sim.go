package kakuro

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"time"

	"cifra/rules"
)

// Sim plays one bot-only game from seed, racing the bots in ticks: each
// round every bot that may claim makes a plan (PlanFor); the plans play
// out in tick order — a claim is applied, a declaration counts toward the
// hourglass rule, and the hourglass (HourglassTicks) sets the tile aside
// when it runs out. Equal ticks are ordered by the bot stream. now, if not nil,
// times each bot decision (the rules never read the clock themselves).
func Sim(levels []Level, seed uint64, now func() time.Time) (*rules.SimGame, error) {
	s, err := New(DefaultConfig(seed, len(levels)))
	if err != nil {
		return nil, err
	}
	rng := rules.NewRand(seed, rules.StreamBot)
	g := &rules.SimGame{Counters: map[string]int{"claims.legal": 0, "claims.illegal": 0, "aside": 0}}
	players := make([]rules.Player, len(levels))
	for i, l := range levels {
		players[i] = rules.Player{Name: fmt.Sprintf("Bot %d", i+1), Bot: l.String()}
	}
	for rounds := 0; !s.Finished(); rounds++ {
		if rounds > 200 {
			return nil, fmt.Errorf("kakuro: seed %d did not finish", seed)
		}
		if err := simRound(s, levels, rng, now, g); err != nil {
			return nil, err
		}
	}
	g.Record = s.Record(players)
	g.Scores = s.Scores()
	g.Winners = s.Winners()
	return g, nil
}

type timedPlan struct {
	seat int
	plan Plan
}

// simRound plays the current sum tile to its end.
func simRound(s *State, levels []Level, rng *rand.Rand, now func() time.Time, g *rules.SimGame) error {
	var plans []timedPlan
	for seat, l := range levels {
		var start time.Time
		if now != nil {
			start = now()
		}
		p := Bot{Level: l}.PlanFor(s, seat, rng)
		if now != nil {
			g.Decisions = append(g.Decisions, now().Sub(start))
		}
		plans = append(plans, timedPlan{seat, p})
	}
	// Equal ticks are a photo finish: the bot stream decides, so no seat
	// is favoured.
	rng.Shuffle(len(plans), func(i, j int) { plans[i], plans[j] = plans[j], plans[i] })
	sort.SliceStable(plans, func(i, j int) bool { return plans[i].plan.Ticks < plans[j].plan.Ticks })
	declared := make([]bool, len(levels))
	runsOut := -1 // the tick the hourglass runs out, once it runs
	startHourglass := func(tick int) (asideNow bool) {
		switch s.HourglassState(declared) {
		case SetAsideNow:
			return true
		case HourglassRunning:
			if runsOut < 0 {
				runsOut = tick + HourglassTicks(s.cfg.Hourglass)
			}
		}
		return false
	}
	aside := func() error {
		g.Counters["aside"]++
		_, err := s.Apply(AsideMove())
		return err
	}
	if startHourglass(0) { // solo: the hourglass runs from the reveal
		return aside()
	}
	for _, tp := range plans {
		if runsOut >= 0 && tp.plan.Ticks > runsOut {
			return aside()
		}
		if tp.plan.Impossible {
			declared[tp.seat] = true
			if startHourglass(tp.plan.Ticks) {
				return aside()
			}
			continue
		}
		evs, err := s.Apply(ClaimMove(tp.plan.Claim))
		if err != nil {
			return fmt.Errorf("kakuro: a bot's claim was invalid: %w", err)
		}
		if _, rejected := evs[0].(ClaimRejected); !rejected {
			g.Counters["claims.legal"]++
			return nil
		}
		g.Counters["claims.illegal"]++
		for _, e := range evs[1:] {
			if _, ok := e.(SumTileSetAside); ok {
				g.Counters["aside"]++ // everyone is locked out: the rules set it aside
				return nil
			}
		}
		if startHourglass(tp.plan.Ticks) {
			return aside()
		}
	}
	// Every plan played out without a legal claim: the hourglass that the
	// declarations started runs out.
	return aside()
}
