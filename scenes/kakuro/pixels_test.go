package kakuro

import (
	"image/color"
	"maps"
	"slices"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuro"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/internal/pixeltest"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuro"
)

// TestPixelRefs keeps the reference file this test and the browser
// tests share (wasm/e2e/testdata/pixels-kakuro.json) as the painters paint
// the looks now (-update-pixels writes it).
func TestPixelRefs(t *testing.T) { pixeltest.Keep(t, "kakuro", paintRefs()) }

// refPicture is one picture of a tile's look: its painting, and the
// marks of the rows it was scored in drawn over it (art.Right, art.Down,
// art.Both; -1 none), as drawNumber draws them.
type refPicture struct {
	img  *ebiten.Image
	mark int
}

// tileLooks are every look a tile may show, each with every picture of
// it: a silver number tile is never scored (scoring turns it red), a red
// one always is, an action tile laid on a number square may be or not;
// a laid sum field has no marks.
func tileLooks(k *sprites.Kit, px int) map[string][]refPicture {
	scored := func(img *ebiten.Image, marks ...int) []refPicture {
		var out []refPicture
		for _, m := range marks {
			out = append(out, refPicture{img, m})
		}
		return out
	}
	maybe := []int{-1, art.Right, art.Down, art.Both} // scored or not
	out := map[string][]refPicture{
		"D": scored(art.ActionFront(k, 'D', px), maybe...), "S": scored(art.ActionFront(k, 'S', px), maybe...),
		"back": scored(art.ActionBack(k, px), -1),
	}
	for d := 1; d <= 9; d++ {
		n := strconv.Itoa(d)
		out[n] = scored(art.Tile(k, d, px, false), -1)
		out[n+"r"] = scored(art.Tile(k, d, px, true), art.Right, art.Down, art.Both)
		out["a"+n] = scored(art.ActionFront(k, byte('0'+d), px), maybe...)
	}
	return out
}

// refSizes are the sides the tiles' references are painted at: a tile
// on a large screen, and one on a phone or a canvas drawn at half
// resolution (17 to 21 pixels in the browser tests), whose embossed digit
// is a blur of a few pixels: a look of its own.
var refSizes = []int{48, 18}

// paintRefs paints every picture of every look of a tile at each of
// refSizes, as the board and the hands draw them, on about the board's
// dark frame colour; and the bold digits of the points.
func paintRefs() map[string]*pixeltest.Kind {
	k := sprites.NewKit(sprites.Classic())
	const across = 12
	tile := &pixeltest.Kind{Grid: [2]int{10, 10}, Families: map[string]string{}}
	for _, px := range refSizes {
		looks := tileLooks(k, px)
		type pic struct {
			look string
			refPicture
		}
		var pics []pic
		for _, n := range slices.Sorted(maps.Keys(looks)) {
			for _, l := range looks[n] {
				pics = append(pics, pic{n, l})
			}
		}
		pitch := float64(px) * 1.5
		at := func(i int) (float64, float64) {
			return float64(i%across)*pitch + pitch/2, float64(i/across)*pitch + pitch/2
		}
		img := pixeltest.Frame(int(across*pitch), int(float64((len(pics)+across-1)/across)*pitch), func(dst *ebiten.Image) {
			dst.Fill(color.RGBA{30, 32, 36, 255})
			for i, p := range pics {
				x, y := at(i)
				sprites.DrawImage(dst, p.img, x, y, 1, 1, 1)
				if p.mark >= 0 {
					sprites.DrawImage(dst, art.ScoredMark(k, px, p.mark), x, y, 1, 1, 1)
				}
			}
		})
		for i, p := range pics {
			x, y := at(i)
			tile.Add(p.look, img, tileBox(x, y, float64(px)))
		}
	}
	// The digits of a silver tile, of a red one, the printed faces of the
	// action tiles: each differs from the others of its ground only by
	// what is printed on it.
	for d := 1; d <= 9; d++ {
		n := strconv.Itoa(d)
		tile.Families[n], tile.Families[n+"r"], tile.Families["a"+n] = "silver", "red", "action"
	}
	tile.Families["D"], tile.Families["S"] = "action", "action"
	return map[string]*pixeltest.Kind{pieceTileName: tile, pieces.BoldDigits: pixeltest.DigitKind(sprites.Bold)}
}

// TestPixels lets bots play a few claims and checks the picture against
// the state: every tile on the board (silver, red, an action tile laid on
// it or a laid sum field), every tile in a hand and every seat's points
// (Round.Pieces, compared with the references as pixeltest says).
// Landscape, a phone upright, and four around a table (the panels turned
// to face their seats).
func TestPixels(t *testing.T) {
	refs := pixeltest.Refs(t, "kakuro")
	for _, c := range []pixeltest.Case{
		{Name: "landscape", W: 1280, H: 800, Seats: 3, Lang: "en"},
		{Name: "phone", W: 390, H: 844, Seats: 2, Lang: "de"},
		{Name: "table-4", W: 1280, H: 800, Seats: 4, Around: true, Lang: "ru"},
	} {
		t.Run(c.Name, func(t *testing.T) {
			t.Setenv(store.EnvConfigDir, t.TempDir())
			ctx, n := newContext(c.W, c.H)
			ctx.Tr = i18n.New(c.Lang)
			tb := table(seats(0, c.Seats, "hard"), 7, 60)
			tb.Around = c.Around
			g := &rig{t: t, ctx: ctx, nav: n, script: &ui.Script{}}
			g.r = NewRound(ctx, tb)
			g.r.Layout(ctx)
			st := g.r.State()
			// Until three moves are played (claims scored, some with
			// action tiles; a declaration), and nothing moves.
			g.waitFor("three moves", 60_000, func() bool {
				return len(st.Moves()) >= 3 && g.r.phase == phaseHunt && !g.r.run.Active()
			})
			img := pixeltest.Frame(c.W, c.H, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
			vs := pixeltest.Check(t, img, g.r.Pieces(), refs, pixeltest.ShotPath(t, "kakuro-pixels-"+c.Name))
			want := 0
			board := st.Board()
			for _, row := range board {
				for _, cell := range row {
					if cell.Kind == kakuro.Number || cell.Kind == kakuro.LaidSum && cell.SumTile == [2]int8{} {
						want++
					}
				}
			}
			for p := range c.Seats {
				want += len(st.Hand(p)) + len(strconv.Itoa(st.Scores()[p]))
			}
			if len(vs) != want {
				t.Errorf("%d pieces checked, want %d (the board's tiles, the hands and the points' digits)", len(vs), want)
			}
		})
	}
}
