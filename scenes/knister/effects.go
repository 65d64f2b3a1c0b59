package knister

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/events"
)

// A completed line is announced on its card: the line lights up, its
// combination and points are shown beside it, as large, bright and loud
// as the points deserve. It is the LineCompleted event's step (play.go);
// the drawing is in linefx.go.

// lineShow is a completed line being announced: the line lights up, a
// ring spreads from its score badge and a label with its combination and
// points rises beside it (never over its numbers).
type lineShow struct {
	p      int // the seat whose card it is on
	line   knister.Line
	tier   int
	name   string // the combination, "Full house ×2", or that there is none
	points string // "+16"; "" when the line scores nothing
	delay  int    // ticks before it shows (staggered with others)
	sound  *audio.Player
	label  *labelImage // the label painted once, shared by the step's copies
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
