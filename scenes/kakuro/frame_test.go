package kakuro

import (
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"cifra/internal/frametest"
	"cifra/rules/kakuro"
	"cifra/scenes/store"
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
// painted, frames of a game under way allocate next to nothing of their
// own. It counts so that no noise can move the count (it once failed
// at 17.16 a frame under load, counting every goroutine's allocations
// while the frames ran):
//
//   - only the allocations the allocation profile records on the frames'
//     own stacks count (the round's Update and Draw; Ebitengine's record
//     of each batch of draws aside: frametest.AllocProfile), never another
//     goroutine's — a bot thinking beside the loop, the prepainter;
//   - before every frame, warm-up included, the work beside the loop is
//     let finish (settle), so the game reaches the same frame in the same
//     state however fast the machine is;
//   - while counting, no collection runs but the two that start it (so
//     sync.Pool keeps or drops the same things every run), and one
//     processor runs the goroutines (so a pooled object is never out of
//     reach on another processor's private slot).
//
// The game is seeded and its bots deterministic: every run counts the
// same number, on any machine, loaded or not.
func TestFrameAllocations(t *testing.T) {
	if os.Getenv(countAloneEnv) == "" {
		countAlone(t, "TestFrameAllocations")
		return
	}
	t.Setenv(store.EnvConfigDir, t.TempDir())
	r := autoplay.Start(t)
	for range frameWarm {
		settle(r)
		r.Tick()
	}
	defer frametest.CountEveryAllocation()()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	runtime.GC() // with Begin's, no pool keeps anything from before
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var p frametest.AllocProfile
	p.Begin()
	for range frameCount {
		settle(r)
		r.Frame()
		r.EndFrame()
	}
	own, bytes := p.End()
	if autoplay.Done(r) {
		t.Fatalf("the game ended within the %d measured frames; measure fewer", frameCount)
	}
	avg := float64(own) / frameCount
	t.Logf("%.2f allocations (%.0f bytes) of its own a frame over %d frames: %d in all", avg, float64(bytes)/frameCount, frameCount, own)
	if avg > maxFrameAllocs {
		t.Errorf("a frame allocates %.2f times of its own on average, want at most %v; where:\n%s", avg, maxFrameAllocs, p.Top(12))
	}
}

// countAloneEnv marks the test binary run again for one counting test.
const countAloneEnv = "CIFRA_COUNT_ALONE"

// countAlone runs test in a process of its own (this test binary again,
// its output logged): with the collector off, the goroutines earlier
// tests of the package leave running (their bots' solvers, their
// prepainters) would allocate on beside the counted frames, unfreed —
// 8 GB in 300 frames in a whole package's run — and no count is steady
// beside them. Alone, it counts the same every run.
func countAlone(t *testing.T, test string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run", "^"+test+"$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), countAloneEnv+"=1")
	out, err := cmd.CombinedOutput()
	t.Logf("%s alone:\n%s", test, out)
	if err != nil {
		t.Fatalf("%s alone: %v", test, err)
	}
}

// settle lets the work beside the loop finish before a frame: the bots'
// plans being made (core.Thought), and the sprites being painted, which
// it stores as a frame's Kit.Collect would.
func settle(r *frametest.Rig) {
	for _, s := range r.Scene.(*Round).seats {
		s.thought.Wait()
	}
	for r.Ctx.Kit.Collect(); r.Ctx.Kit.Painting() > 0; r.Ctx.Kit.Collect() {
		time.Sleep(100 * time.Microsecond)
	}
}

// frameWarm are the frames played before counting (the sprites are
// painted, the game is under way); frameCount the frames counted.
const frameWarm, frameCount = 300, 300

// maxFrameAllocs is the most allocations of its own a steady frame may
// make on average: measured (4.00: 1201 in 300 frames, the same in every
// run), with room for less than one allocation a frame more: the count
// does not move by itself, so a frame that allocates once more (a
// regression) is caught. What is left: the sprites prepainted ahead of
// what comes next (Kit.Prepaint's jobs) and the images and pixels a
// frame's new sprites become, the bots' plans' copies of the table when
// one starts thinking, the claim's preview made again, and the glyphs of
// a text that changed; see BenchmarkFrame and make bench for every
// allocation a frame makes, Ebitengine's records and the bots' solver's
// beside the loop included.
const maxFrameAllocs = 4.5
