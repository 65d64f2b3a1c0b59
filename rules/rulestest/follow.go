package rulestest

import (
	"encoding/json"
	"testing"

	"cifra/rules"
)

// CheckFollow holds a followable game (rules.Followable) to what an
// online seat needs of it: over bot games of every level, a follower
// started from the header without the seed and the opening, fed each
// move with the events the table announced, sees the same as the table
// at every seat after every move (and as a spectator, seat -1) and ends
// with the same scores; an announcement that disagrees with the game is
// refused.
func CheckFollow(t *testing.T, r rules.Rules) {
	t.Helper()
	fr, ok := r.(rules.Followable)
	if !ok {
		t.Fatalf("%s's rules cannot be followed", r.Name())
	}
	levels := r.Levels()
	moves := 0
	defer func() { t.Logf("%s: %d moves followed", r.Name(), moves) }()
	for seed := uint64(1); seed <= 4; seed++ {
		var players []rules.Player
		for i := range 2 + int(seed%3) {
			players = append(players, rules.Player{Name: "Bot", Bot: levels[(int(seed)+i)%len(levels)]})
		}
		rec := &rules.Record{Format: rules.FormatVersion, Game: r.Name(), Seed: seed, Players: players}
		played, err := rules.PlayBots(r, rec, 100000, nil, nil)
		if err != nil {
			t.Fatalf("seed %d: the bots' game: %v", seed, err)
		}
		full := played.Record(players)
		if !played.Finished() || len(full.Moves) == 0 {
			t.Fatalf("seed %d: the bots' game ended unfinished after %d moves", seed, len(full.Moves))
		}
		moves += len(full.Moves)
		table, err := r.Start(full)
		if err != nil {
			t.Fatal(err)
		}
		opening, _ := json.Marshal(table.View(-1))
		header := *full
		header.Seed, header.Setup, header.Moves = 0, nil, nil
		f, err := fr.Follow(&header, opening)
		if err != nil {
			t.Fatalf("seed %d: following from the opening: %v", seed, err)
		}
		sameViews(t, seed, -1, table, f, len(players))
		for i, move := range full.Moves {
			events, err := table.Apply(move)
			if err != nil {
				t.Fatalf("seed %d: the table's move %d: %v", seed, i, err)
			}
			announced, err := rules.Announce(events)
			if err != nil {
				t.Fatal(err)
			}
			if i == len(full.Moves)/2 {
				// A table announcing what did not happen is not followed.
				wrong := append(append([]rules.Announced(nil), announced...), rules.Announced{Type: "Nothing", Data: json.RawMessage(`{}`)})
				probe, _ := fr.Follow(&header, opening)
				if err := replayTo(probe, full.Moves[:i], r, full); err != nil {
					t.Fatal(err)
				}
				if _, err := probe.Follow(move, wrong); err == nil {
					t.Fatalf("seed %d: move %d followed with an event the game did not see", seed, i)
				}
			}
			if _, err := f.Follow(move, announced); err != nil {
				t.Fatalf("seed %d: following move %d %s: %v", seed, i, move, err)
			}
			sameViews(t, seed, i, table, f, len(players))
		}
		if !f.Finished() || !equalJSON(f.Scores(), table.Scores()) || !equalJSON(f.Winners(), table.Winners()) {
			t.Fatalf("seed %d: the follower ends finished %v with %v %v; the table %v %v", seed, f.Finished(), f.Scores(), f.Winners(), table.Scores(), table.Winners())
		}
	}
}

// replayTo brings follower f through moves as a table would announce
// them, replaying them afresh from full's start.
func replayTo(f rules.Follower, moves []json.RawMessage, r rules.Rules, full *rules.Record) error {
	table, err := r.Start(full)
	if err != nil {
		return err
	}
	for _, move := range moves {
		events, err := table.Apply(move)
		if err != nil {
			return err
		}
		announced, err := rules.Announce(events)
		if err != nil {
			return err
		}
		if _, err := f.Follow(move, announced); err != nil {
			return err
		}
	}
	return nil
}

// sameViews fails the test unless every seat, and a spectator, sees the
// same of the table and of its follower.
func sameViews(t *testing.T, seed uint64, move int, table rules.Play, f rules.Follower, seats int) {
	t.Helper()
	for seat := -1; seat < seats; seat++ {
		want, _ := json.Marshal(table.View(seat))
		got, _ := json.Marshal(f.View(seat))
		if string(got) != string(want) {
			t.Fatalf("seed %d, after move %d, seat %d sees\n%s\nat the follower, and\n%s\nat the table", seed, move, seat, got, want)
		}
	}
}

func equalJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
