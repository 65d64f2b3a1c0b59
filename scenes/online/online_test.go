//go:build !js

// The online tests run a server, which the browser build cannot.

package online

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	_ "cifra/scenes/knister/texts" // the test game's name, as Knister's
	"cifra/scenes/ui"
	"cifra/sprites"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// nav records where the scenes go.
type nav struct {
	scene    core.Scene
	menu     bool
	settings int
}

func (n *nav) Switch(s core.Scene)      { n.scene = s }
func (n *nav) Menu()                    { n.menu = true }
func (n *nav) Overlay(core.OverlayKind) {}
func (n *nav) CloseOverlay()            {}
func (n *nav) Quit()                    {}
func (n *nav) SettingsChanged()         { n.settings++ }
func (n *nav) take() (s core.Scene)     { s, n.scene = n.scene, nil; return s }
func (n *nav) taken() core.Scene        { return n.scene }

func newContext(w, h int, lang string) (*core.Context, *nav) {
	n := &nav{}
	return &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
		Nav: n, Frame: &ui.Frame{}, W: w, H: h, Scale: 1}, n
}

// roundScene stands for a game's round: it records its table.
type roundScene struct {
	core.Scene
	table core.Table
}

// testGame is a game that plays online, whose Start records the table.
var testGame = &core.Game{ID: "knister", MinSeats: 1, MaxSeats: 4, BotLevels: []string{"easy", "normal", "hard"}, Online: true,
	Start: func(_ *core.Context, t core.Table) core.Scene { return &roundScene{table: t} }}

// press taps the widget id of s.
func press(t *testing.T, ctx *core.Context, s core.Scene, id ui.ID) {
	t.Helper()
	for _, w := range s.Targets() {
		if w.ID == id.String() {
			if !w.Enabled {
				t.Fatalf("%s is not enabled", id)
			}
			x, y := w.X+w.W/2, w.Y+w.H/2
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Down: true, Pressed: true}}}
			s.Update(ctx)
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Released: true}}}
			s.Update(ctx)
			ctx.Frame = &ui.Frame{}
			return
		}
	}
	t.Fatalf("no widget %s among %v", id, s.Targets())
}

// typeText types text into the focused field.
func typeText(ctx *core.Context, s core.Scene, text string) {
	ctx.Frame = &ui.Frame{Chars: []rune(text)}
	s.Update(ctx)
	ctx.Frame = &ui.Frame{}
}

// shoot paints s into a PNG of dir and checks a person would see
// something (the tests run in the game loop, TestMain).
func shoot(t *testing.T, ctx *core.Context, s core.Scene, dir, name string) {
	t.Helper()
	img := ebiten.NewImage(ctx.W, ctx.H)
	s.Draw(img, ctx)
	if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
		t.Error(err)
	}
}

// tickUntil updates s until ok, for at most 20 s.
func tickUntil(t *testing.T, ctx *core.Context, s core.Scene, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("%s never happened", what)
		}
		s.Update(ctx)
		time.Sleep(2 * time.Millisecond)
	}
}

// A host makes a room on the Play online screen, a guest joins it by
// code, says ready, and the host starts: both devices' rounds open at the
// table, with the names and seats of the room.
func TestHostAndGuestMeetInARoomAndStart(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	games := []*core.Game{testGame}
	for _, c := range []struct {
		w, h int
		lang string
	}{{1280, 800, "en"}, {390, 844, "de"}} {
		ctx, n := newContext(c.w, c.h, c.lang)
		l := NewLobby(ctx, games, "")
		l.Layout(ctx)
		press(t, ctx, l, idServer)
		for l.server.text != "" {
			ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyUndo}}
			l.Update(ctx)
		}
		typeText(ctx, l, srv.URL)
		press(t, ctx, l, idName)
		typeText(ctx, l, "Ana")
		shoot(t, ctx, l, dir, c.lang+"-lobby-home.png")
		press(t, ctx, l, idNew)
		press(t, ctx, l, idPlayers) // 3 players
		press(t, ctx, l, idBots)    // one of them a bot
		shoot(t, ctx, l, dir, c.lang+"-lobby-new.png")
		press(t, ctx, l, idCreate)
		if ctx.Settings.Online.Server != srv.URL || ctx.Settings.Online.Name != "Ana" || n.settings == 0 {
			t.Fatalf("the server and name were not kept: %+v", ctx.Settings.Online)
		}
		tickUntil(t, ctx, l, "the room", func() bool { return n.taken() != nil })
		room := n.take().(*Room)
		room.Layout(ctx)
		tickUntil(t, ctx, room, "entering the room", func() bool { return room.conn != nil })
		if room.room.Game != "knister" || len(room.room.Seats) != 3 || room.room.Seats[0].Name != "Ana" || room.room.Seats[2].Bot != "normal" {
			t.Fatalf("the room: %+v", room.room)
		}
		if room.controls.State(idStart).Pressed || isEnabled(room, idStart) {
			t.Fatal("Start is offered before the guest came")
		}

		// The guest: a Play online screen at the join step.
		gctx, gn := newContext(c.w, c.h, c.lang)
		gctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Bea"}
		g := NewLobby(gctx, games, "")
		g.Layout(gctx)
		press(t, gctx, g, idJoin)
		for _, r := range room.cred.Table[:5] {
			press(t, gctx, g, ui.Indexed(keyName, indexOf(r)))
		}
		typeText(gctx, g, room.cred.Table[5:])
		shoot(t, gctx, g, dir, c.lang+"-lobby-join.png")
		press(t, gctx, g, idGo)
		tickUntil(t, gctx, g, "the guest's room", func() bool { return gn.taken() != nil })
		groom := gn.take().(*Room)
		groom.Layout(gctx)
		tickUntil(t, gctx, groom, "the guest entering", func() bool { return groom.conn != nil })
		press(t, gctx, groom, idReady)
		tickUntil(t, ctx, room, "the guest's ready reaching the host", func() bool { return isEnabled(room, idStart) })
		shoot(t, ctx, room, dir, c.lang+"-room-host.png")
		shoot(t, gctx, groom, dir, c.lang+"-room-guest.png")
		press(t, ctx, room, idStart)
		tickUntil(t, ctx, room, "the host's round", func() bool { return n.taken() != nil })
		tickUntil(t, gctx, groom, "the guest's round", func() bool { return gn.taken() != nil })
		for who, s := range map[string]core.Scene{"host": n.take(), "guest": gn.take()} {
			rs, ok := s.(*roundScene)
			if !ok {
				t.Fatalf("the %s went to %T", who, s)
			}
			info := rs.table.Remote.Info()
			if info.Code != room.cred.Table || len(info.Players) != 3 || info.Players[1].Name != "Bea" || info.Players[2].Bot != "normal" ||
				info.Takeover != "normal" { // by default a bot plays for someone who drops
				t.Fatalf("the %s's table: %+v", who, info)
			}
			rs.table.Remote.Close()
		}
	}
}

// The join step says in words why a code is refused, and a server that
// does not answer.
func TestTheLobbySaysWhyNot(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	ctx, _ := newContext(1280, 800, "fr")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Cy"}
	l := NewLobby(ctx, []*core.Game{testGame}, "ZZZZZZ")
	l.Layout(ctx)
	press(t, ctx, l, idGo)
	tickUntil(t, ctx, l, "the answer", func() bool { return l.busy == nil })
	if l.message != ctx.T("online.err.unknown") {
		t.Fatalf("an unknown code says %q", l.message)
	}
	// A full table.
	made, err := client.Create(context.Background(), srv.URL, wire.CreateRequest{Game: "knister", Seats: []string{"open"}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	l = NewLobby(ctx, []*core.Game{testGame}, made.Code)
	l.Layout(ctx)
	press(t, ctx, l, idGo)
	tickUntil(t, ctx, l, "the answer", func() bool { return l.busy == nil })
	if l.message != ctx.T("online.err.full") {
		t.Fatalf("a full table says %q", l.message)
	}
	ctx.Settings.Online.Server = "127.0.0.1:1"
	l = NewLobby(ctx, []*core.Game{testGame}, "ABCDEF")
	l.Layout(ctx)
	press(t, ctx, l, idGo)
	tickUntil(t, ctx, l, "the answer", func() bool { return l.busy == nil })
	if want := ctx.T("online.err.unreachable", "nats://127.0.0.1:1"); l.message != want {
		t.Fatalf("an unreachable server says %q, want %q", l.message, want)
	}
}

func TestServerURLs(t *testing.T) {
	for _, c := range []struct {
		typed           string
		browser, secure bool
		want            string
	}{
		{"example.org", false, false, "nats://example.org:4222"},
		{"10.0.0.5:5000", false, false, "nats://10.0.0.5:5000"},
		{"example.org", true, false, "ws://example.org:4223"},
		{"example.org", true, true, "wss://example.org:4223"},
		{" ws://h:1 ", true, false, "ws://h:1"},
		{"::1", false, false, "nats://[::1]:4222"},
	} {
		if got, ok := ServerURL(c.typed, c.browser, c.secure); !ok || got != c.want {
			t.Errorf("%q (browser %v, secure %v) → %q, want %q", c.typed, c.browser, c.secure, got, c.want)
		}
	}
	if _, ok := ServerURL("  ", false, false); ok {
		t.Error("an empty address makes a URL")
	}
}

func isEnabled(s core.Scene, id ui.ID) bool {
	for _, w := range s.Targets() {
		if w.ID == id.String() {
			return w.Enabled
		}
	}
	return false
}

func indexOf(r rune) int {
	for i, c := range wire.CodeAlphabet {
		if c == r {
			return i
		}
	}
	return -1
}
