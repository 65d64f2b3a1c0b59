package setup

import (
	"fmt"
	"testing"

	"cifra/internal/cli"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/sprites"
)

// TestSetupExplainsTheOptions: under each of Kakuzu's options and its
// hints switch setup writes what it does, worded for the value chosen
// (the variant's rules, the clock off or on, the sheet); in every
// language, on a phone, a tablet, a laptop and a big screen, with two and
// four seats, each line fits its place under its button, on the screen
// and over no widget, at a body size.
func TestSetupExplainsTheOptions(t *testing.T) {
	h := newHarness(t, cli.Options{})
	g := game("kakuzu")
	for _, n := range []int{g.MinSeats, g.MaxSeats} {
		for _, lang := range i18n.Languages {
			for _, size := range layouttest.Sizes {
				ctx := h.Resize(size[0], size[1], lang)
				s := New(ctx, g, 0)
				s.table.Seats = nil
				for i := range n {
					s.table.Seats = append(s.table.Seats, rules.Player{Name: longName(lang, i)})
				}
				s.table.Hints = true
				s.Layout(ctx)
				what := fmt.Sprintf("%d seats %s %dx%d", n, lang, size[0], size[1])
				// On a phone lying down the options may flow onto pages
				// of their own (flow.go): each page's lines are checked.
				helps := 0
				for page := range s.pages {
					s.turnPage(ctx, page)
					helps += len(s.helps)
					face := helpFace(ctx)
					for _, hp := range s.helps {
						text := s.helpText(ctx, hp.id)
						if text == "" {
							t.Errorf("%s: %s has no help", what, hp.id)
						}
						lines := sprites.Wrap(text, face, hp.rect.W)
						if float64(len(lines))*helpLineH(face) > hp.rect.H+0.01 {
							t.Errorf("%s: %s's help takes %d lines, its place %.0f px", what, hp.id, len(lines), hp.rect.H)
						}
						if face.Size < 14*ctx.CSSPx()-0.01 {
							t.Errorf("%s: help at %.1f px", what, face.Size)
						}
						if r := hp.rect; r.Y < 0 || r.Y+r.H > float64(ctx.H) {
							t.Errorf("%s: %s's help at %+v leaves the screen", what, hp.id, r)
						}
						for _, w := range s.Targets() {
							r := hp.rect
							if r.X < w.X+w.W && w.X < r.X+r.W && r.Y < w.Y+w.H && w.Y < r.Y+r.H {
								t.Errorf("%s: %s's help %+v lies over %s", what, hp.id, r, w.ID)
							}
						}
					}
				}
				if helps != len(g.Options)+1 {
					t.Fatalf("%s: %d help lines for %d options and the hints", what, helps, len(g.Options))
				}
			}
		}
	}
	// The help follows the value.
	ctx := h.Resize(1280, 800, "en")
	s := New(ctx, g, 0)
	s.Layout(ctx)
	variant := s.helps[1].id // the hints, then the options
	s.table.Options["variant"] = "no-bag"
	noBag := s.helpText(ctx, variant)
	s.table.Options["variant"] = "classic"
	if classic := s.helpText(ctx, variant); classic == noBag || noBag != ctx.T("option.kakuzu.variant.no-bag.help") {
		t.Errorf("the variant's help: classic %q, no-bag %q", classic, noBag)
	}
}

// TestTurnClockStartsGenerous: Kakuzu's turn clock is off by default, and
// turned on it starts at 30 s, not the rules' tight 10; a saved 10 or 20
// is still valid (an old save loads) and moves on to 30.
func TestTurnClockStartsGenerous(t *testing.T) {
	g := game("kakuzu")
	var o *core.Option
	for i := range g.Options {
		if g.Options[i].Key == "turnSeconds" {
			o = &g.Options[i]
		}
	}
	if o == nil || o.Default != 0 {
		t.Fatalf("the turn clock option %+v: want it off by default", o)
	}
	if got := o.Next(0); got != 30 {
		t.Errorf("the clock turned on is %v s, want 30", got)
	}
	for _, old := range []int{10, 20} {
		if err := o.Check(old); err != nil || o.Next(old) != 30 {
			t.Errorf("a saved %d s: %v, next %v", old, err, o.Next(old))
		}
	}
	if got := o.Next(o.Max); got != 0 {
		t.Errorf("after %d s the clock goes to %v, want off", o.Max, got)
	}
}
