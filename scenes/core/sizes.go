package core

// The sizes the app's own screens (the menu, setup, the notices) hold
// to in CSS pixels, so that they read and can be pressed alike on a
// phone and on a HiDPI screen.

// CSSPx is how many device pixels one CSS pixel (a logical pixel) is.
func (c *Context) CSSPx() float64 {
	if c.Scale > 0 {
		return c.Scale
	}
	return 1
}

// OnPhone reports a screen whose short side is a phone's (under 600 CSS
// px): body text is held at 14 CSS px there.
func (c *Context) OnPhone() bool {
	return float64(min(c.W, c.H)) < 600*c.CSSPx()
}

// BodyPx is the smallest body text: 14 CSS px on a phone, else a little
// more than that, growing with the screen.
func (c *Context) BodyPx() float64 {
	if c.OnPhone() {
		return 14 * c.CSSPx()
	}
	return max(14*c.CSSPx(), c.U()*2.4)
}
