// Package ebitentest runs a package's tests inside a running Ebitengine
// game loop, so they may create images and read their pixels back
// (ReadPixels and At need one). Run such tests under xvfb-run on machines
// without a display:
//
//	func TestMain(m *testing.M) { ebitentest.Main(m) }
package ebitentest

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
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

// Flush has Ebitengine carry out every drawing command it has queued.
// Tests run inside one Update of the game loop (Main), and Ebitengine
// runs its queue only at the end of a frame or when pixels are read: a
// test that draws thousands of frames and reads none keeps every one's
// vertices queued, and the textures of the images it dropped, since their
// disposal waits in the same queue (a Kakuro package run reached 15 GB).
// Reading one pixel runs the queue.
func Flush() {
	if flushProbe == nil {
		flushProbe = ebiten.NewImage(1, 1)
	}
	flushProbe.Fill(image.Transparent) // an image never drawn on reads as zeros without running the queue
	var px [4]byte
	flushProbe.ReadPixels(px[:])
}

// flushProbe is the image Flush reads.
var flushProbe *ebiten.Image

// WritePNG saves img as a PNG file at path, making its folder (for shot
// tests that paint scenes for a person to look at). Like every pixel
// read, it must run inside the game loop.
func WritePNG(img *ebiten.Image, path string) error {
	return writePNG(Pixels(img), path)
}

// Pixels reads img back (inside the game loop).
func Pixels(img *ebiten.Image) *image.RGBA {
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	return rgba
}

func writePNG(img image.Image, path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	// The fastest compression: shots are many and large, and the files
	// are for looking at, not keeping.
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	return errors.Join(enc.Encode(f, img), f.Close())
}

// ShotDir is the folder a shot test writes its pictures into: the one the
// environment variable env names (made when missing), for a person to
// look at, or else a temporary one removed after the test. all reports
// whether env was set, so that a test may paint every variant for a person
// and a representative few in the ordinary suite.
func ShotDir(t testing.TB, env string) (dir string, all bool) {
	t.Helper()
	dir = os.Getenv(env)
	if dir == "" {
		return t.TempDir(), false
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir, true
}

// Look sums up what a person would see in a picture.
type Look struct {
	Colors int     // distinct colours, counted up to lookColors
	LumaSD float64 // standard deviation of luminance, 0–255
	// Detail is the share of pixels whose luminance differs from their
	// left neighbour's by more than detailStep: the edges of text,
	// pieces and buttons. A plain or softly shaded background (the felt
	// alone) has next to none.
	Detail float64
}

// The floors a picture must reach. The quietest real shots (a pass screen:
// dark felt, one panel, two lines of text) have hundreds of colours, a
// luminance spread of about 20 and a detail of about 0.006; the felt
// alone has a detail near 0, and a blank image one colour.
const (
	lookColors = 64
	minLumaSD  = 8
	minDetail  = 0.002
	detailStep = 40
)

// LookOf measures img.
func LookOf(img *image.RGBA) Look {
	b := img.Bounds()
	colors := make(map[uint32]struct{}, lookColors)
	var sum, sum2 float64
	edges := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):]
		prev := 0.0
		for x := 0; x < b.Dx(); x++ {
			p := row[x*4 : x*4+4 : x*4+4]
			if len(colors) < lookColors {
				colors[uint32(p[0])<<24|uint32(p[1])<<16|uint32(p[2])<<8|uint32(p[3])] = struct{}{}
			}
			l := 0.2126*float64(p[0]) + 0.7152*float64(p[1]) + 0.0722*float64(p[2])
			sum += l
			sum2 += l * l
			if x > 0 && math.Abs(l-prev) > detailStep {
				edges++
			}
			prev = l
		}
	}
	n := float64(b.Dx() * b.Dy())
	if n == 0 {
		return Look{}
	}
	mean := sum / n
	return Look{Colors: len(colors), LumaSD: math.Sqrt(max(0, sum2/n-mean*mean)), Detail: float64(edges) / n}
}

func (l Look) String() string {
	more := ""
	if l.Colors >= lookColors {
		more = "+"
	}
	return fmt.Sprintf("%d%s colours, luminance spread %.1f, detail %.4f", l.Colors, more, l.LumaSD, l.Detail)
}

// Check returns an error saying why a picture would show a person nothing:
// blank, one colour, too few colours, no contrast, or nothing drawn on the
// background.
func (l Look) Check() error {
	switch {
	case l.Colors <= 1:
		return fmt.Errorf("the picture is a single colour (%v)", l)
	case l.Colors < lookColors:
		return fmt.Errorf("the picture has only %d colours, want at least %d (%v)", l.Colors, lookColors, l)
	case l.LumaSD < minLumaSD:
		return fmt.Errorf("the picture is nearly flat: want a luminance spread of at least %d (%v)", minLumaSD, l)
	case l.Detail < minDetail:
		return fmt.Errorf("the picture has next to no edges (text, pieces): want a detail of at least %.3f (%v)", minDetail, l)
	}
	return nil
}

// Shoot reads img back, saves it as a PNG file at path (as WritePNG) and
// checks that it shows a person something (Look.Check). The file is
// written even when the check fails, to look at what went wrong. Like
// every pixel read, it must run inside the game loop.
func Shoot(img *ebiten.Image, path string) error {
	rgba := Pixels(img)
	if err := writePNG(rgba, path); err != nil {
		return err
	}
	if err := LookOf(rgba).Check(); err != nil {
		return fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return nil
}
