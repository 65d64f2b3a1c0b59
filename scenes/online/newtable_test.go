//go:build !js

package online

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/kakuro"
	"cifra/scenes/kakuzu"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The three games as the app offers them online.
func onlineGames() []*core.Game { return []*core.Game{testGame, &kakuro.Game, &kakuzu.Game} }

// pressUntil presses id until cond holds (at most 20 presses).
func pressUntil(t *testing.T, ctx *core.Context, l *Lobby, id ui.ID, cond func() bool) {
	t.Helper()
	for range 20 {
		if cond() {
			return
		}
		press(t, ctx, l, id)
	}
	t.Fatalf("pressing %s never got there", id)
}

// optionID is the button of game g's option key.
func optionID(t *testing.T, g *core.Game, key string) ui.ID {
	t.Helper()
	for i, o := range g.Options {
		if o.Key == key {
			return ui.Indexed(optionName, i)
		}
	}
	t.Fatalf("%s has no option %s", g.ID, key)
	return ui.ID{}
}

// A new Kakuro table offers the hourglass and the buzzer race (not the
// claim time or the deal, which its server does not keep), says what each
// race means, asks the server for what was chosen, and its room shows it
// to the guest too.
func TestANewTableHasItsOptions(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	ctx, n := newContext(1280, 800, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana"}
	l := NewLobby(ctx, onlineGames(), "")
	l.Layout(ctx)
	press(t, ctx, l, idNew)
	if l.choices.g().ID != "knister" || len(l.choices.ids()) != 6 || l.choices.ids()[5] != idPace || l.choices.help(ctx) != "" {
		t.Fatalf("Knister offers %v, help %q: it has no online options but its pace", l.choices.ids(), l.choices.help(ctx))
	}
	pressUntil(t, ctx, l, idGame, func() bool { return l.choices.g().ID == "kakuro" })
	hourglass := optionID(t, &kakuro.Game, "hourglass")
	want := []ui.ID{idGame, idPlayers, idBots, idLevel, idDrop, hourglass, idBuzzer}
	if got := l.choices.ids(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("Kakuro offers %v, want %v", got, want)
	}
	if got := l.choices.help(ctx); got != ctx.T("online.buzzer.reaction.help") {
		t.Fatalf("the help line says %q, not what the race by reaction means", got)
	}
	shoot(t, ctx, l, dir, "en-new-kakuro.png")
	press(t, ctx, l, idBuzzer)
	if l.choices.buzzer != wire.BuzzArrival || l.choices.help(ctx) != ctx.T("online.buzzer.arrival.help") {
		t.Fatalf("after a press the buzzer is %q and the help says %q", l.choices.buzzer, l.choices.help(ctx))
	}
	pressUntil(t, ctx, l, hourglass, func() bool { return l.choices.options["hourglass"] == 120 })
	press(t, ctx, l, idCreate)
	tickUntil(t, ctx, l, "the room", func() bool { return n.taken() != nil })
	room := n.take().(*Room)
	var opts map[string]any
	if err := json.Unmarshal(room.room.Options, &opts); err != nil || opts["hourglass"] != 120.0 || len(opts) != 1 ||
		room.room.Buzzer != wire.BuzzArrival || room.room.Takeover == "" {
		t.Fatalf("the server made the room %+v (options %s)", room.room, room.room.Options)
	}

	// The guest sees the table's terms in its room.
	joined, err := client.Join(context.Background(), srv.URL, room.cred.Table, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	gctx, _ := newContext(390, 844, "de")
	guest := NewRoom(gctx, onlineGames(), srv.URL, joined.Seat, &joined.Room)
	guest.Layout(gctx)
	terms := strings.Join(tableTerms(gctx, guest.games, &guest.room), "|")
	for _, w := range []string{gctx.T("option.kakuro.hourglass", gctx.T("option.seconds", 120)), gctx.T("online.buzzer.arrival"), gctx.T("online.drop.bot")} {
		if !strings.Contains(terms, w) {
			t.Errorf("the guest's room says %q, without %q", terms, w)
		}
	}
	shoot(t, gctx, guest, dir, "de-room-kakuro-terms.png")
	guest.controls.Set(nil)
	room.Layout(ctx)

	// Kakuzu's variant goes to the server too; its turn clock and sheet,
	// which the table's server does not keep, are not offered.
	l = NewLobby(ctx, onlineGames(), "")
	l.Layout(ctx)
	press(t, ctx, l, idNew)
	pressUntil(t, ctx, l, idGame, func() bool { return l.choices.g().ID == "kakuzu" })
	variant := optionID(t, &kakuzu.Game, "variant")
	if got := l.choices.ids(); len(got) != 7 || got[5] != variant || got[6] != idPace {
		t.Fatalf("Kakuzu offers %v", got)
	}
	pressUntil(t, ctx, l, variant, func() bool { return l.choices.options["variant"] == "no-bag" })
	if got := l.choices.help(ctx); got != ctx.T("option.kakuzu.variant.no-bag.help") {
		t.Fatalf("the help line says %q under the no-bag variant", got)
	}
	if req := l.choices.request(ctx, "Ana"); string(req.Options) != `{"variant":"no-bag"}` || req.Buzzer != "" {
		t.Fatalf("Kakuzu asks for options %s, buzzer %q", req.Options, req.Buzzer)
	}
	// A default is not written: the rules' default is the same.
	pressUntil(t, ctx, l, variant, func() bool { return l.choices.options["variant"] == "classic" })
	if req := l.choices.request(ctx, "Ana"); req.Options != nil {
		t.Fatalf("the default variant is asked as %s", req.Options)
	}
}

// The new table's step fits every screen in every language, with every
// game's choices: no button off the screen, none overlapping another or
// smaller than a touch target, and no text out of its box.
func TestTheNewTableFitsEveryScreen(t *testing.T) {
	kit := sprites.NewKit(sprites.Classic())
	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			ctx := &core.Context{Kit: kit, Tr: i18n.New(lang), Settings: &core.Settings{}, Nav: &nav{},
				Frame: &ui.Frame{}, W: size[0], H: size[1], Scale: 1}
			l := NewLobby(ctx, onlineGames(), "")
			l.Layout(ctx)
			press(t, ctx, l, idNew)
			for range onlineGames() {
				what := fmt.Sprintf("%s %dx%d %s", l.choices.g().ID, size[0], size[1], lang)
				layouttest.CheckTargets(t, what, ctx, l.Targets(), 44)
				layouttest.CheckTexts(t, what, ctx, func(dst *ebiten.Image) { l.Draw(dst, ctx) })
				press(t, ctx, l, idGame)
			}
		}
	}
}

// A Knister or Kakuzu table may be played over days: the pace's button
// steps through the clocks per move, says what it means, and asks the
// server for it, a dropped player then waited for (no takeover); Kakuro,
// played at one sitting, has no pace. The room shows the clock.
func TestANewTableMayBePlayedOverDays(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	ctx, n := newContext(390, 844, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana"}
	l := NewLobby(ctx, onlineGames(), "")
	l.Layout(ctx)
	press(t, ctx, l, idNew)
	if req := l.choices.request(ctx, "Ana"); req.MoveClock != 0 || req.Takeover == "" {
		t.Fatalf("a new table is asked with a clock of %d s and takeover %q", req.MoveClock, req.Takeover)
	}
	pressUntil(t, ctx, l, idPace, func() bool { return paces[l.choices.pace] == 24*3600 })
	if got := l.choices.label(ctx, idPace); got != "Over days: 1 day a move" {
		t.Errorf("the pace's label: %q", got)
	}
	if got := l.choices.help(ctx); !strings.Contains(got, "each move may wait 1 day") {
		t.Errorf("the pace's help: %q", got)
	}
	if l.choices.enabled(idDrop, true) || l.choices.label(ctx, idDrop) != ctx.T("online.drop.wait") {
		t.Error("a table over days still offers a bot for a dropped player")
	}
	if req := l.choices.request(ctx, "Ana"); req.MoveClock != 24*3600 || req.Takeover != "" {
		t.Fatalf("a table over days is asked with a clock of %d s and takeover %q", req.MoveClock, req.Takeover)
	}
	press(t, ctx, l, idCreate)
	tickUntil(t, ctx, l, "the room", func() bool { return n.taken() != nil })
	room := n.take().(*Room)
	if room.room.MoveClock != 24*3600 || !slices.Contains(tableTerms(ctx, onlineGames(), &room.room), "Over days: 1 day a move") {
		t.Fatalf("the room %+v says %v", room.room, tableTerms(ctx, onlineGames(), &room.room))
	}
	room.controls.Set(nil)

	l = NewLobby(ctx, onlineGames(), "")
	l.Layout(ctx)
	press(t, ctx, l, idNew)
	pressUntil(t, ctx, l, idPace, func() bool { return l.choices.pace == len(paces)-1 })
	pressUntil(t, ctx, l, idGame, func() bool { return l.choices.g().ID == "kakuro" })
	if slices.Contains(l.choices.ids(), idPace) || l.choices.request(ctx, "Ana").MoveClock != 0 {
		t.Errorf("Kakuro offers %v, asks a clock of %d s", l.choices.ids(), l.choices.request(ctx, "Ana").MoveClock)
	}
}

// A player's table in play says whom it waits for and how long is left.
func TestATablesTurnIsSaidWithTheTimeLeft(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	at := func(d time.Duration) int64 { return now.Add(d).UnixMilli() }
	for _, lang := range []string{"en", "de", "ru"} {
		ctx, _ := newContext(390, 844, lang)
		for _, c := range []struct {
			t    wire.MyTable
			want string
		}{
			{wire.MyTable{State: wire.TablePlaying, Turn: true, DeadlineMs: at(5*time.Hour + 10*time.Minute)}, ctx.T("online.mine.turn") + " · " + ctx.T("online.mine.left", ctx.T("online.dur.hours", 5))},
			{wire.MyTable{State: wire.TablePlaying, Awaiting: []string{"Bea"}, DeadlineMs: at(50 * time.Hour)}, ctx.T("online.mine.waits", "Bea") + " · " + ctx.T("online.mine.left", ctx.N("online.dur.days", 2, 2))},
			{wire.MyTable{State: wire.TablePlaying, Turn: true, DeadlineMs: at(-time.Minute)}, ctx.T("online.mine.turn") + " · " + ctx.T("online.mine.late")},
			{wire.MyTable{State: wire.TablePlaying, Turn: true}, ctx.T("online.mine.turn")},
			{wire.MyTable{State: wire.TablePlaying, Awaiting: []string{"Ana", "Bea"}, DeadlineMs: at(90 * time.Second)}, ctx.T("online.mine.waits", "Ana, Bea") + " · " + ctx.T("online.mine.left", ctx.T("online.dur.minutes", 2))},
			{wire.MyTable{State: wire.TablePlaying}, ""},
			{wire.MyTable{State: wire.TableOver, Turn: true}, ""},
		} {
			if got := turnWords(ctx, c.t, now); got != c.want {
				t.Errorf("%s: %+v is said %q, want %q", lang, c.t, got, c.want)
			}
		}
	}
}
