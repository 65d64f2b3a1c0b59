package knister

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// fxContext is a context for a w×h screen in lang, with no navigation.
func fxContext(w, h int, lang string) *core.Context {
	return &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
		Nav: fxNav{}, Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
}

type fxNav struct{}

func (fxNav) Switch(core.Scene)        {}
func (fxNav) Menu()                    {}
func (fxNav) Overlay(core.OverlayKind) {}
func (fxNav) CloseOverlay()            {}
func (fxNav) Quit()                    {}
func (fxNav) SettingsChanged()         {}

// fxCards are cards of the sizes the round lays out, from a phone's to a
// table's.
func fxCards() []*cardLayout {
	var out []*cardLayout
	for _, w := range []float64{180, 340, 450, 700} {
		l := &cardLayout{}
		l.setCard(ui.Rect{X: 20, Y: 30, W: w, H: w * 1.12})
		out = append(out, l)
	}
	return out
}

// Every line's label, at every tier and card size, sets its name at 12
// px or more (a flash, but one to read), stands clear of the
// line's own squares from its first frame to its last (it drifts away),
// stays within the card's width, and a second line's label at the same
// time does not cover the first's.
func TestLineLabelsLeaveTheirNumbersInSight(t *testing.T) {
	ctx := fxContext(1280, 800, "ru") // the longest combination names
	for _, l := range fxCards() {
		for tier := range tiers {
			for _, line := range knister.AllLines() {
				show := lineShow{line: line, tier: tier, name: ctx.T("knister.combo.straight-without-7") + " ×2", points: "+24", label: &labelImage{}}
				img := show.label.paint(ctx, l, show)
				w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
				if size := show.label.text; size > 0 && size*0.8 < minLabelText*ctx.Scale-0.01 {
					t.Errorf("card %.0f, tier %d: the label's name is set at %.1f px, under %d", l.card.W, tier, size*0.8, minLabelText)
				}
				at, dir := labelAt(l, line, w, h, nil)
				end := at
				end.Y += dir * l.pitch * 0.25
				for _, c := range line.Cells() {
					if at.Overlaps(l.cell(c)) || end.Overlaps(l.cell(c)) {
						t.Errorf("card %.0f, tier %d, %v: label %+v covers square %v", l.card.W, tier, line, at, c)
					}
				}
				if at.X < l.card.X || at.X+at.W > l.card.X+l.card.W {
					t.Errorf("card %.0f, tier %d, %v: label %+v leaves the card %+v", l.card.W, tier, line, at, l.card)
				}
				// The column through the line's last square completes at once.
				other := knister.Line{Kind: knister.Col, Index: line.Cells()[4].C}
				if other != line {
					o, _ := labelAt(l, other, w, h, []ui.Rect{at})
					if o.Overlaps(at) {
						t.Errorf("card %.0f, tier %d: labels of %v and %v overlap", l.card.W, tier, line, other)
					}
				}
				show.label.free()
			}
		}
	}
}

// The more a line scores, the bigger its label, the more it sparkles and
// the bigger its sound; a line that scores nothing is quiet.
func TestBigCombinationsLookAndSoundBig(t *testing.T) {
	prev := -1
	for p := 0; p <= 24; p++ {
		tier := scoreTier(p)
		if tier < prev {
			t.Fatalf("%d points are tier %d, below %d points' %d", p, tier, p-1, prev)
		}
		prev = tier
	}
	if scoreTier(1) == scoreTier(12) {
		t.Error("a pair and a straight without 7 are announced alike")
	}
	sounds := map[audio.Effect]bool{}
	for tier := range tiers {
		sounds[lineSound(tier)] = true
		if tier == 0 {
			continue
		}
		a, b := tiers[tier-1], tiers[tier]
		if b.text <= a.text || b.glow <= a.glow || b.ticks <= a.ticks || b.sparks < a.sparks {
			t.Errorf("tier %d %+v is not bigger than tier %d %+v", tier, b, tier-1, a)
		}
	}
	if len(sounds) != len(tiers) {
		t.Errorf("%d tiers share %d sounds", len(tiers), len(sounds))
	}
}

// Lines completed by one number are announced one after the other, and
// each sounds as it shows, once.
func TestLinesOfOneNumberTakeTurns(t *testing.T) {
	ctx := fxContext(1280, 800, "en")
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: "Ana"}}, Seed: 1})
	r.run.Flush() // the dice have landed
	r.play(ctx, []knister.Event{
		knister.LineCompleted{P: 0, Score: knister.LineScore{Line: knister.Line{Kind: knister.Row, Index: 4}, Combo: knister.Pair, Points: 1, Full: true}},
		knister.LineCompleted{P: 0, Score: knister.LineScore{Line: knister.Line{Kind: knister.Diagonal, Index: 0}, Combo: knister.StraightWithout7, Points: 24, Full: true}},
	})
	var shown []int // ticks at which each line first shows
	seen := map[knister.Line]bool{}
	for tick := range 400 {
		r.updateRun()
		for _, p := range r.run.Running() {
			if s, ok := p.Step.Data.(lineShow); ok && p.Tick >= s.delay && !seen[s.line] {
				seen[s.line] = true
				shown = append(shown, tick)
			}
		}
	}
	if len(shown) != 2 || shown[1]-shown[0] != lineStagger {
		t.Errorf("lines first shown at ticks %v, want two %d apart", shown, lineStagger)
	}
	if r.run.Active() {
		t.Error("the announcements never end")
	}
}

// TestLineEffectShots paints lines being announced, one of each tier met
// in a few games, at three moments, and checks that each picture shows
// something (ebitentest.Shoot) and that every tier was met, on a phone
// and a laptop. The pictures go to a temporary folder, or to
// $CIFRA_FX_SHOTS for a person to look at:
//
//	CIFRA_FX_SHOTS=DIR xvfb-run -a go test -run TestLineEffectShots ./scenes/knister/
func TestLineEffectShots(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_FX_SHOTS")
	t.Setenv(store.EnvConfigDir, t.TempDir())
	const seeds = 40
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		got := map[int]bool{}
		for seed := uint64(1); seed < seeds && len(got) < len(tiers); seed++ {
			ctx := fxContext(size[0], size[1], "en")
			r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: "Ana"}}, Seed: seed})
			r.Layout(ctx)
			r.run.Flush() // the dice have landed
			for !r.st.Finished() {
				b, _ := knister.NewBot("normal", seed*97+uint64(r.st.Round()), 0)
				c := b.Choose(r.st.Grid(0), r.st.Sum(), r.st.RollsLeft())
				r.apply(ctx, 0, c)
				r.updateRun()
				tier := -1
				for _, p := range r.run.Running() {
					if s, ok := p.Step.Data.(lineShow); ok && !got[s.tier] {
						tier = s.tier
					}
				}
				if tier >= 0 && !got[tier] {
					got[tier] = true
					done := 0
					for _, at := range []int{8, 30, 70} {
						for ; done < at; done++ {
							r.updateRun()
						}
						img := ebiten.NewImage(size[0], size[1])
						img.DrawImage(ctx.Kit.Table(size[0], size[1]), nil)
						r.drawCard(img, ctx, 0, r.mainView())
						r.drawLines(img, ctx, 0, &r.lay.cardLayout)
						if err := ebitentest.Shoot(img, filepath.Join(dir, fmt.Sprintf("line-%dx%d-tier%d-t%03d.png", size[0], size[1], tier, at))); err != nil {
							t.Error(err)
						}
						img.Deallocate()
					}
				}
				r.run.Flush()
				if !r.st.Finished() {
					evs, err := r.st.Roll()
					if err != nil {
						t.Fatal(err)
					}
					r.play(ctx, evs)
					r.run.Flush()
				}
			}
		}
		if len(got) < len(tiers) {
			t.Errorf("%dx%d: %d games met only the tiers %v of %d", size[0], size[1], seeds-1, got, len(tiers))
		}
	}
}
