//go:build !js

package knister

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/online"
	"cifra/scenes/podium"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// A game of the rolls of the day, played alone, goes to the day's table
// from its podium: the headline says its place, the button opens the
// day's table, which names the player; a second game that day is told,
// not counted. A game of other rolls is not sent.
func TestAGameOfTheDayGoesToTheDaysTable(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	srv := onlinetest.Start(t, authority.Instant{})
	y, m, d := time.Now().Date()
	seed := knister.SeedOfTheDay(y, m, d)
	day := time.Now().Format(time.DateOnly)
	kit := sprites.NewKit(sprites.Classic())
	ctx := layouttest.Screen{Seats: 1, W: 1280, H: 800, Lang: "en"}.Context(kit)
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana"}
	ctx.Daily = online.DailyDesk{}
	table := core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: "Ana"}}, Seed: seed, Options: map[string]any{rollsOption: rollsDay}}
	texts := func(s core.Scene) string {
		return strings.Join(layouttest.Texts(ctx, func(dst *ebiten.Image) { s.Draw(dst, ctx) }), "|")
	}
	until := func(s core.Scene, want string) string {
		t.Helper()
		for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			s.Update(ctx)
			if got := texts(s); strings.Contains(got, want) {
				return got
			}
			if time.Now().After(deadline) {
				t.Fatalf("the %s scene never said %q: %q", s.Name(), want, texts(s))
			}
		}
	}
	s := NewScoring(ctx, table, finishedFrom(t, 1, seed))
	s.Layout(ctx)
	until(s, "Day’s table: place 1 of 1")
	if ctx.Settings.Online.Device == nil {
		t.Fatal("the device's key, made to send the game, is not kept")
	}
	if w := widget(s.Controls.Widgets(), podium.IDDay); w == nil || !w.Enabled {
		t.Fatalf("no Day's table button: %+v", s.Controls.Widgets())
	}
	dt := online.NewDayTable(ctx, knister.GameName, day, nil)
	dt.Layout(ctx)
	got := until(dt, "Ana")
	if p := dt.Probe(); p["place"] != 1 || p["players"] != 1 {
		t.Fatalf("the day's table says %v: %q", p, got)
	}
	layouttest.CheckTexts(t, "the day's table", ctx, func(dst *ebiten.Image) { dt.Draw(dst, ctx) })
	dir, _ := ebitentest.ShotDir(t, "DAILY_SHOTS")
	for name, sc := range map[string]core.Scene{"daily-podium.png": s, "daily-table.png": dt} {
		img := ebiten.NewImage(ctx.W, ctx.H)
		sc.Draw(img, ctx)
		if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}

	again := NewScoring(ctx, table, finishedFrom(t, 1, seed))
	again.Layout(ctx)
	until(again, "Played today already")

	other := table
	other.Seed, other.Options = 12, map[string]any{rollsOption: rollsSeed}
	plain := NewScoring(ctx, other, finishedFrom(t, 1, 12))
	plain.Layout(ctx)
	if widget(plain.Controls.Widgets(), podium.IDDay) != nil {
		t.Error("a game of new rolls offers the day's table")
	}
}

// widget is the widget id among ws, nil when none.
func widget(ws []ui.Widget, id ui.ID) *ui.Widget {
	i := slices.IndexFunc(ws, func(w ui.Widget) bool { return w.ID == id })
	if i < 0 {
		return nil
	}
	return &ws[i]
}

// placedDaily is a day's table that has placed every game at once.
type placedDaily struct{}

func (placedDaily) Send(*core.Context, *rules.Record, string) core.DailyTicket { return placedDaily{} }
func (placedDaily) Poll(ctx *core.Context) (string, bool) {
	return ctx.T("daily.placed", 377, 812), true
}
func (placedDaily) Open(*core.Context) core.Scene { return nil }

// The podium of a game of the day, with its place in the headline and
// the day's table's button among Log, Menu and Play again, reads at
// every size in every language.
func TestTheDailyPodiumFitsEveryScreen(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	y, m, d := time.Now().Date()
	seed := knister.SeedOfTheDay(y, m, d)
	st := finishedFrom(t, 1, seed)
	table := core.Table{Game: knister.GameName, Seats: layouttest.LongSeats(1, "hard")[:1], Seed: seed, Options: map[string]any{rollsOption: rollsDay}}
	table.Seats[0].Bot = ""
	layouttest.CheckScoring(t, 1, func(ctx *core.Context) (core.Scene, func(int)) {
		ctx.Daily = placedDaily{}
		s := NewScoring(ctx, table, st)
		if widget(s.Controls.Widgets(), podium.IDDay) == nil {
			s.Layout(ctx)
		}
		return s, func(p int) { s.Selected = p }
	})
}
