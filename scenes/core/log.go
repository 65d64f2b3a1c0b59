package core

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/scenes/ui"
)

// LogLine is one line of a game's log: what happened, in words, and whose
// doing it was. The words name the seat too: the colour only helps the eye.
type LogLine struct {
	Seat   int        // the seat that acted, -1 for the table (a roll, a new sum)
	Colour color.RGBA // the seat's colour in this game; zero for none
	Text   string     // in the player's language, a sentence
	// Turn groups the lines of one turn or round of the game (0, 1, 2…);
	// the log puts a little space between groups.
	Turn int
}

// Logged is a scene that can tell its game so far in words: a round, or
// a scoring scene after it. The log is built from the game's record and
// the rules' events, so it reads the same after a resume; the app shows
// it in the log overlay (OverlayLog), oldest line first.
type Logged interface {
	GameLog(ctx *Context) []LogLine
}

// logIndent is how far a line's words sit right of its dot, in ems.
const logIndent = 1.3

// LogLineHeight is the height line i takes in body at size: its wrapped
// words, and a little space before it when it opens a new turn.
func LogLineHeight(ctx *Context, lines []LogLine, i int, body ui.Rect, size float64) float64 {
	return DrawLogLine(nil, ctx, lines, i, body, size, color.RGBA{})
}

// DrawLogLine draws line i at the top of r (only measures with a nil dst) and
// returns the height it took.
func DrawLogLine(dst *ebiten.Image, ctx *Context, lines []LogLine, i int, r ui.Rect, size float64, ink color.RGBA) float64 {
	l := lines[i]
	gap := 0.0
	if i > 0 && lines[i-1].Turn != l.Turn {
		gap = size * 0.5
	}
	text := ui.Rect{X: r.X + size*logIndent, Y: r.Y + gap, W: r.W - size*logIndent}
	if ctx.Texts != nil {
		// For the text log: the line's box is as tall as its wrapped
		// words (the pages were cut to fit the body). In play no box is
		// kept, and the words are wrapped once.
		text.H = Paragraphs(nil, ctx, l.Text, text, size, ink)
	}
	h := Paragraphs(dst, ctx, l.Text, text, size, ink)
	if dst != nil && l.Colour.A > 0 {
		cx, cy := r.X+size*0.45, text.Y+size*0.68
		vector.DrawFilledCircle(dst, float32(cx), float32(cy), float32(size*0.32), l.Colour, true)
		vector.StrokeCircle(dst, float32(cx), float32(cy), float32(size*0.32), float32(max(1, size*0.06)), ink, true)
	}
	return gap + h + size*0.2
}
