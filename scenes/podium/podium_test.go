package podium

import (
	"os"
	"strings"
	"testing"
	"time"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/stats"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// nav is a navigator that goes nowhere.
type nav struct{}

func (nav) Switch(core.Scene)          {}
func (nav) Menu()                      {}
func (nav) Overlay(k core.OverlayKind) {}
func (nav) CloseOverlay()              {}
func (nav) Quit()                      {}
func (nav) SettingsChanged()           {}

// newContext is an English context for scoring scenes.
func newContext() *core.Context {
	return &core.Context{
		Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1,
	}
}

// useTempDir points the store at a fresh directory for one test.
func useTempDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(store.EnvConfigDir, dir)
	return dir
}

// soloTable is one person at game with options.
func soloTable(game string, options map[string]any) core.Table {
	return core.Table{Game: game, Seats: []rules.Player{{Name: "Ann"}}, Options: options, Seed: 7}
}

// finish ends a game of t with scores (the first seat winning) and returns
// its podium, failing on any notice.
func finish(t *testing.T, ctx *core.Context, table core.Table, scores ...int) *Podium {
	t.Helper()
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	p := New(ctx, table, order, scores, []int{0})
	if n := ctx.TakeNotices(); len(n) != 0 {
		t.Fatalf("notices %q", n)
	}
	return p
}

func played(t *testing.T, game string) stats.GameStats {
	t.Helper()
	s, err := stats.Load()
	if err != nil {
		t.Fatalf("stats.Load: %v", err)
	}
	return s.For(game)
}

func TestPracticeIsNotCounted(t *testing.T) {
	dir := useTempDir(t)
	ctx := newContext()
	kakuro := map[string]any{"hourglass": 60, "claim": 20, "deal": "seed"}
	for _, table := range []core.Table{
		soloTable("kakuro", kakuro),
		{Game: "kakuro", Seats: []rules.Player{{Name: "Ann"}, {Name: "Bot", Bot: "easy"}}, Options: kakuro},
		{Game: "kakuro", Seats: []rules.Player{{Name: "Ann"}, {Name: "Ben"}}},
	} {
		table.Practice = true
		scores := make([]int, len(table.Seats))
		scores[0] = 90
		p := finish(t, ctx, table, scores...)
		if p.NewBest || p.BestNote(ctx) != "" {
			t.Errorf("practice with %d seats: NewBest %v, note %q", len(table.Seats), p.NewBest, p.BestNote(ctx))
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("practice games wrote %d files", len(entries))
	}
	// The same game, not practice, is counted.
	p := finish(t, ctx, soloTable("kakuro", kakuro), 90)
	if g := played(t, "kakuro"); g.Played != 1 || !p.NewBest {
		t.Fatalf("a real game: %+v, NewBest %v", g, p.NewBest)
	}
}

func TestAutoplayIsNotCounted(t *testing.T) {
	useTempDir(t)
	ctx := newContext()
	ctx.Autoplay = true
	p := finish(t, ctx, soloTable("knister", nil), 40)
	if g := played(t, "knister"); g.Played != 0 || p.BestNote(ctx) != "" {
		t.Fatalf("autoplay counted: %+v, note %q", g, p.BestNote(ctx))
	}
}

func TestBestNote(t *testing.T) {
	useTempDir(t)
	ctx := newContext()
	today := time.Now().Format(stats.DateLayout)
	a := map[string]any{"hourglass": 60, "claim": 20, "deal": "seed"}
	b := map[string]any{"hourglass": 30, "claim": 20, "deal": "seed"}
	duo := core.Table{Game: "kakuro", Seats: []rules.Player{{Name: "Ann"}, {Name: "Bot", Bot: "easy"}}, Options: a}
	bot := core.Table{Game: "kakuro", Seats: []rules.Player{{Name: "Bot", Bot: "easy"}}, Options: a}
	for _, c := range []struct {
		name   string
		table  core.Table
		scores []int
		want   string
	}{
		{"first game with a", soloTable("kakuro", a), []int{50}, "New personal best for these settings: 50!"},
		{"lower with a", soloTable("kakuro", a), []int{40}, "Your best with these settings: 50 (" + today + ")"},
		{"lower, with b", soloTable("kakuro", b), []int{30}, "New personal best for these settings: 30!"},
		{"tie with b", soloTable("kakuro", b), []int{30}, "Your best with these settings: 30 (" + today + ")"},
		{"a table game", duo, []int{99, 1}, ""},
		{"a bot alone", bot, []int{99}, ""},
		{"no options", soloTable("knister", nil), []int{20}, "New personal best: 20!"},
		{"no options, lower", soloTable("knister", map[string]any{}), []int{10}, "Your best: 20 (" + today + ")"},
		// Zero is nothing to celebrate, and no best to remind of.
		{"zero first", soloTable("kakuzu", nil), []int{0}, ""},
		{"zero again", soloTable("kakuzu", nil), []int{0}, ""},
		{"zero under a best", soloTable("knister", nil), []int{0}, "Your best: 20 (" + today + ")"},
	} {
		p := finish(t, ctx, c.table, c.scores...)
		// A run that spans midnight dates its bests either day.
		later := time.Now().Format(stats.DateLayout)
		if got := p.BestNote(ctx); got != c.want && got != strings.ReplaceAll(c.want, today, later) {
			t.Errorf("%s: BestNote %q, want %q", c.name, got, c.want)
		}
	}
	g := played(t, "kakuro")
	if g.Played != 5 || g.Best.Score != 50 {
		t.Errorf("kakuro statistics %+v, want 5 played (not the bot alone) and the best 50", g)
	}
	if best, ok := g.BestFor(stats.SettingKey(b)); !ok || best.Score != 30 {
		t.Errorf("best with b %+v (%v), want 30", best, ok)
	}
	// Nobody scoring is no win to celebrate.
	p := finish(t, ctx, duo, 0, 0)
	p.Layout(ctx, 60)
	if got := p.Winners(ctx, []int{0, 0}, []int{0, 1}); got != ctx.T("scoring.none") {
		t.Errorf("a shared win at 0 says %q", got)
	}
	if got := p.Winners(ctx, []int{3, 0}, []int{0}); got != "Ann wins with a score of 3!" {
		t.Errorf("a win at 3 says %q", got)
	}
}

// TestRowsAreTouchTargets: with up to four seats the ranking's rows, which
// choose whose details show, and the buttons are at least 44 px tall and
// wide on a phone, a tablet and two desktops.
func TestRowsAreTouchTargets(t *testing.T) {
	useTempDir(t)
	for _, size := range [][2]int{{390, 844}, {768, 1024}, {1280, 800}, {1920, 1080}} {
		for n := 2; n <= 4; n++ {
			ctx := newContext()
			ctx.W, ctx.H = size[0], size[1]
			tb := core.Table{Game: "knister", Seed: 3}
			scores := make([]int, n)
			for i := range n {
				tb.Seats = append(tb.Seats, rules.Player{Name: "P", Bot: "easy"})
				scores[i] = 10 - i
			}
			p := finish(t, ctx, tb, scores...)
			p.Layout(ctx, 7)
			for _, w := range p.Targets() {
				if w.Enabled && (w.H < 44 || w.W < 44) {
					t.Errorf("%dx%d, %d seats: %s is %.0f×%.0f px", size[0], size[1], n, w.ID, w.W, w.H)
				}
			}
		}
	}
}
