package kakuzu

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
)

// stonesGame plays a no-bag game of two (P1, P2) on the wiki sheet
// through the rules, with a turn clock so a seat may let its time run
// out: P1 keeps every stone it lifts but misses give times first (each
// miss passes the stone to P2); P2 keeps keep stones, one a turn, and
// otherwise lets its time run out. It stops when left stones are
// covered (0: the game's end).
func stonesGame(t *testing.T, keep, give, left int) (core.Table, *kakuzu.State) {
	t.Helper()
	tb := table(seats(2), 1, kakuzu.NoBag, 30)
	st := deal(t, tb)
	neutralSetup(t, st)
	sheet := st.Sheet()
	keptThisTurn := false
	for !st.Finished() && st.Covered() > left {
		p := st.Turn()
		switch {
		case st.Awaiting() == kakuzu.ActionName && p == 1 && (keep == 0 || keptThisTurn):
			must(t, st, kakuzu.Timeout(1))
			keptThisTurn = false
		case st.Awaiting() == kakuzu.ActionName:
			v := st.View(p)
			must(t, st, kakuzu.Name(p, v.Nameable()[0]))
		case p == 0 && give > 0:
			sq := covering(t, st, st.Hunting(), false)
			must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
			give--
		default:
			sq := covering(t, st, st.Hunting(), true)
			if sheet.At(sq) != st.Hunting() {
				t.Fatalf("covering gave %v", sq)
			}
			must(t, st, kakuzu.Lift(p, sq.Row, sq.Col))
			if p == 1 {
				keep--
				keptThisTurn = true
			}
		}
	}
	return tb, st
}

// scoringTexts are the texts of the scoring scene of st's game, P2's
// sheet chosen, in lang.
func scoringTexts(t *testing.T, lang i18n.Lang, tb core.Table, st *kakuzu.State) []string {
	t.Helper()
	ctx, _ := newContext(1920, 1080)
	ctx.Tr = i18n.New(lang)
	s := NewScoring(ctx, tb, st)
	layouttest.CountUp(ctx, s)
	s.Selected = 1
	return layouttest.Texts(ctx, func(dst *ebiten.Image) { s.Draw(dst, ctx) })
}

// TestCountedMessagesAgree: every counted message of Kakuzu's, said at
// 1 and at 3 through its call site: the scoring scene's tally of stones
// found and given and its sheet's title, the log's final stones, and a
// saved game's stones left.
func TestCountedMessagesAgree(t *testing.T) {
	// P2 ends with n stones it found itself (found n, given 0).
	found := func(t *testing.T, lang i18n.Lang, n int) []string {
		tb, st := stonesGame(t, n, 0, 0)
		if st.Kept(1) != n || st.Received(1) != 0 {
			t.Fatalf("P2 found %d and was given %d, want %d and 0", st.Kept(1), st.Received(1), n)
		}
		return scoringTexts(t, lang, tb, st)
	}
	// The tally line alone, for its parts: a bare count ("3 found") could
	// be read elsewhere on the screen.
	tally := func(texts func(*testing.T, i18n.Lang, int) []string) func(*testing.T, i18n.Lang, int) []string {
		return func(t *testing.T, lang i18n.Lang, n int) []string {
			return layouttest.Saying(lang, "kakuzu.tally", texts(t, lang, n))
		}
	}
	layouttest.CheckCounts(t, "texts", map[string]layouttest.Count{
		"kakuzu.stones.found": {Counts: []int{1, 3}, Texts: tally(found)},
		"kakuzu.sheetof":      {Counts: []int{1, 3}, Texts: found},
		"kakuzu.stones.given": {Counts: []int{1, 3}, Texts: tally(func(t *testing.T, lang i18n.Lang, n int) []string {
			tb, st := stonesGame(t, 0, n, 0)
			if st.Received(1) != n || st.Kept(1) != 0 {
				t.Fatalf("P2 was given %d and found %d, want %d and 0", st.Received(1), st.Kept(1), n)
			}
			return scoringTexts(t, lang, tb, st)
		})},
		"kakuzu.log.final": {Counts: []int{1, 3}, Texts: func(t *testing.T, lang i18n.Lang, n int) []string {
			tb, st := stonesGame(t, n, 0, 0)
			ctx, _ := newContext(1920, 1080)
			ctx.Tr = i18n.New(lang)
			var out []string
			for _, l := range NewScoring(ctx, tb, st).GameLog(ctx) {
				out = append(out, l.Text)
			}
			return out
		}},
		"resume.kakuzu": {Counts: []int{1, 3}, Texts: func(t *testing.T, lang i18n.Lang, n int) []string {
			tb, st := stonesGame(t, 0, 0, n)
			if st.Covered() != n {
				t.Fatalf("%d stones left, want %d", st.Covered(), n)
			}
			ctx, _ := newContext(1920, 1080)
			ctx.Tr = i18n.New(lang)
			return []string{(&Saved{table: tb, st: st}).Progress(ctx)}
		}},
	})
}
