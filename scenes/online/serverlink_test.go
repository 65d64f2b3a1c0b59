//go:build !js

package online

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/core/remotetest"
	"cifra/scenes/i18n"
	"cifra/sprites"
)

// lostTable is a table whose server cannot be reached since lost, with
// moves of this device's waiting to be sent.
func lostTable(link core.Link, lost time.Time, moves int) *remotetest.Table {
	return &remotetest.Table{Table: wire.Table{Code: "ABC123", Players: []rules.Player{{Name: "Ana"}, {Name: "Bea"}}},
		Seats: []int{0}, Linked: link, Lost: lost, Waiting: moves}
}

// While the table's server cannot be reached, a round's banner says so
// with how long it has been and how many moves wait to be sent, at every
// size and in every language, never under 12 CSS px nor off the screen;
// once the server is back the banner goes (issue 42 item 2).
func TestTheBannerSaysTheServerCannotBeReached(t *testing.T) {
	kit := sprites.NewKit(sprites.Classic())
	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			for _, moves := range []int{0, 1, 2} {
				what := fmt.Sprintf("%dx%d %s %d moves", size[0], size[1], lang, moves)
				ctx := layouttest.Screen{W: size[0], H: size[1], Lang: lang}.Context(kit)
				r := lostTable(core.LinkReconnecting, time.Now().Add(-12*time.Second-300*time.Millisecond), moves)
				f := core.NewFollowing(2)
				f.Poll(ctx, r, "knister", func(core.Refusal) {})
				words := f.ServerAway()
				if len(words) != 1+min(moves, 1) || !strings.HasSuffix(words[0], "0:12") {
					t.Fatalf("%s: the banner reads %q", what, words)
				}
				if !f.Repainted() {
					t.Errorf("%s: the banner came without a repaint", what)
				}
				if lang == "en" {
					want := []string{"Can't reach the table server: trying again… 0:12"}
					if moves > 0 {
						want = append(want, map[int]string{1: "1 move waiting to be sent", 2: "2 moves waiting to be sent"}[moves])
					}
					if !slices.Equal(words, want) {
						t.Errorf("%s: the banner reads %q, want %q", what, words, want)
					}
				}
				layouttest.CheckTexts(t, "server banner "+what, ctx, func(dst *ebiten.Image) { f.DrawPresence(dst, ctx) })
			}
		}
	}

	// The count goes on a second later, and the banner goes once the
	// link is back.
	ctx := layouttest.Screen{W: 390, H: 844, Lang: "en"}.Context(kit)
	r := lostTable(core.LinkReconnecting, time.Now().Add(-59*time.Second-500*time.Millisecond), 1)
	f := core.NewFollowing(2)
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	if w := f.ServerAway(); len(w) == 0 || !strings.HasSuffix(w[0], "0:59") {
		t.Fatalf("59 s on the banner reads %q", w)
	}
	time.Sleep(600 * time.Millisecond)
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	if w := f.ServerAway(); len(w) == 0 || !strings.HasSuffix(w[0], "1:00") || !f.Repainted() {
		t.Fatalf("a minute on the banner reads %q (repainted %v)", w, f.Repainted())
	}
	r.Linked, r.Lost, r.Waiting = core.LinkUp, time.Time{}, 0
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	if w := f.ServerAway(); len(w) != 0 || !f.Repainted() {
		t.Fatalf("with the server back the banner reads %q (repainted %v)", w, f.Repainted())
	}
}

// After a takeover the round says, for as long as the bot plays, whom it
// plays for — in the banner, not only as the seat's grey dot — at every
// size and language; once the player is back the line goes (issue 42
// item 8).
func TestABotsTakeoverIsSaidAsLongAsItPlays(t *testing.T) {
	kit := sprites.NewKit(sprites.Classic())
	bot := wire.TableState{N: 1, Seats: []wire.SeatState{{State: wire.SeatHere}, {State: wire.SeatBot}}}
	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			what := fmt.Sprintf("%dx%d %s", size[0], size[1], lang)
			ctx := layouttest.Screen{W: size[0], H: size[1], Lang: lang}.Context(kit)
			r := lostTable(core.LinkUp, time.Time{}, 0)
			r.Now, r.At = bot, time.Now()
			f := core.NewFollowing(2)
			f.Poll(ctx, r, "knister", func(core.Refusal) {})
			for range 3 { // it lasts
				f.Poll(ctx, r, "knister", func(core.Refusal) {})
			}
			if want := ctx.T("online.seat.bot", "Bea"); f.BotFor() != want || f.Mark(1) != wire.SeatBot {
				t.Fatalf("%s: with a bot in Bea's seat the banner reads %q, want %q", what, f.BotFor(), want)
			}
			texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { f.DrawPresence(dst, ctx) })
			if lang == "en" && !slices.Contains(texts, "A bot plays for Bea until they are back.") {
				t.Fatalf("%s: the banner draws %q", what, texts)
			}
			layouttest.CheckTexts(t, "bot banner "+what, ctx, func(dst *ebiten.Image) { f.DrawPresence(dst, ctx) })
		}
	}
	ctx := layouttest.Screen{W: 390, H: 844, Lang: "en"}.Context(kit)
	r := lostTable(core.LinkUp, time.Time{}, 0)
	r.Now, r.At = bot, time.Now()
	f := core.NewFollowing(2)
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	r.Now = wire.TableState{N: 2, Seats: []wire.SeatState{{State: wire.SeatHere}, {State: wire.SeatHere}}}
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	if f.BotFor() != "" || !f.Repainted() {
		t.Fatalf("with Bea back the banner still reads %q", f.BotFor())
	}
}

// TestTheBannersFollowALanguageSwitch: a round's banners — the server out
// of reach, someone away, a bot playing for someone — read in the
// language switched to at the next tick, not at the table's next change
// (issue 42: they were made again only when the state or the second
// changed).
func TestTheBannersFollowALanguageSwitch(t *testing.T) {
	kit := sprites.NewKit(sprites.Classic())
	ctx := layouttest.Screen{W: 1280, H: 800, Lang: "en"}.Context(kit)
	poll := func(f *core.Following, r core.Remote) { f.Poll(ctx, r, "knister", func(core.Refusal) {}) }

	lost := lostTable(core.LinkReconnecting, time.Now().Add(-12*time.Second-300*time.Millisecond), 1)
	server := core.NewFollowing(2)
	poll(server, lost)
	away := lostTable(core.LinkUp, time.Time{}, 0)
	away.Now, away.At = wire.TableState{N: 1, Seats: []wire.SeatState{{State: wire.SeatHere}, {State: wire.SeatAway}}}, time.Now()
	waiting := core.NewFollowing(2)
	poll(waiting, away)
	bot := lostTable(core.LinkUp, time.Time{}, 0)
	bot.Now, bot.At = wire.TableState{N: 1, Seats: []wire.SeatState{{State: wire.SeatHere}, {State: wire.SeatBot}}}, time.Now()
	botFor := core.NewFollowing(2)
	poll(botFor, bot)
	read := func() []string {
		return []string{strings.Join(server.ServerAway(), " / "), waiting.Waiting(), botFor.BotFor()}
	}
	en := read()

	ctx.Tr.SetLang("de")
	poll(server, lost)
	poll(waiting, away)
	poll(botFor, bot)
	want := []string{ctx.T("online.server.away", "0:12") + " / " + ctx.N("online.server.moves", 1, 1),
		ctx.T("online.seat.waiting", "Bea"), ctx.T("online.seat.bot", "Bea")}
	if got := read(); !slices.Equal(got, want) || slices.Equal(got, en) {
		t.Fatalf("switched to German, the banners read %q (in English %q), want %q", got, en, want)
	}
	if !server.Repainted() || !waiting.Repainted() || !botFor.Repainted() {
		t.Fatal("the banners' new words came without a repaint")
	}
}

// TestALeftPlayerIsSaid: when the table says Bea left for good
// (wire.SeatLeft), the round says "Bea left the table." once, and marks
// her seat.
func TestALeftPlayerIsSaid(t *testing.T) {
	ctx := layouttest.Screen{W: 1280, H: 800, Lang: "en"}.Context(sprites.NewKit(sprites.Classic()))
	r := lostTable(core.LinkUp, time.Time{}, 0)
	r.Now, r.At = wire.TableState{N: 1, Seats: []wire.SeatState{{State: wire.SeatHere}, {State: wire.SeatHere}}}, time.Now()
	f := core.NewFollowing(2)
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	ctx.TakeNotices()
	r.Now = wire.TableState{N: 2, Seats: []wire.SeatState{{State: wire.SeatHere}, {State: wire.SeatLeft}}}
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	f.Poll(ctx, r, "knister", func(core.Refusal) {})
	if got := ctx.TakeNotices(); !slices.Equal(got, []string{"Bea left the table."}) || f.Mark(1) != wire.SeatLeft {
		t.Fatalf("once Bea left the round said %q and marks her seat %q", got, f.Mark(1))
	}
}
