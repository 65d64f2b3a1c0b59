package attacker

import (
	"context"
	"testing"
	"time"

	"cifra/online/netsim"
	"cifra/online/racesim"
)

// link is a symmetric link of round trip rtt.
func link(rtt time.Duration) netsim.Link { return netsim.Link{Up: rtt / 2, Down: rtt / 2} }

// TestHonestDevicesWinInTheOrderTheyReacted: three devices on links of
// 20, 80 and 150 ms round trip race for six sums, reacting 30 ms apart in
// every order: the one that reacted first wins every race.
func TestHonestDevicesWinInTheOrderTheyReacted(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	devices := []racesim.Device{{Link: link(20 * time.Millisecond)}, {Link: link(80 * time.Millisecond)}, {Link: link(150 * time.Millisecond)}}
	orders := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var reacts [][]time.Duration
	for _, o := range orders {
		r := make([]time.Duration, 3)
		for rank, dev := range o {
			r[dev] = 300*time.Millisecond + time.Duration(rank)*30*time.Millisecond
		}
		reacts = append(reacts, r)
	}
	results, err := racesim.Run(ctx, s.url, devices, reacts)
	if err != nil {
		t.Fatal(err)
	}
	if len(results) < 4 {
		t.Fatalf("only %d races were run", len(results))
	}
	for i, res := range results {
		first := orders[i][0]
		t.Logf("race %d: reactions %v, winner device %d, decision reached the devices after %v", i+1, reacts[i], res.Winner, res.Decision)
		if res.Winner != first {
			t.Errorf("race %d: device %d (link %v) won; device %d (link %v) reacted 30 ms sooner", i+1,
				res.Winner, devices[res.Winner].Link.RTT(), first, devices[first].Link.RTT())
		}
	}
}

// TestACheatingDeviceGainsNothingByAnsweringLate: a device that answers
// the table's pings 50, 150 or 300 ms late, on the same 80 ms link as an
// honest one, is credited no more round trip than the honest device (at
// most 10 ms more), and so loses every race in which it called 30 ms
// after it.
func TestACheatingDeviceGainsNothingByAnsweringLate(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	for _, late := range []time.Duration{50 * time.Millisecond, 150 * time.Millisecond, 300 * time.Millisecond} {
		devices := []racesim.Device{{Link: link(80 * time.Millisecond)}, {Link: link(80 * time.Millisecond), PongDelay: late}}
		reacts := [][]time.Duration{}
		for range 3 {
			reacts = append(reacts, []time.Duration{300 * time.Millisecond, 330 * time.Millisecond})
		}
		results, err := racesim.Run(ctx, s.url, devices, reacts)
		if err != nil {
			t.Fatal(err)
		}
		if len(results) == 0 {
			t.Fatal("no race was run")
		}
		for i, res := range results {
			if res.Winner != 0 {
				t.Fatalf("answering pings %v late: the cheat, calling 30 ms after the honest device, won race %d", late, i+1)
			}
			lost := res.Lost[1]
			gain := lost.YourCreditMs - lost.WinnerCreditMs
			t.Logf("answering pings %v late, race %d: credited %.1f ms, the honest device %.1f ms: a gain of %.1f ms; estimates %.0f and %.0f ms",
				late, i+1, lost.YourCreditMs, lost.WinnerCreditMs, gain, lost.YoursMs, lost.WinnerMs)
			if gain > 10 {
				t.Errorf("answering pings %v late gained %.1f ms of credit over an honest device on the same link", late, gain)
			}
		}
	}
}
