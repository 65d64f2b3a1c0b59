package kakuzu

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/podium"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// loggedGame is a two-person game on the wiki sheet after the corners'
// neutral setup, a match and a miss by the first seat, played by taps.
func loggedGame(t *testing.T) (g *rig, hit, miss kakuzu.Square, n1, n2 int) {
	t.Helper()
	mk := func(seed uint64) core.Table { return table(seats(2), seed, kakuzu.Classic, 0) }
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool {
		n, ok := tryDraw(t, st)
		if !ok {
			return false
		}
		sq := covering(t, st, n, true)
		must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
		_, ok = tryDraw(t, st)
		return ok
	}))
	st := deal(t, tb)
	neutralSetup(t, st)
	g = rigWith(t, tb, st)
	n1 = g.drawByTap()
	hit = covering(t, st, n1, true)
	g.liftByTap(hit)
	n2 = g.drawByTap()
	miss = covering(t, st, n2, false)
	g.liftByTap(miss)
	return g, hit, miss, n1, n2
}

// TestGameLogScripted: the log of a scripted game says, in order, who
// lifted which neutral stone where, that play starts, and each draw and
// lift of the first turn — the match kept, the miss given to the
// neighbour with what was hunted — grouped by turn, each line with its
// seat and the seat's colour; it reads the same from the scoring scene
// and after a save and resume, and follows the language.
func TestGameLogScripted(t *testing.T) {
	g, hit, miss, n1, n2 := loggedGame(t)
	ctx := g.ctx
	sheet := g.r.st.Sheet()
	var want []core.LogLine
	line := func(seat, turn int, text string) {
		l := core.LogLine{Seat: seat, Text: text, Turn: turn}
		if seat >= 0 {
			l.Colour = seatColour(seat)
		}
		want = append(want, l)
	}
	names := []string{"P1", "P2"}
	for i, sq := range corners {
		line(i%2, 0, ctx.T("kakuzu.log.neutral", names[i%2], sheet.At(sq), sq.Row+1, sq.Col+1))
	}
	line(-1, 0, ctx.T("kakuzu.playstarts", "P1"))
	line(0, 1, ctx.T("kakuzu.drew", "P1", n1))
	line(0, 1, ctx.T("kakuzu.log.kept", "P1", n1, hit.Row+1, hit.Col+1))
	line(0, 1, ctx.T("kakuzu.drew", "P1", n2))
	line(0, 1, ctx.T("kakuzu.log.missed", "P1", sheet.At(miss), miss.Row+1, miss.Col+1, n2, "P2"))
	got := g.r.GameLog(ctx)
	if !slices.Equal(got, want) {
		t.Fatalf("the log:\n%s\nwant:\n%s", logText(got), logText(want))
	}
	if s := NewScoring(ctx, g.r.table, g.r.st); !slices.Equal(s.GameLog(ctx), want) {
		t.Errorf("the scoring scene's log:\n%s", logText(s.GameLog(ctx)))
	}
	// Saved after the miss, read back as the menu does: the same log and
	// the same mark on the stone lifted last.
	sv, err := load(t)
	if err != nil || sv == nil {
		t.Fatalf("load: %v, %v", sv, err)
	}
	g2 := g.resumed(sv)
	if got := g2.r.GameLog(ctx); !slices.Equal(got, want) {
		t.Fatalf("the resumed log:\n%s", logText(got))
	}
	if want := (lastLift{sq: miss, seat: 0, kind: liftMissed}); g.r.last != want || g2.r.last != want {
		t.Errorf("the last lift is %+v, resumed %+v; want %+v", g.r.last, g2.r.last, want)
	}
	ctx.Tr = i18n.New("ru")
	ru := g2.r.GameLog(ctx)
	if len(ru) != len(want) || ru[len(ru)-1].Text != ctx.T("kakuzu.log.missed", "P1", sheet.At(miss), miss.Row+1, miss.Col+1, n2, "P2") {
		t.Errorf("the log in Russian ends %q", ru[len(ru)-1].Text)
	}
}

// logText is a log one line each, for failure messages.
func logText(ls []core.LogLine) string {
	out := ""
	for _, l := range ls {
		out += fmt.Sprintf("  %d seat %d %v: %s\n", l.Turn, l.Seat, l.Colour, l.Text)
	}
	return out
}

// TestGameLogEnds: a whole game of bots logs every lift once (the neutral
// stones and play: 81 lines of a lift), the digits leaving the game, and
// ends with the empty tray and each seat's stones.
func TestGameLogEnds(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	ctx, nv := newContext(1280, 800)
	tb := table(bots(3), 11, kakuzu.Classic, 0)
	g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, tb)}
	g.r.Layout(ctx)
	s := g.playToScoring(60_000)
	lines := s.GameLog(ctx)
	lifts := 0
	for _, m := range s.st.Moves() {
		if m.Action == kakuzu.ActionLift {
			lifts++
		}
	}
	if lifts != kakuzu.Squares {
		t.Fatalf("%d lifts in a whole game", lifts)
	}
	n := len(lines)
	for p, sc := range s.st.Scores() {
		want := ctx.N("kakuzu.log.final", sc, ctx.Tr.SeatName(tb.Seats[p].Name), sc)
		if l := lines[n-3+p]; l.Text != want || l.Seat != p {
			t.Errorf("the log's end for seat %d: %+v, want %q", p, l, want)
		}
	}
	if l := lines[n-4]; l.Text != ctx.T("kakuzu.over") || l.Seat != -1 {
		t.Errorf("the log says %q before the scores", l.Text)
	}
	retired := 0
	for _, l := range lines {
		for d := 1; d <= 9; d++ {
			if l.Text == ctx.T("kakuzu.retired", d) {
				retired++
			}
		}
	}
	if retired != 9 {
		t.Errorf("the log retires %d digits, want 9", retired)
	}
}

// TestLogOpens: the round's Log button opens the log in every layout
// (at the screen, on a phone, around a table of two to four), as does
// the key L; the scoring scene's Log button too.
func TestLogOpens(t *testing.T) {
	sizes := [][3]int{{1280, 800, 0}, {390, 844, 0}, {844, 390, 0}, {1280, 800, 1}, {800, 1280, 1}}
	for _, sz := range sizes {
		for n := 2; n <= 4; n++ {
			tb := table(seats(n), 1, kakuzu.Classic, 0)
			tb.Around = sz[2] == 1
			st := deal(t, tb)
			neutralSetup(t, st)
			g := rigSized(t, tb, st, sz[0], sz[1])
			g.step()
			b := g.find(idLog.String())
			if !b.Enabled || min(b.W, b.H) < layouttest.TouchPx-0.5 {
				t.Errorf("%v %d seats: the log button %+v", sz, n, b)
			}
			g.tap(idLog.String())
			g.press(ui.KeyLog)
			if !slices.Equal(g.nav.overlays, []core.OverlayKind{core.OverlayLog, core.OverlayLog}) {
				t.Errorf("%v %d seats: the button and L opened %v", sz, n, g.nav.overlays)
			}
			if st.MoveCount() != 9 {
				t.Fatalf("opening the log played %v", st.Moves()[9:])
			}
		}
	}
	ctx, nv := newContext(390, 844)
	tb := table(seats(2), 1, kakuzu.Classic, 0)
	st := deal(t, tb)
	s := NewScoring(ctx, tb, st)
	s.Layout(ctx)
	var b ui.Target
	for _, x := range s.Targets() {
		if x.ID == podium.IDLog.String() {
			b = x
		}
	}
	if min(b.W, b.H) < layouttest.TouchPx-0.5 {
		t.Fatalf("the scoring scene's log button %+v", b)
	}
	sc := &ui.Script{}
	sc.Tap(b.X+b.W/2, b.Y+b.H/2, true)
	for sc.Pending() > 0 {
		f := sc.Poll(1)
		ctx.Frame = &f
		s.Update(ctx)
	}
	if !slices.Equal(nv.overlays, []core.OverlayKind{core.OverlayLog}) {
		t.Errorf("the scoring scene's log button opened %v", nv.overlays)
	}
}

// TestOwnMissStaysReadable: when a person misses and a bot is next, the
// miss's words stay in the news — not replaced by "Now …" — and the bot
// waits a reading pause before it draws.
func TestOwnMissStaysReadable(t *testing.T) {
	mk := func(seed uint64) core.Table { return table(seats(1, "easy"), seed, kakuzu.Classic, 0) }
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool { _, ok := tryDraw(t, st); return ok }))
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	n := g.drawByTap()
	miss := covering(t, st, n, false)
	g.liftByTap(miss)
	sheet := st.Sheet()
	said := g.ctx.T("kakuzu.missed", "P1", sheet.At(miss), n, "Bot1")
	moves := st.MoveCount()
	for tick := range readTicks + thinkDraw - 1 {
		if st.MoveCount() != moves || g.r.message != said {
			t.Fatalf("%d ticks after the miss: %d moves more, the news says %q; want %q", tick, st.MoveCount()-moves, g.r.message, said)
		}
		g.step()
	}
	g.waitFor("the bot to draw", 200, func() bool { return st.MoveCount() > moves })
}

// TestLogShots paints rounds with the last lift marked and the Log
// button, and the scores with theirs, at 1280×800, 390×844 and around a
// table of four, in English, Italian and Russian ($CIFRA_SHOTS keeps
// them).
func TestLogShots(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	t.Setenv(store.EnvConfigDir, t.TempDir())
	for _, lang := range []string{"en", "it", "ru"} {
		for _, c := range []struct {
			name   string
			w, h   int
			around bool
			seats  []rules.Player
		}{{"landscape", 1280, 800, false, mixed(2)}, {"portrait", 390, 844, false, mixed(3)}, {"table-4", 1280, 800, true, mixed(4)}} {
			ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
				Nav: nopNav{}, Frame: &ui.Frame{}, W: c.w, H: c.h, Scale: 1}
			tb := core.Table{Game: "kakuzu", Seats: c.seats, Seed: 5, Around: c.around,
				Options: map[string]any{"variant": "classic", "turnSeconds": 0}}
			r := NewRound(ctx, tb)
			r.Layout(ctx)
			stand, _ := kakuzu.NewBot("normal", 7, 0)
			// Play until a person has just missed: the mark and the words.
			for i := 0; i < 20000 && !(r.last.kind == liftMissed && r.human(r.last.seat) && r.st.Covered() < 60 && !r.run.Busy()); i++ {
				ctx.Tick = int64(i)
				r.Update(ctx)
				if !r.run.Busy() && r.human(r.st.Turn()) && !r.st.Finished() {
					if m, ok := r.st.RandomDraw(); ok {
						r.apply(ctx, m)
					} else if m, ok := stand.Choose(r.st.View(r.st.Turn())); ok {
						r.apply(ctx, m)
					}
				}
			}
			img := ebiten.NewImage(c.w, c.h)
			r.Draw(img, ctx)
			if err := ebitentest.Shoot(img, filepath.Join(dir, "log-"+c.name+"-"+lang+".png")); err != nil {
				t.Error(err)
			}
			img.Deallocate()
		}
		for _, sz := range [][2]int{{1280, 800}, {390, 844}} {
			ctx, _ := newContext(sz[0], sz[1])
			ctx.Tr = i18n.New(i18n.Lang(lang))
			tb := table(bots(2), 11, kakuzu.Classic, 0)
			g := &rig{t: t, ctx: ctx, nav: &nav{}, script: &ui.Script{}, r: NewRound(ctx, tb)}
			ctx.Nav = g.nav
			g.r.Layout(ctx)
			s := g.playToScoring(60_000)
			s.Layout(ctx)
			for range 60 {
				s.Update(ctx)
			}
			img := ebiten.NewImage(sz[0], sz[1])
			s.Draw(img, ctx)
			if err := ebitentest.Shoot(img, filepath.Join(dir, "log-scoring-"+lang+"-"+itoa(sz[0])+"x"+itoa(sz[1])+".png")); err != nil {
				t.Error(err)
			}
			img.Deallocate()
		}
	}
}
