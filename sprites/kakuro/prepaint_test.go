package kakuro

import (
	"bytes"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// pixelsOf reads an image's pixels back.
func pixelsOf(img *ebiten.Image) []byte {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	return pix
}

// collectAll collects until nothing is being painted (or a generous
// deadline passes: the painter is a goroutine the test cannot hurry).
func collectAll(t *testing.T, k *sprites.Kit) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for k.Painting() > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d sprites still being painted", k.Painting())
		}
		k.Collect()
		time.Sleep(time.Millisecond)
	}
}

func TestPiecesPrepaintBesideTheLoopAsInIt(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	k.Prepaint(func(k *sprites.Kit) {
		// Asked twice: on the loop to name the sprites, then by the painter.
		if SumTileBig(k, 27, 90) != nil {
			t.Error("Prepaint's ask got an image; want nil (painting beside the loop)")
		}
	})
	if k.Painting() != 1 || k.Painted() != 0 || k.Cached() != 0 {
		t.Fatalf("painting %d, painted %d, cached %d; want 1, 0, 0", k.Painting(), k.Painted(), k.Cached())
	}
	k.Prepaint(func(k *sprites.Kit) { SumTileBig(k, 27, 90) }) // asked again: still one
	if k.Painting() != 1 {
		t.Fatalf("asked twice, painting %d; want 1", k.Painting())
	}
	collectAll(t, k)
	if k.Painted() != 1 || k.Cached() != 1 {
		t.Fatalf("after Collect: painted %d, cached %d; want 1, 1", k.Painted(), k.Cached())
	}
	img := SumTileBig(k, 27, 90)
	if k.Painted() != 1 {
		t.Fatal("the collected sprite was painted again when asked for")
	}
	want := SumTileBig(sprites.NewKit(sprites.Classic()), 27, 90)
	if !bytes.Equal(pixelsOf(img), pixelsOf(want)) {
		t.Error("the sprite painted beside the loop differs from one painted in it")
	}
}

func TestAskingForAPieceBeingPaintedWaitsForIt(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	k.Prepaint(func(k *sprites.Kit) { Tile(k, 7, 64, true) })
	img := Tile(k, 7, 64, true)
	if img == nil || k.Painting() != 0 || k.Painted() != 1 {
		t.Fatalf("image %v, painting %d, painted %d; want an image, 0, 1", img != nil, k.Painting(), k.Painted())
	}
	if !bytes.Equal(pixelsOf(img), pixelsOf(Tile(sprites.NewKit(sprites.Classic()), 7, 64, true))) {
		t.Error("the waited-for sprite differs from one painted in the loop")
	}
}

func TestANewPaletteDropsThePiecesBeingPainted(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	k.Prepaint(func(k *sprites.Kit) { ActionFront(k, 'D', 64) })
	k.SetPalette(sprites.ColorBlind())
	if k.Painting() != 0 || k.Cached() != 0 {
		t.Fatalf("after SetPalette: painting %d, cached %d; want 0, 0", k.Painting(), k.Cached())
	}
	got := pixelsOf(ActionFront(k, 'D', 64))
	if !bytes.Equal(got, pixelsOf(ActionFront(sprites.NewKit(sprites.ColorBlind()), 'D', 64))) {
		t.Error("after SetPalette the sprite is not the new palette's")
	}
}
