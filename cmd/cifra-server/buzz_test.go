package main

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"cifra/online/netsim"
	"cifra/online/racesim"
)

var buzzRaces = flag.Int("buzz.races", 20, "races BenchmarkBuzzDecision runs on each set of links")

// BenchmarkBuzzDecision times Kakuro's buzzer race at a cifra-server
// process on 127.0.0.1 (package racesim): from a device's "Kakuro!"
// leaving it to the table's word of who has the board reaching it, for
// two devices on loopback and for three on links of 20, 80 and 150 ms
// round trip (online/netsim). The table waits the largest credited round
// trip after the first call, so a device hears the decision about its
// own round trip plus that wait after it called. It prints figures
// ("buzz: …" lines), never verdicts.
func BenchmarkBuzzDecision(b *testing.B) {
	var lines []string
	for b.Loop() {
		lines = nil
		n := startNode(b, buildServer(b), "buzz")
		url := n.wait(b, nodeStarted)[1]
		n.wait(b, serving)
		for _, set := range []struct {
			name  string
			links []time.Duration
		}{{"loopback, 2 devices", []time.Duration{0, 0}}, {"links of 20, 80 and 150 ms", []time.Duration{20 * time.Millisecond, 80 * time.Millisecond, 150 * time.Millisecond}}} {
			devices := make([]racesim.Device, len(set.links))
			for i, rtt := range set.links {
				devices[i] = racesim.Device{Link: netsim.Link{Up: rtt / 2, Down: rtt / 2}}
			}
			reacts := make([][]time.Duration, *buzzRaces)
			for r := range reacts {
				reacts[r] = make([]time.Duration, len(devices))
				for i := range devices {
					reacts[r][i] = 200*time.Millisecond + time.Duration((r+i)%len(devices))*30*time.Millisecond
				}
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			results, err := racesim.Run(ctx, url, devices, reacts)
			cancel()
			if err != nil {
				b.Fatal(err)
			}
			for i, rtt := range set.links {
				var d []time.Duration
				for _, r := range results {
					d = append(d, r.Decision[i])
				}
				slices.Sort(d)
				lines = append(lines, fmt.Sprintf("%s: device on %v: call → decision p50 %v, p99 %v (%d races)", set.name, rtt,
					d[len(d)/2].Round(100*time.Microsecond), d[min(len(d)-1, len(d)*99/100)].Round(100*time.Microsecond), len(d)))
			}
		}
	}
	fmt.Println("buzz: " + strings.Join(lines, "\nbuzz: "))
}
