// Package rulestest plays any game through the common shape of the rules
// (rules.Rules), for tests that hold every game to the same floor.
package rulestest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"cifra/rules"
)

// CheckFloor plays a bot game of r from rec and holds it to the common
// floor: the game ends; its record replays through rules.ReplayRecord and
// through replay (the game's own FromRecord, returning scores, winners and
// whether it finished) to the same scores and winners; every seat's view
// encodes as JSON; a move after the end is refused and changes nothing.
func CheckFloor(t *testing.T, r rules.Rules, rec *rules.Record, replay func(*rules.Record) (scores, winners []int, finished bool, err error)) {
	t.Helper()
	p, err := rules.PlayBots(r, rec, 10000, nil, nil)
	if err != nil {
		t.Fatalf("%s seed %d: %v", r.Name(), rec.Seed, err)
	}
	done := p.Record(rec.Players)
	if done.Game != r.Name() || len(done.Moves) == 0 {
		t.Fatalf("%s seed %d: the record is for %q with %d moves", r.Name(), rec.Seed, done.Game, len(done.Moves))
	}
	again, err := rules.ReplayRecord(r, done, nil)
	if err != nil {
		t.Fatalf("%s seed %d: the record does not replay: %v", r.Name(), rec.Seed, err)
	}
	if !again.Finished() || fmt.Sprint(again.Scores(), again.Winners()) != fmt.Sprint(p.Scores(), p.Winners()) {
		t.Errorf("%s seed %d: replayed %v %v (finished %v), played %v %v", r.Name(), rec.Seed, again.Scores(), again.Winners(), again.Finished(), p.Scores(), p.Winners())
	}
	scores, winners, finished, err := replay(done)
	if err != nil || !finished || fmt.Sprint(scores, winners) != fmt.Sprint(p.Scores(), p.Winners()) {
		t.Errorf("%s seed %d: the game's own replay gives %v %v (finished %v, %v), the common one %v %v", r.Name(), rec.Seed, scores, winners, finished, err, p.Scores(), p.Winners())
	}
	for seat := range rec.Players {
		if _, err := json.Marshal(p.View(seat)); err != nil {
			t.Errorf("%s: seat %d's view does not encode: %v", r.Name(), seat, err)
		}
	}
	last := done.Moves[len(done.Moves)-1]
	if _, err := again.Apply(last); err == nil {
		t.Errorf("%s: a move after the end was played", r.Name())
	}
	var coded rules.Coded
	if _, err := again.Apply(json.RawMessage(`{"p":0,"nonsense":true}`)); !errors.As(err, &coded) {
		t.Errorf("%s: a malformed move gives %v, want a coded error", r.Name(), err)
	}
	if fmt.Sprint(again.Scores()) != fmt.Sprint(p.Scores()) {
		t.Errorf("%s: refused moves changed the scores to %v", r.Name(), again.Scores())
	}
	// Records that cannot have happened: a move after the end, a
	// malformed first move.
	for _, moves := range [][]json.RawMessage{
		append(slices.Clone(done.Moves), last),
		append([]json.RawMessage{json.RawMessage(`{"p":0,"nonsense":true}`)}, done.Moves...),
	} {
		bad := *done
		bad.Moves = moves
		_, _, _, own := replay(&bad)
		CheckInvalid(t, r, &bad, own)
	}
}

// CheckInvalid holds the common replay to the game's own on a record that
// cannot have happened: both refuse it at the same move.
func CheckInvalid(t *testing.T, r rules.Rules, rec *rules.Record, own error) {
	t.Helper()
	_, err := rules.ReplayRecord(r, rec, nil)
	var a, b *rules.MoveError
	if !errors.As(err, &a) || !errors.As(own, &b) {
		t.Fatalf("%s: the common replay gives %v, the game's own %v", r.Name(), err, own)
	}
	if a.Move != b.Move || a.Reason != b.Reason {
		t.Errorf("%s: the common replay refuses move %d (%s), the game's own move %d (%s)", r.Name(), a.Move, a.Reason, b.Move, b.Reason)
	}
}

// CheckBotGames holds r to the floor (CheckFloor) over bot games of every
// level: seeds 1 to 4, two or three seats, each seat a level in turn.
func CheckBotGames(t *testing.T, r rules.Rules, replay func(*rules.Record) (scores, winners []int, finished bool, err error)) {
	t.Helper()
	levels := r.Levels()
	for seed := uint64(1); seed <= 4; seed++ {
		var players []rules.Player
		for i := range 2 + int(seed%2) {
			players = append(players, rules.Player{Name: "Bot", Bot: levels[(int(seed)+i)%len(levels)]})
		}
		rec := &rules.Record{Format: rules.FormatVersion, Game: r.Name(), Seed: seed, Players: players}
		CheckFloor(t, r, rec, replay)
	}
}

// CheckGame holds a game's rules r to the floor over bot games of every
// level (CheckBotGames), its own replay being fromRecord: bot games play
// to the end and replay alike through the common loop and the game's own;
// a record that cannot have happened is refused at the same move by both.
func CheckGame[S rules.Outcome](t *testing.T, r rules.Rules, fromRecord func(*rules.Record) (S, error)) {
	t.Helper()
	CheckBotGames(t, r, func(rec *rules.Record) ([]int, []int, bool, error) {
		s, err := fromRecord(rec)
		if err != nil {
			return nil, nil, false, err
		}
		return s.Scores(), s.Winners(), s.Finished(), nil
	})
}
