//go:build !js

// The online tests run a server, which the browser build cannot.

package kakuro

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cifra/internal/ebitentest"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/online"
)

// device is one device's round at an online table.
type device struct {
	r  *Round
	sc *core.Context
}

// twoDevices starts a server on clock with a Kakuro table of Ana and Bea,
// each at a device of her own (1280×800), and how many calls the table's
// race holds now.
func twoDevices(t *testing.T, clock *onlinetest.Manual) ([2]device, func() int) {
	t.Helper()
	s := onlinetest.Start(t, clock)
	made := s.Create(t, wire.CreateRequest{Game: kakuro.GameName, Seats: []string{wire.Open, wire.Open}, Names: []string{"Ana", "Bea"}})
	var out [2]device
	for i := range out {
		remote, err := online.OpenWait(s.URL, made.Seats[i:i+1], time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(remote.Close)
		sc, _ := newContext(1280, 800)
		r := NewRound(sc, core.Table{Game: kakuro.GameName, Remote: remote})
		r.Layout(sc)
		out[i] = device{r, sc}
	}
	return out, func() int { return s.Lobby.Authority(made.Code).Racing() }
}

// tick updates both devices, moves the table's clock by d and lets the
// network carry what it was given.
func tick(devs [2]device, clock *onlinetest.Manual, d time.Duration) {
	for _, dv := range devs {
		dv.r.Update(dv.sc)
	}
	clock.Advance(d)
	time.Sleep(time.Millisecond)
}

// TestOneDeviceEverBuildsAClaimInACloseRace: Ana and Bea, each at her own
// device, call "Kakuro!" in the same tick, and then 30 ms apart. Each
// device shows its call as on its way and builds no claim; the table
// names one winner, only that device ever builds a claim, and the other
// says who has the board. The winner's claim then plays on both.
//
// The pictures of both devices at the decision go to a temporary folder,
// or to $CIFRA_SHOTS for a person to look at.
func TestOneDeviceEverBuildsAClaimInACloseRace(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	for _, apart := range []time.Duration{0, 30 * time.Millisecond} {
		clock := onlinetest.NewManual(time.Unix(1_800_000_000, 0))
		devs, racing := twoDevices(t, clock)
		deadline := time.Now().Add(time.Minute)
		for devs[0].r.phase != phaseHunt || devs[1].r.phase != phaseHunt || devs[0].r.run.Busy() || devs[1].r.run.Busy() {
			if time.Now().After(deadline) {
				t.Fatal("the devices never came to the hunt")
			}
			tick(devs, clock, 0)
		}
		devs[0].r.buzz(devs[0].sc, []int{0})
		if apart > 0 {
			for racing() == 0 {
				if time.Now().After(deadline) {
					t.Fatal("Ana's call never reached the table")
				}
				time.Sleep(time.Millisecond)
			}
			tick(devs, clock, apart)
		}
		devs[1].r.buzz(devs[1].sc, []int{1})
		for i, dv := range devs {
			if dv.r.claim != nil {
				t.Fatalf("%v apart: device %d built a claim before the table named anyone", apart, i)
			}
		}
		if !devs[1].r.Calling(1) {
			t.Fatalf("%v apart: Bea's call is not shown as on its way", apart)
		}
		winner := -1
		for winner < 0 || !strings.Contains(devs[1-winner].r.message, devs[winner].r.table.Seats[winner].Name) {
			if time.Now().After(deadline) {
				t.Fatalf("%v apart: the race was not told on both devices (winner %d; said %q and %q)", apart, winner, devs[0].r.message, devs[1].r.message)
			}
			tick(devs, clock, 20*time.Millisecond)
			if devs[0].r.claim != nil && devs[1].r.claim != nil {
				t.Fatalf("%v apart: both devices built a claim", apart)
			}
			for i, dv := range devs {
				if dv.r.claim != nil {
					winner = i
				}
			}
		}
		// Both devices as their players see them, a few ticks on (the
		// loser's word of the race has arrived).
		for range 10 {
			tick(devs, clock, 20*time.Millisecond)
		}
		for i, dv := range devs {
			shootScene(t, dv.sc, filepath.Join(dir, fmt.Sprintf("race-%dms-%s.png", apart.Milliseconds(), strings.ToLower(dv.r.table.Seats[i].Name))), dv.r)
		}
		loser := devs[1-winner].r
		if loser.claim != nil || loser.Calling(1-winner) {
			t.Fatalf("%v apart: the loser's device still calls or claims", apart)
		}
		t.Logf("%v apart: %s won; the other device says %q", apart, devs[winner].r.table.Seats[winner].Name, loser.message)
		if apart > 0 && winner != 0 {
			t.Fatalf("30 ms apart, with equal links, Bea's later call won")
		}
		for i, dv := range devs {
			if look, _ := dv.r.panelLook(dv.sc, winner); !look.lit || dv.r.holds(1-winner) {
				t.Fatalf("%v apart: device %d does not light the buzzer of the seat with the board (seat %d) alone", apart, i, winner)
			}
		}

		// The winner shows a row (the best there is, or none) and checks.
		w := devs[winner]
		if sol, ok := kakuro.Best(w.r.st, winner, kakuro.AllFeatures); ok {
			w.r.claim.row, w.r.claim.marked, w.r.claim.uses = sol.Claim.Row, true, sol.Claim.Uses
		}
		w.r.check(w.sc)
		for len(devs[0].r.st.Moves()) == 0 || len(devs[1].r.st.Moves()) == 0 || devs[0].r.run.Busy() || devs[1].r.run.Busy() {
			if time.Now().After(deadline) {
				t.Fatalf("%v apart: the winner's claim was not played on both devices", apart)
			}
			tick(devs, clock, 20*time.Millisecond)
		}
		if devs[0].r.st.Moves()[0].Claim.Player != winner || devs[1].r.st.Moves()[0].Claim.Player != winner {
			t.Fatalf("%v apart: the first move played is not the winner's claim", apart)
		}
	}
}
