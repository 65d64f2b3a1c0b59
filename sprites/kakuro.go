package sprites

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kakuro's board and pieces beyond the number tile (tile.go): the board,
// the action tiles (sum-field back; doubler, swap and digit fronts), the
// triangular sum tiles and the revealed-target plate, and the scored mark.
// Every piece lies on the table under the same lamp as the number tiles
// and has the same PieceMargin shadow border, so a scene centres any of
// them on a square exactly as it centres a Tile.

// Directions of a Kakuro row, as sum-field halves and scored marks use them.
const (
	// KakuroRight is across: the upper-right half of a sum field.
	KakuroRight = 0
	// KakuroDown is down: the lower-left half of a sum field.
	KakuroDown = 1
	// KakuroBoth is for ScoredMark only: scored across and down.
	KakuroBoth = 2
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

// KakuroBoardOrigin is the offset (the same in x and y) from the top-left of
// the KakuroBoard(cell) image to the top-left of square [0,0]; square
// [r,c] (row r, column c) starts at (o+c*cell, o+r*cell) and is cell
// pixels square. The offset holds the board's frame and its shadow.
func KakuroBoardOrigin(cell int) int { return slabOrigin(cell, kbShadow, kbFrame) }

func kakuroShadowRoom(cell int) int { return shadowRoom(cell, kbShadow) }

// KakuroBoardSize is the side of the (square) KakuroBoard(cell) image:
// 9*cell plus the origin offset on both sides.
func KakuroBoardSize(cell int) int { return slabSize(cell, KakuroBoardOrigin(cell)) }

// shadowRoom is the margin a 9×9 slab of squares of side cell keeps for a
// shadow reaching shadow×cell beyond it.
func shadowRoom(cell int, shadow float64) int {
	return int(math.Ceil(float64(max(cell, 1))*shadow)) + 2
}

// slabOrigin is the offset from the corner of a 9×9 slab's image (the
// Kakuro board, the Kakuzu tray) to its square [0,0]: the shadow's room and
// a frame frame×cell wide.
func slabOrigin(cell int, shadow, frame float64) int {
	cell = max(cell, 1)
	return shadowRoom(cell, shadow) + int(math.Round(float64(cell)*frame)) + 1
}

// slabSize is the side of a 9×9 slab's square image: its squares plus
// the origin offset on both sides.
func slabSize(cell, origin int) int { return 9*max(cell, 1) + 2*origin }

// KakuroTilePx is the side px of a piece that lies in a square of side cell
// (Tile, ActionFront, ActionBack, SumTile, ScoredMark): the well less a
// hair of clearance. Draw the piece's image centred on the square.
func KakuroTilePx(cell int) int { return max(1, int(math.Round(float64(cell)*kbTile))) }

// KakuroBoard is the 9×9 Kakuro board with squares of side cell, lying on
// the table: a dark board body with a rounded edge, a silver inlay in its
// frame and a soft shadow. Square [0,0] is the logo corner; [0,1..8] are
// printed red sum fields whose lower-left half carries a white arrow
// pointing down, [1..8,0] printed sum fields whose upper-right half points
// right (the unused half is printed darker); the 64 play squares [1..8,1..8]
// are recessed wells, lit from the lamp's side. The image is
// KakuroBoardSize(cell) square; KakuroBoardOrigin gives square [0,0].
func (k *Kit) KakuroBoard(cell int) *ebiten.Image {
	cell = max(cell, 1)
	return k.get(spriteKey{kind: "kakuro-board", a: cell}, func() *canvas {
		return paintKakuroBoard(cell, k.pal)
	})
}

// fieldArrow is the signed distance to the arrow printed in a sum field's
// half of side-half wh (the field centred at the origin): dir KakuroRight
// gives an arrow pointing right in the upper-right half, KakuroDown one
// pointing down in the lower-left half.
func fieldArrow(u, v, wh float64, dir int) float64 {
	// The arrow sits at the half's incentre, nudged towards its corner.
	a := wh * 0.42
	l, w, head, hw := wh*0.74, wh*0.15, wh*0.34, wh*0.25
	if dir == KakuroDown {
		return sdArrow(v-a, u+a, l, w, head, hw)
	}
	return sdArrow(u-a, v+a, l, w, head, hw)
}

func paintKakuroBoard(cell int, pal Palette) *canvas {
	size := KakuroBoardSize(cell)
	cv := newCanvas(size, size)
	p := float64(cell)
	o := float64(KakuroBoardOrigin(cell))
	c := float64(size) / 2
	half := 4.5*p + (o - float64(kakuroShadowRoom(cell)))
	body := &slab{
		f: newFrame(c, c, 0), hw: half, hh: half, radius: p * 0.2,
		bevel: p * kbEdgeBevel,
	}
	// The board's shadow is composited in the same pass, under the board's
	// edge: inside the board nothing of it shows.
	shC, shA := col(pal.Shadow), alphaOf(pal.Shadow)
	shX, shY, shBlur := p*0.04, p*0.08, p*0.09

	boardC := rgb{0.105, 0.11, 0.13}
	wellC := rgb{0.06, 0.062, 0.075}
	accent := col(pal.Accent)
	ink := col(pal.AccentText)
	inlay := silver.scale(0.9)
	wh := p * (1 - kbRib) / 2
	wr := p * kbWellR
	wall := fmax(1, p*kbWallW)
	depth := p * 0.07
	l2 := hypot(lightDir[0], lightDir[1])
	lx, ly := lightDir[0]/l2, lightDir[1]/l2
	lw := fmax(1, p*0.035)
	logo := kakuroLogoMask(cell)
	grid := 9 * p
	inlayAt := p * kbFrame * 0.45
	inlayW := fmax(1, p*kbInlay)
	// Flat surfaces all face the lamp alike: their lighting is one scale
	// and one highlight, worked out once (lit's pow is the costly part).
	flatK, flatS := flatLight(0.5, 0.1, 14)
	plateau := func(base rgb) rgb { return base.scale(flatK).add(flatS) }
	wellK, wellS := flatLight(0.45, 0.2, 16)

	// surface is the board's colour at (x,y), d inside its outline.
	surface := func(x, y, d float64) rgb {
		// Matte board with a fine grain and a faint cloud.
		grain := hash2(int(x), int(y), 81) - 0.5
		cloud := valueNoise(x/(p*0.9), y/(p*0.9), 82) - 0.5
		base := boardC.scale(1 + 0.1*grain + 0.12*cloud)
		var clr rgb
		if d > -body.bevel {
			nx, ny := gradient(body.sd, x, y)
			clr = lit(base, bevelNormal(d, nx, ny, body.bevel), 0.5, 0.25, 18)
			clr = clr.scale(1 - 0.3*smoothstep(-1.5, 0, d))
		} else {
			clr = plateau(base)
		}
		gx, gy := x-o, y-o
		if gx < 0 || gy < 0 || gx >= grid || gy >= grid {
			// The frame: a thin silver line inlaid around the squares.
			e := sdRoundRect(gx-grid/2, gy-grid/2, grid/2+inlayAt, grid/2+inlayAt, p*0.12)
			if a := coverage(math.Abs(e) - inlayW/2); a > 0 {
				sheen := 0.85 + 0.3*clamp01(1-(gx+gy)/(2*grid))
				clr = clr.mix(inlay.scale(sheen), 0.85*a)
			}
			return clr
		}
		col, row := int(gx/p), int(gy/p)
		u, v := gx-(float64(col)+0.5)*p, gy-(float64(row)+0.5)*p
		fd := sdRoundRect(u, v, wh, wh, wr)
		switch {
		case row == 0 && col == 0:
			// The logo corner: a printed red field, both halves unused
			// (darker), the name written along its diagonal.
			if fd < 1 {
				f := accent.scale((0.97 + 0.05*cloud) * 0.72)
				band := coverage(math.Abs(u-v)/math.Sqrt2 - p*0.14)
				f = f.mix(accent.scale(0.97+0.05*cloud), band)
				f = f.mix(ink, logo.at(int(gx), int(gy)))
				clr = clr.mix(plateau(f), coverage(fd))
			}
		case row == 0 || col == 0:
			if fd < 1 {
				dir := KakuroRight
				active := u > v
				if row == 0 {
					dir, active = KakuroDown, v > u
				}
				f := accent.scale(0.97 + 0.05*cloud)
				if !active {
					f = f.scale(0.72)
				}
				// The split and the arrow are printed in white ink.
				diag := coverage(math.Abs(u-v)/math.Sqrt2 - lw/2)
				arrow := coverage(fieldArrow(u, v, wh, dir))
				f = f.mix(ink, fmax(diag, arrow)*0.95)
				clr = clr.mix(plateau(f), coverage(fd))
			}
		default:
			if fd < 1 {
				clr = clr.mix(wellShade(u, v, fd, wh, wr, wall, depth, lx, ly, wellC, grain, wellK, wellS), coverage(fd))
			}
		}
		return clr
	}
	shadeSlab(cv, body, surface, shC, shA, shX, shY, shBlur)
	return cv
}

// flatLight is lit for a surface facing straight up: lit(c, up, ambient,
// spec, shine) = c.scale(k).add(s).
func flatLight(ambient, spec, shine float64) (k, s float64) {
	w := lit(white, [3]float64{0, 0, 1}, ambient, spec, shine)
	b := lit(black, [3]float64{0, 0, 1}, ambient, spec, shine)
	return w.r - b.r, b.r
}

// wellShade is the colour inside a recessed well at (u,v) from its centre,
// fd inside its outline: a dark floor, inner walls lit on the far side and
// shaded on the lamp's side, and the shadow the near wall casts on the
// floor.
func wellShade(u, v, fd, wh, wr, wall, depth, lx, ly float64, floor rgb, grain, flatK, flatS float64) rgb {
	base := floor.scale(1 + 0.12*grain)
	c := base.scale(flatK).add(flatS)
	if fd > -wall {
		nx, ny := gradient(func(x, y float64) float64 { return sdRoundRect(x, y, wh, wh, wr) }, u, v)
		t := clamp01(-fd / wall)
		slope := 1.4 * (1 - t)
		c = lit(base, normalize3(-nx*slope, -ny*slope, 1), 0.45, 0.2, 16)
	}
	// Where a step towards the lamp leaves the well, the wall hides it.
	s := sdRoundRect(u+lx*depth, v+ly*depth, wh, wh, wr)
	shade := smoothstep(-depth*0.6, depth*0.2, s)
	return c.scale(1 - 0.5*shade)
}

// kakuroLogoMask is the lettering of the logo corner in board pixels (only
// square [0,0] is inked): "KAKURO" in a bold face along the diagonal, where
// the other fields have their split.
func kakuroLogoMask(cell int) *mask {
	p := float64(cell)
	st := glyphStyle{font: boldOutline, height: p * 0.17, maxW: p * 1.05, angle: math.Pi / 4}
	return glyphMask(cell, cell, "KAKURO", st, p/2, p/2)
}

// tileSlab is the shape every square Kakuro piece shares with Tile.
func tileSlab(cx, cy, px, angle float64) *slab {
	return &slab{
		f: newFrame(cx, cy, angle), hw: px / 2, hh: px / 2,
		radius: px * 0.13, bevel: px * 0.11, rimDark: 0.2,
	}
}

// lacquer is the red lacquer of tile backs at a local point.
func lacquer(accent rgb, lx, ly, px float64) rgb {
	return accent.scale(1.06 - 0.12*(ly/px+0.5) + 0.03*(valueNoise(lx*0.2, ly*0.2, 51)-0.5))
}

// pieceCanvas is a canvas for a px piece with its shadow margin and the
// piece's centre.
func pieceCanvas(px int) (*canvas, float64) {
	m := PieceMargin(px)
	return newCanvas(px+2*m, px+2*m), float64(px)/2 + float64(m)
}

// ActionBack is the back every Kakuro action tile shares, px square with a
// PieceMargin(px) shadow border: a sum field in red lacquer, split by an
// engraved diagonal from the top-left to the bottom-right corner, with a
// white arrow pointing right in the upper-right half and one pointing down
// in the lower-left half.
func (k *Kit) ActionBack(px int) *ebiten.Image {
	px = max(px, 1)
	return k.get(spriteKey{kind: "action-back", a: px}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintActionBack(cv, c, c, float64(px), 0, k.pal, 0)
		return cv
	})
}

func paintActionBack(cv *canvas, cx, cy, px, angle float64, pal Palette, lift float64) {
	s := tileSlab(cx, cy, px, angle)
	accent, ink := col(pal.Accent), col(pal.AccentText)
	wh := px/2 - s.bevel*0.6
	lw := fmax(0.8, px*0.022)
	s.ambient, s.spec, s.shine = 0.55, 0.45, 40
	s.material = func(lx, ly float64) rgb {
		c := lacquer(accent, lx, ly, px)
		// The engraved split: a dark groove with a lit lower lip.
		e := (lx - ly) / math.Sqrt2
		c = c.scale(1 - 0.45*coverage(math.Abs(e)-lw/2))
		c = c.mix(white, 0.25*coverage(math.Abs(e+lw)-lw*0.4))
		a := fmax(coverage(fieldArrow(lx, ly, wh, KakuroRight)), coverage(fieldArrow(lx, ly, wh, KakuroDown)))
		return c.mix(ink, 0.95*a)
	}
	s.castShadow(cv, px, pal, lift)
	s.paint(cv)
}

// actionIvory is the cream plastic of action tile fronts and actionInk the
// dark blue printed on them: unlike the silver number tiles at a glance.
var (
	actionIvory = rgb{0.95, 0.90, 0.78}
	actionInk   = rgb{0.10, 0.17, 0.42}
)

// ActionFront is the front of a Kakuro action tile, px square with a
// PieceMargin(px) shadow border: cream plastic with a dark blue printed
// frame and, raised in dark blue, "×2" for t='D' (doubler), two curved
// arrows for t='S' (swap) or the digit for t='1'..'9' (digit tile). Any
// other t gives the blank cream face.
func (k *Kit) ActionFront(t byte, px int) *ebiten.Image {
	px = max(px, 1)
	return k.get(spriteKey{kind: "action-front", a: int(t), b: px}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintActionFront(cv, c, c, float64(px), 0, t, k.pal, 0)
		return cv
	})
}

func paintActionFront(cv *canvas, cx, cy, px, angle float64, t byte, pal Palette, lift float64) {
	s := tileSlab(cx, cy, px, angle)
	s.ambient, s.spec, s.shine = 0.5, 0.3, 28
	fw := fmax(0.8, px*0.02)
	inset := px * 0.15
	s.material = func(lx, ly float64) rgb {
		g := 1 - 0.05*(ly/px) + 0.02*(valueNoise(lx*0.12, ly*0.12, 91)-0.5)
		c := actionIvory.scale(g)
		// The printed frame marks an action tile even without colour.
		e := sdRoundRect(lx, ly, px/2-inset, px/2-inset, px*0.07)
		return c.mix(actionInk, 0.9*coverage(math.Abs(e)-fw/2))
	}
	s.castShadow(cv, px, pal, lift)
	s.paint(cv)
	switch {
	case t >= '1' && t <= '9':
		st := glyphStyle{font: boldOutline, height: px * 0.5, maxW: px * 0.6, angle: angle}
		paintEmbossed(cv, string(t), st, cx, cy, px, actionInk)
	case t == 'D':
		st := glyphStyle{font: boldOutline, height: px * 0.36, maxW: px * 0.56, angle: angle}
		paintEmbossed(cv, "×2", st, cx, cy, px, actionInk)
	case t == 'S':
		f := s.f
		m := sdfMask(cv.w, cv.h, func(x, y float64) float64 {
			lx, ly := f.local(x, y)
			return sdSwap(lx, ly, px)
		}, cx-px*0.4, cy-px*0.4, cx+px*0.4, cy+px*0.4)
		embossMask(cv, m, cx-px*0.4, cy-px*0.4, cx+px*0.4, cy+px*0.4, px, actionInk)
	}
}

// sdSwap is the swap symbol: two arcs chasing each other round a circle,
// each ending in an arrowhead (clockwise on screen).
func sdSwap(x, y, px float64) float64 {
	R, w := px*0.19, px*0.055
	head, hw := px*0.12, px*0.09
	d := math.Inf(1)
	for _, start := range []float64{math.Pi * 1.05, math.Pi * 0.05} {
		span := math.Pi * 0.68
		// The arc from start to start+span (angles grow clockwise on
		// screen), with round ends.
		a := math.Atan2(y, x) - start
		a = math.Mod(a+4*math.Pi, 2*math.Pi)
		if a <= span {
			d = fmin(d, math.Abs(hypot(x, y)-R)-w/2)
		} else {
			sx, sy := R*math.Cos(start), R*math.Sin(start)
			d = fmin(d, hypot(x-sx, y-sy)-w/2)
		}
		// The head at the end, along the tangent.
		e := start + span
		bx, by := R*math.Cos(e), R*math.Sin(e)
		tx, ty := -math.Sin(e), math.Cos(e)
		rx, ry := math.Cos(e), math.Sin(e)
		d = fmin(d, sdTriangle(x, y,
			point{bx + rx*hw, by + ry*hw},
			point{bx + tx*head, by + ty*head},
			point{bx - rx*hw, by - ry*hw}))
	}
	return d
}

// sdfMask rasterises a signed distance into a w×h coverage mask within the
// box [x0,x1)×[y0,y1).
func sdfMask(w, h int, sd func(x, y float64) float64, x0, y0, x1, y1 float64) *mask {
	m := newMask(w, h)
	for y := max(int(math.Floor(y0)), 0); y < min(int(math.Ceil(y1)), h); y++ {
		for x := max(int(math.Floor(x0)), 0); x < min(int(math.Ceil(x1)), w); x++ {
			m.a[y*w+x] = float32(coverage(sd(float64(x)+0.5, float64(y)+0.5)))
		}
	}
	return m
}

// brass is the brushed brass of the sum tiles.
var brass = rgb{0.80, 0.63, 0.32}

// brassFace is brushed brass at a local point of a piece of size px.
func brassFace(lx, ly, px float64) rgb {
	streak := valueNoise(lx*0.03, ly*0.9, 95)*0.6 + valueNoise(lx*0.01, ly*2.5, 96)*0.4
	u := (ly + lx*0.45) / px
	sheen := math.Exp(-math.Pow((u+0.18)/0.22, 2)) - 0.45*math.Exp(-math.Pow((u-0.3)/0.2, 2))
	return brass.scale(0.9 + 0.1*streak + 0.2*sheen)
}

// brassInk is the colour of figures raised on brass.
var brassInk = rgb{0.2, 0.12, 0.05}

// sumLabel is how a sum value is written: 0..99, or "" (a blank face).
func sumLabel(value int) string {
	if value < 0 || value > 99 {
		return ""
	}
	return strconv.Itoa(value)
}

// sumTriangle is the triangle of a sum tile of side px (local coordinates,
// square centred at 0) for dir, inset by t from its edges and by t+gap
// from the diagonal.
func sumTriangle(px, t, gap float64, dir int) (a, b, c point) {
	h := px / 2
	g := (t + gap) * math.Sqrt2
	// Upper-right half: x > y. Corners: on the top edge by the diagonal, the
	// top-right corner, on the right edge by the diagonal.
	a = point{-h + t + g, -h + t}
	b = point{h - t, -h + t}
	c = point{h - t, h - t - g}
	if a.x > b.x { // too small to inset: a point
		a, c = b, b
	}
	if dir == KakuroDown {
		a, b, c = point{a.y, a.x}, point{b.y, b.x}, point{c.y, c.x}
	}
	return a, b, c
}

// incentre is the centre of the circle inscribed in triangle abc and its
// radius.
func incentre(a, b, c point) (point, float64) {
	la, lb, lc := hypot(b.x-c.x, b.y-c.y), hypot(a.x-c.x, a.y-c.y), hypot(a.x-b.x, a.y-b.y)
	p := la + lb + lc
	if p <= 0 {
		return a, 0
	}
	s := p / 2
	area := math.Abs((b.x-a.x)*(c.y-a.y)-(c.x-a.x)*(b.y-a.y)) / 2
	return point{(la*a.x + lb*b.x + lc*c.x) / p, (la*a.y + lb*b.y + lc*c.y) / p}, area / s
}

// SumTile is a triangular brass sum tile showing value, cut to fill one
// half of a square of side px: dir KakuroRight (0) is the upper-right half,
// the across clue; KakuroDown (1) the lower-left half, the down clue (any
// other dir counts as KakuroRight). The image is the size of Tile(px):
// px+2*PieceMargin(px) square, with the square centred, so a scene draws it
// centred on the sum field it lies on. Values 0..99 are printed (the game
// uses 3..40); other values give a blank tile.
func (k *Kit) SumTile(value, px, dir int) *ebiten.Image {
	px = max(px, 1)
	if dir != KakuroDown {
		dir = KakuroRight
	}
	label := sumLabel(value)
	if label == "" {
		value = -1
	}
	return k.get(spriteKey{kind: "sum-tile", a: value, b: px, c: dir}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintSumTile(cv, c, c, float64(px), dir, label, k.pal)
		return cv
	})
}

func paintSumTile(cv *canvas, cx, cy, px float64, dir int, label string, pal Palette) {
	r := px * 0.07
	a, b, c := sumTriangle(px, r, px*0.025, dir)
	s := &slab{
		f: newFrame(cx, cy, 0), hw: px / 2, hh: px / 2,
		bevel: px * 0.08, rimDark: 0.25, ambient: 0.45, spec: 0.4, shine: 22,
		shape:    func(lx, ly float64) float64 { return sdTriangle(lx, ly, a, b, c) - r },
		material: func(lx, ly float64) rgb { return brassFace(lx, ly, px) },
	}
	s.castShadow(cv, px, pal, 0)
	s.paint(cv)
	if label == "" {
		return
	}
	ic, ir := incentre(a, b, c)
	ir += r * 0.4
	h := ir * 1.15
	if len(label) == 1 {
		h = ir * 1.3
	}
	st := glyphStyle{font: boldOutline, height: h, maxW: ir * 1.7}
	paintEmbossed(cv, label, st, cx+ic.x, cy+ic.y, px*0.8, brassInk)
}

// SumTileBig is the revealed target: a round brass plate of diameter px
// with a raised rim and value in large raised figures (readable across a
// table), px+2*PieceMargin(px) square. Values 0..99 are printed; others
// give a blank plate. It has the shape of SumTileBack, so a reveal is a
// flip from one to the other.
func (k *Kit) SumTileBig(value, px int) *ebiten.Image {
	px = max(px, 1)
	label := sumLabel(value)
	if label == "" {
		value = -1
	}
	return k.get(spriteKey{kind: "sum-big", a: value, b: px}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintSumPlate(cv, c, c, float64(px), label, false, k.pal)
		return cv
	})
}

// SumTileBack is the face-down sum tile of the stack: the round plate of
// SumTileBig in darker, patinated brass with a guilloché pattern and a
// raised Σ, px+2*PieceMargin(px) square. A stack is a few of these drawn a
// little apart.
func (k *Kit) SumTileBack(px int) *ebiten.Image {
	px = max(px, 1)
	return k.get(spriteKey{kind: "sum-back", a: px}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintSumPlate(cv, c, c, float64(px), "Σ", true, k.pal)
		return cv
	})
}

func paintSumPlate(cv *canvas, cx, cy, px float64, label string, back bool, pal Palette) {
	R := px / 2
	rim := px * 0.09
	s := &slab{
		f: newFrame(cx, cy, 0), hw: R, hh: R, bevel: px * 0.06, rimDark: 0.25,
		ambient: 0.45, spec: 0.4, shine: 22,
		shape: func(lx, ly float64) float64 { return hypot(lx, ly) - R },
	}
	lw := fmax(0.8, px*0.012)
	s.material = func(lx, ly float64) rgb {
		c := brassFace(lx, ly, px)
		r := hypot(lx, ly)
		if back {
			c = c.scale(0.78).mix(rgb{0.42, 0.36, 0.22}, 0.25)
			// Guilloché: interlaced waves engraved round the centre.
			a := math.Atan2(ly, lx)
			w := math.Sin(r/px*70+3*math.Sin(a*12)) * math.Sin(r/px*40-2*math.Sin(a*9))
			c = c.scale(1 - 0.07*w*smoothstep(R*0.25, R*0.4, r)*smoothstep(R-rim*0.6, R-rim*1.4, r))
		}
		// The raised rim: a groove inside it catches the shadow.
		g := math.Abs(r-(R-rim)) - lw/2
		c = c.scale(1 - 0.4*coverage(g))
		c = c.mix(white, 0.2*coverage(math.Abs(r-(R-rim)-lw*1.3)-lw*0.4))
		return c
	}
	s.castShadow(cv, px, pal, 0)
	s.paint(cv)
	if label == "" {
		return
	}
	h := px * 0.42
	if back {
		h = px * 0.32
	}
	if len(label) == 1 && !back {
		h = px * 0.46
	}
	st := glyphStyle{font: boldOutline, height: h, maxW: px * 0.62}
	paintEmbossed(cv, label, st, cx, cy, px, brassInk)
}

// ScoredMark is the mark drawn over a tile of side px that was scored: a
// white arrow with a dark outline along the bottom edge pointing right for
// dir KakuroRight (0), along the right edge pointing down for KakuroDown
// (1), both for KakuroBoth (2); dir < 0 counts as right, dir > 2 as both.
// It is a shape, so it reads without colour. The image is the size of
// Tile(px) (transparent elsewhere): draw it centred where the tile is.
func (k *Kit) ScoredMark(px, dir int) *ebiten.Image {
	px = max(px, 1)
	dir = min(max(dir, KakuroRight), KakuroBoth)
	return k.get(spriteKey{kind: "scored", a: px, b: dir}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintScoredMark(cv, c, c, float64(px), dir, k.pal)
		return cv
	})
}

func paintScoredMark(cv *canvas, cx, cy, px float64, dir int, pal Palette) {
	l, w, head, hw := px*0.54, px*0.05, px*0.12, px*0.068
	along, off := -px*0.05, px*0.385
	sd := func(x, y float64) float64 {
		u, v := x-cx, y-cy
		d := math.Inf(1)
		if dir != KakuroDown {
			d = sdArrow(u-along, v-off, l, w, head, hw)
		}
		if dir != KakuroRight {
			d = fmin(d, sdArrow(v-along, u-off, l, w, head, hw))
		}
		return d
	}
	edge := fmax(1, px*0.018)
	ink := col(pal.AccentText)
	cv.shadeAll(func(x, y float64) (rgb, float64) {
		d := sd(x, y)
		if d > edge+px*0.05 {
			return rgb{}, 0
		}
		var st stack
		st.over(black, 0.35*softShadow(sd(x-px*0.01, y-px*0.02), px*0.02))
		st.over(rgb{0.08, 0.06, 0.05}, 0.85*coverage(d-edge))
		st.over(ink, coverage(d))
		return st.result()
	})
}

// shadeSlab paints a board-like slab onto cv: its surface inside, a soft
// shadow of colour shC (strength shA) offset by (shX, shY) and blurred by
// shBlur around it, and an anti-aliased edge.
func shadeSlab(cv *canvas, body *slab, surface func(x, y, d float64) rgb, shC rgb, shA, shX, shY, shBlur float64) {
	cv.shadeAll(func(x, y float64) (rgb, float64) {
		d := body.sd(x, y)
		if d < -1 {
			return surface(x, y, d), 1
		}
		var st stack
		st.over(shC, shA*softShadow(body.sd(x-shX, y-shY), shBlur))
		if d < 1 {
			st.over(surface(x, y, d), coverage(d))
		}
		return st.result()
	})
}
