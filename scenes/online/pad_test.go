//go:build !js

package online

import (
	"testing"

	"cifra/internal/ebitentest"
	"cifra/scenes/core"
)

// The join step's keypad fits every screen with every key a touch
// target: on a phone turned sideways it goes beside the code (its keys
// left the screen there, 22 px wide).
func TestTheJoinStepFitsEveryScreen(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	ctx, _ := newContext(844, 390, "en")
	l := NewLobby(ctx, []*core.Game{testGame}, "AB")
	l.Layout(ctx)
	shoot(t, ctx, l, dir, "en-join-844x390.png")
	fitsEverywhere(t, "join", ctx, l, true)
	l.askName = true // a link's first visit asks the name too
	l.Layout(ctx)
	shoot(t, ctx, l, dir, "en-join-name-844x390.png")
	fitsEverywhere(t, "join with the name", ctx, l, true)
}
