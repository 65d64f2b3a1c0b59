package scenes

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// shooter saves a PNG of the screen after each scene change (-shots DIR).
// A nil *shooter does nothing.
type shooter struct {
	dir     string
	pending string
	count   int
	wg      sync.WaitGroup
}

func (s *shooter) want(scene string) {
	if s != nil {
		s.pending = scene
	}
}

// take reads the screen when a shot is wanted and encodes it off the
// game loop.
func (s *shooter) take(screen *ebiten.Image) {
	if s == nil || s.pending == "" {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	s.count++
	path := filepath.Join(s.dir, fmt.Sprintf("%02d-%s.png", s.count, s.pending))
	s.pending = ""
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if err := savePNG(path, img); err != nil {
			fmt.Fprintln(os.Stderr, "cifra: screenshot:", err)
		}
	}()
}

func (s *shooter) wait() {
	if s != nil {
		s.wg.Wait()
	}
}
