package core

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The link to an online table's server, as a round shows it: while the
// server cannot be reached, a banner at the top of the screen says so
// with how long it has been ("Can't reach the table server: trying
// again… 0:12") and, under it, how many of this device's moves wait to
// be sent ("1 move waiting to be sent"). They are sent, once each, when
// the server is back (online/remote); the banner then goes.

// pending is what a Remote that counts its moves on their way tells
// (online/remote.Table.Pending): the banner's line of moves waiting.
type pending interface{ Pending() int }

// lostSince is what a Remote that knows when its connection was lost
// tells (online/remote.Table.LostSince): the banner's time runs from
// then, not from the round's first look.
type lostSince interface{ LostSince() time.Time }

// serverLink is what a Following keeps of its link to the server.
type serverLink struct {
	lost  time.Time // when the link was lost (zero while it is up)
	secs  int64     // the whole seconds in words (-1: no banner)
	moves int       // the moves waiting in words
	words []string  // the banner's lines; none while the link is up
	lang  i18n.Lang // the language of words: a switch remakes them at once
}

// pollServer notes whether the server can be reached and, while it
// cannot, for how long and how many moves wait: the banner is made again
// (and Repaint set) when its second or its count changes.
func (f *Following) pollServer(ctx *Context, r Remote, now time.Time) {
	s := &f.here.server
	if l := r.Link(); l != LinkReconnecting && l != LinkDown {
		if s.words != nil {
			*s = serverLink{secs: -1}
			f.Repaint = true
		}
		s.lost = time.Time{}
		return
	}
	if l, ok := r.(lostSince); ok && !l.LostSince().IsZero() {
		s.lost = l.LostSince()
	} else if s.lost.IsZero() {
		s.lost = now
	}
	moves := 0
	if p, ok := r.(pending); ok {
		moves = p.Pending()
	}
	secs := max(0, int64(now.Sub(s.lost)/time.Second))
	if s.words != nil && secs == s.secs && moves == s.moves && s.lang == ctx.Tr.Lang() {
		return
	}
	s.secs, s.moves, s.lang = secs, moves, ctx.Tr.Lang()
	s.words = []string{ctx.T("online.server.away", fmt.Sprintf("%d:%02d", secs/60, secs%60))}
	if moves > 0 {
		s.words = append(s.words, ctx.N("online.server.moves", moves, moves))
	}
	f.Repaint = true
}

// ServerAway is the banner's words while the table's server cannot be
// reached, one line each; none while it can.
func (f *Following) ServerAway() []string {
	if f == nil {
		return nil
	}
	return f.here.server.words
}

// drawBanner draws the lines of a banner at the top of the screen, each
// part wrapped over as many lines as it needs at 12 CSS px at least
// (never shrunk past reading): the first part in first's colour, the
// rest in rest's.
func drawBanner(dst *ebiten.Image, ctx *Context, parts []string, first, rest color.RGBA) {
	size := max(12*ctx.CSSPx(), ctx.BodyPx()*0.85)
	pad := size * 0.9
	maxW := float64(ctx.W) - 4*pad
	face := sprites.Bold(size)
	var lines []string
	var firsts []bool
	for i, w := range parts {
		for _, l := range sprites.WrapBalanced(w, face, maxW) {
			lines, firsts = append(lines, l), append(firsts, i == 0)
		}
	}
	lineH := size * 1.3
	box := ui.Rect{W: min(widest(lines, face), maxW) + 2*pad, H: lineH*float64(len(lines)) + size}
	box.X, box.Y = (float64(ctx.W)-box.W)/2, ctx.U()*0.8
	cx, cy := box.Center()
	sprites.DrawImage(dst, ctx.Kit.Panel(int(box.W), int(box.H)), cx, cy, 1, 1, 1)
	y := box.Y + size/2 + lineH/2
	for i, l := range lines {
		clr := rest
		if firsts[i] {
			clr = first
		}
		Text(dst, ctx, l, face, cx, y+float64(i)*lineH, sprites.AlignCenter, sprites.AlignCenter, clr, box)
	}
}
