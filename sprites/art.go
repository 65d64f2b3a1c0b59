package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// logoLetters are the tiles of the logo; the red one echoes Kakuro's backs.
var logoLetters = []struct {
	s     string
	angle float64
	dy    float64
	red   bool
}{
	{"C", -0.13, 0.02, false},
	{"I", 0.07, -0.03, false},
	{"F", -0.05, 0.03, true},
	{"R", 0.11, -0.02, false},
	{"A", -0.08, 0.01, false},
}

// LogoWidth is the width of the Logo image of height px.
func LogoWidth(px int) int {
	ts := float64(px) * 0.64
	return int(math.Ceil(ts*0.9*float64(len(logoLetters)-1) + ts + float64(px)*0.3))
}

// Logo is the Cifra logo, px tall (LogoWidth(px) wide): the letters of
// CIFRA on tilted silver tiles, one of them turned to its red side.
func (k *Kit) Logo(px int) *ebiten.Image {
	return k.get(spriteKey{kind: "logo", a: px}, func() *canvas {
		w := LogoWidth(px)
		cv := newCanvas(w, px)
		p := float64(px)
		ts := p * 0.64
		x := p*0.15 + ts/2
		for _, l := range logoLetters {
			paintTile(cv, x, p*(0.47+l.dy), ts, l.angle, l.s, l.red, k.pal, 0)
			x += ts * 0.9
		}
		return cv
	})
}

// GameIcon is the menu illustration for a game, px square: "knister" (two
// dice on a pencilled card), "kakuro" (silver and red number tiles) or
// "kakuzu" (stones on a wooden tray). Unknown names give a lone die.
func (k *Kit) GameIcon(game string, px int) *ebiten.Image {
	key := spriteKey{kind: "icon:" + game, a: px}
	return k.get(key, func() *canvas {
		cv := newCanvas(px, px)
		p := float64(px)
		switch game {
		case "knister":
			paintKnisterIcon(cv, p, k.pal)
		case "kakuro":
			paintKakuroIcon(cv, p, k.pal)
		case "kakuzu":
			paintKakuzuIcon(cv, p, k.pal)
		default:
			paintDie(cv, p/2, p/2, p*0.5, 0.2, 5, k.pal, true)
		}
		return cv
	})
}

func paintKnisterIcon(cv *canvas, p float64, pal Palette) {
	cw, ch := p*0.62, p*0.78
	cx, cy, angle := p*0.41, p*0.47, -0.07
	band := int(ch * 0.13)
	paintCard(cv, cx, cy, cw, ch, angle, pal, band, p*0.03)
	f := newFrame(cx, cy, angle)
	// A 5×5 printed grid below the band, some cells pencilled in.
	cell := fmin(cw*0.9/5, (ch-float64(band))*0.92/5)
	gx0 := -cell * 2.5
	gy0 := -ch/2 + float64(band) + (ch-float64(band)-cell*5)/2
	line := col(pal.PaperLine)
	lw := fmax(0.8, p*0.004)
	x0, y0, x1, y1 := cx-p*0.45, cy-p*0.45, cx+p*0.45, cy+p*0.45
	cv.shade(x0, y0, x1, y1, func(x, y float64) (rgb, float64) {
		lx, ly := f.local(x, y)
		u, v := (lx-gx0)/cell, (ly-gy0)/cell
		if u < -0.05 || v < -0.05 || u > 5.05 || v > 5.05 {
			return rgb{}, 0
		}
		du := math.Abs(u-math.Round(u)) * cell
		dv := math.Abs(v-math.Round(v)) * cell
		return line, 0.9 * coverage(fmin(du, dv)-lw/2)
	})
	written := []struct {
		s    string
		c, r int
	}{{"7", 0, 0}, {"12", 1, 0}, {"5", 3, 0}, {"9", 1, 1}, {"8", 0, 2}, {"4", 2, 1}, {"11", 4, 0}}
	for i, w := range written {
		wx, wy := f.world(gx0+(float64(w.c)+0.5)*cell, gy0+(float64(w.r)+0.5)*cell)
		paintPencil(cv, w.s, wx, wy, cell, uint32(i*13+5), col(pal.Pencil))
	}
	paintDie(cv, p*0.64, p*0.74, p*0.27, 0.35, 5, pal, true)
	paintDie(cv, p*0.82, p*0.56, p*0.24, -0.22, 3, pal, true)
}

func paintKakuroIcon(cv *canvas, p float64, pal Palette) {
	ts := p * 0.36
	tiles := []struct {
		x, y, a float64
		s       string
		red     bool
	}{
		{0.29, 0.3, -0.06, "7", false},
		{0.69, 0.27, 0.09, "3", true},
		{0.31, 0.7, 0.1, "9", false},
		{0.7, 0.69, -0.12, "5", false},
	}
	for _, t := range tiles {
		paintTile(cv, p*t.x, p*t.y, ts, t.a, t.s, t.red, pal, 0)
	}
}

func paintKakuzuIcon(cv *canvas, p float64, pal Palette) {
	wood := col(pal.Wood)
	tray := &slab{
		f: newFrame(p/2, p*0.53, 0.04), hw: p * 0.4, hh: p * 0.38,
		radius: p * 0.08, bevel: p * 0.05, ambient: 0.55, spec: 0.15, shine: 12, rimDark: 0.25,
	}
	tray.material = func(lx, ly float64) rgb {
		c := woodColour(wood, lx, ly, p, 71)
		// The well holding the stones is a shade darker.
		if sdRoundRect(lx, ly, p*0.34, p*0.33, p*0.05) < 0 {
			c = c.scale(0.8)
		}
		return c
	}
	tray.castShadow(cv, p*0.5, pal, 0)
	tray.paint(cv)
	sp := p * 0.19
	for r := range 3 {
		for c := range 3 {
			lx, ly := (float64(c)-1)*p*0.22, (float64(r)-1)*p*0.205
			x, y := tray.f.world(lx, ly)
			switch {
			case r == 0 && c == 2:
				continue // this stone has been lifted out (drawn last)
			case r == 1 && c == 1:
				paintDimple(cv, x, y, sp*0.5, wood)
				continue
			}
			paintStone(cv, x, y, sp, pal, 0, uint32(61+r*3+c))
		}
	}
	x, y := tray.f.world(p*0.22, -p*0.205)
	paintDimple(cv, x, y, sp*0.5, wood)
	paintStone(cv, x-p*0.03, y-p*0.04, sp*1.12, pal, 1, 99)
}

// paintDimple is the empty hollow a stone leaves in the tray.
func paintDimple(cv *canvas, cx, cy, r float64, wood rgb) {
	cv.shade(cx-r-2, cy-r-2, cx+r+2, cy+r+2, func(x, y float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		d := hypot(dx, dy) - r
		n := normalize3(-dx/r*0.8, -dy/r*0.8, 1)
		return lit(wood.scale(0.7), n, 0.5, 0.05, 8), coverage(d) * 0.9
	})
}
