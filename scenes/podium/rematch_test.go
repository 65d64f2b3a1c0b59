package podium

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/core/remotetest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// table is a finished online table this device plays mine of, which
// can be asked for a rematch.
type table struct {
	remotetest.Table
	asked int
}

func (t *table) Rematch(*core.Context) core.Scene { t.asked++; return rematchScene{} }

// rematchScene stands for the rematch's waiting room.
type rematchScene struct{ core.Scene }

// switched records the scene switched to.
type switched struct {
	nav
	to core.Scene
}

func (s *switched) Switch(sc core.Scene) { s.to = sc }

// firstDetail is the seat whose detail an online podium opens first, of Ana
// (30, seat 0) and Bea (20, seat 1): the device's own, else the winner's.
func firstDetail(mine []int) int {
	if len(mine) > 0 {
		return mine[0]
	}
	return 0
}

// At an online table the podium offers a Rematch to a player, which
// opens the rematch's room, and to a watcher only the way to the menu.
func TestAnOnlinePodiumOffersARematchToItsPlayers(t *testing.T) {
	useTempDir(t)
	players := []rules.Player{{Name: "Ana"}, {Name: "Bea"}}
	for _, c := range []struct {
		mine    []int
		rematch bool
	}{{[]int{1}, true}, {nil, false}} {
		ctx := newContext()
		nav := &switched{}
		ctx.Nav = nav
		remote := &table{Table: remotetest.Table{Table: wire.Table{Code: "ABCDEF", Game: "knister"}, Seats: c.mine, Linked: core.LinkUp}}
		p := finish(t, ctx, core.Table{Game: "knister", Seats: players, Remote: remote}, 30, 20)
		p.Layout(ctx, 8)
		// Bea, second, opens her own detail; a watcher the winner's.
		if want := firstDetail(c.mine); p.Selected != want {
			t.Fatalf("mine %v: the podium opens seat %d's detail, want %d's", c.mine, p.Selected, want)
		}
		ids := map[string]bool{}
		for _, w := range p.Controls.Widgets() {
			ids[w.ID.String()] = true
		}
		if ids[IDAgain.String()] || ids[IDRematch.String()] != c.rematch || !ids[IDMenu.String()] {
			t.Fatalf("mine %v: the podium offers %v", c.mine, ids)
		}
		if !c.rematch {
			continue
		}
		for _, w := range p.Controls.Widgets() {
			if w.ID == IDRematch {
				x, y := w.Rect.Center()
				ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Down: true, Pressed: true}}}
				p.Update(ctx)
				ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Released: true}}}
				if p.Update(ctx) {
					t.Fatal("Rematch asked the round to play again at this device")
				}
			}
		}
		if _, ok := nav.to.(rematchScene); !ok || remote.asked != 1 {
			t.Fatalf("Rematch went to %T (asked %d times)", nav.to, remote.asked)
		}
	}
}

// askingTable is a finished online table where another player may ask
// for the rematch (Asker).
type askingTable struct {
	table
	by       string
	declined int // No thanks told (core.Decliner)
}

func (t *askingTable) RematchAsked() string { return t.by }
func (t *askingTable) DeclineRematch()      { t.declined++ }

// press clicks the widget id of p.
func press(t *testing.T, ctx *core.Context, p *Podium, id ui.ID) {
	t.Helper()
	for _, w := range p.Controls.Widgets() {
		if w.ID == id && w.Enabled {
			x, y := w.Rect.Center()
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Down: true, Pressed: true}}}
			p.Update(ctx)
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Released: true}}}
			p.Update(ctx)
			ctx.Frame = &ui.Frame{}
			return
		}
	}
	t.Fatalf("no %s to press among %v", id, p.Controls.Widgets())
}

// footerIDs are the podium's buttons, left to right.
func footerIDs(p *Podium) []string {
	var ids []string
	for _, w := range p.Controls.Widgets() {
		if w.ID.Name != SeatName {
			ids = append(ids, w.ID.String())
		}
	}
	return ids
}

// When another player asks for the rematch, the podium (which listens
// while it shows: a Ticker) says "Bea asks for a rematch" over the
// scores with Join and No thanks; No thanks goes back to Menu and
// Rematch, Join opens the rematch's room. Every size and language keeps
// its words at 12 CSS px at least, within their places (issue 42 item 3).
func TestAnotherPlayersRematchIsAskedAndAnswered(t *testing.T) {
	useTempDir(t)
	players := []rules.Player{{Name: "Ana"}, {Name: "Bea"}}
	ctx := newContext()
	nav := &switched{}
	ctx.Nav = nav
	remote := &askingTable{table: table{Table: remotetest.Table{Seats: []int{0}}}}
	p := finish(t, ctx, core.Table{Game: "knister", Seats: players, Remote: remote}, 30, 20)
	p.Layout(ctx, 8)
	if !p.Ticking() {
		t.Fatal("an online podium does not listen for a rematch asked")
	}
	want := []string{IDMenu.String(), IDRematch.String()}
	if got := footerIDs(p); !slices.Equal(got, want) {
		t.Fatalf("before anyone asks the podium offers %v", got)
	}
	remote.by = "Bea"
	p.Update(ctx)
	if got := footerIDs(p); !slices.Equal(got, []string{IDNoThanks.String(), IDRematch.String()}) || !p.Animating() {
		t.Fatalf("once Bea asks the podium offers %v (drawn: %v)", got, p.Animating())
	}
	texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { p.Draw(dst, ctx, "Ana wins", nil) })
	if !slices.Contains(texts, "Bea asks for a rematch") || !slices.Contains(texts, "Join") || !slices.Contains(texts, "No thanks") {
		t.Fatalf("once Bea asks the podium reads %q", texts)
	}
	press(t, ctx, p, IDNoThanks)
	if got := footerIDs(p); !slices.Equal(got, want) || remote.declined != 1 {
		t.Fatalf("after No thanks the podium offers %v, and told the table %d times", got, remote.declined)
	}
	if texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { p.Draw(dst, ctx, "Ana wins", nil) }); slices.Contains(texts, "Bea asks for a rematch") {
		t.Fatalf("after No thanks the podium still reads %q", texts)
	}
	remote.by = "Cleo" // another asks: heard again
	p.Update(ctx)
	press(t, ctx, p, IDRematch)
	if _, ok := nav.to.(rematchScene); !ok || remote.asked != 1 {
		t.Fatalf("Join went to %T (asked %d times)", nav.to, remote.asked)
	}

	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			for _, around := range []bool{false, true} {
				q, qctx := podiumOf(t, 2, size[0], size[1], lang, around)
				q.Table.Seats[1].Bot = ""
				q.Table.Remote = &askingTable{table: table{Table: remotetest.Table{Seats: []int{0}}}, by: "Ada 2"}
				q.Update(qctx)
				what := fmt.Sprintf("asked %dx%d %s around %v", size[0], size[1], lang, around)
				layouttest.CheckTexts(t, what, qctx, func(dst *ebiten.Image) { q.Draw(dst, qctx, "Ada 1 wins", nil) })
				layouttest.CheckTargets(t, what, qctx, q.Targets(), 44)
			}
		}
	}
}
