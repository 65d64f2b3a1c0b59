package sprites

import (
	"bytes"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
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
func collectAll(t *testing.T, k *Kit) {
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

func TestPrepaintPaintsBesideTheLoopAndCollectStoresTheSame(t *testing.T) {
	k := NewKit(Classic())
	k.Prepaint(func(k *Kit) {
		// Asked twice: on the loop to name the sprites, then by the painter.
		if k.Logo(90) != nil {
			t.Error("Prepaint's ask got an image; want nil (painting beside the loop)")
		}
	})
	if k.Painting() != 1 || k.Painted() != 0 || k.Cached() != 0 {
		t.Fatalf("painting %d, painted %d, cached %d; want 1, 0, 0", k.Painting(), k.Painted(), k.Cached())
	}
	k.Prepaint(func(k *Kit) { k.Logo(90) }) // asked again: still one
	if k.Painting() != 1 {
		t.Fatalf("asked twice, painting %d; want 1", k.Painting())
	}
	collectAll(t, k)
	if k.Painted() != 1 || k.Cached() != 1 {
		t.Fatalf("after Collect: painted %d, cached %d; want 1, 1", k.Painted(), k.Cached())
	}
	img := k.Logo(90)
	if k.Painted() != 1 {
		t.Fatal("the collected sprite was painted again when asked for")
	}
	want := NewKit(Classic()).Logo(90)
	if !bytes.Equal(pixelsOf(img), pixelsOf(want)) {
		t.Error("the sprite painted beside the loop differs from one painted in it")
	}
}

func TestAskingForASpriteBeingPaintedWaitsForIt(t *testing.T) {
	k := NewKit(Classic())
	k.Prepaint(func(k *Kit) { k.Logo(64) })
	img := k.Logo(64)
	if img == nil || k.Painting() != 0 || k.Painted() != 1 {
		t.Fatalf("image %v, painting %d, painted %d; want an image, 0, 1", img != nil, k.Painting(), k.Painted())
	}
	if !bytes.Equal(pixelsOf(img), pixelsOf(NewKit(Classic()).Logo(64))) {
		t.Error("the waited-for sprite differs from one painted in the loop")
	}
}

func TestANewPaletteDropsWhatIsBeingPainted(t *testing.T) {
	k := NewKit(Classic())
	k.Prepaint(func(k *Kit) { k.Button(120, 40, ButtonPrimary, ButtonHover) })
	k.SetPalette(ColorBlind())
	if k.Painting() != 0 || k.Cached() != 0 {
		t.Fatalf("after SetPalette: painting %d, cached %d; want 0, 0", k.Painting(), k.Cached())
	}
	got := pixelsOf(k.Button(120, 40, ButtonPrimary, ButtonHover))
	if !bytes.Equal(got, pixelsOf(NewKit(ColorBlind()).Button(120, 40, ButtonPrimary, ButtonHover))) {
		t.Error("after SetPalette the sprite is not the new palette's")
	}
}
