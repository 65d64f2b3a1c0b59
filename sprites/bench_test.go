package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// BenchmarkPaintTable measures painting a 1920×1080 felt (done on resize).
func BenchmarkPaintTable(b *testing.B) {
	for range b.N {
		paintTable(1920, 1080, Classic())
	}
}

// BenchmarkDrawText draws a busy frame's labels per op (24 strings, Latin
// and Cyrillic, three sizes, every alignment) from the glyph caches.
func BenchmarkDrawText(b *testing.B) {
	dst := ebiten.NewImage(1280, 720)
	labels := []string{"Knister", "Round 3 of 12", "Бросьте кубики", "Score: 148", "Würfle und trage", "Ход игрока Анна", "New game", "Ещё раз!"}
	faces := []*Face{UI(14), Bold(24), UI(40)}
	draw := func() {
		for i, s := range labels {
			for j, f := range faces {
				DrawText(dst, s, f, float64(100+j*400), float64(60+i*80), Align(i%3), Align(j%3), Classic().Ink)
			}
		}
	}
	draw()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		draw()
		if i%32 == 31 { // flush the GPU queue: the benchmark runs inside one game frame
			_ = dst.At(0, 0)
		}
	}
}
