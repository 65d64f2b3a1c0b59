package kakuro

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuro"
)

// The how-to-play pictures: the rule book's examples drawn as small pieces
// of the board (a row, a strip, a corner) with a caption under each. Each
// picture is painted once per size into an image of its own; a frame
// only copies them and writes the captions.

// example is one picture: a window of a board set up for it, the row it
// frames, and its caption (an i18n key).
type example struct {
	caption               string
	top, left, rows, cols int // the squares shown
	board                 kakuro.Board
	row                   kakuro.Row
}

// examples are the pictures in reading order.
var examples = []example{exampleFull(), exampleClosed(), exampleAgain()}

// exampleFiller are the digits of the squares an example does not set.
const exampleFiller = "6371292619412772429712417141935739259324629214897688654342598685"

// exampleBoard is a board with every tile silver and nothing laid.
func exampleBoard() kakuro.Board {
	var b kakuro.Board
	for r := range kakuro.Size {
		for c := range kakuro.Size {
			cell := &b[r][c]
			switch {
			case r == 0 && c == 0:
				cell.Kind = kakuro.Logo
			case r == 0 || c == 0:
				cell.Kind = kakuro.PrintedSum
			default:
				cell.Kind = kakuro.Number
				cell.Digit = int8(exampleFiller[(r-1)*8+c-1] - '0')
			}
		}
	}
	return b
}

// setRow puts digits on the row's squares, first to last.
func setRow(b *kakuro.Board, row kakuro.Row, digits ...int8) {
	for i, d := range digits {
		b.At(row.Square(i)).Digit = d
	}
}

// layField lays an action tile's back, a sum field, on square at.
func layField(b *kakuro.Board, at kakuro.Pos) {
	c := b.At(at)
	c.Kind, c.Cover = kakuro.LaidSum, kakuro.Swap
}

// exampleFull: eight tiles from the printed sum field to the edge, 36.
func exampleFull() example {
	b := exampleBoard()
	row := kakuro.Row{At: kakuro.Pos{3, 1}, Dir: kakuro.Right, Len: 8}
	setRow(&b, row, 5, 2, 8, 1, 7, 3, 6, 4)
	b[3][0].SumTile[kakuro.Right] = 36
	return example{caption: "kakuro.pic.full", top: 3, rows: 1, cols: 9, board: b, row: row}
}

// exampleClosed: a sum field laid after three tiles closes a row of 20
// (one more square shows the row would have gone on).
func exampleClosed() example {
	b := exampleBoard()
	row := kakuro.Row{At: kakuro.Pos{5, 1}, Dir: kakuro.Right, Len: 3}
	setRow(&b, row, 9, 3, 8)
	layField(&b, row.Square(row.Len))
	b[5][0].SumTile[kakuro.Right] = 20
	return example{caption: "kakuro.pic.closed", top: 5, rows: 1, cols: 6, board: b, row: row}
}

// exampleAgain: a row scored across (red); the column through its red 3
// scores down, the 3 counting again.
func exampleAgain() example {
	b := exampleBoard()
	across := kakuro.Row{At: kakuro.Pos{2, 1}, Dir: kakuro.Right, Len: 3}
	setRow(&b, across, 6, 3, 8)
	for _, p := range across.Squares() {
		b.At(p).Red, b.At(p).Scored[kakuro.Right] = true, true
	}
	layField(&b, across.Square(across.Len))
	b[2][0].SumTile[kakuro.Right] = 17
	down := kakuro.Row{At: kakuro.Pos{1, 2}, Dir: kakuro.Down, Len: 3}
	setRow(&b, down, 5, 3, 4)
	layField(&b, down.Square(down.Len))
	b[0][2].SumTile[kakuro.Down] = 12
	return example{caption: "kakuro.pic.again", rows: 5, cols: 5, board: b, row: down}
}

// crop is the part of the art.Board(cell) image the example shows: its
// squares, and the frame and shadow where they reach the board's edge.
func (e *example) crop(cell int) image.Rectangle {
	return sprites.SlabWindow(art.BoardOrigin(cell), art.BoardSize(cell), cell, e.top, e.left, e.rows, e.cols)
}

// paint draws the example at cell into a new image of its crop's size.
func (e *example) paint(k *sprites.Kit, cell int) *ebiten.Image {
	cr := e.crop(cell)
	img := ebiten.NewImage(cr.Dx(), cr.Dy())
	board := art.Board(k, cell)
	img.DrawImage(board.SubImage(cr).(*ebiten.Image), nil)
	o := float64(art.BoardOrigin(cell))
	at := func(p kakuro.Pos) ui.Rect {
		return ui.Rect{X: o + float64(p[1]*cell-cr.Min.X), Y: o + float64(p[0]*cell-cr.Min.Y), W: float64(cell), H: float64(cell)}
	}
	tpx := art.TilePx(cell)
	for r := e.top; r < e.top+e.rows; r++ {
		for c := e.left; c < e.left+e.cols; c++ {
			cx, cy := at(kakuro.Pos{r, c}).Center()
			drawSquare(img, k, &e.board[r][c], tpx, cx, cy)
		}
	}
	a, b := at(e.row.Square(0)), at(e.row.Square(e.row.Len-1))
	box := ui.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: b.Y + b.H - a.Y}
	strokeInside(img, box, float32(max(2, float64(cell)*0.1)), k.Palette().Focus)
	return img
}

// drawSquare paints what lies on one square centred at (cx, cy): the
// tile, a digit tile or a laid sum field, scored marks and sum tiles.
func drawSquare(dst *ebiten.Image, k *sprites.Kit, cell *kakuro.Cell, tpx int, cx, cy float64) {
	switch cell.Kind {
	case kakuro.Number:
		img := art.Tile(k, int(cell.Digit), tpx, cell.Red)
		if cell.Cover != 0 {
			img = art.ActionFront(k, byte(cell.Cover), tpx)
		}
		sprites.DrawImage(dst, img, cx, cy, 1, 1, 1)
		drawScoredMark(dst, k, cell, tpx, cx, cy)
	case kakuro.LaidSum:
		sprites.DrawImage(dst, art.ActionBack(k, tpx), cx, cy, 1, 1, 1)
	}
	for d := range 2 {
		if v := cell.SumTile[d]; v > 0 {
			sprites.DrawImage(dst, art.SumTile(k, int(v), tpx, d), cx, cy, 1, 1, 1)
		}
	}
}

// helpPainted is the examples painted at one size.
var helpPainted sprites.Pictures

// paintExamples paints every example at cell.
func paintExamples(k *sprites.Kit, cell int) []*ebiten.Image {
	var imgs []*ebiten.Image
	for i := range examples {
		imgs = append(imgs, examples[i].paint(k, cell))
	}
	return imgs
}

// helpPictures draws the rule book's examples into r: as large as fits
// (within reason), stacked, side by side or two beside one, centred
// across r from its top. It returns the height used, 0 when r is too
// small for them to be read.
func helpPictures(dst *ebiten.Image, ctx *core.Context, r ui.Rect) float64 {
	p, ok := helpPlan(ctx, r)
	if !ok {
		return 0
	}
	imgs := helpPainted.At(ctx.Kit, p.cell, paintExamples)
	face := sprites.UI(p.font)
	clr := ctx.Kit.Palette().PanelText
	for i, img := range imgs {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(p.at[i].X), math.Round(p.at[i].Y))
		dst.DrawImage(img, op)
		cx := p.at[i].X + float64(img.Bounds().Dx())/2
		for j, line := range p.lines[i] {
			y := p.at[i].Y + p.at[i].H + p.font*(0.35+1.3*float64(j))
			sprites.DrawText(dst, line, face, cx, y, sprites.AlignCenter, sprites.AlignStart, clr)
		}
	}
	return p.h
}

// picPlan is where the pictures go in a rect: the cell size, each
// picture's box (image size), its caption lines, and the height in all.
type picPlan struct {
	cell  int
	font  float64
	at    []ui.Rect
	lines [][]string
	wrap  []float64 // the width each caption is wrapped to
	h     float64
}

// The last plan, kept while the rect, unit and language stay (wrapping
// the captions for every candidate size is too slow for each frame).
var lastPlan core.RectMemo[picPlan]

// arrangements are the ways the pictures may be set out: bands one under
// another, each of columns side by side, each a stack of pictures
// (examples' indices).
var arrangements = [][][][]int{
	{{{0, 1, 2}}},       // one above the other
	{{{0, 1}, {2}}},     // the two rows, the corner beside them
	{{{0}, {1}, {2}}},   // side by side
	{{{0}}, {{1}, {2}}}, // the long row, then the other two side by side
}

// minCell is the smallest square the pictures are drawn with: below it
// their digits cannot be read.
const minCell = 10

// helpPlan finds the largest cell size for which one arrangement fits r
// (the shortest such arrangement), or false.
func helpPlan(ctx *core.Context, r ui.Rect) (picPlan, bool) {
	return lastPlan.Get(ctx, r, func() (picPlan, bool) { return fitPlan(ctx, r) })
}

// fitPlan is helpPlan worked out afresh.
func fitPlan(ctx *core.Context, r ui.Rect) (picPlan, bool) {
	u := ctx.U()
	font := min(max(u*2.6, 9), 15)
	var best picPlan
	ok := false
	for cell := int(min(u*6, 56)); cell >= minCell && !ok; cell-- {
		for _, arr := range arrangements {
			if p, fits := arrange(ctx, arr, cell, font, r); fits && (!ok || p.h < best.h) {
				best, ok = p, true
			}
		}
	}
	for i := range best.lines {
		best.lines[i] = sprites.WrapBalanced(ctx.T(examples[i].caption), sprites.UI(font), best.wrap[i])
	}
	return best, ok
}

// arrange sets the pictures out in bands at cell and reports whether
// they fit r.
func arrange(ctx *core.Context, bands [][][]int, cell int, font float64, r ui.Rect) (picPlan, bool) {
	gap := max(4, ctx.U()*1.6)
	n := len(examples)
	p := picPlan{cell: cell, font: font, at: make([]ui.Rect, n), lines: make([][]string, n), wrap: make([]float64, n)}
	face := sprites.UI(font)
	// height is a picture's with its caption wrapped to width w.
	height := func(i int, w float64) float64 {
		if p.wrap[i] != w {
			p.wrap[i], p.lines[i] = w, sprites.Wrap(ctx.T(examples[i].caption), face, w)
		}
		return float64(examples[i].crop(cell).Dy()) + font*(0.35+1.3*float64(len(p.lines[i])))
	}
	y := r.Y
	for b, band := range bands {
		widths := make([]float64, len(band))
		heights := make([]float64, len(band))
		total, bandH := gap*float64(len(band)-1), 0.0
		for c, col := range band {
			for _, i := range col {
				widths[c] = max(widths[c], float64(examples[i].crop(cell).Dx()))
			}
			total += widths[c]
			for k, i := range col {
				heights[c] += height(i, widths[c]) + gap*float64(min(k, 1))
			}
			bandH = max(bandH, heights[c])
		}
		if total > r.W {
			return p, false
		}
		if b > 0 {
			y += gap
		}
		x := r.X + (r.W-total)/2
		for c, col := range band {
			cy := y + (bandH-heights[c])/2
			for _, i := range col {
				cr := examples[i].crop(cell)
				p.at[i] = ui.Rect{X: x + (widths[c]-float64(cr.Dx()))/2, Y: cy, W: float64(cr.Dx()), H: float64(cr.Dy())}
				cy += height(i, widths[c]) + gap
			}
			x += widths[c] + gap
		}
		y += bandH
	}
	p.h = y - r.Y
	return p, p.h <= r.H
}
