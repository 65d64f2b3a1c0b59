package core

// LaterPaint is a scene's side of sprites.Kit.PaintLater: in the browser,
// the first frame after a layout shows the felt and the words, and the
// sprites the picture lacks are painted over the next frames, in the
// order Draw asks for them, so that a page opening straight into a game
// shows something as soon as the menu does. On the desktop it does
// nothing (its sprites are painted beside the loop or when first shown).
// The zero value is ready to use.
type LaterPaint struct {
	unfinished bool
}

// Layout starts painting later for a new layout (the kit has dropped its
// sprites, or the scene is new), in the browser only.
func (p *LaterPaint) Layout(ctx *Context) {
	if ctx.Browser {
		ctx.Kit.PaintLater()
		p.unfinished = true
	}
}

// Begin starts a Draw: the kit may put off sprites until End.
func (p *LaterPaint) Begin(ctx *Context) { ctx.Kit.BeginFrame() }

// End ends a Draw, noting whether the picture lacked a sprite.
func (p *LaterPaint) End(ctx *Context) { p.unfinished = ctx.Kit.EndFrame() }

// Unfinished reports whether the last Draw lacked a sprite: the scene is
// animating (it must draw again), and a partial redraw would leave the
// rest of the picture unfinished.
func (p *LaterPaint) Unfinished() bool { return p.unfinished }
