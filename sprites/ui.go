package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// ButtonStyle is what a button is for.
type ButtonStyle int

// Button styles: the main action (Kakuro red), a quiet paper button, and a
// destructive one.
const (
	ButtonPrimary ButtonStyle = iota
	ButtonSecondary
	ButtonDanger
)

// ButtonState is how a button reacts now.
type ButtonState int

// Button states; Pressed looks pushed in, Disabled is faded and flat.
const (
	ButtonNormal ButtonState = iota
	ButtonHover
	ButtonPressed
	ButtonDisabled
)

// buttonLip is the depth of a button's raised edge for height h.
func buttonLip(h float64) float64 { return fmax(2, math.Round(h*0.08)) }

// ButtonLabelY is where a button's label centre goes, measured from the top
// of its image: the face moves down when pressed, so the label follows.
func ButtonLabelY(h int, state ButtonState) float64 {
	lip := buttonLip(float64(h))
	face := float64(h) - lip
	if state == ButtonPressed {
		return face/2 + lip*0.75
	}
	return face / 2
}

// ButtonText is the label colour for a style and state.
func (k *Kit) ButtonText(style ButtonStyle, state ButtonState) color.RGBA {
	c := k.TextOn(rgbToRGBA(k.buttonColour(style)))
	if state == ButtonDisabled {
		c.A = 150
	}
	return c
}

// TextOn picks the palette's text colour that reads best on bg: Ink on
// light colours, AccentText on dark ones (e.g. for labels on a Badge).
func (k *Kit) TextOn(bg color.RGBA) color.RGBA {
	if col(bg).luma() > 0.5 {
		return k.pal.Ink
	}
	return k.pal.AccentText
}

func rgbToRGBA(c rgb) color.RGBA {
	return color.RGBA{uint8(clamp01(c.r)*255 + 0.5), uint8(clamp01(c.g)*255 + 0.5), uint8(clamp01(c.b)*255 + 0.5), 255}
}

func (k *Kit) buttonColour(style ButtonStyle) rgb {
	switch style {
	case ButtonSecondary:
		return col(k.pal.Paper).scale(0.97)
	case ButtonDanger:
		return col(k.pal.Bad)
	}
	return col(k.pal.Accent)
}

// Button is a rounded, slightly raised button w×h (label drawn by the scene
// at ButtonLabelY, in ButtonText colour).
func (k *Kit) Button(w, h int, style ButtonStyle, state ButtonState) *ebiten.Image {
	return k.get(spriteKey{kind: "button", a: w, b: h, c: int(style), d: int(state)}, func() *canvas {
		cv := newCanvas(w, h)
		fw, fh := float64(w), float64(h)
		lip := buttonLip(fh)
		face := k.buttonColour(style)
		switch state {
		case ButtonHover:
			face = face.mix(white, 0.12)
		case ButtonPressed:
			face = face.scale(0.9)
		case ButtonDisabled:
			face = face.mix(col(k.pal.Muted), 0.7)
		}
		down := 0.0
		if state == ButtonPressed {
			down = lip * 0.75
		}
		radius := fmin(fh*0.3, 14*k.scale+fh*0.1)
		faceH := fh - lip
		// The base: the button's side, seen below the face.
		base := &slab{f: newFrame(fw/2, lip+faceH/2-0.5, 0), hw: fw/2 - 0.5, hh: faceH / 2, radius: radius}
		top := &slab{f: newFrame(fw/2, faceH/2+down, 0), hw: fw/2 - 0.5, hh: faceH/2 - 0.5, radius: radius}
		sideC := face.scale(0.62)
		alpha := 1.0
		if state == ButtonDisabled {
			alpha = 0.6
		}
		cv.shadeAll(func(x, y float64) (rgb, float64) {
			var st stack
			st.over(sideC, coverage(base.sd(x, y)))
			d := top.sd(x, y)
			if d < 1 {
				ly := (y - down) / faceH
				c := face.scale(1.08 - 0.16*ly)
				if state == ButtonPressed {
					// Pushed in: the top edge is in shadow.
					c = c.scale(1 - 0.18*smoothstep(faceH*0.35, 0, y-down))
				} else {
					// A bright bevel along the top edge.
					c = c.mix(white, 0.22*smoothstep(-lip*0.9, 0, d)*smoothstep(faceH*0.5, 0, y-down))
				}
				c = c.scale(1 - 0.25*smoothstep(-1.2, 0.5, d))
				st.over(c, coverage(d))
			}
			cc, a := st.result()
			return cc, a * alpha
		})
		return cv
	})
}

// Panel is a rounded translucent dark panel w×h for overlays and dialogs.
func (k *Kit) Panel(w, h int) *ebiten.Image {
	return k.get(spriteKey{kind: "panel", a: w, b: h}, func() *canvas {
		cv := newCanvas(w, h)
		fw, fh := float64(w), float64(h)
		radius := fmin(fmin(fw, fh)*0.08, 20*k.scale)
		panel, a := col(k.pal.Panel), alphaOf(k.pal.Panel)
		hair := fmax(1, k.scale)
		cv.shadeAll(func(x, y float64) (rgb, float64) {
			d := sdRoundRect(x-fw/2, y-fh/2, fw/2-0.5, fh/2-0.5, radius)
			c := panel.scale(1.12 - 0.18*y/fh)
			// A faint light rim inside the edge, like smoked glass.
			c = c.mix(white, 0.14*coverage(math.Abs(d+hair*1.5)-hair/2))
			return c, a * coverage(d)
		})
		return cv
	})
}

// Ring is the keyboard focus ring w×h: a gold rounded band 3 logical pixels
// wide (3×Scale device pixels) with dark hairlines, lying just inside the
// image edge — draw it a few pixels larger than the focused thing.
func (k *Kit) Ring(w, h int) *ebiten.Image {
	return k.get(spriteKey{kind: "ring", a: w, b: h}, func() *canvas {
		cv := newCanvas(w, h)
		fw, fh := float64(w), float64(h)
		ring := 3 * k.scale
		hair := fmax(1, 0.8*k.scale)
		radius := fmin(fmin(fw, fh)*0.2, 16*k.scale)
		inner := ring + hair // the box the ring surrounds, inset by this
		cv.shadeAll(func(x, y float64) (rgb, float64) {
			d := sdRoundRect(x-fw/2, y-fh/2, fw/2-inner-hair, fh/2-inner-hair, fmax(radius-inner, 1))
			var st stack
			paintRing(&st, k.pal, d, ring, k.scale, 0)
			return st.result()
		})
		return cv
	})
}

// Badge is a small rounded pill w×h in colour clr (combination names,
// scores), with a soft gradient, a darker edge and a top highlight.
func (k *Kit) Badge(w, h int, clr color.RGBA) *ebiten.Image {
	return k.get(spriteKey{kind: "badge", a: w, b: h, clr: clr}, func() *canvas {
		cv := newCanvas(w, h)
		fw, fh := float64(w), float64(h)
		c0 := col(clr)
		cv.shadeAll(func(x, y float64) (rgb, float64) {
			d := sdRoundRect(x-fw/2, y-fh/2, fw/2-0.5, fh/2-0.5, fh/2)
			c := c0.scale(1.1 - 0.2*y/fh)
			c = c.mix(white, 0.25*smoothstep(fh*0.45, fh*0.1, y)*smoothstep(0, -fh*0.12, d))
			c = c.scale(1 - 0.3*smoothstep(-1.5, 0, d))
			return c, coverage(d) * alphaOf(clr)
		})
		return cv
	})
}

// Dot is a filled, anti-aliased disc px across in colour clr (opaque; draw
// it with an alpha to fade it), centred in a (px+2)-pixel square image:
// seat marks and small badges a scene draws by the dozen.
func (k *Kit) Dot(px int, clr color.RGBA) *ebiten.Image {
	return k.Circle(px, 0, clr)
}

// Circle is an anti-aliased ring px across (outer diameter) with a band
// width pixels wide in colour clr, centred in a (px+2)-pixel square image;
// width 0 (or at least half of px) fills it: a Dot.
func (k *Kit) Circle(px, width int, clr color.RGBA) *ebiten.Image {
	px = max(px, 1)
	width = max(width, 0)
	if 2*width >= px {
		width = 0
	}
	return k.get(spriteKey{kind: "circle", a: px, b: width, clr: clr}, func() *canvas {
		side := px + 2
		cv := newCanvas(side, side)
		c, outer := float64(side)/2, float64(px)/2
		inner := outer - float64(width)
		cv.shadeAll(func(x, y float64) (rgb, float64) {
			d := hypot(x-c, y-c) - outer
			if width > 0 {
				d = fmax(d, inner-hypot(x-c, y-c))
			}
			return col(clr), coverage(d) * alphaOf(clr)
		})
		return cv
	})
}
