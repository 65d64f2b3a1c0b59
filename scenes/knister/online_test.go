//go:build !js

// The online tests run a server, which the browser build cannot.

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
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/online"
	"cifra/scenes/overlay"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// A round at an online table plays the person's numbers through the
// table and the other device's and the server's bot's as they come, to
// the same end the table reaches, and saves nothing (its Undo:
// TestAnOnlineNumberIsTakenBackUntilTheRoll).
func TestARoundPlaysAnOnlineTableToTheEnd(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open", "easy"}, Names: []string{"Ana", "Bea", "Robo"}})
	other := s.Beside(t, made.Seats[1], onlinetest.Knister(t, 1, "easy"))
	r, sc := onlineRound(t, s.URL, made.Seats[:1])
	deadline := time.Now().Add(2 * time.Minute)
	if len(r.table.Seats) != 3 || r.table.Seats[0].Name != "Ana" || r.viewer != 0 {
		t.Fatalf("the round sits %+v, viewing seat %d", r.table.Seats, r.viewer)
	}
	bot, _ := knister.NewBot("hard", 7, 0)
	for !r.st.Finished() || r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: roll %d, placed %v", r.st.Round()+1, r.st.HasPlaced(0))
		}
		r.Update(sc)
		if r.canPlace() {
			c := bot.Choose(r.st.Grid(0), r.st.Sum(), r.st.RollsLeft())
			r.apply(sc, 0, c)
			if r.canPlace() {
				t.Fatal("the person may write again while the number is on its way")
			}
		}
		time.Sleep(time.Millisecond)
	}
	var end *wire.End
	for end == nil && time.Now().Before(deadline) {
		end = other.End()
		time.Sleep(time.Millisecond)
	}
	if end == nil || !sameInts(r.st.Scores(), end.Scores) {
		t.Fatalf("the round ends at %v; the table at %+v", r.st.Scores(), end)
	}
	if !r.primaryReady() {
		t.Fatal("the finished online round offers no way to the scores")
	}
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// At an online table whose other person drops, the round says so, shows
// the hold's countdown in the strip at the top, says when a bot takes the
// seat over and when the person is back.
func TestARoundShowsWhoDroppedAndWhoIsBack(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"},
		Takeover: "easy"})
	bea := s.Dial(t, made.Seats[1], client.Options{})
	r, ctx := onlineRound(t, s.URL, made.Seats[:1])
	// until runs the round's ticks until ok, advancing the table's clock
	// by step between them.
	until := func(what string, step time.Duration, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("never %s; notices %q, strip %q", what, ctx.TakeNotices(), r.net.Waiting())
			}
			clock.Advance(step)
			time.Sleep(20 * time.Millisecond)
			r.Update(ctx)
		}
	}
	said := func(words string) func() bool {
		return func() bool { return slices.Contains(ctx.TakeNotices(), words) }
	}
	until("shown Bea here", 0, func() bool { r.Update(ctx); return r.net.Mark(1) == wire.SeatHere })
	if !r.Ticking() {
		t.Fatal("an online round does not tick: the table's moves would wait for input")
	}
	bea.Close()
	until("said Bea dropped", 5*time.Second, said("Bea lost their connection."))
	if w := r.net.Waiting(); !strings.HasPrefix(w, "Waiting for Bea to reconnect… 0:") || !strings.HasSuffix(w, "then a bot plays for them") {
		t.Fatalf("the strip says %q", w)
	}
	img := ebiten.NewImage(ctx.W, ctx.H)
	r.Draw(img, ctx)
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	if err := ebitentest.Shoot(img, filepath.Join(dir, "online-away-en.png")); err != nil {
		t.Error(err)
	}
	until("said a bot plays for Bea", 5*time.Second, said("A bot plays for Bea until they are back."))
	if r.net.Waiting() != "" || r.net.Mark(1) != wire.SeatBot {
		t.Fatalf("with a bot in Bea's seat the strip says %q, %q", r.net.Waiting(), r.net.Mark(1))
	}
	s.Dial(t, made.Seats[1], client.Options{})
	until("said Bea is back", 0, said("Bea is back."))
}

// Two people at one device may sit at an online table: the device is
// passed between them for each roll as at a local table, and the game
// ends as the table's does.
func TestTwoPeopleAtOneDevicePlayAnOnlineTable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open", "open"}, Names: []string{"Ana", "Bea", "Cy"}})
	other := s.Beside(t, made.Seats[2], onlinetest.Knister(t, 2, "easy"))
	r, sc := onlineRound(t, s.URL, made.Seats[:2])
	deadline := time.Now().Add(2 * time.Minute)
	placed := [2]int{}
	for !r.st.Finished() || r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: roll %d, placed %v", r.st.Round()+1, placed)
		}
		r.Update(sc)
		if r.passing {
			r.ready()
		}
		if r.primaryReady() && !r.st.Finished() {
			r.advance(sc) // "Pass to Bea", as at a local table
		}
		if r.canPlace() {
			p := r.viewer
			bot, _ := knister.NewBot("easy", uint64(p+1), p)
			r.apply(sc, p, bot.Choose(r.st.Grid(p), r.st.Sum(), r.st.RollsLeft()))
			placed[p]++
		}
		time.Sleep(time.Millisecond)
	}
	if placed != [2]int{knister.Rounds, knister.Rounds} {
		t.Fatalf("the two people at the device wrote %v numbers", placed)
	}
	var end *wire.End
	for end == nil && time.Now().Before(deadline) {
		end = other.End()
		time.Sleep(time.Millisecond)
	}
	if end == nil || !sameInts(r.st.Scores(), end.Scores) {
		t.Fatalf("the round ends at %v; the table at %+v", r.st.Scores(), end)
	}
}

// onlineRound opens a round at this device's seats creds of the table at
// url, laid out in onlineContext; the table is let go when the test ends.
func onlineRound(t *testing.T, url string, creds []wire.Credential) (*Round, *core.Context) {
	t.Helper()
	remote, err := online.OpenWait(url, creds, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remote.Close)
	ctx := onlineContext()
	r := NewRound(ctx, core.Table{Game: knister.GameName, Remote: remote})
	r.Layout(ctx)
	return r, ctx
}

// onlineContext is an English 1280×800 context for an online round.
func onlineContext() *core.Context {
	return &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1}
}

// TestSettingsLeaveAutoRollOutOnline: the settings panel over a round
// offers "Roll automatically" at a table at this screen, and not at an
// online table, whose server rolls when everyone has written.
func TestSettingsLeaveAutoRollOutOnline(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "easy"}, Names: []string{"Ana", "Robo"}})
	remote, err := online.OpenWait(s.URL, made.Seats[:1], time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	defer remote.Close()
	sc := onlineContext()
	games := []*core.Game{&Game}
	offers := func(under core.Scene) bool {
		o := overlay.New(core.OverlaySettings, under, games, func() bool { return false })
		o.Layout(sc)
		return slices.ContainsFunc(o.Targets(), func(w ui.Target) bool { return strings.HasPrefix(w.ID, "settings.game") })
	}
	local := NewRound(sc, core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: "Ana"}}})
	local.Layout(sc)
	if !offers(local) {
		t.Fatal("the settings over a local round do not offer Roll automatically")
	}
	r := NewRound(sc, core.Table{Game: knister.GameName, Remote: remote})
	r.Layout(sc)
	if offers(r) {
		t.Fatal("the settings over an online round offer Roll automatically")
	}
}
