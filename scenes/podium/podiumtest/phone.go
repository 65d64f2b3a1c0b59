// Package podiumtest holds what the games' tests of their scoring scenes
// share: the check that a podium on a phone reads.
package podiumtest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/podium"
)

// HeadPx is the least size of the headline on a phone, in CSS pixels: a
// phone's body text (a literal, as layouttest's floors are).
const HeadPx = 14

// CheckPhone draws the scoring scene s (its podium p) once on ctx's
// screen and fails unless the headline under the title is there, every
// line of it at HeadPx CSS px or more, and the detail panel holds at
// least two texts (the seat's name and what it did). It returns the
// frame's texts for a game's own checks.
func CheckPhone(t *testing.T, what string, ctx *core.Context, s core.Scene, p *podium.Podium) *core.TextLog {
	t.Helper()
	log := core.DrawTexts(ctx, func(dst *ebiten.Image) { s.Draw(dst, ctx) })
	head, detail := 0, 0
	title := ctx.T("scoring.title")
	for _, b := range log.Boxes {
		switch {
		case b.Text != title && within(b, p.Title):
			head++
			if b.Size < HeadPx*ctx.CSSPx()-0.01 {
				t.Errorf("%s: the headline's %q is set at %.1f px, under %d", what, b.Text, b.Size, HeadPx)
			}
		case within(b, p.Detail):
			detail++
		}
	}
	if head == 0 {
		t.Errorf("%s: no headline under the title", what)
	}
	if detail < 2 {
		t.Errorf("%s: the detail panel holds %d texts, want the seat's name and what it did", what, detail)
	}
	return log
}

// within reports whether b's box lies in r (half a pixel of slack).
func within(b core.TextBox, r interface{ Contains(x, y float64) bool }) bool {
	return r.Contains(b.Box.X+0.5, b.Box.Y+0.5) && r.Contains(b.Box.X+b.Box.W-0.5, b.Box.Y+b.Box.H-0.5)
}
