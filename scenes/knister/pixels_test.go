package knister

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/internal/pixeltest"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/knister"
)

// TestPixelRefs keeps the reference file this test and the browser
// tests share (wasm/e2e/testdata/pixels-knister.json) as the painters paint
// the looks now (-update-pixels writes it).
func TestPixelRefs(t *testing.T) { pixeltest.Keep(t, "knister", paintRefs()) }

// paintRefs paints every number a card's square may show, 1 to 20, in
// pencil on a written square as drawCard draws it, at 96 pixels and at
// 40 (a small card's pencil is a few pixels wide: a look of its own); and
// the bold digits of the scores.
func paintRefs() map[string]*pixeltest.Kind {
	k := sprites.NewKit(sprites.Classic())
	const most = 20
	number := &pixeltest.Kind{Grid: [2]int{10, 8}, Families: map[string]string{}}
	for _, px := range []int{96, 40} {
		at := func(n int) float64 { return float64((n-1)*px) + float64(px)/2 }
		img := pixeltest.Frame(px*most, px, func(dst *ebiten.Image) {
			dst.Fill(k.Palette().Paper)
			for n := 1; n <= most; n++ {
				sprites.DrawImage(dst, art.Cell(k, px, art.CellFilled), at(n), float64(px)/2, 1, 1, 1)
				sprites.DrawImage(dst, art.Pencil(k, n, px), at(n), float64(px)/2, 1, 1, 1)
			}
		})
		for n := 1; n <= most; n++ {
			number.Add(strconv.Itoa(n), img, numberBox(at(n), float64(px)/2, float64(px)))
			number.Families[strconv.Itoa(n)] = "pencil" // all written on the same paper
		}
	}
	return map[string]*pixeltest.Kind{pieceNumberName: number, pieces.BoldDigits: pixeltest.DigitKind(sprites.Bold)}
}

// TestPixels draws rounds part played and checks the picture against the
// rules' state: every number written on the cards shown, and every score
// (Round.Pieces, compared with the references as pixeltest says). Solo,
// three at one screen (the scoreboard's pills), a phone upright, four
// around a table (the cards turned to face their seats).
func TestPixels(t *testing.T) {
	refs := pixeltest.Refs(t, "knister")
	for _, c := range []pixeltest.Case{
		{Name: "solo", W: 1280, H: 800, Seats: 1, Lang: "en"},
		{Name: "three", W: 1280, H: 800, Seats: 3, Lang: "de"},
		{Name: "phone", W: 390, H: 844, Seats: 2, Lang: "ru"},
		{Name: "table-4", W: 1280, H: 800, Seats: 4, Around: true, Lang: "en"},
	} {
		t.Run(c.Name, func(t *testing.T) {
			st := written(t, c.Seats, 20)
			var seats []rules.Player
			for i := range c.Seats {
				seats = append(seats, rules.Player{Name: fmt.Sprintf("P%d", i+1)})
			}
			ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(c.Lang), Settings: &core.Settings{},
				Nav: nopNav{}, Frame: &ui.Frame{}, W: c.W, H: c.H, Scale: 1}
			r := newRound(core.Table{Game: knister.GameName, Seats: seats, Seed: 4, Around: c.Around}, st)
			r.Layout(ctx)
			img := pixeltest.Frame(c.W, c.H, func(dst *ebiten.Image) { r.Draw(dst, ctx) })
			vs := pixeltest.Check(t, img, r.Pieces(), refs, pixeltest.ShotPath(t, "knister-pixels-"+c.Name))
			digits := func(p int) int { return len(strconv.Itoa(st.Scores()[p])) }
			want := 20 + digits(0) // the numbers on the card shown and its band's score
			if c.Around {
				want = 0 // every seat's card and band
				for p := range c.Seats {
					want += 20 + digits(p)
				}
			} else if c.Seats > 1 {
				for p := range c.Seats { // the scoreboard
					want += digits(p)
				}
			}
			if len(vs) != want {
				t.Errorf("%d pieces checked, want %d", len(vs), want)
			}
		})
	}
}

// written is a game of n seats with rolls numbers written on every card,
// each seat spreading them over its card in its own order.
func written(t *testing.T, n, rolls int) *knister.State {
	t.Helper()
	st, err := knister.New(n, 11, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range rolls {
		if i > 0 {
			if _, err := st.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		for p := range n {
			sq := (i*7 + p*3) % (knister.Size * knister.Size) // 7 and 25 are coprime: every square once
			if _, err := st.Apply(knister.Move{P: p, Cell: [2]int{sq / knister.Size, sq % knister.Size}}); err != nil {
				t.Fatal(err)
			}
		}
	}
	return st
}
