package sprites

import (
	"image/color"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/opentype"

	"cifra/sprites/gofonts"
)

// maxFaces bounds each font's cache of sizes: layouts that try sizes in a
// loop (shrink until it fits) would otherwise keep every one.
const maxFaces = 256

// faceSource parses one TTF the first time it is asked for and keeps a
// face per size: a Face caches its glyph images, so a face is made once
// per size, not per call.
type faceSource struct {
	ttf   []byte
	once  sync.Once
	font  *opentype.Font
	mu    sync.Mutex
	faces map[float64]*Face
}

func (f *faceSource) face(size float64) *Face {
	f.once.Do(func() {
		fnt, err := opentype.Parse(f.ttf)
		if err != nil {
			panic("sprites: bundled Go font does not parse: " + err.Error())
		}
		f.font, f.faces = fnt, map[float64]*Face{}
	})
	f.mu.Lock()
	defer f.mu.Unlock()
	if fc, ok := f.faces[size]; ok {
		return fc
	}
	fc, err := newFace(f.font, f.ttf, size)
	if err != nil {
		panic("sprites: no face at size " + err.Error())
	}
	if len(f.faces) >= maxFaces {
		clear(f.faces)
	}
	f.faces[size] = fc
	return fc
}

var (
	regularSource = &faceSource{ttf: gofonts.Regular}
	boldSource    = &faceSource{ttf: gofonts.Bold}
	handSource    = &faceSource{ttf: gofonts.Italic}
)

// UI is Go Regular at size device pixels: labels, help, dialogs.
func UI(size float64) *Face { return regularSource.face(size) }

// Bold is Go Bold at size device pixels: titles, scores, button labels.
func Bold(size float64) *Face { return boldSource.face(size) }

// Hand is the pencil hand (Go Italic) for things written on the paper card;
// Kit.Pencil paints the same outlines with wobble, tilt and graphite grain.
func Hand(size float64) *Face { return handSource.face(size) }

// Align anchors text (and anything else) at a point.
type Align int

// Alignments: the start (left/top), centre or end (right/bottom) of the text
// sits on the anchor.
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// DrawText draws s (lines split by \n) anchored at (x,y): h aligns each line
// horizontally, v aligns the whole block vertically.
func DrawText(dst *ebiten.Image, s string, face *Face, x, y float64, h, v Align, clr color.RGBA) {
	drawText(dst, s, face, x, y, h, v, clr) // see textdraw.go
}

// Measure returns the width of the widest line and the height of the block.
func Measure(s string, face *Face) (w, h float64) {
	return measure(s, face) // see textdraw.go
}

// Wrap breaks s into lines no wider than maxWidth, at spaces (explicit \n are
// kept). A single word wider than maxWidth gets a line of its own. Scripts
// in Cifra's five languages all separate words with spaces. The lines are
// remembered and shared between callers: do not change them.
func Wrap(s string, face *Face, maxWidth float64) []string {
	return remember(wrapKind, s, face, maxWidth, wrap) // see textdraw.go
}

func wrap(s string, face *Face, maxWidth float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			candidate := line + " " + w
			if face.Advance(candidate) <= maxWidth {
				line = candidate
				continue
			}
			lines = append(lines, line)
			line = w
		}
		lines = append(lines, line)
	}
	return lines
}

// WrapBalanced wraps s to at most maxWidth in as few lines as Wrap does,
// with lines as even as it can (no word left alone on the last line): for
// captions under pictures.
func WrapBalanced(s string, face *Face, maxWidth float64) []string {
	return remember(balancedKind, s, face, maxWidth, wrapBalanced) // see textdraw.go
}

func wrapBalanced(s string, face *Face, maxWidth float64) []string {
	lines := Wrap(s, face, maxWidth)
	lo, hi := maxWidth/2, maxWidth
	for range 8 {
		mid := (lo + hi) / 2
		if len(Wrap(s, face, mid)) > len(lines) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return Wrap(s, face, hi)
}

// Ellipsize cuts s to its longest prefix that fits maxWidth in face with
// "…" after it (s itself when it fits; "" when not even one letter does),
// so a long name never runs into what stands beside it.
func Ellipsize(s string, face *Face, maxWidth float64) string {
	return remember(ellipsizeKind, s, face, maxWidth, func(s string, face *Face, maxWidth float64) []string {
		return []string{ellipsize(s, face, maxWidth)}
	})[0] // see textdraw.go
}

func ellipsize(s string, face *Face, maxWidth float64) string {
	if w, _ := Measure(s, face); w <= maxWidth {
		return s
	}
	rs := []rune(s)
	lo, hi := 0, len(rs) // the longest prefix that fits, by halves
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if w, _ := Measure(strings.TrimRight(string(rs[:mid]), " ")+"…", face); w <= maxWidth {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return ""
	}
	return strings.TrimRight(string(rs[:lo]), " ") + "…"
}
