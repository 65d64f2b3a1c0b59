package main

import (
	"os"
	"strconv"
	"testing"
	"time"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/remote"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// TestAMoveMadeWhileTheServerIsDownGoesOnceItIsBack (issue 42 item 2):
// a device's table (online/remote, what a round uses) whose server
// process stops says it is reconnecting, holds the move its player makes
// meanwhile as waiting (Pending) for longer than any one request's wait
// (the old code gave a move up after 30 s, and the player lost it), and
// sends it once when the same server is back: it is played once, and
// nothing is refused.
func TestAMoveMadeWhileTheServerIsDownGoesOnceItIsBack(t *testing.T) {
	if testing.Short() {
		t.Skip("stops a server process for over 30 s")
	}
	bin := buildServer(t)
	port := freePorts(t, 1)[0]
	dir := t.TempDir()
	args := []string{"-addr", "127.0.0.1:" + strconv.Itoa(port), "-data", dir}
	first := startNode(t, bin, "solo", args...)
	url := first.wait(t, nodeStarted)[1]
	first.wait(t, serving)
	made := create(t, url, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	ctx := onlinetest.Context(t)
	// A first connection of Ana's seat reads her view for her move; then
	// her device follows the table as a round does. In that order: the
	// device that opens a seat last plays it (the earlier one is told it
	// is played elsewhere and stops).
	look, err := client.Dial(ctx, url, made.Seats[0], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	decide := onlinetest.Knister(t, 0, "easy")
	move, ok := decide(look.View().View)
	look.Close()
	if !ok {
		t.Fatalf("Ana has no move on her first view: %s", look.View().View)
	}
	ana := remote.Open(url, made.Seats[:1])
	defer ana.Close()
	waitFor(t, "Ana's device at the table", ana.Ready)

	if err := first.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	_ = first.cmd.Wait()
	waitFor(t, "Ana's device to see the server gone", func() bool { st, _ := ana.Status(); return st == remote.Reconnecting })
	if err := ana.Send(0, move); err != nil {
		t.Fatal(err)
	}
	time.Sleep(32 * time.Second)
	if n, r := ana.Pending(), ana.Refusals(); n != 1 || len(r) != 0 {
		t.Fatalf("32 s into the server's absence Ana's move is pending %d times, refused %+v; want waiting once", n, r)
	}

	again := startNode(t, bin, "solo", args...)
	again.wait(t, serving)
	waitFor(t, "Ana's move to be played", func() bool { return ana.Pending() == 0 && len(ana.Updates()) > 0 })
	if st, _ := ana.Status(); st != remote.Connected {
		t.Fatalf("Ana's device after the server came back: status %d", st)
	}
	if r := ana.Refusals(); len(r) != 0 {
		t.Fatalf("Ana's move was refused: %+v", r)
	}
	bea, err := client.Dial(ctx, url, made.Seats[1], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer bea.Close()
	played := 0
	for _, u := range bea.Updates() {
		if p, ok := rules.SeatOf(u.Move); ok && p == 0 {
			played++
		}
	}
	if played != 1 {
		t.Fatalf("Ana's move was played %d times at the table; want once: %+v", played, bea.Updates())
	}
}

// waitFor waits up to 30 s for ok, saying what it waited for.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 30 s for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
