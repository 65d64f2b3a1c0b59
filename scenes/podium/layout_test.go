package podium

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// podiumOf finishes a game of n seats at w×h in lang (seat 0 winning)
// and lays it out; around seats it around one screen, with FaceSeats.
func podiumOf(t *testing.T, n, w, h int, lang i18n.Lang, around bool) (*Podium, *core.Context) {
	t.Helper()
	ctx := newContext()
	ctx.W, ctx.H, ctx.Tr = w, h, i18n.New(lang)
	tb := core.Table{Game: "kakuzu", Seed: 3, Around: around}
	scores := make([]int, n)
	for i := range n {
		tb.Seats = append(tb.Seats, rules.Player{Name: fmt.Sprintf("Ada %d", i+1), Bot: "easy"})
		scores[i] = 40 - 3*i
	}
	p := finish(t, ctx, tb, scores...)
	p.FaceSeats, p.Log = around, true
	p.Layout(ctx, 8)
	for range 60 {
		p.Update(ctx)
	}
	return p, ctx
}

// longNote is a note as long as Kakuzu's ("36 found, 0 received").
func longNote(int) string { return "36 found, 0 received" }

// TestNotesReadOnAPhone: a seat's note (Kakuzu's stones found and
// received, Kakuro's tiles) is never under the readable least (12 CSS
// px): beside the name where its column allows, under it on a phone; and
// no text of the scores leaves its place or overlaps another.
func TestNotesReadOnAPhone(t *testing.T) {
	useTempDir(t)
	for _, size := range layouttest.Sizes {
		for _, n := range []int{2, 4} {
			p, ctx := podiumOf(t, n, size[0], size[1], "en", false)
			what := fmt.Sprintf("%dx%d, %d seats", size[0], size[1], n)
			draw := func(dst *ebiten.Image) { p.Draw(dst, ctx, "Ada 1 wins", longNote) }
			layouttest.CheckTexts(t, what, ctx, draw)
			notes := 0
			for _, b := range core.DrawTexts(ctx, draw).Boxes {
				if b.Text == longNote(0) {
					notes++
					if b.Size < ctx.Least()-1e-9 {
						t.Errorf("%s: the note is %.1f px, under %.0f", what, b.Size, ctx.Least())
					}
				}
			}
			if notes != n {
				t.Errorf("%s: %d notes drawn whole, want %d", what, notes, n)
			}
		}
	}
}

// TestFacingSeatsAroundATable: with FaceSeats, a table around one screen
// has a panel per seat at its edge, turned to face it, holding that
// seat's name, points and note; the buttons (the log's too) are whole
// touch targets; without FaceSeats, or at a screen, the ranking stays the
// list (Kakuzu's and Knister's scores are as before).
func TestFacingSeatsAroundATable(t *testing.T) {
	useTempDir(t)
	for _, size := range [][2]int{{1280, 800}, {1920, 1080}, {1024, 600}, {1024, 768}, {844, 390}} {
		for n := 2; n <= 6; n++ {
			p, ctx := podiumOf(t, n, size[0], size[1], "de", true)
			what := fmt.Sprintf("%dx%d, %d around", size[0], size[1], n)
			if len(p.SeatPanels()) != n {
				t.Fatalf("%s: %d seat panels", what, len(p.SeatPanels()))
			}
			for s, panel := range p.SeatPanels() {
				if panel.Turn != ui.SeatEdges(n)[s] {
					t.Errorf("%s: seat %d's panel faces %d, the seat sits at %d", what, s, panel.Turn, ui.SeatEdges(n)[s])
				}
			}
			draw := func(dst *ebiten.Image) { p.Draw(dst, ctx, "Ada 1 gewinnt", longNote) }
			layouttest.CheckTexts(t, what, ctx, draw)
			log := core.DrawTexts(ctx, draw)
			for s := range n {
				space := fmt.Sprintf("seat %d", s)
				var name, points, note bool
				for _, b := range log.Boxes {
					if b.Space != space {
						continue
					}
					name = name || strings.HasSuffix(b.Text, fmt.Sprintf("Ada %d", s+1))
					points = points || b.Text == fmt.Sprint(40-3*s)
					note = note || b.Text == longNote(s) && b.Size >= ctx.Least()-1e-9
				}
				if !name || !points || !note {
					t.Errorf("%s: seat %d's panel: name %v, points %v, readable note %v", what, s, name, points, note)
				}
			}
			ids := map[string]bool{}
			for _, x := range p.Targets() {
				ids[x.ID] = true
				if x.Enabled && min(x.W, x.H) < 44 {
					t.Errorf("%s: %s is %.0f×%.0f px", what, x.ID, x.W, x.H)
				}
			}
			if !ids[IDLog.String()] || !ids[IDMenu.String()] || !ids[IDAgain.String()] {
				t.Errorf("%s: buttons %v", what, ids)
			}
		}
	}
	for _, c := range []struct{ face, around bool }{{false, true}, {true, false}} {
		p, ctx := podiumOf(t, 4, 1280, 800, "en", c.around)
		p.FaceSeats = c.face
		p.Layout(ctx, 8)
		if p.SeatPanels() != nil || p.List.W == 0 {
			t.Errorf("FaceSeats %v, around %v: panels %v, list %+v", c.face, c.around, p.SeatPanels(), p.List)
		}
	}
}

// TestShots paints the scores on a phone with a long note and around a
// table of four, for a person to look at in $CIFRA_SHOTS:
//
//	CIFRA_SHOTS=/tmp/shots xvfb-run -a go test -run TestShots ./scenes/podium/
func TestShots(t *testing.T) {
	useTempDir(t)
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	for _, c := range []struct {
		name   string
		w, h   int
		lang   i18n.Lang
		around bool
	}{{"podium-phone-en", 390, 844, "en", false}, {"podium-phone-it", 390, 844, "it", false}, {"podium-laptop-en", 1280, 800, "en", false}, {"podium-table4-de", 1280, 800, "de", true}} {
		p, ctx := podiumOf(t, 4, c.w, c.h, c.lang, c.around)
		img := ebiten.NewImage(c.w, c.h)
		p.Draw(img, ctx, "Ada 1 wins", longNote)
		if err := ebitentest.Shoot(img, filepath.Join(dir, c.name+".png")); err != nil {
			t.Error(err)
		}
		img.Deallocate()
	}
}
