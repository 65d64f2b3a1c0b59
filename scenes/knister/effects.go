package knister

import (
	"strconv"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/sprites"
)

// effects are the short animations that explain what just happened.
type effects struct {
	pops   map[knister.Cell]*sprites.Tween
	floats []floating
}

// floating is a text that rises and fades: a line's combination and score.
type floating struct {
	text  string
	x, y  float64
	good  bool
	tween *sprites.Tween
}

func (e *effects) active() bool { return len(e.pops) > 0 || len(e.floats) > 0 }

func (e *effects) update() {
	for c, t := range e.pops {
		if !t.Update() {
			delete(e.pops, c)
		}
	}
	kept := e.floats[:0]
	for _, f := range e.floats {
		if f.tween.Update() {
			kept = append(kept, f)
		}
	}
	e.floats = kept
}

// pop makes a freshly written number spring into place.
func (e *effects) pop(c knister.Cell) {
	if e.pops == nil {
		e.pops = map[knister.Cell]*sprites.Tween{}
	}
	e.pops[c] = sprites.NewTween(1.45, 1, 16, sprites.OutBack)
}

// popScale is the current scale of cell c's number.
func (e *effects) popScale(c knister.Cell) float64 {
	if t, ok := e.pops[c]; ok {
		return t.Value()
	}
	return 1
}

// line announces a completed line with its combination and points.
func (e *effects) line(ctx *core.Context, l *cardLayout, s knister.LineScore) {
	x, y := l.lineCenter(s.Line)
	text := ctx.T("combo." + s.Combo.String())
	if s.Points > 0 {
		text += " +" + strconv.Itoa(s.Points)
		if s.Line.Kind == knister.Diagonal {
			text += " (×2)"
		}
	}
	e.floats = append(e.floats, floating{text: text, x: x, y: y, good: s.Points > 0, tween: sprites.NewTween(0, 1, 110, sprites.Linear)})
}
