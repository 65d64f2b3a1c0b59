//go:build !js

package online

import (
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	rk "cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/knister"
	"cifra/scenes/ui"
)

// knisterGame is Knister with its real round, for a round watched.
var knisterGame = &core.Game{ID: "knister", MinSeats: 1, MaxSeats: 4, BotLevels: []string{"easy", "normal", "hard"}, Online: true,
	Start: func(ctx *core.Context, t core.Table) core.Scene { return knister.NewRound(ctx, t) }}

// playMoves plays each seat until it has made moves more moves (0: to the
// end), all at once.
func playMoves(t *testing.T, seats []*client.Seat, moves int) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, len(seats))
	for i, seat := range seats {
		wg.Go(func() {
			var stop func(int) bool
			if moves > 0 {
				stop = func(n int) bool { return n == moves }
			}
			_, errs[i] = seat.Play(onlinetest.Context(t), onlinetest.Knister(t, i, "easy"), stop)
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Someone types a table's code on the join step and taps Watch: the
// round of the game two others play opens at once, says it is watching,
// acts on no tap, and follows their moves to the end.
func TestWatchingATableByItsCode(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	made := srv.Create(t, wire.CreateRequest{Game: rk.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	seats := []*client.Seat{srv.Dial(t, made.Seats[0], client.Options{}), srv.Dial(t, made.Seats[1], client.Options{})}
	playMoves(t, seats, 3)

	ctx, n := newContext(1280, 800, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Cy"}
	l := NewLobby(ctx, []*core.Game{knisterGame}, "")
	l.Layout(ctx)
	press(t, ctx, l, idJoin)
	typeText(ctx, l, strings.ToLower(made.Code))
	if isEnabled(l, idWatch) != true || isEnabled(l, idGo) != true {
		t.Fatal("Watch and Join are not offered for a whole code")
	}
	shoot(t, ctx, l, dir, "en-watch-join.png")
	press(t, ctx, l, idWatch)
	tickUntil(t, ctx, l, "the watcher's room", func() bool { return n.taken() != nil })
	room := n.take().(*Room)
	room.Layout(ctx)
	tickUntil(t, ctx, room, "the watched round", func() bool { return n.taken() != nil })
	r, ok := n.take().(*knister.Round)
	if !ok {
		t.Fatalf("watching went to %T", n.scene)
	}
	if ctx.Settings.Online.Seat != nil {
		t.Fatal("watching kept a seat to come back to")
	}
	notices := strings.Join(ctx.TakeNotices(), " | ")
	if !strings.Contains(notices, ctx.T("online.watch.toast", made.Code)) {
		t.Fatalf("the round does not say it is watching: %q", notices)
	}
	table := r.Table()
	defer table.Remote.Close()
	if len(table.Remote.Mine()) != 0 || table.Seats[1].Name != "Bea" {
		t.Fatalf("the watched table: mine %v, seats %+v", table.Remote.Mine(), table.Seats)
	}
	r.Layout(ctx)
	for range 120 { // two seconds of game time: the dice settle
		r.Update(ctx)
	}
	if got, want := r.State().Round(), seats[0].View().Seq; got == 0 || want == 0 {
		t.Fatalf("the watched round is at roll %d (table at move %d)", got, want)
	}
	// No tap acts: every target tapped, the table plays nothing.
	before := srv.Lobby.Authority(made.Code).Seq()
	for _, w := range r.Targets() {
		if w.Enabled && strings.HasPrefix(w.ID, "round.cell") {
			x, y := w.X+w.W/2, w.Y+w.H/2
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Down: true, Pressed: true}}}
			r.Update(ctx)
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Released: true}}}
			r.Update(ctx)
		}
	}
	ctx.Frame = &ui.Frame{}
	time.Sleep(50 * time.Millisecond)
	if after := srv.Lobby.Authority(made.Code).Seq(); after != before {
		t.Fatalf("a watcher's taps played %d moves", after-before)
	}
	shoot(t, ctx, r, dir, "en-watch-round.png")

	// The seats play on; the round follows them to the end.
	playMoves(t, seats, 0)
	end := seats[0].End()
	tickUntil(t, ctx, r, "the watched round's end", func() bool { return r.State().Finished() })
	if got := r.State().Scores(); len(got) != len(end.Scores) || got[0] != end.Scores[0] || got[1] != end.Scores[1] {
		t.Fatalf("the watched round ends at %v; the table at %v", got, end.Scores)
	}
	for range 240 {
		r.Update(ctx)
	}
	shoot(t, ctx, r, dir, "en-watch-end.png")
}

// A table still waiting for its game is watched from its room, with
// nothing to do there but leave; when the host starts, the round opens.
func TestWatchingAWaitingRoom(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	made, err := client.Create(onlinetest.Context(t), srv.URL, wire.CreateRequest{Game: rk.GameName, Seats: []string{"open", "easy"},
		Names: []string{"Ana", ""}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	host, err := client.Enter(onlinetest.Context(t), srv.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	for _, c := range []struct {
		w, h int
		lang string
	}{{1280, 800, "fr"}, {390, 844, "ru"}} {
		ctx, n := newContext(c.w, c.h, c.lang)
		ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL}
		s := Watching(ctx, []*core.Game{testGame}, made.Code) // a -watch link
		s.Layout(ctx)
		tickUntil(t, ctx, s, "the watcher's room", func() bool { return n.taken() != nil })
		room := n.take().(*Room)
		room.Layout(ctx)
		tickUntil(t, ctx, room, "hearing the room", func() bool { return room.conn != nil && room.room.Code != "" })
		if isEnabled(room, idReady) || isEnabled(room, idStart) || !isEnabled(room, idLeave) {
			t.Fatalf("a watcher is offered %v", room.Targets())
		}
		shoot(t, ctx, room, dir, c.lang+"-watch-room.png")
		if c.lang == "fr" {
			room.leave(ctx)
			if _, back := n.take().(*Lobby); !back {
				t.Fatal("a watcher leaving the room does not go back to Play online")
			}
			continue // the next watcher sees the start
		}
		if err := host.Start(onlinetest.Context(t)); err != nil {
			t.Fatal(err)
		}
		tickUntil(t, ctx, room, "the watched round", func() bool { return n.taken() != nil })
		rs, ok := n.take().(*roundScene)
		if !ok || len(rs.table.Remote.Mine()) != 0 || rs.table.Remote.Info().Players[0].Name != "Ana" {
			t.Fatalf("the watched round: %T %+v", n.scene, rs)
		}
		rs.table.Remote.Close()
	}
}
