package knister

import (
	"strconv"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/sprites"
)

// effects play, on one card, the events that explain what just happened:
// a written number springs into place, a full line's combination and
// points float up. They run on the events runner; none of them blocks
// input, since every seat writes while the others' numbers still settle.
type effects struct {
	run events.Runner
}

// popStep is a number springing into its cell.
type popStep struct{ cell knister.Cell }

// floating is a text that rises and fades: a line's combination and score.
type floating struct {
	text string
	x, y float64
	good bool
}

// Tick lengths of the effects.
const (
	popTicks   = 16
	floatTicks = 110
)

func (e *effects) active() bool { return e.run.Active() }

func (e *effects) update() { e.run.Update() }

// pop makes a freshly written number spring into place.
func (e *effects) pop(c knister.Cell) {
	e.run.Add(events.Step{Ticks: popTicks, With: true, Ease: sprites.OutBack, Data: popStep{c}})
}

// popScale is the current scale of cell c's number.
func (e *effects) popScale(c knister.Cell) float64 {
	for _, p := range e.run.Running() {
		if s, ok := p.Step.Data.(popStep); ok && s.cell == c {
			return 1.45 + (1-1.45)*p.Eased()
		}
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
	e.run.Add(events.Step{Ticks: floatTicks, With: true, Data: floating{text: text, x: x, y: y, good: s.Points > 0}})
}

// floats calls draw for every rising text with its progress 0..1.
func (e *effects) floats(draw func(f floating, t float64)) {
	for _, p := range e.run.Running() {
		if f, ok := p.Step.Data.(floating); ok {
			draw(f, p.Progress())
		}
	}
}
