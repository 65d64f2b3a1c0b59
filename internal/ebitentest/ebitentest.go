// Package ebitentest runs a package's tests inside a running Ebitengine
// game loop, so they may create images and read their pixels back
// (ReadPixels and At need one). Run such tests under xvfb-run on machines
// without a display:
//
//	func TestMain(m *testing.M) { ebitentest.Main(m) }
package ebitentest

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// once runs f inside one Update of a game loop.
type once struct{ f func() }

func (o *once) Update() error {
	o.f()
	return ebiten.Termination
}

func (*once) Draw(*ebiten.Image) {}

func (*once) Layout(int, int) (int, int) { return 64, 64 }

// InLoop runs f inside a game loop (in a small window) and returns when
// it has: for one test that reads pixels in a package whose other tests
// need no loop.
func InLoop(f func()) error {
	ebiten.SetWindowSize(64, 64)
	return ebiten.RunGame(&once{f: f})
}

// Main runs m's tests in a game loop and exits with their status.
func Main(m *testing.M) {
	code := 1
	if err := InLoop(func() { code = m.Run() }); err != nil {
		panic(err)
	}
	os.Exit(code)
}

// WritePNG saves img as a PNG file at path, making its folder (for shot
// tests that paint scenes for a person to look at). Like every pixel
// read, it must run inside the game loop.
func WritePNG(img *ebiten.Image, path string) error {
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	return errors.Join(png.Encode(f, rgba), f.Close())
}
