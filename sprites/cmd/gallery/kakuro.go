package main

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
	"cifra/sprites/kakuro"
)

// centred draws img centred at (cx,cy).
func centred(dst, img *ebiten.Image, cx, cy float64) {
	sprites.DrawImage(dst, img, cx, cy, 1, 1, 1)
}

// The -sheet kakuro contact sheet: the board at cell 96 in play.
const (
	kakuroCell   = 96
	kakuroSheetW = 1500
	kakuroSheetH = 1000
)

// composeKakuroSheet draws the board at cell 96 with a game in progress,
// the revealed target, the stack, the hourglass and the buzzers beside it.
func composeKakuroSheet(dst *ebiten.Image, k *sprites.Kit) {
	at(dst, k.Table(kakuroSheetW, kakuroSheetH), 0, 0)
	composeKakuroBoard(dst, k, 10, 10, kakuroCell)
	x := float64(kakuro.BoardSize(kakuroCell)) + 30
	at(dst, kakuro.SumTileBig(k, 27, 240), x, 20)
	for i := range 5 {
		at(dst, kakuro.SumTileBack(k, 150), x+300-float64(i)*3, 60-float64(i)*5)
	}
	at(dst, kakuro.Hourglass(k, 300, 0.35), x+40, 320)
	at(dst, kakuro.Hourglass(k, 300, 0.8), x+230, 320)
	for i, on := range []bool{false, true} {
		img := kakuro.Buzzer(k, 180, on)
		bx := x + float64(i)*220
		at(dst, img, bx, 660)
		c := float64(img.Bounds().Dx()) / 2
		sprites.DrawText(dst, "Kakuro!", sprites.Bold(32), bx+c, 660+c, sprites.AlignCenter, sprites.AlignCenter, k.Palette().AccentText)
	}
}

// composeKakuroBoard draws the board with its top-left at (bx,by) and a
// game in progress on it: silver tiles, scored rows turned red and marked,
// an action tile laid as a sum field, a digit tile, sum tiles on halves.
func composeKakuroBoard(dst *ebiten.Image, k *sprites.Kit, bx, by float64, cell int) {
	at(dst, kakuro.Board(k, cell), bx, by)
	o := float64(kakuro.BoardOrigin(cell))
	tp := kakuro.TilePx(cell)
	sq := func(r, c int) (float64, float64) {
		return bx + o + (float64(c)+0.5)*float64(cell), by + o + (float64(r)+0.5)*float64(cell)
	}
	for r := 1; r <= 8; r++ {
		for c := 1; c <= 8; c++ {
			x, y := sq(r, c)
			d := 1 + (r*7+c*5+r*c)%9
			switch {
			case r == 3 && c == 6:
				centred(dst, kakuro.ActionBack(k, tp), x, y)
				centred(dst, kakuro.SumTile(k, 11, tp, kakuro.Down), x, y)
			case r == 6 && c == 3:
				centred(dst, kakuro.ActionFront(k, '4', tp), x, y)
			case r == 8 && c >= 5:
				continue // an empty stretch of wells
			case r == 2 && c <= 4, c == 2 && r >= 4 && r <= 6:
				centred(dst, kakuro.Tile(k, d, tp, true), x, y)
				dir := kakuro.Right
				if c == 2 && r != 2 {
					dir = kakuro.Down
				}
				if r == 2 && c == 2 {
					dir = kakuro.Both
				}
				centred(dst, kakuro.ScoredMark(k, tp, dir), x, y)
			default:
				centred(dst, kakuro.Tile(k, d, tp, false), x, y)
			}
		}
	}
	x, y := sq(2, 0)
	centred(dst, kakuro.SumTile(k, 19, tp, kakuro.Right), x, y)
	x, y = sq(0, 2)
	centred(dst, kakuro.SumTile(k, 23, tp, kakuro.Down), x, y)
}

// composeKakuro lays out the Kakuro board with a game in progress on it,
// then every Kakuro piece on its own, from y0 down.
func composeKakuro(dst *ebiten.Image, k *sprites.Kit, y0 float64) {
	pal := k.Palette()
	const cell = 64
	composeKakuroBoard(dst, k, 20, y0, cell)
	label(dst, k, fmt.Sprintf("Board(%d) + Tile/ActionBack/ActionFront/SumTile/ScoredMark(TilePx=%d)", cell, kakuro.TilePx(cell)), 24, y0+float64(kakuro.BoardSize(cell))+2)

	// Right of the board: the pieces on their own.
	x0 := 720.0
	y := y0 + 10
	at(dst, kakuro.ActionBack(k, 96), x0, y)
	for i, t := range []byte{'D', 'S', '7'} {
		at(dst, kakuro.ActionFront(k, t, 96), x0+130+float64(i)*124, y)
	}
	at(dst, kakuro.Tile(k, 7, 96, false), x0+130+3*124, y)
	at(dst, kakuro.Tile(k, 7, 96, true), x0+130+4*124, y)
	big := kakuro.ActionBack(k, 160)
	at(dst, big, x0+760, y-10)
	at(dst, kakuro.SumTile(k, 40, 160, kakuro.Right), x0+760, y-10)
	at(dst, kakuro.SumTile(k, 3, 160, kakuro.Down), x0+760, y-10)
	at(dst, kakuro.ActionFront(k, 'S', 160), x0+960, y-10)
	label(dst, k, "ActionBack(96) ActionFront(D|S|7, 96) vs Tile(7,96)   ActionBack(160)+SumTile(40|3,160,0|1)   ActionFront('S',160)", x0, y+180)

	y += 210
	for i, t := range []byte{'D', 'S', '1', '2', '3', '4', '5', '6', '7', '8', '9', '?'} {
		at(dst, kakuro.ActionFront(k, t, 48), x0+float64(i)*58, y)
	}
	for i, v := range []int{3, 8, 17, 24, 35, 40, 100} {
		at(dst, kakuro.SumTile(k, v, 64, i%2), x0+720+float64(i)*62, y-8)
	}
	label(dst, k, "ActionFront(D S 1..9 ?, 48)   SumTile(3 8 17 24 35 40 100, 64, alternating dir)", x0, y+76)

	y += 110
	hx := x0
	for i, s := range []float64{0, 0.25, 0.5, 0.75, 1} {
		at(dst, kakuro.Hourglass(k, 240, s), hx+float64(i)*130, y)
	}
	at(dst, kakuro.SumTileBig(k, 27, 200), x0+660, y)
	for i := range 4 {
		at(dst, kakuro.SumTileBack(k, 120), x0+900-float64(i)*3, y+96-float64(i)*5)
	}
	at(dst, kakuro.SumTileBig(k, 7, 90), x0+900, y)
	label(dst, k, "Hourglass(240, 0 .25 .5 .75 1)   SumTileBig(27,200) SumTileBig(7,90)   SumTileBack(120)×4", x0, y+250)

	y += 280
	for i, on := range []bool{false, true} {
		img := kakuro.Buzzer(k, 180, on)
		bx := x0 + float64(i)*230
		at(dst, img, bx, y)
		c := float64(img.Bounds().Dx()) / 2
		sprites.DrawText(dst, "Kakuro!", sprites.Bold(30), bx+c, y+c, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText)
	}
	for i, d := range []int{kakuro.Right, kakuro.Down, kakuro.Both} {
		tx := x0 + 480 + float64(i)*124
		at(dst, kakuro.Tile(k, 4+i, 96, true), tx, y+20)
		at(dst, kakuro.ScoredMark(k, 96, d), tx, y+20)
		at(dst, kakuro.Tile(k, 4+i, 96, false), tx, y+140)
		at(dst, kakuro.ScoredMark(k, 96, d), tx, y+140)
	}
	at(dst, kakuro.Hourglass(k, 90, 0.4), x0+880, y+20)
	at(dst, kakuro.Buzzer(k, 64, false), x0+960, y+20)
	at(dst, kakuro.Buzzer(k, 64, true), x0+1040, y+20)
	label(dst, k, "Buzzer(180, off|lit)   Tile(d,96,red|silver)+ScoredMark(96, right|down|both)   Hourglass(90) Buzzer(64)", x0, y+250)
}
