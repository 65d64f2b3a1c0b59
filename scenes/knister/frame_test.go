package knister

import (
	"testing"

	"cifra/internal/frametest"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// autoplay is a five-bot autoplay game on a 1280×800 screen: the bench's
// desktop autoplay, seat for seat.
var autoplay = frametest.Game{Start: func(testing.TB) *frametest.Rig {
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1, Autoplay: true}
	seats := frametest.Bots("hard", "normal", "easy", "hard", "normal")
	return frametest.New(ctx, NewRound(ctx, core.Table{Game: knister.GameName, Seats: seats, Seed: 1}))
}, Done: func(rig *frametest.Rig) bool { return rig.Scene.(*Round).st.Finished() }}

// BenchmarkFrame is one frame (Update+Draw) of a five-bot game under way.
func BenchmarkFrame(b *testing.B) { frametest.Bench(b, autoplay) }

// TestFrameAllocations guards the frame loop: once the sprites are
// painted, frames of a game under way allocate next to nothing.
func TestFrameAllocations(t *testing.T) { frametest.Guard(t, autoplay, maxFrameAllocs) }

// maxFrameAllocs is the most allocations a steady frame may make on
// average: measured (4.28), with a little room, to catch a regression.
// What is left is Ebitengine's (a slice for each batch of draws: the dice
// at rest are turned, drawn with linear filtering, and split the frame's
// batch) and the shaping of a text that changed; see BenchmarkFrame and
// make bench for the figures.
const maxFrameAllocs = 5
