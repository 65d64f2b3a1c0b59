package sprites

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// reactionCanvas paints r px across as ReactionImage does, on a canvas
// read back without a GPU.
func reactionCanvas(px int, r Reaction) *Canvas {
	cv, c := PieceCanvas(px)
	paintReaction(cv, c, c, float64(px), r, Classic())
	return cv
}

// share counts the pixels of cv in the box (fractions of the side, x0
// y0 x1 y1) that are solid (alpha over 0.8) and pass is.
func share(cv *Canvas, box [4]float64, is func(RGB) bool) int {
	n := 0
	for y := int(box[1] * float64(cv.H)); y < int(box[3]*float64(cv.H)); y++ {
		for x := int(box[0] * float64(cv.W)); x < int(box[2]*float64(cv.W)); x++ {
			if c, a := cv.At(x, y); a > 0.8 && is(c) {
				n++
			}
		}
	}
	return n
}

var (
	whole    = [4]float64{0, 0, 1, 1}
	isInk    = func(c RGB) bool { return c.Luma() < 0.3 }
	isGold   = func(c RGB) bool { return c.R > 0.6 && c.G > 0.4 && c.B < 0.45 && c.R > c.B+0.3 }
	isBlue   = func(c RGB) bool { return c.B > 0.6 && c.B > c.R+0.3 }
	isRed    = func(c RGB) bool { return c.R > 0.45 && c.G < 0.3 && c.B < 0.3 }
	isSolid  = func(RGB) bool { return true }
	reactNam = []string{"thumbs", "wow", "laugh", "phew", "party"}
)

// TestReactionsAreLegibleAndApart: at 32 and 48 px each reaction is a
// piece on a transparent margin with ink lines enough to read (eyes, a
// mouth, creases: at least 2% of its pixels at 32 px), and each shows
// what it is where it should: the faces golden discs (the wow's open
// mouth red and dark below the middle; the laugh's tears blue on both
// sides; the phew's one bead of sweat at the top right only), the thumb
// golden above the fist, the popper red at the lower left with confetti
// up to the right. No two are alike: any two differ in at least a
// tenth of their solid pixels (the faces share their disc).
func TestReactionsAreLegibleAndApart(t *testing.T) {
	for _, px := range []int{32, 48} {
		cvs := make([]*Canvas, Reactions)
		for r := range Reactions {
			cv := reactionCanvas(px, r)
			cvs[r] = cv
			what := fmt.Sprintf("%s at %d px", reactNam[r], px)
			if want := px + 2*PieceMargin(px); cv.W != want || cv.H != want {
				t.Fatalf("%s is %d×%d, want %d square", what, cv.W, cv.H, want)
			}
			if _, a := cv.At(0, 0); a > 0.02 {
				t.Errorf("%s: its corner is painted (alpha %.2f)", what, a)
			}
			if ink, all := share(cv, whole, isInk), share(cv, whole, isSolid); ink*50 < all {
				t.Errorf("%s: %d ink pixels of %d: too few lines to read", what, ink, all)
			}
		}
		face := func(r Reaction) {
			if _, a := cvs[r].At(cvs[r].W/2, cvs[r].H/2-px/6); a < 0.95 {
				t.Errorf("%s at %d px: the face is not solid at its middle", reactNam[r], px)
			}
			if g := share(cvs[r], whole, isGold); g*3 < px*px/2 {
				t.Errorf("%s at %d px: only %d golden pixels", reactNam[r], px, g)
			}
		}
		face(ReactWow)
		face(ReactLaugh)
		face(ReactPhew)
		if share(cvs[ReactWow], [4]float64{0.4, 0.55, 0.6, 0.75}, isRed) < 3 {
			t.Errorf("the wow at %d px has no open red mouth below its middle", px)
		}
		if l, r := share(cvs[ReactLaugh], [4]float64{0, 0, 0.3, 1}, isBlue), share(cvs[ReactLaugh], [4]float64{0.7, 0, 1, 1}, isBlue); l < 4 || r < 4 {
			t.Errorf("the laugh at %d px has tears of %d and %d blue pixels, left and right", px, l, r)
		}
		if tr, rest := share(cvs[ReactPhew], [4]float64{0.6, 0, 1, 0.45}, isBlue), share(cvs[ReactPhew], [4]float64{0, 0, 0.5, 1}, isBlue); tr < 6 || rest > 0 {
			t.Errorf("the phew at %d px has %d blue pixels at its top right and %d on its left: one bead of sweat", px, tr, rest)
		}
		if g := share(cvs[ReactThumbs], [4]float64{0.2, 0.05, 0.45, 0.35}, isGold); g < px/2 {
			t.Errorf("the thumb at %d px: %d golden pixels above the fist", px, g)
		}
		if r := share(cvs[ReactParty], [4]float64{0.08, 0.5, 0.5, 0.92}, func(c RGB) bool { return isRed(c) || isGold(c) }); r < px {
			t.Errorf("the popper at %d px: %d red and gold pixels at its lower left", px, r)
		}
		if c := share(cvs[ReactParty], [4]float64{0.55, 0.05, 0.95, 0.45}, isSolid); c < px/2 {
			t.Errorf("the popper at %d px: %d pixels of confetti at its upper right", px, c)
		}
		for a := range Reactions {
			for b := a + 1; b < Reactions; b++ {
				if d, n := apart(cvs[a], cvs[b]); d*10 < n {
					t.Errorf("%s and %s at %d px differ in %d of %d pixels", reactNam[a], reactNam[b], px, d, n)
				}
			}
		}
	}
	if dir := os.Getenv("REACTION_SHOTS"); dir != "" {
		shootReactions(t, dir)
	}
}

// apart counts the pixels solid in a or b that differ between them
// clearly (in coverage or colour), and the pixels solid in either.
func apart(a, b *Canvas) (differ, solid int) {
	for y := range a.H {
		for x := range a.W {
			ca, aa := a.At(x, y)
			cb, ab := b.At(x, y)
			if aa < 0.5 && ab < 0.5 {
				continue
			}
			solid++
			dc := max(abs(ca.R-cb.R), abs(ca.G-cb.G), abs(ca.B-cb.B))
			if abs(aa-ab) > 0.5 || dc > 0.25 {
				differ++
			}
		}
	}
	return differ, solid
}

func abs(v float64) float64 { return max(v, -v) }

// TestReactionImagesAreCached: the kit paints each reaction once per
// size, the size a PieceCanvas of it.
func TestReactionImagesAreCached(t *testing.T) {
	k := NewKit(Classic())
	img := k.ReactionImage(40, ReactLaugh)
	if b := img.Bounds(); b.Dx() != 40+2*PieceMargin(40) {
		t.Fatalf("the image is %v", b)
	}
	before := k.Painted()
	if k.ReactionImage(40, ReactLaugh) != img || k.Painted() != before {
		t.Fatal("the same reaction was painted twice")
	}
	if k.ReactionImage(40, ReactWow) == img {
		t.Fatal("two reactions share an image")
	}
}

// shootReactions writes every reaction at 32, 48 and 96 px on the felt,
// for a person to look at.
func shootReactions(t *testing.T, dir string) {
	felt := Classic().Table
	sizes := []int{32, 48, 96}
	cell := 96 + 2*PieceMargin(96) + 8
	img := image.NewRGBA(image.Rect(0, 0, cell*int(Reactions), cell*len(sizes)))
	for i := range img.Pix {
		img.Pix[i] = []uint8{felt.R, felt.G, felt.B, 255}[i%4]
	}
	for row, px := range sizes {
		for r := range Reactions {
			cv := reactionCanvas(px, r)
			for y := range cv.H {
				for x := range cv.W {
					c, a := cv.At(x, y)
					if a <= 0 {
						continue
					}
					ox, oy := int(r)*cell+x+4, row*cell+y+4
					under := img.RGBAAt(ox, oy)
					mix := func(v float64, u uint8) uint8 { return uint8(Clamp01(v*a+float64(u)/255*(1-a))*255 + 0.5) }
					img.SetRGBA(ox, oy, color.RGBA{mix(c.R, under.R), mix(c.G, under.G), mix(c.B, under.B), 255})
				}
			}
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "reactions.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
