package podium

import (
	"encoding/json"
	"testing"
	"time"

	"cifra/online/wire"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// table is a finished online table this device plays mine of, which
// can be asked for a rematch.
type table struct {
	mine   []int
	closed bool
	asked  int
}

func (t *table) Info() wire.Table                    { return wire.Table{Code: "ABCDEF", Game: "knister"} }
func (t *table) Mine() []int                         { return t.mine }
func (t *table) Updates() []wire.Update              { return nil }
func (t *table) Poll() []wire.Update                 { return nil }
func (t *table) Send(int, json.RawMessage) error     { return nil }
func (t *table) Refusals() []core.Refusal            { return nil }
func (t *table) Link() core.Link                     { return core.LinkUp }
func (t *table) State() (wire.TableState, time.Time) { return wire.TableState{}, time.Time{} }
func (t *table) Close()                              { t.closed = true }
func (t *table) Rematch(*core.Context) core.Scene    { t.asked++; return rematchScene{} }

// rematchScene stands for the rematch's waiting room.
type rematchScene struct{ core.Scene }

// switched records the scene switched to.
type switched struct {
	nav
	to core.Scene
}

func (s *switched) Switch(sc core.Scene) { s.to = sc }

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
		remote := &table{mine: c.mine}
		p := finish(t, ctx, core.Table{Game: "knister", Seats: players, Remote: remote}, 30, 20)
		p.Layout(ctx, 8)
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
