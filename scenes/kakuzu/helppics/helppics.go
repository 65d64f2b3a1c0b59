// Package helppics draws Kakuzu's how-to-play pictures: small pieces of
// the tray, painted with the game's own sprites, that show the rule book's
// ideas — a box, a row and a column closing in on one square, and a turn
// that keeps its stone — each with a caption.
package helppics

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// Each picture is painted once per size into an image of its own; a frame
// only copies them and writes the captions.

// sheetRows is the sudoku hidden under the pictures' stones.
var sheetRows = []string{
	"619438257",
	"237591486",
	"845627391",
	"154976823",
	"972385164",
	"386214579",
	"523749618",
	"761853942",
	"498162735",
}

// sheet is sheetRows read as a sheet (the tests check it is a sudoku).
var sheet = func() kakuzu.Sheet {
	var s kakuzu.Sheet
	for r, row := range sheetRows {
		for c := range row {
			s[r][c] = int(row[c] - '0')
		}
	}
	return s
}()

// window is the part of the tray a picture shows: rows top.. and columns
// left.., rows×cols squares.
type window struct{ top, left, rows, cols int }

// in reports whether sq lies in the window.
func (w window) in(sq kakuzu.Square) bool {
	return sq.Row >= w.top && sq.Row < w.top+w.rows && sq.Col >= w.left && sq.Col < w.left+w.cols
}

// crop is the part of the art.Tray(cell) image the window shows: its
// squares, and the rim and shadow where they reach the tray's edge.
func (w window) crop(cell int) image.Rectangle {
	return sprites.SlabWindow(art.TrayOrigin(cell), art.TraySize(cell), cell, w.top, w.left, w.rows, w.cols)
}

// closeIn is the first picture, the rule book's tip, in the tray's
// top-left corner: the 5 to the right of the corner box rules out the
// box's middle row, the 5 under it the box's middle column, and the box's
// own digits its other squares, so its 5 can only be in one square.
var closeIn = struct {
	win    window
	open   []kakuzu.Square // the uncovered squares; all others are covered
	target kakuzu.Square   // the one square of its box that can hide digit
	digit  int
	row    kakuzu.Square // the digit in a row through the target's box
	col    kakuzu.Square // the digit in a column through the target's box
}{
	win: window{rows: 4, cols: 4},
	open: []kakuzu.Square{
		{Row: 0, Col: 0}, {Row: 0, Col: 2}, {Row: 2, Col: 0}, // the corner box: 6, 9, 8
		{Row: 1, Col: 3}, // the box to its right: 5
		{Row: 3, Col: 1}, // the box under it: 5
	},
	target: kakuzu.Square{Row: 2, Col: 2},
	digit:  5,
	row:    kakuzu.Square{Row: 1, Col: 3},
	col:    kakuzu.Square{Row: 3, Col: 1},
}

// keep is the second picture, a turn: the 7 was drawn from the bag and
// the stone lifted in the tray's bottom row shows a 7, so the player
// keeps it.
var keep = struct {
	win    window
	open   []kakuzu.Square
	lifted kakuzu.Square
	drawn  int
}{
	win:    window{top: 8, left: 6, rows: 1, cols: 3},
	lifted: kakuzu.Square{Row: 8, Col: 6},
	drawn:  7,
}

// captions are the pictures' captions (i18n keys), in order.
var captions = []string{"kakuzu.pic.closein", "kakuzu.pic.keep"}

// isOpen reports whether sq is among the uncovered squares.
func isOpen(open []kakuzu.Square, sq kakuzu.Square) bool {
	for _, o := range open {
		if o == sq {
			return true
		}
	}
	return false
}

// The second picture's pieces beside the tray at cell: the bag's size,
// the drawn number stone's, and the room between them and the tray.
func bagPx(cell int) int   { return int(math.Round(float64(cell) * 1.45)) }
func numPx(cell int) int   { return int(math.Round(float64(cell) * 0.8)) }
func keepGap(cell int) int { return max(2, cell/5) }

// liftRaise is how far above art.StoneLifted's place for it the second
// picture holds its stone, so the whole digit under it shows.
func liftRaise(cell int) int { return int(math.Ceil(float64(cell) * 0.14)) }

// headroom is the room the second picture keeps above the tray for the
// lifted stone.
func headroom(cell int) int {
	return max(0, art.LiftSize(art.StonePx(cell))/2+liftRaise(cell)-cell/2)
}

// size is picture i's image size at cell.
func size(i, cell int) (w, h int) {
	if i == 0 {
		cr := closeIn.win.crop(cell)
		return cr.Dx(), cr.Dy()
	}
	cr := keep.win.crop(cell)
	np := numPx(cell) + 2*sprites.PieceMargin(numPx(cell))
	return max(bagPx(cell), np) + keepGap(cell) + cr.Dx(), max(headroom(cell)+cr.Dy(), bagPx(cell)+np*4/5)
}

// paintWindow draws the window's part of the tray into dst with its
// top-left at (x, y), and its squares: printed digits where open, stones
// elsewhere. It returns where a square's centre lies in dst.
func paintWindow(dst *ebiten.Image, k *sprites.Kit, w window, open []kakuzu.Square, cell int, x, y float64) func(kakuzu.Square) (float64, float64) {
	cr := w.crop(cell)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x, y)
	dst.DrawImage(art.Tray(k, cell).SubImage(cr).(*ebiten.Image), op)
	o := float64(art.TrayOrigin(cell))
	at := func(sq kakuzu.Square) (float64, float64) {
		return x + o + (float64(sq.Col)+0.5)*float64(cell) - float64(cr.Min.X),
			y + o + (float64(sq.Row)+0.5)*float64(cell) - float64(cr.Min.Y)
	}
	wp, sp := art.WellPx(cell), art.StonePx(cell)
	for r := w.top; r < w.top+w.rows; r++ {
		for c := w.left; c < w.left+w.cols; c++ {
			sq := kakuzu.Square{Row: r, Col: c}
			cx, cy := at(sq)
			if isOpen(open, sq) {
				sprites.DrawImage(dst, art.Digit(k, sheet.At(sq), wp), cx, cy, 1, 1, 1)
			} else {
				sprites.DrawImage(dst, art.StoneVariant(k, sp, art.StoneVariantAt(r, c)), cx, cy, 1, 1, 1)
			}
		}
	}
	return at
}

// lane is the squares from a digit's square along its row or column to
// the far side of the target's box: the squares that digit rules out.
func lane(from kakuzu.Square, alongRow bool) (a, b kakuzu.Square) {
	t := closeIn.target
	if alongRow {
		box := t.Col / 3 * 3
		if from.Col < box {
			return from, kakuzu.Square{Row: from.Row, Col: box + 2}
		}
		return kakuzu.Square{Row: from.Row, Col: box}, from
	}
	box := t.Row / 3 * 3
	if from.Row < box {
		return from, kakuzu.Square{Row: box + 2, Col: from.Col}
	}
	return kakuzu.Square{Row: box, Col: from.Col}, from
}

// paintCloseIn paints the first picture: the lit row and column that rule
// squares out, the box outlined, and a ring round the one square left.
func paintCloseIn(k *sprites.Kit, cell int) *ebiten.Image {
	w, h := size(0, cell)
	img := ebiten.NewImage(w, h)
	e := &closeIn
	at := paintWindow(img, k, e.win, e.open, cell, 0, 0)
	focus := k.Palette().Focus
	glow := focus
	glow.A = 64
	glow = premultiply(glow)
	fc := float64(cell)
	sw := max(2, fc*0.06)
	for _, along := range []bool{true, false} {
		from := e.col
		if along {
			from = e.row
		}
		a, b := lane(from, along)
		x0, y0 := at(a)
		x1, y1 := at(b)
		in := fc*0.5 - sw/2
		x, y, lw, lh := float32(x0-in), float32(y0-in), float32(x1-x0+2*in), float32(y1-y0+2*in)
		vector.DrawFilledRect(img, x, y, lw, lh, glow, true)
		vector.StrokeRect(img, x, y, lw, lh, float32(sw), focus, true)
	}
	// The box the caption speaks of, outlined in the panels' light ink
	// (not the lanes' gold): its own digits rule out the rest of it.
	bx0, by0 := at(kakuzu.Square{Row: e.target.Row / 3 * 3, Col: e.target.Col / 3 * 3})
	bx1, by1 := at(kakuzu.Square{Row: e.target.Row/3*3 + 2, Col: e.target.Col/3*3 + 2})
	bw := max(2, fc*0.08)
	in := fc*0.5 - bw/2
	vector.StrokeRect(img, float32(bx0-in), float32(by0-in), float32(bx1-bx0+2*in), float32(by1-by0+2*in), float32(bw), k.Palette().PanelText, true)
	tx, ty := at(e.target)
	rw := max(2, fc*0.09)
	vector.StrokeCircle(img, float32(tx), float32(ty), float32(fc*0.5-rw/2), float32(rw), focus, true)
	return img
}

// paintKeep paints the second picture: the open bag with the number
// drawn above it, and the tray's corner with the stone lifted off the
// same digit.
func paintKeep(k *sprites.Kit, cell int) *ebiten.Image {
	w, h := size(1, cell)
	img := ebiten.NewImage(w, h)
	e := &keep
	bp, np := bagPx(cell), numPx(cell)
	ni := art.NumberStone(k, e.drawn, np, art.NumberStoneDrawn)
	left := float64(max(bp, ni.Bounds().Dx()))
	sprites.DrawImage(img, art.Bag(k, bp, true), left/2, float64(h)-float64(bp)/2, 1, 1, 1)
	sprites.DrawImage(img, ni, left/2, float64(ni.Bounds().Dy())/2, 1, 1, 1)
	cr := e.win.crop(cell)
	at := paintWindow(img, k, e.win, e.open, cell, left+float64(keepGap(cell)), float64(h-cr.Dy()))
	// The lifted stone's digit, ringed like the number drawn, and the
	// stone held over it.
	cx, cy := at(e.lifted)
	wp := art.WellPx(cell)
	sprites.DrawImage(img, art.Digit(k, sheet.At(e.lifted), wp), cx, cy, 1, 1, 1)
	rw := max(2, float64(cell)*0.07)
	vector.StrokeCircle(img, float32(cx), float32(cy), float32(float64(wp)/2+rw/2), float32(rw), k.Palette().Focus, true)
	v := art.StoneVariantAt(e.lifted.Row, e.lifted.Col)
	sprites.DrawImage(img, art.StoneLiftedVariant(k, art.StonePx(cell), v, 1), cx, cy-float64(liftRaise(cell)), 1, 1, 1)
	return img
}

// premultiply turns a straight-alpha colour into the premultiplied one
// vector expects.
func premultiply(c color.RGBA) color.RGBA {
	a := uint32(c.A)
	return color.RGBA{R: uint8(uint32(c.R) * a / 255), G: uint8(uint32(c.G) * a / 255), B: uint8(uint32(c.B) * a / 255), A: c.A}
}

// painted is the pictures painted at one size.
var painted sprites.Pictures

// paintPictures paints both pictures at cell.
func paintPictures(k *sprites.Kit, cell int) []*ebiten.Image {
	return []*ebiten.Image{paintCloseIn(k, cell), paintKeep(k, cell)}
}

// Draw draws Kakuzu's how-to-play pictures into r: a box, a row and a
// column closing in on the one square that can hide a 5, and a turn that
// keeps its stone (the 7 drawn, a 7 lifted), each with its caption —
// stacked or side by side, captions under or beside, as large as fits
// (the second left out where both would be too small), centred across r
// from its top. It returns the height used, 0 when r is too small for
// them to be read. The pictures are painted once per size; a frame only
// copies them and writes the captions.
func Draw(dst *ebiten.Image, ctx *core.Context, r ui.Rect) float64 {
	p, ok := plan(ctx, r)
	if !ok {
		return 0
	}
	imgs := painted.At(ctx.Kit, p.cell, paintPictures)
	face := sprites.UI(p.font)
	clr := ctx.Kit.Palette().PanelText
	for _, it := range p.items {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(it.at.X), math.Round(it.at.Y))
		dst.DrawImage(imgs[it.pic], op)
		for j, line := range it.lines {
			y := it.text.Y + p.font*1.3*float64(j)
			if it.beside {
				sprites.DrawText(dst, line, face, it.text.X, y, sprites.AlignStart, sprites.AlignStart, clr)
			} else {
				sprites.DrawText(dst, line, face, it.text.X+it.text.W/2, y, sprites.AlignCenter, sprites.AlignStart, clr)
			}
		}
	}
	return p.h
}

// placed is one picture set out in a rect: its image's box, its caption's
// box and lines, and whether the caption stands beside it (left-aligned)
// or under it (centred).
type placed struct {
	pic    int
	at     ui.Rect
	text   ui.Rect
	lines  []string
	beside bool
}

// picPlan is where the pictures go in a rect: the cell size, the caption
// font, each picture shown, and the height in all.
type picPlan struct {
	cell  int
	font  float64
	items []placed
	h     float64
}

// The last plan, kept while the rect, unit and language stay (wrapping
// the captions for every candidate size is too slow for each frame).
var lastPlan core.RectMemo[picPlan]

// slot is a picture in an arrangement, its caption under or beside it.
type slot struct {
	pic    int
	beside bool
}

// arrangements are the ways the pictures may be set out: bands one under
// another, each of pictures side by side. The last ones show the first
// picture alone.
var arrangements = [][][]slot{
	{{{0, false}}, {{1, false}}}, // one above the other
	{{{0, false}, {1, false}}},   // side by side
	{{{0, true}}, {{1, true}}},   // one above the other, captions beside
	{{{0, true}, {1, true}}},     // side by side, captions beside
	{{{0, false}}},
	{{{0, true}}},
}

// both is how many arrangements show both pictures.
const both = 4

// minCell is the smallest square the pictures are drawn with: below it
// the uncovered digits cannot be read. Both pictures are shown while that
// leaves their squares at least bothCell and costs the first picture no
// more than bothShrink of the size it would have alone.
const (
	minCell    = 12
	bothCell   = 20
	bothShrink = 0.7
)

// plan finds the largest cell size at which an arrangement fits r (the
// shortest such arrangement), or false.
func plan(ctx *core.Context, r ui.Rect) (picPlan, bool) {
	return lastPlan.Get(ctx, r, func() (picPlan, bool) { return fitPlan(ctx, r) })
}

// fitPlan is plan worked out afresh.
func fitPlan(ctx *core.Context, r ui.Rect) (picPlan, bool) {
	u := ctx.U()
	font := min(max(u*3.6, 11), 16)
	caps := make([]string, len(captions))
	for i, key := range captions {
		caps[i] = ctx.T(key)
	}
	// largest is the largest cell at which one of arrs fits, and which.
	largest := func(arrs [][][]slot) (cell int, arr [][]slot, ok bool) {
		for cell := int(min(u*10, 64)); cell >= minCell; cell-- {
			var h float64
			for _, a := range arrs {
				if p, fits := arrange(ctx, a, caps, cell, font, r, false); fits && (!ok || p.h < h) {
					arr, h, ok = a, p.h, true
				}
			}
			if ok {
				return cell, arr, true
			}
		}
		return 0, nil, false
	}
	cell, arr, ok := largest(arrangements[:both])
	if one, alone, fits := largest(arrangements[both:]); fits && (!ok || cell < bothCell || float64(cell) < float64(one)*bothShrink) {
		cell, arr, ok = one, alone, true
	}
	var best picPlan
	if ok {
		best, _ = arrange(ctx, arr, caps, cell, font, r, true)
	}
	return best, ok
}

// arrange sets the pictures out in bands at cell and reports whether they
// fit r. Balanced, it wraps the captions as evenly as their line count
// allows and sets captions beside their pictures only as wide as their
// lines (too slow for every candidate size; the lines stay as many).
func arrange(ctx *core.Context, bands [][]slot, caps []string, cell int, font float64, r ui.Rect, balanced bool) (picPlan, bool) {
	gap := max(4, ctx.U()*1.6)
	face := sprites.UI(font)
	lineH := font * 1.3
	p := picPlan{cell: cell, font: font}
	// Stacked pictures with captions beside share one column, so the
	// captions line up.
	col := 0.0
	for _, band := range bands {
		if len(band) == 1 && band[0].beside {
			w, _ := size(band[0].pic, cell)
			col = max(col, float64(w))
		}
	}
	// laid is a band set out: its items placed from (0, 0), each's width,
	// and the band's width and top.
	type laid struct {
		items  []placed
		widths []float64
		total  float64
		y      float64
	}
	var laids []laid
	stack := 0.0 // the widest band of one picture with its caption beside
	y := r.Y
	for b, band := range bands {
		if b > 0 {
			y += gap
		}
		// Each picture's column, and the width left to the captions beside.
		cols := make([]float64, len(band))
		total, beside := gap*float64(len(band)-1), 0
		unders := make([]float64, len(band)) // the width a caption under wraps to
		for i, s := range band {
			w, _ := size(s.pic, cell)
			cols[i], unders[i] = float64(w), float64(w)
			if !s.beside && len(band) == 1 {
				// Alone in its band, a caption under may be wider than
				// its picture.
				unders[i] = max(unders[i], min(r.W, font*24))
				cols[i] = unders[i]
			}
			if s.beside {
				if len(band) == 1 {
					cols[i] = col
				}
				total += gap
				beside++
			}
			total += cols[i]
		}
		tw := 0.0
		if beside > 0 {
			tw = min((r.W-total)/float64(beside), font*24)
			if tw < font*10 {
				return p, false
			}
		}
		// wrap breaks picture i's caption to width w.
		wrap := func(i int, w float64) []string {
			if balanced {
				return sprites.WrapBalanced(caps[band[i].pic], face, w)
			}
			return sprites.Wrap(caps[band[i].pic], face, w)
		}
		lines := make([][]string, len(band))
		tws := make([]float64, len(band))
		for i, s := range band {
			if !s.beside {
				continue
			}
			lines[i], tws[i] = wrap(i, tw), tw
			if balanced {
				tws[i] = 0
				for _, l := range lines[i] {
					tws[i] = max(tws[i], math.Ceil(face.Advance(l)))
				}
			}
			total += tws[i]
		}
		items := make([]placed, len(band))
		bandH := 0.0
		for i, s := range band {
			w, h := size(s.pic, cell)
			pw, ph := float64(w), float64(h)
			it := placed{pic: s.pic, at: ui.Rect{X: (cols[i] - pw) / 2, W: pw, H: ph}, beside: s.beside}
			if s.beside {
				it.lines = lines[i]
				th := lineH * float64(len(it.lines))
				it.text = ui.Rect{X: cols[i] + gap, W: tws[i], H: th}
				rowH := max(ph, th)
				it.at.Y, it.text.Y = (rowH-ph)/2, (rowH-th)/2
				bandH = max(bandH, rowH)
			} else {
				it.lines = wrap(i, unders[i])
				th := lineH * float64(len(it.lines))
				it.text = ui.Rect{X: (cols[i] - unders[i]) / 2, Y: ph + font*0.35, W: unders[i], H: th}
				bandH = max(bandH, ph+font*0.35+th)
			}
			items[i] = it
		}
		if total > r.W {
			return p, false
		}
		for _, it := range items {
			for _, l := range it.lines {
				if face.Advance(l) > it.text.W+0.5 {
					return p, false // a word wider than its caption's room
				}
			}
		}
		l := laid{items: items, total: total, y: y}
		for i, it := range items {
			w := cols[i]
			if it.beside {
				w += gap + it.text.W
			}
			l.widths = append(l.widths, w)
		}
		if len(band) == 1 && band[0].beside {
			stack = max(stack, total)
		}
		laids = append(laids, l)
		y += bandH
	}
	// Bands of one picture with its caption beside line up at the left of
	// the widest; others are centred.
	for b, l := range laids {
		total := l.total
		if len(bands[b]) == 1 && bands[b][0].beside {
			total = stack
		}
		x := r.X + (r.W-total)/2
		for i, it := range l.items {
			it.at.X += x
			it.text.X += x
			it.at.Y += l.y
			it.text.Y += l.y
			p.items = append(p.items, it)
			x += l.widths[i] + gap
		}
	}
	p.h = y - r.Y
	return p, p.h <= r.H
}
