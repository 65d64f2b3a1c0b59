package online

import (
	"math"

	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// The steps where a code is typed on the code keypad (a table's code, a
// transfer code): their fields and words (the heads) above the keypad
// and its action row, in one column; or, where that does not fit a wide,
// short screen (a phone turned sideways), the heads on the left and the
// keypad with its row on the right. Every key is a touch target.

// minKey is a key's least side, in CSS pixels.
const minKey = 44

// padColumn is the width of a column a keypad step may get on ctx's
// screen: colW, or half the screen where the step goes in two.
func padColumn(ctx *core.Context, colW, gap float64) float64 {
	if ctx.W > ctx.H {
		return min(max(colW, 520*ctx.CSSPx()), (float64(ctx.W)-3*gap)/2)
	}
	return colW
}

// keypadSize is the keypad's columns across w, and a key's width and
// height: ten a row where each is a touch target, else as many as are,
// at least six; keys lie half a gap apart.
func keypadSize(ctx *core.Context, w, rowH, gap float64) (cols int, kw, kh float64) {
	least, g := minKey*ctx.CSSPx(), gap/2
	cols = max(6, min(10, int(math.Floor((w+g)/(least+g)))))
	kw = (w - g*float64(cols-1)) / float64(cols)
	return cols, kw, min(rowH, max(kw, least))
}

// keypadHeight is the height of the keypad across w.
func keypadHeight(ctx *core.Context, w, rowH, gap float64) float64 {
	cols, _, kh := keypadSize(ctx, w, rowH, gap)
	keys := len(wire.CodeAlphabet) + 1
	rows := (keys + cols - 1) / cols
	return float64(rows)*(kh+gap/2) + gap/2
}

// keypad lays out the code keypad (every letter of wire.CodeAlphabet and
// erase) at x, y across w with add; it returns the y under it.
func keypad(ctx *core.Context, x, y, w, rowH, gap float64, add func(ui.ID, ui.Rect)) float64 {
	cols, kw, kh := keypadSize(ctx, w, rowH, gap)
	keys := len(wire.CodeAlphabet) + 1 // and erase
	for i := range keys {
		r := ui.Rect{X: x + float64(i%cols)*(kw+gap/2), Y: y + float64(i/cols)*(kh+gap/2), W: kw, H: kh}
		if i == keys-1 {
			add(idErase, r)
		} else {
			add(ui.Indexed(keyName, i), r)
		}
	}
	return y + keypadHeight(ctx, w, rowH, gap)
}

// layoutPad lays a keypad step out from y, above bottom: the heads (of
// heights), the keypad (its keys given to add) and the action row
// (act, rowH high). It returns the heads' rectangles, act, and the y
// under it all.
func layoutPad(ctx *core.Context, x, y, colW, rowH, gap, bottom float64, heights []float64, add func(ui.ID, ui.Rect)) (heads []ui.Rect, act ui.Rect, under float64) {
	headH := 0.0
	for _, h := range heights {
		headH += h + gap
	}
	one := y+headH+keypadHeight(ctx, colW, rowH, gap)+rowH <= bottom
	left, right := x, x
	w := colW
	if !one && ctx.W > ctx.H {
		w = padColumn(ctx, colW, gap)
		left = (float64(ctx.W) - 2*w - gap) / 2
		right = left + w + gap
	}
	top := y
	for _, h := range heights {
		heads = append(heads, ui.Rect{X: left, Y: y, W: w, H: h})
		y += h + gap
	}
	if right != left {
		y, under = top, y
	}
	y = keypad(ctx, right, y, w, rowH, gap, add)
	act = ui.Rect{X: right, Y: y, W: w, H: rowH}
	return heads, act, max(under, y+rowH+gap)
}
