package kakuro

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Directions of a Kakuro row, as sum-field halves and scored marks use them.
const (
	// Right is across: the upper-right half of a sum field.
	Right = 0
	// Down is down: the lower-left half of a sum field.
	Down = 1
	// Both is for ScoredMark only: scored across and down.
	Both = 2
)

// Board geometry, in fractions of a square's side.
const (
	kbRib       = 0.07  // the raised rib between two wells
	kbWellR     = 0.08  // corner radius of a well or printed field
	kbWallW     = 0.05  // width of a well's inner wall
	kbTile      = 0.88  // a tile's side in a well
	kbFrame     = 0.34  // the board's frame around the 9×9 squares
	kbShadow    = 0.18  // room for the board's own shadow on the table
	kbEdgeBevel = 0.09  // the board's rounded outer edge
	kbInlay     = 0.012 // the silver line inlaid in the frame
)

// BoardOrigin is the offset (the same in x and y) from the top-left of
// the Board(cell) image to the top-left of square [0,0]; square
// [r,c] (row r, column c) starts at (o+c*cell, o+r*cell) and is cell
// pixels square. The offset holds the board's frame and its shadow.
func BoardOrigin(cell int) int { return sprites.SlabOrigin(cell, kbShadow, kbFrame) }

// BoardSize is the side of the (square) Board(cell) image:
// 9*cell plus the origin offset on both sides.
func BoardSize(cell int) int { return sprites.SlabSize(cell, BoardOrigin(cell)) }

// TilePx is the side px of a piece that lies in a square of side cell
// (Tile, ActionFront, ActionBack, SumTile, ScoredMark): the well less a
// hair of clearance. Draw the piece's image centred on the square.
func TilePx(cell int) int { return max(1, int(math.Round(float64(cell)*kbTile))) }

// Board is the 9×9 Kakuro board with squares of side cell, lying on
// the table: a dark board body with a rounded edge, a silver inlay in its
// frame and a soft shadow. Square [0,0] is the logo corner; [0,1..8] are
// printed red sum fields whose lower-left half carries a white arrow
// pointing down, [1..8,0] printed sum fields whose upper-right half points
// right (the unused half is printed darker); the 64 play squares [1..8,1..8]
// are recessed wells, lit from the lamp's side. The image is
// BoardSize(cell) square; BoardOrigin gives square [0,0].
func Board(k *sprites.Kit, cell int) *ebiten.Image {
	cell = max(cell, 1)
	return k.Sprite(sprites.Key{Kind: kindBoard, A: cell}, func() *sprites.Canvas {
		return paintBoard(cell, k.Palette())
	})
}

// fieldArrow is the signed distance to the arrow printed in a sum field's
// half of side-half wh (the field centred at the origin): dir Right
// gives an arrow pointing right in the upper-right half, Down one
// pointing down in the lower-left half.
func fieldArrow(u, v, wh float64, dir int) float64 {
	// The arrow sits at the half's incentre, nudged towards its corner.
	a := wh * 0.42
	l, w, head, hw := wh*0.74, wh*0.15, wh*0.34, wh*0.25
	if dir == Down {
		return sprites.SDArrow(v-a, u+a, l, w, head, hw)
	}
	return sprites.SDArrow(u-a, v+a, l, w, head, hw)
}

func paintBoard(cell int, pal sprites.Palette) *sprites.Canvas {
	g := sprites.NewGridSlab(cell, kbShadow, kbFrame, float64(cell)*0.2, float64(cell)*kbEdgeBevel)
	p, o, body := g.P, g.O, g.Body
	boardC := sprites.RGB{R: 0.105, G: 0.11, B: 0.13}
	wellC := sprites.RGB{R: 0.06, G: 0.062, B: 0.075}
	accent := sprites.RGBOf(pal.Accent)
	ink := sprites.RGBOf(pal.AccentText)
	inlay := sprites.Silver.Scale(0.9)
	wh := p * (1 - kbRib) / 2
	wr := p * kbWellR
	wall := sprites.Fmax(1, p*kbWallW)
	depth := p * 0.07
	l2 := sprites.Hypot(sprites.LightDir[0], sprites.LightDir[1])
	lx, ly := sprites.LightDir[0]/l2, sprites.LightDir[1]/l2
	lw := sprites.Fmax(1, p*0.035)
	logo := logoMask(cell)
	grid := 9 * p
	inlayAt := p * kbFrame * 0.45
	inlayW := sprites.Fmax(1, p*kbInlay)
	// Flat surfaces all face the lamp alike: their lighting is one scale
	// and one highlight, worked out once (lit's pow is the costly part).
	flatK, flatS := sprites.FlatLight(0.5, 0.1, 14)
	plateau := func(base sprites.RGB) sprites.RGB { return base.Scale(flatK).Add(flatS) }
	wellK, wellS := sprites.FlatLight(0.45, 0.2, 16)

	// surface is the board's colour at (x,y), d inside its outline.
	surface := func(x, y, d float64) sprites.RGB {
		// Matte board with a fine grain and a faint cloud.
		grain := sprites.Hash2(int(x), int(y), 81) - 0.5
		cloud := sprites.ValueNoise(x/(p*0.9), y/(p*0.9), 82) - 0.5
		base := boardC.Scale(1 + 0.1*grain + 0.12*cloud)
		var clr sprites.RGB
		if d > -body.Bevel {
			nx, ny := sprites.Gradient(body.SD, x, y)
			clr = sprites.Lit(base, sprites.BevelNormal(d, nx, ny, body.Bevel), 0.5, 0.25, 18)
			clr = clr.Scale(1 - 0.3*sprites.Smoothstep(-1.5, 0, d))
		} else {
			clr = plateau(base)
		}
		gx, gy := x-o, y-o
		if gx < 0 || gy < 0 || gx >= grid || gy >= grid {
			// The frame: a thin silver line inlaid around the squares.
			e := sprites.SDRoundRect(gx-grid/2, gy-grid/2, grid/2+inlayAt, grid/2+inlayAt, p*0.12)
			if a := sprites.Coverage(math.Abs(e) - inlayW/2); a > 0 {
				sheen := 0.85 + 0.3*sprites.Clamp01(1-(gx+gy)/(2*grid))
				clr = clr.Mix(inlay.Scale(sheen), 0.85*a)
			}
			return clr
		}
		col, row := int(gx/p), int(gy/p)
		u, v := gx-(float64(col)+0.5)*p, gy-(float64(row)+0.5)*p
		fd := sprites.SDRoundRect(u, v, wh, wh, wr)
		switch {
		case row == 0 && col == 0:
			// The logo corner: a printed red field, both halves unused
			// (darker), the name written along its diagonal.
			if fd < 1 {
				f := accent.Scale((0.97 + 0.05*cloud) * 0.72)
				band := sprites.Coverage(math.Abs(u-v)/math.Sqrt2 - p*0.14)
				f = f.Mix(accent.Scale(0.97+0.05*cloud), band)
				f = f.Mix(ink, logo.At(int(gx), int(gy)))
				clr = clr.Mix(plateau(f), sprites.Coverage(fd))
			}
		case row == 0 || col == 0:
			if fd < 1 {
				dir := Right
				active := u > v
				if row == 0 {
					dir, active = Down, v > u
				}
				f := accent.Scale(0.97 + 0.05*cloud)
				if !active {
					f = f.Scale(0.72)
				}
				// The split and the arrow are printed in white ink.
				diag := sprites.Coverage(math.Abs(u-v)/math.Sqrt2 - lw/2)
				arrow := sprites.Coverage(fieldArrow(u, v, wh, dir))
				f = f.Mix(ink, sprites.Fmax(diag, arrow)*0.95)
				clr = clr.Mix(plateau(f), sprites.Coverage(fd))
			}
		default:
			if fd < 1 {
				clr = clr.Mix(wellShade(u, v, fd, wh, wr, wall, depth, lx, ly, wellC, grain, wellK, wellS), sprites.Coverage(fd))
			}
		}
		return clr
	}
	// The board's shadow is composited in the same pass, under the board's
	// edge: inside the board nothing of it shows.
	return g.Shade(surface, pal, 0.04, 0.08, 0.09)
}

// wellShade is the colour inside a recessed well at (u,v) from its centre,
// fd inside its outline: a dark floor, inner walls lit on the far side and
// shaded on the lamp's side, and the shadow the near wall casts on the
// floor.
func wellShade(u, v, fd, wh, wr, wall, depth, lx, ly float64, floor sprites.RGB, grain, flatK, flatS float64) sprites.RGB {
	base := floor.Scale(1 + 0.12*grain)
	c := base.Scale(flatK).Add(flatS)
	if fd > -wall {
		nx, ny := sprites.Gradient(func(x, y float64) float64 { return sprites.SDRoundRect(x, y, wh, wh, wr) }, u, v)
		t := sprites.Clamp01(-fd / wall)
		slope := 1.4 * (1 - t)
		c = sprites.Lit(base, sprites.Normalize3(-nx*slope, -ny*slope, 1), 0.45, 0.2, 16)
	}
	// Where a step towards the lamp leaves the well, the wall hides it.
	s := sprites.SDRoundRect(u+lx*depth, v+ly*depth, wh, wh, wr)
	shade := sprites.Smoothstep(-depth*0.6, depth*0.2, s)
	return c.Scale(1 - 0.5*shade)
}

// logoMask is the lettering of the logo corner in board pixels (only
// square [0,0] is inked): "KAKURO" in a bold face along the diagonal, where
// the other fields have their split.
func logoMask(cell int) *sprites.Mask {
	p := float64(cell)
	st := sprites.GlyphStyle{Font: sprites.BoldOutline, Height: p * 0.17, MaxW: p * 1.05, Angle: math.Pi / 4}
	return sprites.GlyphMask(cell, cell, "KAKURO", st, p/2, p/2)
}

// ScoredMark is the mark drawn over a tile of side px that was scored: a
// white arrow with a dark outline along the bottom edge pointing right for
// dir Right (0), along the right edge pointing down for Down
// (1), both for Both (2); dir < 0 counts as right, dir > 2 as both.
// It is a shape, so it reads without colour. The image is the size of
// Tile(px) (transparent elsewhere): draw it centred where the tile is.
func ScoredMark(k *sprites.Kit, px, dir int) *ebiten.Image {
	px = max(px, 1)
	dir = min(max(dir, Right), Both)
	return k.Sprite(sprites.Key{Kind: kindScored, A: px, B: dir}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintScoredMark(cv, c, c, float64(px), dir, k.Palette())
		return cv
	})
}

func paintScoredMark(cv *sprites.Canvas, cx, cy, px float64, dir int, pal sprites.Palette) {
	l, w, head, hw := px*0.54, px*0.05, px*0.12, px*0.068
	along, off := -px*0.05, px*0.385
	sd := func(x, y float64) float64 {
		u, v := x-cx, y-cy
		d := math.Inf(1)
		if dir != Down {
			d = sprites.SDArrow(u-along, v-off, l, w, head, hw)
		}
		if dir != Right {
			d = sprites.Fmin(d, sprites.SDArrow(v-along, u-off, l, w, head, hw))
		}
		return d
	}
	edge := sprites.Fmax(1, px*0.018)
	ink := sprites.RGBOf(pal.AccentText)
	cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
		d := sd(x, y)
		if d > edge+px*0.05 {
			return sprites.RGB{}, 0
		}
		var st sprites.Stack
		st.Over(sprites.Black, 0.35*sprites.SoftShadow(sd(x-px*0.01, y-px*0.02), px*0.02))
		st.Over(sprites.RGB{R: 0.08, G: 0.06, B: 0.05}, 0.85*sprites.Coverage(d-edge))
		st.Over(ink, sprites.Coverage(d))
		return st.Result()
	})
}
