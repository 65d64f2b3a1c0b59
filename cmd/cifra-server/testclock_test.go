package main

import (
	"context"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// A server with -test-clock plays a table over days in a moment: moving
// its clock on through -health's listener runs a wait out, and the table
// plays for the seat whose time ran out. Without -health the flag is
// refused; without the flag the listener has no such door.
func TestATestClockRunsAWaitOut(t *testing.T) {
	err := run(context.Background(), []string{"-addr", "127.0.0.1:0", "-ws", "", "-data", t.TempDir(), "-test-clock"}, io.Discard, io.Discard, nil)
	if err == nil || !strings.Contains(err.Error(), "-health") {
		t.Fatalf("-test-clock without -health: %v", err)
	}
	urls, _ := serve(t, "-addr", "127.0.0.1:0", "-ws", "", "-data", t.TempDir(), "-health", "127.0.0.1:0", "-test-clock")
	ctx := onlinetest.Context(t)
	dev, err := client.NewDevice(urls.client)
	if err != nil {
		t.Fatal(err)
	}
	made, err := dev.Create(ctx, wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, "easy"}, Names: []string{"Ana", "Robo"}, MoveClock: 3600})
	if err != nil {
		t.Fatal(err)
	}
	me, err := dev.Hello(ctx, "")
	if err != nil || len(me.Tables) != 1 || !me.Tables[0].Turn {
		t.Fatalf("Ana's tables before: %+v, %v", me.Tables, err)
	}
	first := me.Tables[0].DeadlineMs
	resp, err := http.Post(urls.http+"/test/advance?by=2h", "", nil)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("moving the clock on: %v %v", resp, err)
	}
	resp.Body.Close()
	seat, err := client.Dial(ctx, urls.client, made.Seats[0], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer seat.Close()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if err := seat.Sync(ctx); err != nil {
			t.Fatal(err)
		}
		if slices.ContainsFunc(seat.Updates(), func(u wire.Update) bool { return u.TimeUp && strings.HasPrefix(string(u.Move), `{"p":0,`) }) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the table did not play for Ana once her hour ran out: %+v", seat.Updates())
		}
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		me, err = dev.Hello(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		// The deadline comes on this device's clock, which the test
		// clock is 2 h ahead of: the next roll's hour, all of it left.
		left := time.Until(time.UnixMilli(me.Tables[0].DeadlineMs))
		if me.Tables[0].Turn && me.Tables[0].DeadlineMs > first && left > 50*time.Minute && left <= time.Hour {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the next roll's deadline is %d (%v left here), the first's was %d", me.Tables[0].DeadlineMs, left, first)
		}
	}

	plain, _ := serve(t, "-addr", "127.0.0.1:0", "-ws", "", "-data", t.TempDir(), "-health", "127.0.0.1:0")
	resp, err = http.Post(plain.http+"/test/advance?by=2h", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		t.Error("a server without -test-clock moved its clock on")
	}
}
