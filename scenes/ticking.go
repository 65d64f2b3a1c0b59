package scenes

// How often the app ticks and what it draws: every tick while something
// moves; a tick now and then, catching up game time, while a scene only
// waits on a clock or a bot; nothing between inputs when idle; and when a
// scene changed only part of its picture, only that part.

//lint:file-ignore SA1019 Ebitengine deprecated its FPS modes in v2.5, yet in v2.8 FPSModeVsyncOffMinimum is still the only way to stop calling Update between inputs: SetVsyncEnabled and SetScreenClearedEveryFrame(false) save draws, not ticks.

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// keepTicking makes Ebitengine call Update every tick again (after
// tickOnlyOnInput), for animations, clocks and bots.
func keepTicking() {
	if ebiten.FPSMode() != ebiten.FPSModeVsyncOn {
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	}
}

// tickOnlyOnInput stops the game loop between inputs: Ebitengine then
// calls Update and Draw only when input arrives, so an idle screen costs
// no CPU.
func tickOnlyOnInput() {
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
}

// wakeEvery is how often the loop wakes a scene that only ticks (bots
// think, a clock runs) while nothing on screen changes. A picture change
// such a tick makes shows at most this late; input wakes the loop at once.
const wakeEvery = 100 * time.Millisecond

// maxCatchUp bounds the ticks one wake plays: after a longer stall (a
// laptop back from sleep) game time resumes rather than racing ahead.
const maxCatchUp = 30

// tickDuration is one tick of game time.
const tickDuration = time.Second / core.TPS

// tickClock says how many ticks each Update plays. Normally one, at 60
// a second. While a scene only ticks, Ebitengine's loop sleeps
// (tickOnlyOnInput) and a timer wakes it every wakeEvery; each wake plays
// the ticks of game time since the last, so bots' reaction times and the
// clocks keep their pace at a sixth of the frames.
type tickClock struct {
	last time.Time     // when the last tick's game time ended
	stop chan struct{} // closes the waking timer; nil when not sparse
}

// sparse starts waking the loop by a timer, from now.
func (c *tickClock) sparse(now time.Time) {
	if c.stop != nil {
		return
	}
	c.last, c.stop = now, make(chan struct{})
	go wake(c.stop)
}

// every goes back to one tick an Update (the loop ticks by itself).
func (c *tickClock) every() {
	if c.stop != nil {
		close(c.stop)
		c.stop = nil
	}
}

// due is how many ticks the Update at now plays: one, or while sparse
// the ticks of game time since the last (at least one, the input's).
func (c *tickClock) due(now time.Time) int {
	if c.stop == nil {
		return 1
	}
	n := int(now.Sub(c.last) / tickDuration)
	switch {
	case n < 1:
		n = 1
		c.last = c.last.Add(tickDuration)
	case n > maxCatchUp:
		n, c.last = maxCatchUp, now
	default:
		c.last = c.last.Add(time.Duration(n) * tickDuration)
	}
	return n
}

// wake asks Ebitengine for a frame every wakeEvery until stop closes.
func wake(stop <-chan struct{}) {
	t := time.NewTicker(wakeEvery)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			ebiten.ScheduleFrame()
		case <-stop:
			return
		}
	}
}

// redraw asks for n whole frames.
func (a *App) redraw(n int) {
	a.dirty = max(a.dirty, n)
	a.part = nil
}

// redrawPart asks for a frame that redraws only r, unless a whole one is
// already asked for.
func (a *App) redrawPart(r ui.Rect) {
	switch {
	case a.dirty == 0:
		a.dirty, a.part = 1, &r
	case a.part != nil:
		u := a.part.Union(r)
		a.part = &u
	}
}

// changedPart is the part of the screen scene s changed this tick, when
// it says only part did (core.PartialDrawer) and nothing else is drawn
// over or around it (an overlay, a fade, a turned table).
func (a *App) changedPart(s core.Scene, anim bool) (ui.Rect, bool) {
	pd, ok := s.(core.PartialDrawer)
	if !ok || !anim || a.overlay != nil || a.fade > 0 || a.turned(s) || len(a.toasts) > 0 {
		return ui.Rect{}, false
	}
	return pd.ChangedPart()
}
