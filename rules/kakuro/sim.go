package kakuro

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"time"

	"cifra/rules"
)

// streamPhotoFinish orders a simulated round's plans with equal ticks.
const streamPhotoFinish uint64 = 0x6b616b75726f0001

// Sim plays one bot-only game from seed, one seat per level in levels (see
// Levels), racing the bots in ticks: each round every bot makes a plan
// (Bot.Plan); the plans play out in tick order — a claim is applied, a
// declaration counts toward the hourglass rule, and the hourglass
// (HourglassTicks) sets the tile aside when it runs out. Equal ticks are a
// photo finish, ordered by a stream of their own. now, if not nil, times
// each bot decision (the rules never read the clock themselves).
func Sim(levels []string, seed uint64, now func() time.Time) (*rules.SimGame, error) {
	s, err := New(DefaultConfig(seed, len(levels)))
	if err != nil {
		return nil, err
	}
	bots := make([]*Bot, len(levels))
	players := make([]rules.Player, len(levels))
	for i, l := range levels {
		if bots[i], err = NewBot(l, seed, i); err != nil {
			return nil, err
		}
		players[i] = rules.Player{Name: fmt.Sprintf("Bot %d", i+1), Bot: l}
	}
	rng := rules.NewRand(seed, streamPhotoFinish)
	g := &rules.SimGame{Counters: map[string]int{"claims.legal": 0, "claims.illegal": 0, "aside": 0}}
	for rounds := 0; !s.Finished(); rounds++ {
		if rounds > 200 {
			return nil, fmt.Errorf("kakuro: seed %d did not finish", seed)
		}
		if err := simRound(s, bots, rng, now, g); err != nil {
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
func simRound(s *State, bots []*Bot, rng *rand.Rand, now func() time.Time, g *rules.SimGame) error {
	var plans []timedPlan
	for seat, b := range bots {
		var start time.Time
		if now != nil {
			start = now()
		}
		p := b.Plan(s)
		if now != nil {
			g.Decisions = append(g.Decisions, now().Sub(start))
		}
		plans = append(plans, timedPlan{seat, p})
	}
	// Equal ticks are a photo finish: the photo-finish stream decides, so
	// no seat is favoured.
	rng.Shuffle(len(plans), func(i, j int) { plans[i], plans[j] = plans[j], plans[i] })
	sort.SliceStable(plans, func(i, j int) bool { return plans[i].plan.Ticks < plans[j].plan.Ticks })
	declared := make([]bool, len(bots))
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
