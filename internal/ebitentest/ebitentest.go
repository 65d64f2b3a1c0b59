// Package ebitentest runs a package's tests inside a running Ebitengine
// game loop, so they may create images and read their pixels back
// (ReadPixels and At need one). Run such tests under xvfb-run on machines
// without a display:
//
//	func TestMain(m *testing.M) { ebitentest.Main(m) }
package ebitentest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// runner runs the whole test binary inside one Update.
type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (*runner) Draw(*ebiten.Image) {}

func (*runner) Layout(int, int) (int, int) { return 64, 64 }

// Main runs m's tests in a game loop and exits with their status.
func Main(m *testing.M) {
	r := &runner{m: m, code: 1}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(r); err != nil {
		panic(err)
	}
	os.Exit(r.code)
}
