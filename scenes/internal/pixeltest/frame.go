package pixeltest

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"maps"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Case is one picture a game's pixel test draws: its name, the screen's
// size, how many seats and whether they sit around it (the panels turned
// to face them), and the language of its words.
type Case struct {
	Name   string
	W, H   int
	Seats  int
	Around bool
	Lang   i18n.Lang
}

// Frame draws with draw onto a new w×h image and reads it back. Like
// every pixel read, it must run inside the game loop (ebitentest.Main).
func Frame(w, h int, draw func(dst *ebiten.Image)) *image.RGBA {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	draw(img)
	return ebitentest.Pixels(img)
}

// Check judges the pieces of a frame against f: it logs the lowest score
// and margin, fails t for every piece that does not show what it must
// (and when there are none), and then, or when $CIFRA_SHOTS names a
// folder for them, saves the frame to shot (a PNG, each box outlined:
// green passed, red failed) for a person to look at.
func Check(t testing.TB, img *image.RGBA, ps []pieces.Piece, f *File, shot string) []Verdict {
	t.Helper()
	if len(ps) == 0 {
		t.Errorf("%s: the round lists no pieces", filepath.Base(shot))
		return nil
	}
	vs, err := f.Judge(img, ps)
	if err != nil {
		t.Error(err)
	}
	t.Logf("%s: %s", filepath.Base(shot), Summary(vs))
	failed := Failures(vs)
	for _, line := range failed {
		t.Errorf("%s: %s", filepath.Base(shot), line)
	}
	// The picture, to look at what was sampled: always where a person
	// asked for the shots, and at a failure (its path in the log).
	if _, asked := os.LookupEnv("CIFRA_SHOTS"); asked || len(failed) > 0 {
		if err := writePNG(Outlined(img, vs), shot); err != nil {
			t.Error(err)
		} else if len(failed) > 0 {
			t.Logf("the picture, each box outlined (red: failed): %s", shot)
		}
	}
	return vs
}

// Outlined is a copy of img with each verdict's box outlined: green for
// a piece that passed, red for one that did not.
func Outlined(img *image.RGBA, vs []Verdict) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	copy(out.Pix, img.Pix)
	for _, v := range vs {
		c := color.RGBA{40, 220, 80, 255}
		if !v.OK {
			c = color.RGBA{255, 30, 30, 255}
		}
		b := v.Piece.Box
		x0, y0 := int(math.Floor(b.X)), int(math.Floor(b.Y))
		x1, y1 := int(math.Ceil(b.X+b.W))-1, int(math.Ceil(b.Y+b.H))-1
		for x := x0; x <= x1; x++ {
			out.SetRGBA(x, y0, c)
			out.SetRGBA(x, y1, c)
		}
		for y := y0; y <= y1; y++ {
			out.SetRGBA(x0, y, c)
			out.SetRGBA(x1, y, c)
		}
	}
	return out
}

// Add samples box of img as one more picture of look.
func (k *Kind) Add(look string, img *image.RGBA, box ui.Rect) {
	if k.Refs == nil {
		k.Refs = map[string][][]byte{}
	}
	k.Refs[look] = append(k.Refs[look], Ref(img, box, k.Grid))
}

// textRefSizes are the sizes the digits' references are written at: a
// score's size on a large screen, and the small sizes a phone or a canvas
// drawn at half resolution writes in, where the glyphs' rasterisation
// (strokes a pixel wide, counters filled in) is a look of its own (11 and
// 13 match the scores at 1280×800 drawn at half resolution and on a
// phone best of the sizes tried).
var textRefSizes = []float64{32, 13, 11}

// DigitKind are the references of the digits 0–9 written in face at each
// of textRefSizes, light on a dark ground (text is compared by its shape
// alone, so dark on light matches too), each in the box pieces.Digits
// gives it.
func DigitKind(face func(size float64) *sprites.Face) *Kind {
	const all = "0123456789"
	k := &Kind{Grid: [2]int{6, 9}, Text: true}
	for _, size := range textRefSizes {
		t := pieces.Text{S: all, Face: face(size), X: 8, Y: 8, H: sprites.AlignStart, V: sprites.AlignStart}
		w, h := sprites.Measure(all, t.Face)
		img := Frame(int(w)+16, int(h)+16, func(dst *ebiten.Image) {
			dst.Fill(color.RGBA{40, 40, 40, 255})
			sprites.DrawText(dst, t.S, t.Face, t.X, t.Y, t.H, t.V, color.RGBA{240, 240, 240, 255})
		})
		for _, p := range pieces.Digits("", "", t, all) {
			k.Add(p.Want, img, p.Box)
		}
	}
	return k
}

// Path is where game's reference file lies, from the game's scene
// package (the folder the go tool runs its tests in).
func Path(game string) string { return "../../wasm/e2e/testdata/pixels-" + game + ".json" }

// Refs loads game's reference file (Path), failing t when it cannot.
func Refs(t testing.TB, game string) *File {
	t.Helper()
	f, err := Load(Path(game))
	if err != nil {
		t.Fatalf("%v (go test -run TestPixelRefs -update-pixels writes it)", err)
	}
	return f
}

// Keep checks that game's reference file (Path) holds kinds, the
// references as the painters paint them now, or with -update-pixels
// writes it. The check forgives rounding: each picture must correlate
// with the file's at least 0.98 (a painter changed since fails, until
// the file is written again and the change looked at).
func Keep(t testing.TB, game string, kinds map[string]*Kind) {
	t.Helper()
	path := Path(game)
	fresh := &File{MinScore: MinScore, MinMargin: MinMargin, Kinds: kinds,
		About: "the reference pictures of " + game + "'s pixel checks (scenes/" + game + "/pixels_test.go and the browser tests): written by go test ./scenes/" + game + " -run TestPixelRefs -update-pixels"}
	if *Update {
		if err := Save(path, fresh); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", path)
		return
	}
	old, err := Load(path)
	if err != nil {
		t.Fatalf("%v (go test -run %s -update-pixels writes it)", err, t.Name())
	}
	stale := func(format string, args ...any) {
		t.Errorf("%s is stale: %s (go test -run %s -update-pixels rewrites it; look at the pictures first)", path, fmt.Sprintf(format, args...), t.Name())
	}
	if old.MinScore != fresh.MinScore || old.MinMargin != fresh.MinMargin {
		stale("limits %g/%g, want %g/%g", old.MinScore, old.MinMargin, fresh.MinScore, fresh.MinMargin)
	}
	for name, k := range fresh.Kinds {
		o := old.Kinds[name]
		if o == nil || o.Grid != k.Grid || o.Text != k.Text || !maps.Equal(o.Families, k.Families) || len(o.Refs) != len(k.Refs) {
			stale("kind %s differs", name)
			continue
		}
		for look, refs := range k.Refs {
			if len(o.Refs[look]) != len(refs) {
				stale("%s %q has %d pictures, want %d", name, look, len(o.Refs[look]), len(refs))
				continue
			}
			for i, ref := range refs {
				if s := correlate(ref, o.Refs[look][i]); s < 0.98 {
					stale("%s %q picture %d correlates %.3f with the painter's", name, look, i, s)
				}
			}
		}
	}
	if len(old.Kinds) != len(fresh.Kinds) {
		stale("%d kinds, want %d", len(old.Kinds), len(fresh.Kinds))
	}
}

// correlate is the normalised correlation of two references.
func correlate(a, b []byte) float64 {
	if len(a) != len(b) {
		return 0
	}
	fa, fb := make([]float64, len(a)), make([]float64, len(b))
	for i := range a {
		fa[i], fb[i] = float64(a[i]), float64(b[i])
	}
	na, nb := normalised(fa), normalised(fb)
	s := 0.0
	for i := range na {
		s += na[i] * nb[i]
	}
	return s
}

// ShotPath is where a pixel test saves its picture name: in the folder
// $CIFRA_SHOTS names, for a person to look at, or else (a failure's
// picture, which must outlive the test) in cifra-pixels under the
// system's temporary folder.
func ShotPath(t testing.TB, name string) string {
	dir := os.Getenv("CIFRA_SHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "cifra-pixels")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, name+".png")
}

// writePNG saves img at path.
func writePNG(img image.Image, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed} // for looking at, not keeping
	return errors.Join(enc.Encode(f, img), f.Close())
}
