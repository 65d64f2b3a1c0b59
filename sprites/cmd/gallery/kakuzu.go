package main

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
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
	composeKakuzuTray(dst, k, 10, 10, kakuzuCell)
	ts := float64(sprites.KakuzuTraySize(kakuzuCell))
	label(dst, k, fmt.Sprintf("KakuzuTray(%d) + KakuzuStoneVariant/KakuzuDigit(d,%d)/KakuzuStoneLifted(%d,.5)", kakuzuCell, sprites.KakuzuWellPx(kakuzuCell), sprites.KakuzuStonePx(kakuzuCell)), 20, ts+10)

	// Right of the tray: the bag, number stones, piles.
	x0 := ts + 40
	y := 20.0
	at(dst, k.Bag(220, false), x0, y)
	at(dst, k.Bag(220, true), x0+230, y)
	at(dst, k.Bag(110, false), x0+470, y+100)
	at(dst, k.Bag(110, true), x0+590, y+100)
	label(dst, k, "Bag(220|110, closed|open)", x0, y+222)

	y += 260
	for n := range 10 {
		state := sprites.NumberStoneInBag
		switch n {
		case 4:
			state = sprites.NumberStoneDrawn
		case 2, 7:
			state = sprites.NumberStoneRetired
		}
		at(dst, k.NumberStone(n, 72, state), x0+float64(n)*84, y)
	}
	label(dst, k, "NumberStone(0..9, 72, in bag | 4 drawn | 2,7 retired)", x0, y+102)
	y += 130
	for i, st := range []int{sprites.NumberStoneInBag, sprites.NumberStoneDrawn, sprites.NumberStoneRetired} {
		at(dst, k.NumberStone(9, 120, st), x0+float64(i)*160, y)
		at(dst, k.NumberStone(6, 40, st), x0+510+float64(i)*60, y)
		at(dst, k.NumberStone(0, 40, st), x0+510+float64(i)*60, y+64)
	}
	at(dst, k.NumberStone(-1, 40, 0), x0+700, y)
	label(dst, k, "NumberStone(9,120, bag|drawn|retired)  (6|0, 40, …)  blank", x0, y+160)

	y += 190
	for i, n := range []int{0, 1, 2, 3, 5, 8} {
		at(dst, k.StonePile(n, 130), x0+float64(i)*140, y)
	}
	label(dst, k, "StonePile(0 1 2 3 5 8, 130)", x0, y+134)
	y += 160
	for i, n := range []int{10, 12, 30} {
		at(dst, k.StonePile(n, 180), x0+float64(i)*190, y)
	}
	at(dst, k.StonePile(12, 64), x0+590, y+20)
	at(dst, k.StonePile(4, 64), x0+660, y+20)
	label(dst, k, "StonePile(10 12 30, 180)  StonePile(12|4, 64)", x0, y+184)

	// Below the tray: stones at many sizes, the lift, digits.
	y = ts + 50
	x := 20.0
	for i := range sprites.KakuzuStoneVariants {
		at(dst, k.KakuzuStoneVariant(110, i), x+float64(i)*140, y)
	}
	label(dst, k, "KakuzuStoneVariant(110, 0..5)", x, y+142)
	y += 170
	ls := float64(sprites.KakuzuLiftSize(100))
	for i := 0; i <= 4; i++ {
		t := float64(i) / 4
		cx := x + 90 + float64(i)*170
		centred(dst, k.KakuzuDigit(7, 90), cx, y+ls/2)
		centred(dst, k.KakuzuStoneLifted(100, t), cx, y+ls/2)
	}
	label(dst, k, "KakuzuDigit(7,90) under KakuzuStoneLifted(100, 0 .25 .5 .75 1)", x, y+ls+2)

	y += ls + 30
	for d := 1; d <= 9; d++ {
		at(dst, k.KakuzuDigit(d, 64), x+float64(d-1)*72, y)
	}
	at(dst, k.KakuzuDigit(0, 64), x+9*72, y)
	label(dst, k, "KakuzuDigit(1..9, blank, 64)", x, y+68)
	y += 100
	for i, px := range []int{1, 2, 3, 6, 12, 24, 40} {
		xx := x + float64(i)*56
		at(dst, k.KakuzuStone(px), xx, y)
		at(dst, k.KakuzuDigit(5, px), xx, y+54)
		at(dst, k.NumberStone(3, px, sprites.NumberStoneDrawn), xx, y+100)
		at(dst, k.StonePile(7, px), xx+400, y)
		at(dst, k.Bag(px, false), xx+400, y+54)
		at(dst, k.KakuzuStoneLifted(px, 1), xx+400, y+100)
	}
	label(dst, k, "KakuzuStone / KakuzuDigit / NumberStone    StonePile / Bag / Lifted at 1 2 3 6 12 24 40 px", x, y+160)

	// A small tray, as on a phone, and an empty one.
	composeKakuzuTray(dst, k, x0+30, 1060, 30)
	label(dst, k, "KakuzuTray(30) in play", x0+30, 1060+float64(sprites.KakuzuTraySize(30))+2)
	at(dst, k.KakuzuTray(30), x0+400, 1060)
	label(dst, k, "KakuzuTray(30) empty", x0+400, 1060+float64(sprites.KakuzuTraySize(30))+2)
	at(dst, k.KakuzuTray(14), x0+760, 1060)
	label(dst, k, "KakuzuTray(14)", x0+760, 1060+float64(sprites.KakuzuTraySize(14))+2)
}

// composeKakuzuTray draws the tray with its top-left at (bx,by) and a game
// in progress: the nine neutral squares lifted in setup, a few won squares
// (digit 1's nine all uncovered), one stone mid-lift, the rest covered.
func composeKakuzuTray(dst *ebiten.Image, k *sprites.Kit, bx, by float64, cell int) {
	at(dst, k.KakuzuTray(cell), bx, by)
	o := float64(sprites.KakuzuTrayOrigin(cell))
	sp, wp := sprites.KakuzuStonePx(cell), sprites.KakuzuWellPx(cell)
	for r := range 9 {
		for c := range 9 {
			x := bx + o + (float64(c)+0.5)*float64(cell)
			y := by + o + (float64(r)+0.5)*float64(cell)
			d := int(kakuzuSheet[r][c] - '0')
			open := d == 1 || (r*7+c*3)%11 == 0 || (r == 4 && c >= 5)
			switch {
			case r == 5 && c == 2:
				centred(dst, k.KakuzuDigit(d, wp), x, y)
				centred(dst, k.KakuzuStoneLiftedVariant(sp, sprites.KakuzuStoneVariantAt(r, c), 0.5), x, y)
			case open:
				centred(dst, k.KakuzuDigit(d, wp), x, y)
			default:
				centred(dst, k.KakuzuStoneVariant(sp, sprites.KakuzuStoneVariantAt(r, c)), x, y)
			}
		}
	}
}
