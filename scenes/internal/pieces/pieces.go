// Package pieces says, for tests, where a round's pieces lie on the
// screen and what each must show: a covered stone, a printed digit, a
// number written on a card, a tile, a score's digits. A round lists them
// from its state (what the rules say must be there) and the layout (where
// its drawing puts them); a test reads those pixels, from the frame a Go
// test drew (scenes/internal/pixeltest) or from a browser's screenshot
// (globalThis.cifra.probe().pieces, wasm/e2e/lib/pixels.mjs), and tells
// which reference picture of the piece's kind they look like.
package pieces

import (
	"strconv"
	"strings"

	"cifra/scenes/ui"
	"cifra/sprites"
)

// BoldDigits is the kind of a digit written in the bold face
// (sprites.Bold): the scores of every game.
const BoldDigits = "digits.bold"

// Piece is one thing a round draws whose look its state decides.
type Piece struct {
	// Kind names the set of reference pictures the piece is told apart
	// among: every look a piece of that kind may have.
	Kind string
	// Want is the reference the pixels must look like most.
	Want string
	// At names the piece in a failure's message ("square 3.4").
	At string
	// Box is the rectangle whose pixels are compared, in the screen's
	// pixels (the device pixels the scene draws in).
	Box ui.Rect
	// Turn is how far the piece is turned on the screen, clockwise, in
	// quarter turns (0–3): a seat's panel facing its side of a table.
	Turn int
}

// JSON is ps as plain values for js.ValueOf: each piece an object with
// kind, want, at, x, y, w, h (device pixels) and turn.
func JSON(ps []Piece) []any {
	out := make([]any, len(ps))
	for i, p := range ps {
		out[i] = map[string]any{"kind": p.Kind, "want": p.Want, "at": p.At,
			"x": p.Box.X, "y": p.Box.Y, "w": p.Box.W, "h": p.Box.H, "turn": p.Turn}
	}
	return out
}

// Centred is a box w×h centred on (cx, cy).
func Centred(cx, cy, w, h float64) ui.Rect { return ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h} }

// Under reports whether box overlaps any of covers: a piece under
// something drawn over it (a badge, a label) shows that instead.
func Under(box ui.Rect, covers []ui.Rect) bool {
	for _, c := range covers {
		if box.X < c.X+c.W && c.X < box.X+box.W && box.Y < c.Y+c.H && c.Y < box.Y+box.H {
			return true
		}
	}
	return false
}

// InPanel is ps, laid out in panel p's own upright pixels, as they lie on
// the screen: each box mapped there and turned with the panel.
func InPanel(p *ui.Panel, ps []Piece) []Piece {
	q := (int(p.Turn)/90%4 + 4) % 4
	for i := range ps {
		ps[i].Box = p.RectToScreen(ps[i].Box)
		ps[i].Turn = (ps[i].Turn + q) % 4
	}
	return ps
}

// Text is a line of text as sprites.DrawText draws it: the words, the
// face, the anchor and the two alignments.
type Text struct {
	S    string
	Face *sprites.Face
	X, Y float64
	H, V sprites.Align
}

// Digits are the boxes of the first run of ASCII digits in t, one piece
// of kind for each digit: its advance across and its ink's height, where
// sprites.DrawText puts it. want is
// what the run must read; where it has another length than the run drawn
// (a score drawn wrong by a digit), the boxes follow want's digits from
// where the run starts, as a person reads the number from its first digit.
// at names the text in messages (each digit adds its place).
func Digits(kind, at string, t Text, want string) []Piece {
	line := t.S
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	start := strings.IndexFunc(line, isDigit)
	if start < 0 || t.Face == nil || want == "" {
		return nil
	}
	w, h := sprites.Measure(line, t.Face)
	x0 := t.X - w*share(t.H)
	y0 := t.Y - h*share(t.V)
	pre, _ := sprites.Measure(line[:start], t.Face)
	// A digit's ink stands on the baseline (the ascent below the line's
	// top) and is about 0.73 of the face's size tall in the Go fonts: the
	// box keeps to it, with a little room, so that the empty ascent and
	// descent do not make every digit look alike.
	base := y0 + t.Face.Metrics().Ascent
	inkTop, inkH := base-digitInk*t.Face.Size, (digitInk+0.04)*t.Face.Size
	var out []Piece
	for i := range len(want) {
		a, _ := sprites.Measure(line[:start]+want[:i], t.Face)
		b, _ := sprites.Measure(line[:start]+want[:i+1], t.Face)
		if i == 0 {
			a = pre
		}
		out = append(out, Piece{Kind: kind, Want: want[i : i+1], At: at + " digit " + strconv.Itoa(i+1),
			Box: ui.Rect{X: x0 + a, Y: inkTop, W: b - a, H: inkH}})
	}
	return out
}

// digitInk is how far above the baseline a box of a digit reaches, in
// the face's size.
const digitInk = 0.78

// share is the part of a box before its anchor for an alignment.
func share(a sprites.Align) float64 {
	switch a {
	case sprites.AlignCenter:
		return 0.5
	case sprites.AlignEnd:
		return 1
	}
	return 0
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }
