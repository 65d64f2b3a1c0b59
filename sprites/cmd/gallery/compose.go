package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
	"cifra/sprites/kakuro"
	"cifra/sprites/kakuzu"
	"cifra/sprites/knister"
)

// at draws img with its top-left corner at (x,y).
func at(dst, img *ebiten.Image, x, y float64) {
	b := img.Bounds()
	sprites.DrawImage(dst, img, x+float64(b.Dx())/2, y+float64(b.Dy())/2, 1, 1, 1)
}

// label writes a caption in the panel text colour.
func label(dst *ebiten.Image, k *sprites.Kit, s string, x, y float64) {
	sprites.DrawText(dst, s, sprites.UI(15), x, y, sprites.AlignStart, sprites.AlignStart, k.Palette().PanelText)
}

// compose lays every sprite out on the table.
func compose(dst *ebiten.Image, k *sprites.Kit) {
	pal := k.Palette()
	at(dst, k.Table(width, height), 0, 0)

	// Row 1: logo and dice.
	at(dst, k.Logo(120), 20, 16)
	label(dst, k, "Logo(120)", 24, 140)
	x := 760.0
	for v := 1; v <= 6; v++ {
		at(dst, knister.Die(k, v, 40), x, 30)
		at(dst, knister.Die(k, v, 90), x-10, 90)
		x += 110
	}
	die := knister.Die(k, 6, 200)
	at(dst, die, 1640, 10)
	label(dst, k, "Die(v,40) Die(v,90) Die(6,200)", 760, 200)

	// Row 2: the card with cells and pencil numbers.
	cw, ch := 400, 500
	card := knister.Card(k, cw, ch)
	cx, cy := 20.0, 230.0
	at(dst, card, cx, cy)
	m := float64(knister.CardMargin(cw, ch))
	band := float64(knister.CardBand(ch))
	sprites.DrawText(dst, "KNISTER", sprites.Bold(band*0.6), cx+m+float64(cw)/2, cy+m+band/2, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText)
	cell := 72
	gx := cx + m + (float64(cw)-float64(cell*5))/2
	gy := cy + m + band + 14
	states := []knister.CellState{knister.CellEmpty, knister.CellHover, knister.CellTarget, knister.CellFilled, knister.CellFocus}
	for r := range 5 {
		for c := range 5 {
			s := knister.CellFilled
			if r >= 3 {
				s = states[(r*5+c)%5]
			}
			px, py := gx+float64(c*cell), gy+float64(r*cell)
			at(dst, knister.Cell(k, cell, s), px, py)
			if s == knister.CellFilled {
				at(dst, knister.Pencil(k, 2+(r*5+c)%11, cell), px, py)
			}
		}
	}
	label(dst, k, "Card(400,500) + Cell(72,…) + Pencil(n,72)", 24, 740)

	// Row 2b: cells and pencil numbers on a paper strip at 40 and 80 px.
	strip := knister.Card(k, 1400, 220)
	sx, sy := 460.0, 230.0
	at(dst, strip, sx, sy)
	sm := float64(knister.CardMargin(1400, 220))
	sb := float64(knister.CardBand(220))
	for i, s := range states {
		at(dst, knister.Cell(k, 40, s), sx+sm+20+float64(i)*44, sy+sm+sb+16)
		at(dst, knister.Cell(k, 80, s), sx+sm+20+float64(i)*84, sy+sm+sb+70)
	}
	for n := 2; n <= 12; n++ {
		px := sx + sm + 460 + float64(n-2)*44
		at(dst, knister.Cell(k, 40, knister.CellFilled), px, sy+sm+sb+16)
		at(dst, knister.Pencil(k, n, 40), px, sy+sm+sb+16)
	}
	for i, n := range []int{3, 7, 10, 12, 42, 99} {
		px := sx + sm + 460 + float64(i)*84
		at(dst, knister.Pencil(k, n, 80), px, sy+sm+sb+70)
	}
	label(dst, k, "Cell(40|80, Empty Hover Target Filled Focus)   Pencil(2..12, 40)   Pencil(n, 80)", 470, 460)

	// Row 3: Kakuro tiles and Kakuzu stones.
	y := 490.0
	for d := 1; d <= 9; d++ {
		at(dst, kakuro.Tile(k, d, 48, d%4 == 0), 460+float64(d-1)*58, y)
	}
	at(dst, kakuro.Tile(k, 7, 120, false), 1000, y)
	at(dst, kakuro.Tile(k, 7, 120, true), 1150, y)
	at(dst, kakuro.Tile(k, 9, 200, false), 1300, y-10)
	at(dst, kakuzu.Pebble(k, 40), 470, y+80)
	at(dst, kakuzu.Pebble(k, 80), 530, y+70)
	at(dst, kakuzu.Pebble(k, 160), 640, y+60)
	label(dst, k, "Tile(d,48,red) Tile(7,120) Tile(9,200)   Stone(40|80|160)", 470, 770)

	// Row 4: buttons, panel, ring, badges.
	y = 800
	names := []string{"Play", "Settings", "Quit"}
	stateNames := []string{"normal", "hover", "pressed", "disabled"}
	for si, style := range []sprites.ButtonStyle{sprites.ButtonPrimary, sprites.ButtonSecondary, sprites.ButtonDanger} {
		for st := range 4 {
			state := sprites.ButtonState(st)
			w, h := 180, 56
			bx, by := 20+float64(st)*196, y+float64(si)*70
			at(dst, k.Button(w, h, style, state), bx, by)
			sprites.DrawText(dst, names[si]+" "+stateNames[st], sprites.Bold(20), bx+float64(w)/2, by+sprites.ButtonLabelY(h, state), sprites.AlignCenter, sprites.AlignCenter, k.ButtonText(style, state))
		}
	}
	panel := k.Panel(420, 200)
	at(dst, panel, 820, y)
	sprites.DrawText(dst, "Round over", sprites.Bold(30), 1030, y+40, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText)
	body := sprites.Wrap("A panel with wrapped text: every string goes through i18n, in five languages.", sprites.UI(20), 380)
	for i, l := range body {
		sprites.DrawText(dst, l, sprites.UI(20), 840, y+80+float64(i)*26, sprites.AlignStart, sprites.AlignStart, pal.PanelText)
	}
	at(dst, k.Button(120, 48, sprites.ButtonPrimary, sprites.ButtonNormal), 840, y+200-64)
	at(dst, k.Ring(132, 60), 834, y+200-70)
	at(dst, k.Ring(60, 60), 1270, y)
	at(dst, knister.Die(k, 4, 40), 1270+10-float64(knister.DieMargin(40)), y+10-float64(knister.DieMargin(40)))
	bx := 1350.0
	for i, b := range []struct {
		s   string
		clr color.RGBA
		w   int
	}{{"Full house  8", pal.Accent, 170}, {"Straight  12", pal.Good, 170}, {"+3", pal.Muted, 64}} {
		by := y + float64(i)*50
		at(dst, k.Badge(b.w, 38, b.clr), bx, by)
		sprites.DrawText(dst, b.s, sprites.Bold(18), bx+float64(b.w)/2, by+19, sprites.AlignCenter, sprites.AlignCenter, k.TextOn(b.clr))
	}
	label(dst, k, "Button(180,56,style,state)   Panel(420,200)   Ring   Badge", 24, y+214)

	// Row 5: game icons.
	y = 1050
	icons := []struct {
		name string
		icon func(*sprites.Kit, int) *ebiten.Image
	}{{"knister", knister.Icon}, {"kakuro", kakuro.Icon}, {"kakuzu", kakuzu.Icon}}
	for i, g := range icons {
		at(dst, g.icon(k, 220), 20+float64(i)*240, y)
		label(dst, k, g.name+".Icon(220)", 30+float64(i)*240, y+225)
	}
	at(dst, k.Logo(60), 760, y)
	for i, g := range icons {
		at(dst, g.icon(k, 80), 760+float64(i)*90, y+80)
	}
	at(dst, knister.Icon(k, 420), 1080, y-30)

	composeKakuro(dst, k, 1500)
}
