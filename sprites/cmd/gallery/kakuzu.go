package main

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
	"cifra/sprites/kakuzu"
)

// The -sheet kakuzu contact sheet: the tray at cell 80 in play, and every
// Kakuzu piece beside and below it at a couple of sizes and states.
const (
	kakuzuCell   = 80
	kakuzuSheetW = 1900
	kakuzuSheetH = 1660
)

// kakuzuSheet is a valid sudoku (the referee's test sheet).
var kakuzuSheet = [9]string{
	"534678912", "672195348", "198342567",
	"859761423", "426853791", "713924856",
	"961537284", "287419635", "345286179",
}

// composeKakuzuSheet draws the tray with a game in progress and the pieces.
func composeKakuzuSheet(dst *ebiten.Image, k *sprites.Kit) {
	at(dst, k.Table(kakuzuSheetW, kakuzuSheetH), 0, 0)
	composeTray(dst, k, 10, 10, kakuzuCell)
	ts := float64(kakuzu.TraySize(kakuzuCell))
	label(dst, k, fmt.Sprintf("Tray(%d) + StoneVariant/Digit(d,%d)/StoneLifted(%d,.5)", kakuzuCell, kakuzu.WellPx(kakuzuCell), kakuzu.StonePx(kakuzuCell)), 20, ts+10)

	// Right of the tray: the bag, number stones, piles.
	x0 := ts + 40
	y := 20.0
	at(dst, kakuzu.Bag(k, 220, false), x0, y)
	at(dst, kakuzu.Bag(k, 220, true), x0+230, y)
	at(dst, kakuzu.Bag(k, 110, false), x0+470, y+100)
	at(dst, kakuzu.Bag(k, 110, true), x0+590, y+100)
	label(dst, k, "Bag(220|110, closed|open)", x0, y+222)

	y += 260
	for n := range 10 {
		state := kakuzu.NumberStoneInBag
		switch n {
		case 4:
			state = kakuzu.NumberStoneDrawn
		case 2, 7:
			state = kakuzu.NumberStoneRetired
		}
		at(dst, kakuzu.NumberStone(k, n, 72, state), x0+float64(n)*84, y)
	}
	label(dst, k, "NumberStone(0..9, 72, in bag | 4 drawn | 2,7 retired)", x0, y+102)
	y += 130
	for i, st := range []int{kakuzu.NumberStoneInBag, kakuzu.NumberStoneDrawn, kakuzu.NumberStoneRetired} {
		at(dst, kakuzu.NumberStone(k, 9, 120, st), x0+float64(i)*160, y)
		at(dst, kakuzu.NumberStone(k, 6, 40, st), x0+510+float64(i)*60, y)
		at(dst, kakuzu.NumberStone(k, 0, 40, st), x0+510+float64(i)*60, y+64)
	}
	at(dst, kakuzu.NumberStone(k, -1, 40, 0), x0+700, y)
	label(dst, k, "NumberStone(9,120, bag|drawn|retired)  (6|0, 40, …)  blank", x0, y+160)

	y += 190
	for i, n := range []int{0, 1, 2, 3, 5, 8} {
		at(dst, kakuzu.StonePile(k, n, 130), x0+float64(i)*140, y)
	}
	label(dst, k, "StonePile(0 1 2 3 5 8, 130)", x0, y+134)
	y += 160
	for i, n := range []int{10, 12, 30} {
		at(dst, kakuzu.StonePile(k, n, 180), x0+float64(i)*190, y)
	}
	at(dst, kakuzu.StonePile(k, 12, 64), x0+590, y+20)
	at(dst, kakuzu.StonePile(k, 4, 64), x0+660, y+20)
	label(dst, k, "StonePile(10 12 30, 180)  StonePile(12|4, 64)", x0, y+184)

	// Below the tray: stones at many sizes, the lift, digits.
	y = ts + 50
	x := 20.0
	for i := range kakuzu.StoneVariants {
		at(dst, kakuzu.StoneVariant(k, 110, i), x+float64(i)*140, y)
	}
	label(dst, k, "StoneVariant(110, 0..5)", x, y+142)
	y += 170
	ls := float64(kakuzu.LiftSize(100))
	for i := 0; i <= 4; i++ {
		t := float64(i) / 4
		cx := x + 90 + float64(i)*170
		centred(dst, kakuzu.Digit(k, 7, 90), cx, y+ls/2)
		centred(dst, kakuzu.StoneLifted(k, 100, t), cx, y+ls/2)
	}
	label(dst, k, "Digit(7,90) under StoneLifted(100, 0 .25 .5 .75 1)", x, y+ls+2)

	y += ls + 30
	for d := 1; d <= 9; d++ {
		at(dst, kakuzu.Digit(k, d, 64), x+float64(d-1)*72, y)
	}
	at(dst, kakuzu.Digit(k, 0, 64), x+9*72, y)
	label(dst, k, "Digit(1..9, blank, 64)", x, y+68)
	y += 100
	for i, px := range []int{1, 2, 3, 6, 12, 24, 40} {
		xx := x + float64(i)*56
		at(dst, kakuzu.Stone(k, px), xx, y)
		at(dst, kakuzu.Digit(k, 5, px), xx, y+54)
		at(dst, kakuzu.NumberStone(k, 3, px, kakuzu.NumberStoneDrawn), xx, y+100)
		at(dst, kakuzu.StonePile(k, 7, px), xx+400, y)
		at(dst, kakuzu.Bag(k, px, false), xx+400, y+54)
		at(dst, kakuzu.StoneLifted(k, px, 1), xx+400, y+100)
	}
	label(dst, k, "Stone / Digit / NumberStone    StonePile / Bag / Lifted at 1 2 3 6 12 24 40 px", x, y+160)

	// A small tray, as on a phone, and an empty one.
	composeTray(dst, k, x0+30, 1060, 30)
	label(dst, k, "Tray(30) in play", x0+30, 1060+float64(kakuzu.TraySize(30))+2)
	at(dst, kakuzu.Tray(k, 30), x0+400, 1060)
	label(dst, k, "Tray(30) empty", x0+400, 1060+float64(kakuzu.TraySize(30))+2)
	at(dst, kakuzu.Tray(k, 14), x0+760, 1060)
	label(dst, k, "Tray(14)", x0+760, 1060+float64(kakuzu.TraySize(14))+2)
}

// composeTray draws the tray with its top-left at (bx,by) and a game
// in progress: the nine neutral squares lifted in setup, a few won squares
// (digit 1's nine all uncovered), one stone mid-lift, the rest covered.
func composeTray(dst *ebiten.Image, k *sprites.Kit, bx, by float64, cell int) {
	at(dst, kakuzu.Tray(k, cell), bx, by)
	o := float64(kakuzu.TrayOrigin(cell))
	sp, wp := kakuzu.StonePx(cell), kakuzu.WellPx(cell)
	for r := range 9 {
		for c := range 9 {
			x := bx + o + (float64(c)+0.5)*float64(cell)
			y := by + o + (float64(r)+0.5)*float64(cell)
			d := int(kakuzuSheet[r][c] - '0')
			open := d == 1 || (r*7+c*3)%11 == 0 || (r == 4 && c >= 5)
			switch {
			case r == 5 && c == 2:
				centred(dst, kakuzu.Digit(k, d, wp), x, y)
				centred(dst, kakuzu.StoneLiftedVariant(k, sp, kakuzu.StoneVariantAt(r, c), 0.5), x, y)
			case open:
				centred(dst, kakuzu.Digit(k, d, wp), x, y)
			default:
				centred(dst, kakuzu.StoneVariant(k, sp, kakuzu.StoneVariantAt(r, c)), x, y)
			}
		}
	}
}
