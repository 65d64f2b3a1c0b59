package scenes

//lint:file-ignore SA1019 Ebitengine deprecated its FPS modes in v2.5, yet in v2.8 FPSModeVsyncOffMinimum is still the only way to stop calling Update between inputs: SetVsyncEnabled and SetScreenClearedEveryFrame(false) save draws, not ticks.

import "github.com/hajimehoshi/ebiten/v2"

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
