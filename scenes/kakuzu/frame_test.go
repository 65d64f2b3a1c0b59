package kakuzu

import (
	"testing"

	"cifra/internal/frametest"
	"cifra/rules/kakuzu"
)

// autoplay is a four-bot autoplay game on a 1280×800 screen: the bench's
// desktop autoplay, seat for seat (four: Kakuzu's most).
var autoplay = frametest.Game{Start: func(testing.TB) *frametest.Rig {
	ctx, _ := newContext(1280, 800)
	ctx.Autoplay = true
	seats := frametest.Bots("hard", "normal", "easy", "hard")
	return frametest.New(ctx, NewRound(ctx, table(seats, 1, kakuzu.Classic, 0)))
}, Done: func(rig *frametest.Rig) bool { return rig.Scene.(*Round).st.Finished() }}

// BenchmarkFrame is one frame (Update+Draw) of a four-bot game under way.
func BenchmarkFrame(b *testing.B) { frametest.Bench(b, autoplay) }

// TestFrameAllocations guards the frame loop: once the sprites are
// painted, frames of a game under way allocate next to nothing.
func TestFrameAllocations(t *testing.T) { frametest.Guard(t, autoplay, maxFrameAllocs) }

// maxFrameAllocs is the most allocations a steady frame may make on
// average: measured (11.11), with a little room, to catch a regression.
// What is left is mostly Ebitengine's (a slice for each batch of draws:
// the tray, its seat dots, the sheet of panels), the moves' events and
// the shaping of a text that changed; see BenchmarkFrame and make bench
// for the figures.
const maxFrameAllocs = 13
