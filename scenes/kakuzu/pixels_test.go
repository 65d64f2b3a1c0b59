package kakuzu

import (
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/internal/pixeltest"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// TestPixelRefs keeps the reference file this test and the browser
// tests share (wasm/e2e/testdata/pixels-kakuzu.json) as the painters paint
// the looks now (-update-pixels writes it).
func TestPixelRefs(t *testing.T) { pixeltest.Keep(t, "kakuzu", paintRefs()) }

// paintRefs paints every look a tray square may have as drawTray draws
// it, on the tray, with squares of 96 pixels and of 36 (a small tray's,
// as the browser tests draw it at half resolution: its digits are a blur
// of a few pixels, a look of their own): the digits
// 1–9 along row 2, the six stones along row 4, an empty well at 6.4; and
// the bold digits of the scores.
func paintRefs() map[string]*pixeltest.Kind {
	k := sprites.NewKit(sprites.Classic())
	square := &pixeltest.Kind{Grid: [2]int{6, 9}, Families: map[string]string{}}
	for _, cell := range []int{96, 36} {
		tray := art.Tray(k, cell)
		o := float64(art.TrayOrigin(cell))
		wpx, spx := art.WellPx(cell), art.StonePx(cell)
		centre := func(row, col int) (float64, float64) {
			return o + (float64(col)+0.5)*float64(cell), o + (float64(row)+0.5)*float64(cell)
		}
		b := tray.Bounds()
		img := pixeltest.Frame(b.Dx(), b.Dy(), func(dst *ebiten.Image) {
			dst.DrawImage(tray, nil)
			for d := 1; d <= 9; d++ {
				x, y := centre(2, d-1)
				sprites.DrawImage(dst, art.Digit(k, d, wpx), x, y, 1, 1, 1)
			}
			for v := range art.StoneVariants {
				x, y := centre(4, v)
				sprites.DrawImage(dst, art.StoneVariant(k, spx, v), x, y, 1, 1, 1)
			}
		})
		add := func(look string, row, col int) {
			x, y := centre(row, col)
			square.Add(look, img, squareBox(x, y, float64(wpx)))
		}
		for d := 1; d <= 9; d++ {
			add(strconv.Itoa(d), 2, d-1)
			square.Families[strconv.Itoa(d)] = "printed" // the digits share the sheet's paper
		}
		for v := range art.StoneVariants {
			add("stone", 4, v)
		}
		add("well", 6, 4)
	}
	return map[string]*pixeltest.Kind{pieceSquareName: square, pieces.BoldDigits: pixeltest.DigitKind(sprites.Bold)}
}

// TestPixels draws rounds part played and checks the picture against the
// rules' state: every covered square shows a stone, every lifted one its
// printed digit, every panel its seat's score (Round.Pieces, compared
// with the references as pixeltest says). Landscape and portrait, and
// four seats around a table (the panels turned to face their seats, the
// tray's digits to the person whose turn it is).
func TestPixels(t *testing.T) {
	refs := pixeltest.Refs(t, "kakuzu")
	for _, c := range []struct {
		name   string
		w, h   int
		seats  []rules.Player
		around bool
		left   int // stones left on the tray
		facing int // around a table, the seat whose turn the tray shows (-1: as played)
	}{
		{"landscape", 1280, 800, seats(1, "easy"), false, 30, -1},
		{"portrait", 390, 844, seats(2, "easy"), false, 40, -1},
		{"table-4", 1280, 800, seats(4), true, 20, -1},
		// The digits turned a quarter to the person at the right edge,
		// and upside down to the far side's.
		{"table-4-right", 1280, 800, seats(4), true, 20, 1},
		{"table-4-far", 1280, 800, seats(4), true, 25, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := table(c.seats, 3, kakuzu.Classic, 0)
			tb.Around = c.around
			st := deal(t, tb)
			neutralSetup(t, st)
			playTo(t, st, c.left)
			g := rigSized(t, tb, st, c.w, c.h)
			if c.facing >= 0 {
				g.r.view.turn = c.facing
			}
			img := pixeltest.Frame(c.w, c.h, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
			vs := pixeltest.Check(t, img, g.r.Pieces(), refs, pixeltest.ShotPath(t, "kakuzu-pixels-"+c.name))
			digits := 0
			for _, s := range st.Scores() {
				digits += len(strconv.Itoa(s))
			}
			if n := len(vs); n != kakuzu.Squares+digits {
				t.Errorf("%d pieces checked; want the %d squares and the %d digits of the scores %v", n, kakuzu.Squares, digits, st.Scores())
			}
		})
	}
}

// playTo plays st through the rules, an easy bot choosing every lift,
// until left stones are on the tray: scores of two digits, the stones
// won by every seat.
func playTo(t *testing.T, st *kakuzu.State, left int) {
	t.Helper()
	bot, err := kakuzu.NewBot("easy", 9, 0)
	if err != nil {
		t.Fatal(err)
	}
	for st.Covered() > left && !st.Finished() {
		m, ok := st.RandomDraw()
		if !ok {
			if m, ok = bot.Choose(st.View(st.Turn())); !ok {
				t.Fatalf("the bot has no move (awaiting %v)", st.Awaiting())
			}
		}
		must(t, st, m)
	}
}
