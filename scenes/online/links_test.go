//go:build !js

package online

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/ui"
)

// waitingTable makes a table of two open seats, its host Ana, and
// returns its code.
func waitingTable(t *testing.T, url string) string {
	t.Helper()
	made, err := client.Create(onlinetest.Context(t), url, wire.CreateRequest{Version: wire.Version, Game: "knister",
		Seats: []string{"open", "open"}, Names: []string{"Ana", ""}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	return made.Code
}

// TestALinkJoinsAtOnce (issue 42 item 4): a link (-join CODE, ?join=)
// followed by a device that knows its player's name goes straight to
// the table's waiting room, the seat taken and kept; no Join to press.
func TestALinkJoinsAtOnce(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	code := waitingTable(t, srv.URL)
	ctx, n := newContext(1280, 800, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Bea"}
	s := Entry(ctx, []*core.Game{testGame}, code)
	s.Layout(ctx)
	tickUntil(t, ctx, s, "the waiting room", func() bool { return n.taken() != nil })
	room, ok := n.take().(*Room)
	if !ok {
		t.Fatalf("the link led to %T", n.scene)
	}
	if room.cred.Table != code || room.cred.Seat != 1 {
		t.Fatalf("the link seated %+v", room.cred)
	}
	if kept := ctx.Settings.Online.Seat; kept == nil || kept.Table != code {
		t.Fatalf("the seat is not kept: %+v", kept)
	}
}

// TestALinkAsksANameOnce (issue 42 item 4): a first visit from a link,
// where this device knows no name, opens the join step with the code
// typed and the name field focused under words saying why (Join
// without one still joins, as a guest the table names); typed and
// Entered, the table is joined under that name, which is kept: the next
// link joins at once.
func TestALinkAsksANameOnce(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	for _, c := range []struct {
		w, h int
		lang string
	}{{1280, 800, "en"}, {390, 844, "ru"}} {
		code := waitingTable(t, srv.URL)
		ctx, n := newContext(c.w, c.h, c.lang)
		ctx.Settings.Online.Server = srv.URL
		l, ok := Entry(ctx, []*core.Game{testGame}, code).(*Lobby)
		if !ok {
			t.Fatal("a first visit from a link did not stop for a name")
		}
		l.Layout(ctx)
		l.Update(ctx)
		if l.step != stepJoin || l.code.text != code || l.focus != &l.name || l.busy != nil {
			t.Fatalf("a first visit: step %d, code %q, name focused %v, asking %v", l.step, l.code.text, l.focus == &l.name, l.busy != nil)
		}
		if !isEnabled(l, idName) {
			t.Fatal("no name field at the join step")
		}
		shoot(t, ctx, l, dir, c.lang+"-link-name.png")
		typeText(ctx, l, "Bea")
		ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyActivate}}
		l.Update(ctx)
		ctx.Frame = &ui.Frame{}
		tickUntil(t, ctx, l, "the waiting room", func() bool { return n.taken() != nil })
		room := n.take().(*Room)
		room.Layout(ctx)
		tickUntil(t, ctx, room, "entering", func() bool { return room.conn != nil && room.mine().Name == "Bea" })
		if ctx.Settings.Online.Name != "Bea" {
			t.Fatalf("the name is not kept: %+v", ctx.Settings.Online)
		}
		room.conn.Close()
		// The next link: no question.
		next := waitingTable(t, srv.URL)
		s := Entry(ctx, []*core.Game{testGame}, next)
		s.Layout(ctx)
		tickUntil(t, ctx, s, "the second link's room", func() bool { return n.taken() != nil })
		if r := n.take().(*Room); r.cred.Table != next {
			t.Fatalf("the second link seated %+v", r.cred)
		}
	}
}

// TestTheCodeFieldKeepsTheKeyboardAfterAFailedJoin (issue 42 item 8): a
// Join refused (an unknown code) leaves the code field focused, so the
// code is mended by typing at once, and the keyboard's letters go there.
func TestTheCodeFieldKeepsTheKeyboardAfterAFailedJoin(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	ctx, _ := newContext(1280, 800, "de")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Cy"}
	l := NewLobby(ctx, []*core.Game{testGame}, "")
	l.Layout(ctx)
	press(t, ctx, l, idJoin)
	typeText(ctx, l, "zzzzzz")
	press(t, ctx, l, idGo)
	tickUntil(t, ctx, l, "the answer", func() bool { return l.busy == nil })
	if l.message != ctx.T("online.err.unknown") {
		t.Fatalf("an unknown code says %q", l.message)
	}
	if l.focus != &l.code {
		t.Fatal("after a failed Join the code field lost the keyboard")
	}
	shoot(t, ctx, l, dir, "de-join-failed.png")
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyUndo}}
	l.Update(ctx)
	typeText(ctx, l, "y")
	if l.code.text != "ZZZZZY" {
		t.Fatalf("typed after the failure, the code reads %q", l.code.text)
	}
	// A click on the field keeps the caret after the code's last letter.
	press(t, ctx, l, idCode)
	if l.focus != &l.code || l.code.text != "ZZZZZY" {
		t.Fatalf("a click on the field: focused %v, code %q", l.focus == &l.code, l.code.text)
	}
}

// TestTheRoomShowsItsLinkWithCopy (issue 42 item 4): the waiting room of
// a server that knows its page shows the link in words beside a Copy
// button (the QR code under them), every text readable; Copy says
// Copied, or why not where the computer has no clipboard tool.
func TestTheRoomShowsItsLinkWithCopy(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.StartWith(t, authority.Instant{}, func(c *lobby.Config) { c.Web = "http://192.168.1.20:8080/" })
	for _, c := range []struct {
		w, h int
		lang string
	}{{1280, 800, "en"}, {390, 844, "de"}, {844, 390, "fr"}} {
		code := waitingTable(t, srv.URL)
		ctx, _ := newContext(c.w, c.h, c.lang)
		ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Bea"}
		l := Entry(ctx, []*core.Game{testGame}, code)
		l.Layout(ctx)
		n := ctx.Nav.(*nav)
		tickUntil(t, ctx, l, "the waiting room", func() bool { return n.taken() != nil })
		room := n.take().(*Room)
		room.Layout(ctx)
		tickUntil(t, ctx, room, "entering", func() bool { return room.conn != nil && room.link() != "" })
		room.Layout(ctx)
		link := room.link()
		if !strings.HasSuffix(link, "?join="+code) {
			t.Fatalf("the room's link is %q", link)
		}
		if !isEnabled(room, idCopy) {
			t.Fatal("no Copy button")
		}
		draw := func(dst *ebiten.Image) { room.Draw(dst, ctx) }
		texts := layouttest.Texts(ctx, draw)
		if !strings.Contains(strings.Join(texts, ""), "?join="+code) {
			t.Errorf("%s %dx%d: the link is not written: %q", c.lang, c.w, c.h, texts)
		}
		what := fmt.Sprintf("room %s %dx%d", c.lang, c.w, c.h)
		layouttest.CheckTargets(t, what, ctx, room.Targets(), 44)
		// The link's words and Copy's (the rest of the room is the
		// room's tests' to hold).
		log := core.DrawTexts(ctx, draw)
		for _, p := range log.Problems() {
			t.Errorf("%s: %s", what, p)
		}
		for _, b := range log.Boxes {
			mine := strings.Contains(link, b.Text) || b.Text == ctx.T("online.link.copy")
			if mine && b.Size < 12*ctx.CSSPx()-0.01 {
				t.Errorf("%s: %q at %.1f px", what, b.Text, b.Size)
			}
		}
		shoot(t, ctx, room, dir, c.lang+"-room-link.png")
		press(t, ctx, room, idCopy)
		tickUntil(t, ctx, room, "the copy's answer", func() bool { return room.shareLink.copying == nil })
		if room.shareLink.copied == 0 && room.message != ctx.T("online.link.nocopy") {
			t.Fatalf("after Copy: copied %d, message %q", room.shareLink.copied, room.message)
		}
		room.conn.Close()
	}
}

// TestAFinishedTableReopensAtItsEnd (issue 42 item 1): a device that
// kept its seat while the game went on to its end without it goes back
// to the table's round, which catches the whole game up, its end
// included (the round shows its podium, and Following forgets the seat).
func TestAFinishedTableReopensAtItsEnd(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	made := finishedTable(t, srv)
	ctx, n := newContext(1280, 800, "en")
	kept := made.Seats[1]
	ctx.Settings.Online.Seat = &core.OnlineSeat{URL: srv.URL, Table: kept.Table, Seat: kept.Seat, Token: kept.Token}
	room := Resume(ctx, []*core.Game{testGame}, ctx.Settings.Online.Seat)
	room.Layout(ctx)
	tickUntil(t, ctx, room, "the round", func() bool { return n.taken() != nil })
	rs, ok := n.take().(*roundScene)
	if !ok {
		t.Fatalf("the finished table reopened at %T", n.scene)
	}
	defer rs.table.Remote.Close()
	deadline := time.Now().Add(20 * time.Second)
	for ended := false; !ended; {
		for _, u := range rs.table.Remote.Poll() {
			ended = ended || u.End != nil
		}
		if time.Now().After(deadline) {
			t.Fatal("the reopened round never learnt the game's end")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestAnUnreachableTableKeepsItsSeat: a device opened again while its
// table's server cannot be reached says so, and leaving that screen
// keeps the seat (the menu still offers the table): only a room heard
// from, not started, is given up by leaving it.
func TestAnUnreachableTableKeepsItsSeat(t *testing.T) {
	ctx, n := newContext(1280, 800, "en")
	seat := &core.OnlineSeat{URL: "nats://127.0.0.1:1", Table: "K7M2QX", Seat: 1, Token: "t"}
	ctx.Settings.Online.Seat = seat
	room := Resume(ctx, []*core.Game{testGame}, seat)
	room.Layout(ctx)
	tickUntil(t, ctx, room, "the connection's failure", func() bool { return room.gone })
	press(t, ctx, room, idLeave)
	if _, ok := n.take().(*Lobby); !ok || ctx.Settings.Online.Seat != seat {
		t.Fatalf("leaving an unreachable table: seat %+v", ctx.Settings.Online.Seat)
	}
}

// TestALinkToAFinishedTableGoesToTheMenu: a link followed to a table
// whose game is over (a page reloaded long after its podium) opens the
// menu, saying so, rather than a join step that cannot join.
func TestALinkToAFinishedTableGoesToTheMenu(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	made := finishedTable(t, srv)
	ctx, n := newContext(1280, 800, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Cy"}
	s := Entry(ctx, []*core.Game{testGame}, made.Code)
	s.Layout(ctx)
	tickUntil(t, ctx, s, "the answer", func() bool { return n.menu || s.(*Lobby).message != "" })
	if !n.menu {
		t.Fatalf("a link to a finished table stays at the join step: %q", s.(*Lobby).message)
	}
}

// finishedTable makes a Knister table of Ana and Bea, without a room,
// and plays it to its end by bots.
func finishedTable(t *testing.T, srv *onlinetest.Server) wire.CreateReply {
	t.Helper()
	made := srv.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	seats := []*client.Seat{srv.Dial(t, made.Seats[0], client.Options{}), srv.Dial(t, made.Seats[1], client.Options{})}
	onlinetest.PlayAll(t, seats, func(i int) client.Decide { return onlinetest.Knister(t, i, "easy") })
	return made
}
