package core

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/ui"
)

// GuideCard is a guided game's card of advice: its words on a paper card,
// as big as they fit and the card only as tall as they need. The fit is
// kept while the words and the card stay. The zero value is ready to use.
type GuideCard struct {
	msg        string
	rect       ui.Rect
	size, high float64
}

// GuideFit is how a game's guide card fits its words: their margin from
// the card's edge, the text size tried first (at most a third of the
// inside's height), and the shrinking: by Shrink a step while the words
// overflow and the size is above Least, never below Floor.
type GuideFit struct {
	Margin, Size, Least, Floor, Shrink float64
}

// Draw writes msg on the card in card (the most it may take), fitted as
// fit says; nothing when there is no message or no room.
func (g *GuideCard) Draw(dst *ebiten.Image, ctx *Context, msg string, card ui.Rect, fit GuideFit) {
	if msg == "" || card.W < 8 || card.H < 8 {
		return
	}
	pal := ctx.Kit.Palette()
	in := card.Inset(fit.Margin)
	if g.msg != msg || g.rect != card {
		size := min(fit.Size, in.H/3)
		for size > fit.Least && Paragraphs(nil, ctx, msg, in, size, pal.PanelText) > in.H {
			size = max(fit.Floor, size*fit.Shrink)
		}
		// As tall as the words need (the card's rect is the most it may take).
		high := min(card.H, Paragraphs(nil, ctx, msg, in, size, pal.PanelText)+(card.H-in.H))
		*g = GuideCard{msg: msg, rect: card, size: size, high: high}
	}
	img := ctx.Kit.Panel(int(card.W), int(g.high))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(card.X, card.Y)
	dst.DrawImage(img, op)
	Paragraphs(dst, ctx, msg, in, g.size, pal.PanelText)
}

// Fitted is the card as last fitted: its words, their text size and the
// card's height.
func (g *GuideCard) Fitted() (msg string, size, high float64) { return g.msg, g.size, g.high }
