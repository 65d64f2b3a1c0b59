// Command bare is the yardstick of wasm/e2e/swiftshader.mjs: an Ebitengine
// program that does nothing but fill its whole screen, in device pixels,
// with a new colour every frame. Under a software renderer its frame rate
// is the floor every Ebitengine program pays for its screen's pixels; the
// script measures Cifra against it in the same browser, on the same page.
//
//	GOOS=js GOARCH=wasm go build -o bare.wasm ./wasm/e2e/bare
//
// It counts its frames in globalThis.bareFrames (frames_js.go).
package main

import (
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct{ frames int }

func (g *game) Update() error { return nil }

func (g *game) Draw(screen *ebiten.Image) {
	g.frames++
	c := uint8(g.frames)
	screen.Fill(color.RGBA{c, 255 - c, 128, 255})
	publish(g.frames)
}

// Layout fills the screen in device pixels, as a HiDPI-aware program does
// (and as Cifra's sharp setting does).
func (g *game) Layout(w, h int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return int(float64(w) * s), int(float64(h) * s)
}

func main() {
	ebiten.SetWindowSize(1280, 800)
	if err := ebiten.RunGame(&game{}); err != nil {
		log.Fatal(err)
	}
}
