package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/online/client"
	"cifra/online/fair"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// node is one cifra-server process of a test cluster, its log lines
// read as they come.
type node struct {
	name string
	url  string // where NATS clients connect, once it has started
	http string // its -health listener (http://host:port)
	cmd  *exec.Cmd
	mu   sync.Mutex
	log  []string
	eof  bool // its standard error closed: it stopped
	more chan struct{}
}

// freePorts picks n free ports on 127.0.0.1 for the nodes' cluster
// listeners: every node must be given the others' routes before it
// starts (a JetStream cluster node refuses to start without routes).
func freePorts(t testing.TB, n int) []int {
	t.Helper()
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports
}

// startNode runs the built server binary with args; it is killed when
// the test ends, and its log is shown when the test fails.
func startNode(t testing.TB, bin, name string, args ...string) *node {
	t.Helper()
	args = append([]string{"-name", name, "-addr", "127.0.0.1:0", "-ws", "", "-data", t.TempDir()}, args...)
	n := &node{name: name, cmd: exec.Command(bin, args...), more: make(chan struct{}, 1)}
	stderr, err := n.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := n.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			n.mu.Lock()
			n.log = append(n.log, sc.Text())
			n.mu.Unlock()
			select {
			case n.more <- struct{}{}:
			default:
			}
		}
		n.mu.Lock()
		n.eof = true
		n.mu.Unlock()
	}()
	t.Cleanup(func() {
		_ = n.cmd.Process.Kill()
		_ = n.cmd.Wait()
		if t.Failed() {
			n.mu.Lock()
			t.Logf("node %s's log:\n%s", name, strings.Join(n.log, "\n"))
			n.mu.Unlock()
		}
	})
	return n
}

// wait waits for a log line matching re and returns its submatches.
func (n *node) wait(t testing.TB, re *regexp.Regexp) []string {
	t.Helper()
	deadline := time.After(90 * time.Second)
	seen := 0
	for {
		n.mu.Lock()
		lines := n.log[seen:]
		seen = len(n.log)
		eof := n.eof
		n.mu.Unlock()
		for _, l := range lines {
			if m := re.FindStringSubmatch(l); m != nil {
				return m
			}
		}
		if eof {
			t.Fatalf("node %s stopped before it logged %s", n.name, re)
		}
		select {
		case <-n.more:
		case <-time.After(100 * time.Millisecond):
		case <-deadline:
			t.Fatalf("node %s did not log %s within 90 s", n.name, re)
		}
	}
}

var (
	nodeStarted = regexp.MustCompile(`msg="NATS node started".* clients=(\S+) .*cluster=(\S+)`)
	serving     = regexp.MustCompile(`msg="serving (tables|seats only)"`)
	healthURL   = regexp.MustCompile(`msg="health endpoint" url=(\S+)/healthz`)
)

// startCluster runs a cluster of one cifra-server process per entry of
// extra, named a, b, c, …, on 127.0.0.1: each with the flags common to
// all and its own extra ones, a -health listener, and routes to every
// node. It returns once every node serves.
func startCluster(t testing.TB, bin string, common []string, extra ...[]string) []*node {
	t.Helper()
	ports := freePorts(t, len(extra))
	var routes []string
	for _, p := range ports {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", p))
	}
	var nodes []*node
	for i, more := range extra {
		args := append([]string{"-health", "127.0.0.1:0", "-cluster", fmt.Sprintf("127.0.0.1:%d", ports[i]), "-routes", strings.Join(routes, ",")}, common...)
		nodes = append(nodes, startNode(t, bin, string(rune('a'+i)), append(args, more...)...))
	}
	for _, n := range nodes {
		n.url = n.wait(t, nodeStarted)[1]
	}
	for _, n := range nodes {
		n.wait(t, serving)
		n.http = n.wait(t, healthURL)[1]
	}
	return nodes
}

// seatLog is what one seat sent and had acknowledged, and when it saw
// each update.
type seatLog struct {
	mu    sync.Mutex
	moves []json.RawMessage // acknowledged, in order
	seqs  []int
	last  json.RawMessage // decided, not yet answered
	outs  []time.Time     // when each update arrived, by seq-1
}

// TestTablesSurviveAKilledServerAndNode runs a cluster of three NATS
// nodes as three cifra-server processes on 127.0.0.1 — two hosting
// tables, one routing only — and plays Knister tables spread over both
// hosts at a brisk pace, their seats connected to all three nodes. Mid
// game one host is killed with SIGKILL: a Cifra process and a NATS node
// at once. Every table must finish, its record replaying through the
// rules to the scores the table told, each seat's acknowledged moves in
// it exactly once and in place.
//
// Separate processes (one go build, then exec) rather than servers in the
// test's own process: only a process can be killed -9, leaving its leases
// to run out, its routes and client connections cut mid-message, its
// files as they were — the failure the hand-over is for.
func TestTablesSurviveAKilledServerAndNode(t *testing.T) {
	playThroughAKill(t, "b")
}

// TestTablesSurviveAKilledNATSNode is the same game with the node that
// hosts no tables (-tables=false) killed instead: no table is handed
// over, but a third of the seats lose their node and reconnect to
// another, and JetStream loses one of the three copies of every table's
// log and bucket (and the leaders it held). Every table must still
// finish, its record replaying to its scores, every acknowledged move in
// it once.
func TestTablesSurviveAKilledNATSNode(t *testing.T) {
	playThroughAKill(t, "c")
}

// buildServer builds the server's binary into a temporary directory.
func buildServer(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "cifra-server")
	if out, err := onlinetest.BuildServer(bin).CombinedOutput(); err != nil {
		t.Fatalf("building the server: %v\n%s", err, out)
	}
	return bin
}

// playThroughAKill plays the cluster tests' game: nodes a and b host
// tables, c only routes; the node named victim is killed mid-game.
func playThroughAKill(t *testing.T, victim string) {
	if testing.Short() {
		t.Skip("builds the server and runs a cluster")
	}
	nodes := startCluster(t, buildServer(t), []string{"-lease", "1s"}, nil, nil, []string{"-tables=false"})
	a, b, c := nodes[0], nodes[1], nodes[2]
	urls := []string{a.url, b.url, c.url}
	t.Logf("cluster up: %v", urls)

	// Six tables or more, created through a's and b's nodes in turn. A
	// lobby mostly answers its own node's guests, but the queue group may
	// send a request to the other (a lobby still subscribing, say): more
	// tables are made until each of a and b hosts some.
	const pace = 30 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var replies []wire.CreateReply
	hosts := map[string]int{}
	for i := 0; len(replies) < 6 || hosts["a"] == 0 || hosts["b"] == 0; i++ {
		if i >= 30 {
			t.Fatalf("30 tables are hosted %v; want some on each of a and b", hosts)
		}
		r := create(t, urls[i%2], wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}})
		replies = append(replies, r)
		hosts[r.Server]++
	}
	tables := len(replies)
	res, err := http.Get(a.http + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	var health struct{ Tables int }
	if err := json.NewDecoder(res.Body).Decode(&health); err != nil || res.StatusCode != http.StatusOK || health.Tables != hosts["a"] {
		t.Fatalf("a's health: %s, %+v (%v); want 200 and %d tables", res.Status, health, err, hosts["a"])
	}
	res.Body.Close()
	logs := make([][]*seatLog, tables)
	seats := make([][]*client.Seat, tables)
	var reconnects sync.Map
	for i, r := range replies {
		for s, cred := range r.Seats {
			sl := &seatLog{}
			logs[i] = append(logs[i], sl)
			opt := client.Options{
				Answered: func(ack wire.Ack, _ time.Duration) {
					sl.mu.Lock()
					defer sl.mu.Unlock()
					if ack.Error == "" {
						sl.moves, sl.seqs = append(sl.moves, sl.last), append(sl.seqs, ack.Seq)
					}
				},
				Capture: func(subject string, data []byte) {
					if !strings.HasSuffix(subject, ".out") {
						return
					}
					var u wire.Update
					if json.Unmarshal(data, &u) == nil {
						sl.mu.Lock()
						for len(sl.outs) < u.Seq {
							sl.outs = append(sl.outs, time.Time{})
						}
						if sl.outs[u.Seq-1].IsZero() {
							sl.outs[u.Seq-1] = time.Now()
						}
						sl.mu.Unlock()
					}
				},
				Reconnected: func() { reconnects.Store(fmt.Sprint(i, s), true) },
			}
			seat, err := client.Dial(ctx, urls[(i+s)%3], cred, opt)
			if err != nil {
				t.Fatalf("table %d seat %d: %v", i, s, err)
			}
			t.Cleanup(seat.Close)
			seats[i] = append(seats[i], seat)
		}
	}

	var wg sync.WaitGroup
	ends := make([]*wire.End, tables)
	for i := range seats {
		for s, seat := range seats[i] {
			inner, sl := onlinetest.Knister(t, s, "easy"), logs[i][s]
			decide := func(view json.RawMessage) (json.RawMessage, bool) {
				move, ok := inner(view)
				if ok {
					time.Sleep(pace)
					sl.mu.Lock()
					sl.last = move
					sl.mu.Unlock()
				}
				return move, ok
			}
			wg.Go(func() {
				end, err := seat.Play(ctx, decide, nil)
				if err != nil {
					t.Errorf("table %s seat %d: %v", replies[i].Code, s, err)
				}
				if s == 0 {
					ends[i] = end
				}
			})
		}
	}

	// Mid-game, once every table has played a few rolls, the victim dies.
	atKill := make([]int, tables)
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		least := 1 << 30
		for i := range seats {
			least = min(least, len(seats[i][0].Updates()))
		}
		if least >= 12 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the tables did not get going within a minute")
		}
	}
	killed := time.Now()
	if err := map[string]*node{"a": a, "b": b, "c": c}[victim].cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	for i := range seats {
		atKill[i] = len(seats[i][0].Updates())
	}
	wg.Wait()
	if t.Failed() {
		return
	}

	// Every table finished; its record replays to its scores, and holds
	// each seat's acknowledged moves once each, where their acks said.
	var handOver, stall []time.Duration
	for i, r := range replies {
		end := ends[i]
		if end == nil {
			t.Fatalf("table %s did not end", r.Code)
		}
		if err := fair.Check(knister.Rules, seats[i][0].Table(), end); err != nil {
			t.Fatalf("table %s: %v", r.Code, err)
		}
		rec := end.Record
		for s, sl := range logs[i] {
			var mine []json.RawMessage
			for _, m := range rec.Moves {
				if p, ok := rules.SeatOf(m); ok && p == s {
					mine = append(mine, m)
				}
			}
			if len(mine) != len(sl.moves) {
				t.Fatalf("table %s seat %d: %d moves acknowledged, %d in the record", r.Code, s, len(sl.moves), len(mine))
			}
			for k, m := range sl.moves {
				if string(mine[k]) != string(m) || string(rec.Moves[sl.seqs[k]-1]) != string(m) {
					t.Fatalf("table %s seat %d: acknowledged move %d %s (seq %d) is not the record's %s", r.Code, s, k, m, sl.seqs[k], mine[k])
				}
			}
		}
		// The pause the kill cost this table: from the kill to the first
		// update after it.
		var first time.Time
		for _, sl := range logs[i] {
			sl.mu.Lock()
			for seq := atKill[i] + 1; seq <= len(sl.outs); seq++ {
				if at := sl.outs[seq-1]; !at.IsZero() && at.After(killed) && (first.IsZero() || at.Before(first)) {
					first = at
				}
			}
			sl.mu.Unlock()
		}
		if !first.IsZero() {
			if r.Server == victim {
				handOver = append(handOver, first.Sub(killed))
			} else {
				stall = append(stall, first.Sub(killed))
			}
		}
		t.Logf("table %s (hosted by %s): %d moves, %d at the kill, scores %v", r.Code, r.Server, len(rec.Moves), atKill[i], end.Scores)
	}
	slices.Sort(handOver)
	slices.Sort(stall)
	n := 0
	reconnects.Range(func(any, any) bool { n++; return true })
	t.Logf("%s killed. Hand-over of its tables (kill to next move): %v; pause at the other tables: %v; %d seats reconnected", victim, handOver, stall, n)
}
