package knister

import (
	"encoding/json"
	"fmt"
	"testing"

	"cifra/rules"
)

// FuzzRecord feeds arbitrary record files: replaying never panics, an
// error names a move whose prefix replays cleanly to the returned state,
// and a valid record re-encodes to one that replays the same.
func FuzzRecord(f *testing.F) {
	f.Add([]byte(`{"format":1,"game":"knister","seed":7,"players":[{"name":"A"}],"moves":[{"p":0,"cell":[0,0]}]}`))
	f.Add([]byte(`{"format":1,"game":"knister","seed":7,"players":[{"name":"A"},{"name":"B"}],"setup":{"rolls":[[1,2],[6,6]]},"moves":[{"p":1,"cell":[4,4]},{"p":1,"cell":[0,0]}]}`))
	f.Add([]byte(`{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"setup":{"rolls":[[1,2,3]]},"moves":[]}`))
	f.Add([]byte(`{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"options":{"x":1},"moves":[{"p":"0","cell":[0,0]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := rules.DecodeRecord(data)
		if err != nil || rec.Game != GameName {
			return
		}
		s, err := FromRecord(rec)
		if err != nil {
			me, ok := err.(*rules.MoveError)
			if !ok {
				t.Fatalf("error %T %v is not a MoveError", err, err)
			}
			if me.Move < 0 {
				if s != nil {
					t.Fatal("header error with a state")
				}
				return
			}
			prefix := *rec
			prefix.Moves = rec.Moves[:me.Move]
			p, err := FromRecord(&prefix)
			if err != nil || p.Round() != s.Round() {
				t.Fatalf("prefix before move %d: %v", me.Move, err)
			}
			for i := range s.Players() {
				if p.Grid(i) != s.Grid(i) {
					t.Fatal("returned state is not the one before the bad move")
				}
			}
			return
		}
		again, err := FromRecord(s.Record(rec.Players))
		if err != nil {
			t.Fatalf("re-recorded game fails: %v", err)
		}
		for i := range s.Players() {
			if again.Grid(i) != s.Grid(i) {
				t.Fatal("re-recorded game differs")
			}
		}
	})
}

// FuzzMoves plays byte-driven move lists, valid or not, and checks the
// first rejected move against a plain model of the rules.
func FuzzMoves(f *testing.F) {
	f.Add(uint8(2), []byte{0, 0, 0, 1, 0, 0, 0, 1, 1})
	f.Add(uint8(1), []byte{0, 0, 0, 0, 0, 0})
	f.Add(uint8(3), []byte{2, 4, 4, 7, 0, 0, 0, 5, 0})
	f.Fuzz(func(t *testing.T, players uint8, data []byte) {
		n := int(players%4) + 1
		var moves []json.RawMessage
		for i := 0; i+2 < len(data) && len(moves) < 200; i += 3 {
			m := Move{P: int(data[i] % 6), Cell: [2]int{int(data[i+1] % 7), int(data[i+2] % 7)}}
			moves = append(moves, rules.MarshalMove(m))
		}
		rec := &rules.Record{Format: 1, Game: GameName, Seed: 3, Players: make([]rules.Player, n), Moves: moves}
		_, err := FromRecord(rec)
		want := modelFirstBad(n, data)
		got := -1
		if err != nil {
			got = err.(*rules.MoveError).Move
		}
		if got != want {
			t.Fatalf("first bad move %d (%v), model says %d", got, err, want)
		}
	})
}

// modelFirstBad is an independent, plain model of the placement rules: the
// index of the first invalid move, or -1.
func modelFirstBad(players int, data []byte) int {
	taken := map[string]bool{}
	placed := map[int]bool{}
	round := 0
	for i := 0; i+2 < len(data) && i/3 < 200; i += 3 {
		p, r, c := int(data[i]%6), int(data[i+1]%7), int(data[i+2]%7)
		if len(placed) == players {
			if round == Rounds-1 {
				return i / 3 // game over (checked before the cell)
			}
			round++
			placed = map[int]bool{}
		}
		key := fmt.Sprint(p, r, c)
		switch {
		case p >= players, r >= Size || c >= Size, placed[p], taken[key]:
			return i / 3
		}
		placed[p], taken[key] = true, true
	}
	return -1
}
