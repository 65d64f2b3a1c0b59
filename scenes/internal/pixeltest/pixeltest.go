// Package pixeltest checks a drawn frame against the state it was drawn
// from: every piece a round lists (scenes/internal/pieces) must look, in
// the frame's pixels, like the reference picture of what it must show,
// and clearly more than like any other look of its kind. The browser
// tests check screenshots the same way (wasm/e2e/lib/pixels.mjs, with the
// same references and limits), so the references live with them, in
// wasm/e2e/testdata/pixels-GAME.json, which each game's pixel test writes
// with -update-pixels and checks without.
//
// The method, and why: a piece's box is averaged down to a coarse grid of
// colours (each cell the area-weighted mean of the pixels under it; 6×9
// to 10×10 cells a box); for the looks that share a ground (the digits of
// a silver tile, of a red one, on the paper of a Knister square) the
// ground's mean picture is taken away; each channel's mean is taken away
// and the whole scaled to length 1; two looks compare by the dot product
// of their grids (normalised cross-correlation, 1 for the same picture;
// text by its luminance alone, either way round), the best of the box and
// the box moved half a cell each way. Averaging over cells several pixels
// wide forgives anti-aliasing, a sub-pixel shift and the browser's scaling
// of a canvas drawn at half resolution; taking the means away forgives a
// change of brightness or a tint; the ground's picture taken away leaves
// the digit, so a 7 is not a 2 for their shared sheen. What is left is the
// shape of a digit, a stone's highlight against an empty well, a red
// tile's light digit against a silver tile's dark one, an action tile's
// printed frame: what tells the looks apart. Small pieces are
// rasterised differently from large ones (a stroke a pixel wide, an
// embossed digit a blur), so references come at a large and a small size.
package pixeltest

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"math"
	"os"
	"slices"
	"sort"
	"strings"

	"cifra/scenes/internal/pieces"
	"cifra/scenes/ui"
)

// Update rewrites the reference files instead of checking them (go test
// -run TestPixelRefs -update-pixels).
var Update = flag.Bool("update-pixels", false, "rewrite wasm/e2e/testdata/pixels-*.json from the painters")

// The limits a piece's look must meet (the browser tests use the same,
// from the reference file): its score against the reference it must show
// at least MinScore, and at least MinMargin more than against any other
// look of its kind. Measured on the tests' frames: a right piece scores
// 0.74–1 in Go's frames and 0.83–1 in Chromium's screenshots of a canvas
// drawn at half resolution (the lowest a red Kakuro tile 30 pixels wide),
// the next look at least 0.17 less; a wrong digit, a missing stone or a
// swapped face scores 0.2 to 1.7 less against what it must show than
// against what it shows, so it fails on the look, not on the limits.
const (
	MinScore  = 0.6
	MinMargin = 0.1
)

// File is a game's reference pictures: for each kind of piece, its grid
// and the looks a piece of that kind may have.
type File struct {
	About     string           `json:"about"`
	MinScore  float64          `json:"minScore"`
	MinMargin float64          `json:"minMargin"`
	Kinds     map[string]*Kind `json:"kinds"`
}

// Kind is one kind's references.
type Kind struct {
	// Grid is the cells across and down a piece's box is averaged into.
	Grid [2]int `json:"grid"`
	// Text compares the ink's shape alone: the luminance, by the size of
	// the correlation, not its sign (a score is light on a dark panel,
	// dark on paper, dark on a red band, and the same digit).
	Text bool `json:"text,omitempty"`
	// Families are the looks that share a ground and differ by what is
	// printed on it (the digits of a silver tile): before the pixels are
	// compared with a look's n-th picture, the mean of the n-th pictures
	// of its family (the same size, the same marks) is taken away from
	// both, so the shading all of them share does not make a 7 look like
	// a 2. Look → family; a look in none is compared as it is. The looks
	// of a family have as many pictures, in the same order.
	Families map[string]string `json:"families,omitempty"`
	// Refs are, for each look, one or more pictures of it (stones come in
	// several variants, tiles in several sizes): the grid's colours, cell
	// by cell, red, green and blue, a byte each (base64 in the file).
	Refs map[string][][]byte `json:"refs"`

	prepared map[string][][]float64 // look → its pictures, ready to compare (prepare)
	means    map[string][][]float64 // family → the mean of its looks' n-th pictures
}

// Sample is the colours of box in img averaged into a gw×gh grid, in the
// piece's own upright frame (box is its place on the screen, turned turn
// quarter turns clockwise): red, green, blue for each cell, rows from the
// top. Pixels outside img count for nothing.
func Sample(img *image.RGBA, box ui.Rect, gw, gh, turn int) []float64 {
	out := make([]float64, 0, gw*gh*3)
	for j := range gh {
		for i := range gw {
			u0, v0 := float64(i)/float64(gw), float64(j)/float64(gh)
			u1, v1 := float64(i+1)/float64(gw), float64(j+1)/float64(gh)
			ax, ay := turned(u0, v0, turn)
			bx, by := turned(u1, v1, turn)
			r, g, b := mean(img, box.X+min(ax, bx)*box.W, box.Y+min(ay, by)*box.H, box.X+max(ax, bx)*box.W, box.Y+max(ay, by)*box.H)
			out = append(out, r, g, b)
		}
	}
	return out
}

// turned maps a point of a piece's upright box (0..1 each way) to where
// it lies in its box on the screen, the piece turned q quarters clockwise.
func turned(u, v float64, q int) (float64, float64) {
	switch (q%4 + 4) % 4 {
	case 1:
		return 1 - v, u
	case 2:
		return 1 - u, 1 - v
	case 3:
		return v, 1 - u
	}
	return u, v
}

// mean is the area-weighted mean colour of the rectangle [x0,x1)×[y0,y1)
// of img.
func mean(img *image.RGBA, x0, y0, x1, y1 float64) (r, g, b float64) {
	bd := img.Bounds()
	var sum [3]float64
	total := 0.0
	for y := max(int(math.Floor(y0)), bd.Min.Y); y < min(int(math.Ceil(y1)), bd.Max.Y); y++ {
		wy := math.Min(y1, float64(y+1)) - math.Max(y0, float64(y))
		for x := max(int(math.Floor(x0)), bd.Min.X); x < min(int(math.Ceil(x1)), bd.Max.X); x++ {
			w := wy * (math.Min(x1, float64(x+1)) - math.Max(x0, float64(x)))
			if w <= 0 {
				continue
			}
			p := img.Pix[img.PixOffset(x, y):]
			sum[0] += w * float64(p[0])
			sum[1] += w * float64(p[1])
			sum[2] += w * float64(p[2])
			total += w
		}
	}
	if total == 0 {
		return 0, 0, 0
	}
	return sum[0] / total, sum[1] / total, sum[2] / total
}

// normalised is a grid with each channel's mean taken away and scaled
// to length 1 (all zeros for one flat colour).
func normalised(s []float64) []float64 {
	out := slices.Clone(s)
	n := len(s) / 3
	for c := range 3 {
		m := 0.0
		for i := range n {
			m += s[3*i+c]
		}
		m /= float64(max(n, 1))
		for i := range n {
			out[3*i+c] -= m
		}
	}
	l := 0.0
	for _, v := range out {
		l += v * v
	}
	if l = math.Sqrt(l); l < 1e-9 {
		return make([]float64, len(s))
	}
	for i := range out {
		out[i] /= l
	}
	return out
}

// luma is a grid with each cell's colour replaced by its luminance
// (Rec. 709), in all three channels.
func luma(s []float64) []float64 {
	out := make([]float64, len(s))
	for i := 0; i+2 < len(s); i += 3 {
		y := 0.2126*s[i] + 0.7152*s[i+1] + 0.0722*s[i+2]
		out[i], out[i+1], out[i+2] = y, y, y
	}
	return out
}

// Verdict is how a piece's pixels compare with its kind's looks.
type Verdict struct {
	Piece  pieces.Piece
	Best   string  // the look they are most like
	Score  float64 // their score against the look wanted
	Next   string  // the most like of the other looks
	NextAt float64 // and their score against it
	OK     bool
}

// Margin is how much more the pixels are like the look wanted than like
// any other.
func (v Verdict) Margin() float64 { return v.Score - v.NextAt }

// String is the verdict in one line: the piece, what it must show, what
// it looks most like, and the scores.
func (v Verdict) String() string {
	p := v.Piece
	return fmt.Sprintf("%s (%s at %.0f,%.0f %.0f×%.0f): want %q, looks most like %q; score %.2f for %q, next %q %.2f (margin %.2f)",
		p.At, p.Kind, p.Box.X, p.Box.Y, p.Box.W, p.Box.H, p.Want, v.Best, v.Score, p.Want, v.Next, v.NextAt, v.Margin())
}

// Judge compares each piece's pixels in img with its kind's references.
// A piece passes when it looks most like what it must show, scoring at
// least f.MinScore against it and f.MinMargin more than against any
// other look. An error says a piece's kind or look has no reference.
func (f *File) Judge(img *image.RGBA, ps []pieces.Piece) ([]Verdict, error) {
	var out []Verdict
	var errs []error
	for _, p := range ps {
		k := f.Kinds[p.Kind]
		if k == nil || len(k.Refs[p.Want]) == 0 {
			errs = append(errs, fmt.Errorf("%s: no reference for %q of kind %q", p.At, p.Want, p.Kind))
			continue
		}
		// The box, and the box moved by half a cell each way: a piece drawn
		// a pixel off its place (a glyph snapped to the pixel grid, a
		// canvas scaled) is still itself.
		k.prepare()
		var grids [][]float64
		across, down := float64(k.Grid[0]), float64(k.Grid[1])
		if p.Turn%2 != 0 { // a quarter turn: the grid's rows run across the screen
			across, down = down, across
		}
		for _, d := range shifts {
			b := p.Box
			b.X += d[0] * b.W / across
			b.Y += d[1] * b.H / down
			g := Sample(img, b, k.Grid[0], k.Grid[1], p.Turn)
			if k.Text {
				g = luma(g)
			}
			grids = append(grids, g)
		}
		v := Verdict{Piece: p, Score: math.Inf(-1), NextAt: math.Inf(-1)}
		best := math.Inf(-1)
		for _, look := range sortedKeys(k.Refs) {
			s := k.score(grids, look)
			if s > best {
				best, v.Best = s, look
			}
			if look == p.Want {
				v.Score = s
			} else if s > v.NextAt {
				v.NextAt, v.Next = s, look
			}
		}
		v.OK = v.Best == p.Want && v.Score >= f.MinScore && v.Margin() >= f.MinMargin
		out = append(out, v)
	}
	return out, errors.Join(errs...)
}

// shifts are the moves of a piece's box tried, in grid cells across and
// down: its place, and half a cell each way.
var shifts = [][2]float64{{0, 0}, {-0.5, 0}, {0.5, 0}, {0, -0.5}, {0, 0.5}, {-0.5, -0.5}, {0.5, -0.5}, {-0.5, 0.5}, {0.5, 0.5}}

// prepare readies the references once: text as its luminance; for each
// family, the mean of its looks' n-th pictures, for every n (the looks of
// a family have their pictures in the same order: a size, a mark); and
// every picture less its family's mean of the same place, normalised.
func (k *Kind) prepare() {
	if k.prepared != nil {
		return
	}
	k.prepared, k.means = map[string][][]float64{}, map[string][][]float64{}
	raw := map[string][][]float64{}
	counts := map[string][]int{}
	for look, refs := range k.Refs {
		f, inFamily := k.Families[look]
		for n, ref := range refs {
			r := make([]float64, len(ref))
			for i, v := range ref {
				r[i] = float64(v)
			}
			if k.Text {
				r = luma(r)
			}
			raw[look] = append(raw[look], r)
			if !inFamily {
				continue
			}
			for len(k.means[f]) <= n {
				k.means[f] = append(k.means[f], make([]float64, len(r)))
				counts[f] = append(counts[f], 0)
			}
			for i, v := range r {
				k.means[f][n][i] += v
			}
			counts[f][n]++
		}
	}
	for f, ms := range k.means {
		for n, m := range ms {
			for i := range m {
				m[i] /= float64(counts[f][n])
			}
		}
	}
	for look, rs := range raw {
		for n, r := range rs {
			k.prepared[look] = append(k.prepared[look], normalised(k.less(look, n, r)))
		}
	}
}

// less is g less the mean of the n-th pictures of look's family (g
// itself for a look in none).
func (k *Kind) less(look string, n int, g []float64) []float64 {
	f, ok := k.Families[look]
	if !ok || n >= len(k.means[f]) || len(k.means[f][n]) != len(g) {
		return g
	}
	m := k.means[f][n]
	out := make([]float64, len(g))
	for i, v := range g {
		out[i] = v - m[i]
	}
	return out
}

// score is how like look's best picture the best of the grids (the box
// at each of its shifts) is.
func (k *Kind) score(grids [][]float64, look string) float64 {
	best := math.Inf(-1)
	for n, r := range k.prepared[look] {
		for _, g := range grids {
			got := normalised(k.less(look, n, g))
			if len(r) != len(got) {
				continue
			}
			s := 0.0
			for i, v := range r {
				s += v * got[i]
			}
			if k.Text {
				s = math.Abs(s) // light ink or dark
			}
			best = max(best, s)
		}
	}
	return best
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Failures are the verdicts that did not pass, one line each.
func Failures(vs []Verdict) []string {
	var out []string
	for _, v := range vs {
		if !v.OK {
			out = append(out, v.String())
		}
	}
	return out
}

// Summary is the lowest score and the lowest margin of vs, each with its
// piece's verdict, for a test's log.
func Summary(vs []Verdict) string {
	if len(vs) == 0 {
		return "no pieces"
	}
	lo, lm := vs[0], vs[0]
	for _, v := range vs {
		if v.Score < lo.Score {
			lo = v
		}
		if v.Margin() < lm.Margin() {
			lm = v
		}
	}
	return fmt.Sprintf("%d pieces; lowest score: %v; lowest margin: %v", len(vs), lo, lm)
}

// Ref is the grid of box in img, as a reference: a byte a channel.
func Ref(img *image.RGBA, box ui.Rect, grid [2]int) []byte {
	s := Sample(img, box, grid[0], grid[1], 0)
	out := make([]byte, len(s))
	for i, v := range s {
		out[i] = byte(math.Round(min(255, max(0, v))))
	}
	return out
}

// Load reads a reference file.
func Load(path string) (*File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f File
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &f, nil
}

// Save writes f to path, each reference on a line of its own (a change
// to one look is a change to one line).
func Save(path string, f *File) error {
	var b strings.Builder
	fmt.Fprintf(&b, "{\n  \"about\": %s,\n  \"minScore\": %g,\n  \"minMargin\": %g,\n  \"kinds\": {", quote(f.About), f.MinScore, f.MinMargin)
	for i, name := range sortedKeys(f.Kinds) {
		k := f.Kinds[name]
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n    %s: {\"grid\": [%d, %d], \"text\": %t,", quote(name), k.Grid[0], k.Grid[1], k.Text)
		if len(k.Families) > 0 {
			fams, _ := json.Marshal(k.Families)
			fmt.Fprintf(&b, "\n      \"families\": %s,", fams)
		}
		b.WriteString("\n      \"refs\": {")
		for j, look := range sortedKeys(k.Refs) {
			if j > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "\n      %s: [", quote(look))
			for n, ref := range k.Refs[look] {
				if n > 0 {
					b.WriteString(", ")
				}
				line, _ := json.Marshal(ref)
				b.Write(line)
			}
			b.WriteString("]")
		}
		b.WriteString("\n    }}")
	}
	b.WriteString("\n  }\n}\n")
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
