package kakuzu

import (
	"reflect"
	"testing"

	"cifra/rules"
)

// FuzzRecord feeds arbitrary bytes through the whole record path: it must
// never panic, and whatever state comes back keeps its stones conserved.
func FuzzRecord(f *testing.F) {
	f.Add([]byte(`{"format":1,"game":"kakuzu","seed":1,"players":[{"name":"a"},{"name":"b"}],"moves":[{"p":0,"lift":[0,0]},{"p":1,"lift":[4,4]}]}`))
	f.Add([]byte(`{"format":1,"game":"kakuzu","seed":2,"players":[{"name":"a"},{"name":"b"}],"options":{"variant":"no-bag","turnSeconds":10},"moves":[{"p":0,"timeout":true}]}`))
	f.Add([]byte(`{"format":1,"game":"kakuzu","seed":3,"players":[{"name":"a"}],"moves":[]}`))
	for _, cfg := range []Config{{Players: players(2), Seed: 8}, {Players: players(3), Seed: 9, Variant: NoBag}} {
		data, err := botGame(f, cfg, []Level{Hard, Easy, Normal}[:len(cfg.Players)], 60).Record().Encode()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := rules.DecodeRecord(data)
		if err != nil {
			return
		}
		s, _ := FromRecord(rec)
		if s != nil {
			checkInvariants(t, s)
		}
	})
}

// FuzzMoves plays arbitrary, mostly illegal, moves: illegal ones must
// change nothing, legal ones keep every invariant, and the record of
// whatever happened replays to the same game.
func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(2), []byte{0, 10, 20, 30, 40, 50, 60, 70, 80, 1, 2, 3})
	f.Add(uint64(2), uint8(1), uint8(3), []byte("the quick brown fox jumps over the lazy dog"))
	f.Add(uint64(3), uint8(2), uint8(4), []byte{255, 254, 3, 7, 9, 11, 200, 1, 0, 0, 5})
	f.Fuzz(func(t *testing.T, seed uint64, variant, n uint8, script []byte) {
		v := []Variant{Classic, SameDigit, NoBag}[int(variant)%3]
		s, err := New(Config{Players: players(2 + int(n)%3), Seed: seed, Variant: v, TurnSeconds: int(n) % 2 * TurnSecondsMin})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k+1 < len(script); k += 2 {
			a, b := int(script[k]), int(script[k+1])
			p := s.Turn()
			if a&0x80 != 0 {
				p = a % 5 // sometimes out of turn or off the table
			}
			var m Move
			switch a % 4 {
			case 0:
				m = Lift(p, b/9%10, b%9)
			case 1:
				m = Draw(p, b%11)
			case 2:
				m = Name(p, b%11)
			default:
				m = Timeout(p)
			}
			before := s.View(0)
			if _, err := s.Apply(m); err != nil {
				if _, ok := err.(Error); !ok {
					t.Fatalf("%v: untyped error %v", m, err)
				}
				if !reflect.DeepEqual(before, s.View(0)) {
					t.Fatalf("illegal %v changed the game", m)
				}
			}
			checkInvariants(t, s)
		}
		r, err := FromRecord(s.Record())
		if err != nil || !reflect.DeepEqual(r.View(0), s.View(0)) {
			t.Fatalf("the record does not replay: %v", err)
		}
	})
}
