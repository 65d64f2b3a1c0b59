package knister

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/sprites"
)

// effects play, on one card, the events that explain what just happened:
// a written number springs into place, a full line lights up and its
// combination and points are announced beside it, as large, bright and
// loud as the points deserve. They run on the events runner; none of them
// blocks input, since every seat writes while the others' numbers still
// settle. The drawing is in linefx.go.
type effects struct {
	run events.Runner
	// tick counts updates; lines announced in the same tick (the last
	// number of a row that also closes a column) start one after the
	// other, lineStagger ticks apart, so each is seen and heard.
	tick      int
	batchTick int
	batch     int
}

// popStep is a number springing into its cell.
type popStep struct{ cell knister.Cell }

// lineShow is a completed line being announced: the line lights up, a
// ring spreads from its score badge and a label with its combination and
// points rises beside it (never over its numbers).
type lineShow struct {
	line   knister.Line
	tier   int
	name   string // the combination, "Full house ×2", or that there is none
	points string // "+16"; "" when the line scores nothing
	delay  int    // ticks before it shows (staggered with others)
	sound  *audio.Player
	label  *labelImage // the label painted once, shared by the step's copies
}

// Tick lengths of the effects.
const (
	popTicks    = 16
	lineStagger = 28
)

func (e *effects) active() bool { return e.run.Active() }

// update advances the effects a tick and sounds each line as it shows.
func (e *effects) update() {
	e.tick++
	e.run.Update()
	for _, p := range e.run.Running() {
		if s, ok := p.Step.Data.(lineShow); ok && p.Tick == s.delay {
			s.sound.Play(lineSound(s.tier))
		}
	}
}

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

// line announces a completed line with its combination and points, and
// plays its sound when it shows. The card's layout is given when drawing,
// so a resize meanwhile moves the effect with the card.
func (e *effects) line(ctx *core.Context, s knister.LineScore) {
	if e.batchTick != e.tick {
		e.batchTick, e.batch = e.tick, 0
	}
	show := lineShow{line: s.Line, tier: scoreTier(s.Points), delay: e.batch * lineStagger, sound: ctx.Sound, label: &labelImage{}}
	e.batch++
	show.name = ctx.T("knister.combo." + s.Combo.String())
	if s.Points == 0 {
		show.name = ctx.T("knister.fx.none")
	} else {
		if s.Line.Kind == knister.Diagonal {
			show.name += " ×2"
		}
		show.points = "+" + strconv.Itoa(s.Points)
	}
	label := show.label
	e.run.Add(events.Step{Ticks: show.delay + tiers[show.tier].ticks, With: true, Data: show, End: label.free})
}

// progress is how far a shown line's effect is, 0..1, after its delay.
func (s lineShow) progress(p events.Playing) float64 {
	return float64(p.Tick-s.delay) / float64(tiers[s.tier].ticks)
}

// A line's score sets how big its announcement is: tier 0 scores
// nothing, 1 a point or two, 2 up to 6, 3 up to 11, 4 twelve or more
// (a straight without 7, any diagonal combination of 6 or more).
func scoreTier(points int) int {
	switch {
	case points <= 0:
		return 0
	case points <= 2:
		return 1
	case points <= 6:
		return 2
	case points <= 11:
		return 3
	}
	return 4
}

// lineSound is the sound of a line of tier t.
func lineSound(t int) audio.Effect {
	return [...]audio.Effect{audio.LineNone, audio.LineSmall, audio.LineCompleted, audio.LineBig, audio.LineHuge}[t]
}

// tierLook is how one tier is shown: how long, the label's text height
// and the line's glow (in cell pitches), and how many sparks fly.
type tierLook struct {
	ticks  int
	text   float64
	glow   float64
	sparks int
}

// tiers, from nothing to the best lines.
var tiers = [...]tierLook{
	{ticks: 70, text: 0.24, glow: 0.03},
	{ticks: 90, text: 0.28, glow: 0.04},
	{ticks: 105, text: 0.34, glow: 0.05},
	{ticks: 125, text: 0.42, glow: 0.06, sparks: 10},
	{ticks: 150, text: 0.52, glow: 0.07, sparks: 18},
}

// labelImage is a line's label painted once at one size, freed when the
// effect ends.
type labelImage struct {
	img  *ebiten.Image
	text float64 // the text height it was painted at
}

// free releases the painted label.
func (li *labelImage) free() {
	if li.img != nil {
		li.img.Deallocate()
		li.img = nil
	}
}
