package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// BenchmarkDraw100CachedDice draws 100 dice per op (one busy frame's worth)
// from the cache, and fails if drawing ever paints.
func BenchmarkDraw100CachedDice(b *testing.B) {
	k := NewKit(Classic())
	dst := ebiten.NewImage(1280, 720)
	for v := 1; v <= 6; v++ {
		k.Die(v, 64)
	}
	painted := k.Painted()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		for d := range 100 {
			img := k.Die(1+d%6, 64)
			DrawImage(dst, img, float64(40+(d%20)*60), float64(40+(d/20)*120), 1, 1, 1)
		}
		// Flush the GPU queue now and then: the benchmark runs inside one
		// game frame, which would otherwise keep every command queued.
		if i%32 == 31 {
			_ = dst.At(0, 0)
		}
	}
	b.StopTimer()
	if k.Painted() != painted {
		b.Fatalf("drawing from the cache painted %d images", k.Painted()-painted)
	}
}

// BenchmarkPaintDie measures painting one 128px die (CPU side).
func BenchmarkPaintDie(b *testing.B) {
	for range b.N {
		cv := newCanvas(160, 160)
		paintDie(cv, 80, 80, 128, 0, 5, Classic(), true)
	}
}

// BenchmarkPaintTable measures painting a 1920×1080 felt (done on resize).
func BenchmarkPaintTable(b *testing.B) {
	for range b.N {
		paintTable(1920, 1080, Classic())
	}
}

// BenchmarkPaintPencil measures writing a two-digit number in a 64px cell.
func BenchmarkPaintPencil(b *testing.B) {
	for range b.N {
		cv := newCanvas(64, 64)
		paintPencil(cv, "12", 32, 32, 64, 12, col(Classic().Pencil))
	}
}

// BenchmarkPaintKakuroBoard measures painting the Kakuro board at cell=96
// (about 1000×1000 pixels, done on resize); it must stay well under 300 ms.
func BenchmarkPaintKakuroBoard(b *testing.B) {
	for range b.N {
		paintKakuroBoard(96, Classic())
	}
}

// BenchmarkKitKakuroBoard is the whole cost a scene pays on resize for the
// board at cell=96: painting, export and upload to the GPU.
func BenchmarkKitKakuroBoard(b *testing.B) {
	k := NewKit(Classic())
	for range b.N {
		_ = k.KakuroBoard(96).At(0, 0) // reading a pixel flushes the upload
		k.Reset()
	}
}

// BenchmarkPaintKakuroPieces measures painting one of each Kakuro piece at
// 96 px (action back and fronts, sum tile and plates, scored mark, buzzer)
// and a 240 px hourglass.
func BenchmarkPaintKakuroPieces(b *testing.B) {
	for range b.N {
		k := NewKit(Classic())
		k.ActionBack(96)
		k.ActionFront('D', 96)
		k.ActionFront('S', 96)
		k.ActionFront('7', 96)
		k.SumTile(24, 96, KakuroRight)
		k.SumTileBig(24, 96)
		k.SumTileBack(96)
		k.ScoredMark(96, KakuroBoth)
		k.Buzzer(96, true)
		k.Hourglass(240, 0.5)
		k.Reset()
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
		if i%32 == 31 { // flush the GPU queue, as BenchmarkDraw100CachedDice does
			_ = dst.At(0, 0)
		}
	}
}
