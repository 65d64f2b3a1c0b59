package kakuro

import (
	"encoding/binary"
	"errors"
	"testing"

	"cifra/rules"
)

// checkInvariants: tiles are conserved from the deal, and points equal the
// squares scored.
func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	start, err := New(s.cfg)
	if err != nil {
		t.Fatal(err)
	}
	var digits, digits0 [10]int
	actions := map[Tile]int{}
	sums := map[int]int{}
	scoredSquares := 0
	for r := range Size {
		for c := range Size {
			cell, cell0 := &s.board[r][c], &start.board[r][c]
			digits[cell.Digit]++
			digits0[cell0.Digit]++
			if cell.Cover != 0 {
				actions[cell.Cover]++
			}
			for d := range 2 {
				if cell.SumTile[d] != 0 {
					sums[int(cell.SumTile[d])]++
				}
				if cell.Scored[d] {
					scoredSquares++
				}
			}
		}
	}
	if digits != digits0 {
		t.Fatalf("number tiles %v, dealt %v", digits, digits0)
	}
	count := func(st *State, m map[Tile]int, sign int) {
		for _, h := range st.hands {
			for _, x := range h {
				m[x] += sign
			}
		}
		for _, x := range st.stock {
			m[x] += sign
		}
		for _, x := range st.discard {
			m[x] += sign
		}
	}
	count(s, actions, 1)
	count(start, actions, -1)
	for tile, n := range actions {
		if n != 0 {
			t.Fatalf("action tiles %v off by %d", tile, n)
		}
	}
	for _, v := range append(append(s.Aside(), s.sums...), s.target) {
		sums[v]++
	}
	for _, v := range append(start.sums, start.target) {
		sums[v]--
	}
	delete(sums, 0)
	for v, n := range sums {
		if n != 0 {
			t.Fatalf("sum tiles of %d off by %d", v, n)
		}
	}
	total := 0
	for _, p := range s.scores {
		total += p
	}
	if total != scoredSquares {
		t.Fatalf("points %d, squares scored %d", total, scoredSquares)
	}
}

// movesFrom turns fuzz bytes into moves aimed at the game: each 8-byte
// chunk is an aside or a claim by some seat, with uses of its own tiles
// on squares near the row.
func movesFrom(s *State, data []byte) Move {
	b := func(i int) int { return int(data[i%len(data)]) }
	if b(0)%16 == 0 {
		return AsideMove()
	}
	p := b(1) % s.Players()
	c := Claim{Player: p, Row: Row{At: Pos{b(2) % 10, b(3) % 10}, Dir: Dir(b(4) % 2), Len: b(5)%9 + 1}}
	hand := s.hands[p]
	for k := 0; k < b(6)%4 && len(hand) > 0; k++ {
		t := hand[(b(7)+k)%len(hand)]
		sq := c.Row.Square(b(k)%(c.Row.Len+2) - 1)
		other := Pos{b(k+3)%8 + 1, b(k+5)%8 + 1}
		switch {
		case b(k+1)%3 == 0:
			c.Uses = append(c.Uses, Use{Tile: t, Kind: UseSumField, A: sq})
		case t == Swap:
			c.Uses = append(c.Uses, Use{Tile: t, Kind: UseSwap, A: sq, B: other})
		case t == Doubler:
			c.Uses = append(c.Uses, Use{Tile: t, Kind: UseDouble})
		default:
			c.Uses = append(c.Uses, Use{Tile: t, Kind: UseDigit, A: sq})
		}
	}
	return ClaimMove(c)
}

// FuzzMoves plays fuzz-chosen moves, half of them the solver's best, and
// checks after each: no panic, invariants hold, a rejected claim changed
// nothing, and the record replays to the same state.
func FuzzMoves(f *testing.F) {
	f.Add([]byte{1, 0, 0, 0, 0, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{7, 3, 2, 1, 0, 1, 1, 8, 8, 3, 0, 5, 5, 5, 1, 2, 3, 4, 0, 16, 32, 48, 64})
	f.Add([]byte("kakuro: a real-time race to spot number rows on a shared board"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		seed := binary.LittleEndian.Uint64(data)
		s, err := New(DefaultConfig(seed, int(data[8])%5+1))
		if err != nil {
			t.Fatal(err)
		}
		data = data[9:]
		for i := 0; i+8 <= len(data) && !s.Finished(); i += 8 {
			chunk := data[i : i+8]
			m := movesFrom(s, chunk)
			if chunk[0]%2 == 1 && !m.Aside {
				if sol, ok := Best(s, m.Claim.Player, AllFeatures); ok {
					m = ClaimMove(sol.Claim)
				}
			}
			before := s.Clone()
			evs, err := s.Apply(m)
			switch {
			case err != nil:
				if !sameExceptMoves(before, s) || len(s.moves) != len(before.moves) {
					t.Fatalf("an invalid move changed the state")
				}
			case len(evs) > 0:
				if r, ok := evs[0].(ClaimRejected); ok && len(evs) == 1 && !sameExceptMoves(before, s) {
					t.Fatalf("rejected claim (%v) changed the state", r.Reason)
				}
			}
			checkInvariants(t, s)
		}
		again, err := FromRecord(s.Record(make([]rules.Player, s.Players())))
		if err != nil || !sameExceptMoves(again, s) {
			t.Fatalf("the record does not replay: %v", err)
		}
	})
}

// FuzzRecord feeds raw bytes to the record reader: never a panic, and any
// record that replays keeps the invariants.
func FuzzRecord(f *testing.F) {
	f.Add([]byte(`{"format":1,"game":"kakuro","seed":3,"players":[{"name":"A"},{"name":"B"}],"moves":[{"aside":true},{"p":1,"claim":{"at":[2,1],"dir":"right","len":8},"use":[]}]}`))
	f.Add([]byte(`{"format":1,"game":"kakuro","seed":1,"players":[{"name":"A"}],"options":{"hourglass":0},"setup":{"board":["92943562","73286451","12673364","75892513","84718947","96418723","17845682","43795169"],"sums":[36,9],"stock":["S","4","D"]},"moves":[{"p":0,"claim":{"at":[2,1],"dir":"right","len":8}},{"p":0,"claim":{"at":[3,1],"dir":"right","len":3},"use":[{"tile":"S","sumfield":[3,4]}]}]}`))
	f.Add([]byte(`{"format":1,"game":"kakuro","seed":1,"players":[{"name":"A"}],"moves":[{"p":0,"claim":{"at":[1,1],"dir":"down","len":2},"use":[{"tile":"D","double":true},{"tile":"S","swap":[[1,1],[5,5]]},{"tile":"4","digit":[2,1]}]}]}`))
	// A length that once looped for ever: it must be rejected at once.
	f.Add([]byte(`{"format":1,"game":"kakuro","seed":1,"players":[{"name":"A"}],"setup":{"stock":["4","5","6"]},"moves":[{"p":0,"claim":{"at":[2,1],"dir":"right","len":9000000000000000000},"use":[{"tile":"4","digit":[2,3]}]}]}`))
	f.Add([]byte(`{"format":1,"game":"kakuro","seed":1,"players":[{"name":"A"}],"moves":[{"p":0,"claim":{"at":[8,8],"dir":"down","len":-9000000000000000000}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := rules.DecodeRecord(data)
		if err != nil {
			return
		}
		s, err := FromRecord(rec)
		if err != nil {
			// A refused record names the move at fault, in range, in words.
			var me *rules.MoveError
			if !errors.As(err, &me) || me.Move < -1 || me.Move >= len(rec.Moves) || me.Reason == "" {
				t.Fatalf("refused without a move in range: %v", err)
			}
		}
		if s != nil {
			checkInvariants(t, s)
		}
	})
}
