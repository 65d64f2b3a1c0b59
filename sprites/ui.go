package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The kinds of sprite this file paints.
var (
	kindButton = NewKind("button")
	kindPanel  = NewKind("panel")
	kindRing   = NewKind("ring")
	kindBadge  = NewKind("badge")
	kindCircle = NewKind("circle")
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
func buttonLip(h float64) float64 { return Fmax(2, math.Round(h*0.08)) }

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
	if RGBOf(bg).Luma() > 0.5 {
		return k.pal.Ink
	}
	return k.pal.AccentText
}

func rgbToRGBA(c RGB) color.RGBA {
	return color.RGBA{uint8(Clamp01(c.R)*255 + 0.5), uint8(Clamp01(c.G)*255 + 0.5), uint8(Clamp01(c.B)*255 + 0.5), 255}
}

func (k *Kit) buttonColour(style ButtonStyle) RGB {
	switch style {
	case ButtonSecondary:
		return RGBOf(k.pal.Paper).Scale(0.97)
	case ButtonDanger:
		return RGBOf(k.pal.Bad)
	}
	return RGBOf(k.pal.Accent)
}

// Button is a rounded, slightly raised button w×h (label drawn by the scene
// at ButtonLabelY, in ButtonText colour).
func (k *Kit) Button(w, h int, style ButtonStyle, state ButtonState) *ebiten.Image {
	return k.get(Key{Kind: kindButton, A: w, B: h, C: int(style), D: int(state)}, func() *Canvas {
		cv := NewCanvas(w, h)
		fw, fh := float64(w), float64(h)
		lip := buttonLip(fh)
		face := k.buttonColour(style)
		switch state {
		case ButtonHover:
			face = face.Mix(White, 0.12)
		case ButtonPressed:
			face = face.Scale(0.9)
		case ButtonDisabled:
			face = face.Mix(RGBOf(k.pal.Muted), 0.7)
		}
		down := 0.0
		if state == ButtonPressed {
			down = lip * 0.75
		}
		radius := Fmin(fh*0.3, 14*k.scale+fh*0.1)
		faceH := fh - lip
		// The base: the button's side, seen below the face.
		base := &Slab{Frame: NewFrame(fw/2, lip+faceH/2-0.5, 0), HW: fw/2 - 0.5, HH: faceH / 2, Radius: radius}
		top := &Slab{Frame: NewFrame(fw/2, faceH/2+down, 0), HW: fw/2 - 0.5, HH: faceH/2 - 0.5, Radius: radius}
		sideC := face.Scale(0.62)
		alpha := 1.0
		if state == ButtonDisabled {
			alpha = 0.6
		}
		cv.ShadeAll(func(x, y float64) (RGB, float64) {
			var st Stack
			st.Over(sideC, Coverage(base.SD(x, y)))
			d := top.SD(x, y)
			if d < 1 {
				ly := (y - down) / faceH
				c := face.Scale(1.08 - 0.16*ly)
				if state == ButtonPressed {
					// Pushed in: the top edge is in shadow.
					c = c.Scale(1 - 0.18*Smoothstep(faceH*0.35, 0, y-down))
				} else {
					// A bright bevel along the top edge.
					c = c.Mix(White, 0.22*Smoothstep(-lip*0.9, 0, d)*Smoothstep(faceH*0.5, 0, y-down))
				}
				c = c.Scale(1 - 0.25*Smoothstep(-1.2, 0.5, d))
				st.Over(c, Coverage(d))
			}
			cc, a := st.Result()
			return cc, a * alpha
		})
		return cv
	})
}

// Panel is a rounded translucent dark panel w×h for overlays and dialogs.
func (k *Kit) Panel(w, h int) *ebiten.Image {
	return k.get(Key{Kind: kindPanel, A: w, B: h}, func() *Canvas {
		cv := NewCanvas(w, h)
		fw, fh := float64(w), float64(h)
		radius := Fmin(Fmin(fw, fh)*0.08, 20*k.scale)
		panel, a := RGBOf(k.pal.Panel), AlphaOf(k.pal.Panel)
		hair := Fmax(1, k.scale)
		cv.ShadeAll(func(x, y float64) (RGB, float64) {
			d := SDRoundRect(x-fw/2, y-fh/2, fw/2-0.5, fh/2-0.5, radius)
			c := panel.Scale(1.12 - 0.18*y/fh)
			// A faint light rim inside the edge, like smoked glass.
			c = c.Mix(White, 0.14*Coverage(math.Abs(d+hair*1.5)-hair/2))
			return c, a * Coverage(d)
		})
		return cv
	})
}

// Ring is the keyboard focus ring w×h: a gold rounded band 3 logical pixels
// wide (3×Scale device pixels) with dark hairlines, lying just inside the
// image edge — draw it a few pixels larger than the focused thing.
func (k *Kit) Ring(w, h int) *ebiten.Image {
	return k.get(Key{Kind: kindRing, A: w, B: h}, func() *Canvas {
		cv := NewCanvas(w, h)
		fw, fh := float64(w), float64(h)
		ring := 3 * k.scale
		hair := Fmax(1, 0.8*k.scale)
		radius := Fmin(Fmin(fw, fh)*0.2, 16*k.scale)
		inner := ring + hair // the box the ring surrounds, inset by this
		cv.ShadeAll(func(x, y float64) (RGB, float64) {
			d := SDRoundRect(x-fw/2, y-fh/2, fw/2-inner-hair, fh/2-inner-hair, Fmax(radius-inner, 1))
			var st Stack
			PaintRing(&st, k.pal, d, ring, k.scale, 0)
			return st.Result()
		})
		return cv
	})
}

// Badge is a small rounded pill w×h in colour clr (combination names,
// scores), with a soft gradient, a darker edge and a top highlight.
func (k *Kit) Badge(w, h int, clr color.RGBA) *ebiten.Image {
	return k.get(Key{Kind: kindBadge, A: w, B: h, Clr: clr}, func() *Canvas {
		cv := NewCanvas(w, h)
		fw, fh := float64(w), float64(h)
		c0 := RGBOf(clr)
		cv.ShadeAll(func(x, y float64) (RGB, float64) {
			d := SDRoundRect(x-fw/2, y-fh/2, fw/2-0.5, fh/2-0.5, fh/2)
			c := c0.Scale(1.1 - 0.2*y/fh)
			c = c.Mix(White, 0.25*Smoothstep(fh*0.45, fh*0.1, y)*Smoothstep(0, -fh*0.12, d))
			c = c.Scale(1 - 0.3*Smoothstep(-1.5, 0, d))
			return c, Coverage(d) * AlphaOf(clr)
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
	return k.get(Key{Kind: kindCircle, A: px, B: width, Clr: clr}, func() *Canvas {
		side := px + 2
		cv := NewCanvas(side, side)
		c, outer := float64(side)/2, float64(px)/2
		inner := outer - float64(width)
		cv.ShadeAll(func(x, y float64) (RGB, float64) {
			d := Hypot(x-c, y-c) - outer
			if width > 0 {
				d = Fmax(d, inner-Hypot(x-c, y-c))
			}
			return RGBOf(clr), Coverage(d) * AlphaOf(clr)
		})
		return cv
	})
}

// PaintRing stacks the focus ring at distance d from a box: a gold band of
// width ring that starts gap pixels outside the box, with dark hairlines on
// both edges so it reads on cream paper and on dark felt alike.
func PaintRing(st *Stack, pal Palette, d, ring, scale, gap float64) {
	mid := gap + ring/2
	hair := Fmax(1, 0.8*scale)
	st.Over(RGB{0.12, 0.08, 0.03}, 0.85*Coverage(math.Abs(d-mid)-ring/2-hair))
	st.Over(RGBOf(pal.Focus), Coverage(math.Abs(d-mid)-ring/2))
}
