package kakuzu

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// newsLine is one line of the news as drawNewsIn lays it out.
type newsLine struct {
	text  string
	first bool // the first part's lines are the news, the rest the prompt
}

// newsCache keeps the news as last laid out, so that a frame showing the
// same news splits, wraps and measures nothing: the message joined with
// the prompt, and its lines and their size for a strip.
type newsCache struct {
	message, prompt, joined string

	msg       string
	n         ui.Rect
	u, scale  float64
	size      float64
	lines     []newsLine
	laidOut   bool
	partsTemp []string
}

// drawNews writes the last thing that happened and what comes next; around
// a table, again for the far side.
func (r *Round) drawNews(dst *ebiten.Image, ctx *core.Context) {
	msg := r.newsText(ctx)
	drawNewsIn(dst, ctx, msg, r.lay.news, &r.news)
	if r.lay.around {
		r.farNews.Draw(dst, r.lay.news2, msg, func(img *ebiten.Image, n ui.Rect) {
			defer ctx.Texts.Enter("far news", n)()
			drawNewsIn(img, ctx, msg, n, nil)
		})
	}
}

// newsText is the last event and, when the table waits, what to do.
func (r *Round) newsText(ctx *core.Context) string {
	if r.run.Busy() || r.st.Finished() || r.guide.pointing(r).show {
		return r.message // the guide's card says what to do
	}
	prompt := r.turnPrompt(ctx)
	if r.message == "" || r.message == prompt {
		return prompt
	}
	c := &r.news
	if c.joined == "" || c.message != r.message || c.prompt != prompt {
		c.message, c.prompt, c.joined = r.message, prompt, r.message+"\n"+prompt
	}
	return c.joined
}

// drawNewsIn writes msg in n: each line as big as the room allows,
// wrapped rather than shrunk below a readable size in a narrow strip. The
// lines are laid out again only when msg, n or the screen's scale differ
// from cache's (nil: laid out for this call alone).
func drawNewsIn(dst *ebiten.Image, ctx *core.Context, msg string, n ui.Rect, cache *newsCache) {
	if msg == "" || n.H < 4 {
		return
	}
	if cache == nil {
		cache = &newsCache{}
	}
	if !cache.laidOut || cache.msg != msg || cache.n != n || cache.u != ctx.U() || cache.scale != ctx.Scale {
		cache.layOut(ctx, msg, n)
	}
	pal := ctx.Kit.Palette()
	size := cache.size
	y := n.Y + n.H/2 - float64(len(cache.lines)-1)*size*0.65
	face := sprites.Bold(size)
	for _, l := range cache.lines {
		clr := pal.PanelText
		if !l.first {
			clr = pal.Focus
		}
		core.Text(dst, ctx, l.text, face, n.X+n.W/2, y, sprites.AlignCenter, sprites.AlignCenter, clr, n)
		y += size * 1.3
	}
}

// layOut fits msg into n: the size its lines take and the lines, each
// cut to the strip's width.
func (c *newsCache) layOut(ctx *core.Context, msg string, n ui.Rect) {
	c.msg, c.n, c.u, c.scale, c.laidOut = msg, n, ctx.U(), ctx.Scale, true
	parts := c.partsTemp[:0]
	for p := range strings.SplitSeq(msg, "\n") {
		parts = append(parts, p)
	}
	c.partsTemp = parts
	least := ctx.Least()
	size := max(least, min(n.H/float64(len(parts))*0.62, max(ctx.U()*3.4, 14*ctx.Scale)))
	lines := c.lines
	for {
		lines = lines[:0]
		face := sprites.Bold(size)
		for i, p := range parts {
			for _, l := range sprites.Wrap(p, face, n.W) {
				lines = append(lines, newsLine{l, i == 0})
			}
		}
		if float64(len(lines))*size*1.3 <= n.H || size <= least {
			break
		}
		size = max(least, size*0.9)
	}
	// A word wider than the strip (a long name) is cut, not shrunk out of
	// scale with its sentence.
	face := sprites.Bold(size)
	for i := range lines {
		lines[i].text = sprites.Ellipsize(lines[i].text, face, n.W)
	}
	c.lines, c.size = lines, size
}
