package kakuzu

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// runner runs the whole test binary inside one Ebitengine Update, so tests
// may create and read images (ReadPixels needs a running game loop). Run
// under xvfb-run on machines without a display.
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

func TestMain(m *testing.M) {
	r := &runner{m: m, code: 1}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(r); err != nil {
		panic(err)
	}
	os.Exit(r.code)
}
