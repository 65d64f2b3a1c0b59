package kakuro

import (
	"testing"

	"cifra/internal/frametest"
	"cifra/rules/kakuro"
)

// autoplay is a five-bot autoplay game on a 1280×800 screen: the bench's
// desktop autoplay, seat for seat.
var autoplay = frametest.Game{Start: func(testing.TB) *frametest.Rig {
	ctx, _ := newContext(1280, 800)
	ctx.Autoplay = true
	seats := frametest.Bots("hard", "normal", "easy", "hard", "normal")
	return frametest.New(ctx, NewRound(ctx, table(seats, 1, kakuro.DefaultOptions().Hourglass)))
}, Done: func(rig *frametest.Rig) bool { return rig.Scene.(*Round).st.Finished() }}

// BenchmarkFrame is one frame (Update+Draw) of a five-bot game under way.
func BenchmarkFrame(b *testing.B) { frametest.Bench(b, autoplay) }

// TestFrameAllocations guards the frame loop: once the sprites are
// painted, frames of a game under way allocate next to nothing.
func TestFrameAllocations(t *testing.T) { frametest.Guard(t, autoplay, maxFrameAllocs) }

// maxFrameAllocs is the most allocations a steady frame may make on
// average: measured (15.25), with a little room, to catch a regression.
// What is left: the bots' solver when one plans a hunt (rules/kakuro, a
// few thousand at once, about 6 a frame on average), Ebitengine's slice
// for each batch of draws (the board, the sheet of panels, a turned
// target tile) and the shaping of a text that changed; see
// BenchmarkFrame and make bench for the figures.
const maxFrameAllocs = 17
