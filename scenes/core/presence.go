package core

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Who is at an online table, as a round shows it: a dot on the seat of
// each person playing elsewhere (here, away, played by a bot until they
// are back) and, while someone is away, a banner at the top of the
// screen, "waiting for Ana to reconnect", with the hold's countdown.
// Every change is also said once, as a notice.

// presence is what a Following keeps of who is at its table.
type presence struct {
	state wire.TableState
	at    time.Time // when state arrived: its countdowns run from then
	known bool      // a state has arrived
	// marks are each seat's mark (MarkSeat): its state for a person
	// playing elsewhere, empty for this device's seats and the bots;
	// waiting is the banner's words. Both are made when the state or the
	// countdown's second changes, not every frame.
	marks   []string
	waiting string
	secs    int64 // the countdown's whole seconds in waiting (-1: none)
	// botFor is the banner's lasting line while a bot plays for someone
	// who dropped ("A bot plays for Bea until they are back."), kept as
	// long as it does: the grey dot alone did not say it.
	botFor string
	// watching is the banner's words at a table nobody at this device
	// plays ("Watching table ABC123"), shown when nobody is away.
	watching string
	// server is the link to the table's server, and its banner while
	// the server cannot be reached (serverlink.go).
	server serverLink
	// lang is the language the words were made in: a switch remakes
	// them at once.
	lang i18n.Lang
}

// pollPresence reads the table's state, says what changed and notes
// whether the marks or the banner must be drawn again (Repaint).
func (f *Following) pollPresence(ctx *Context, r Remote, now time.Time) {
	f.pollServer(ctx, r, now) // serverlink.go
	st, at := r.State()
	p := &f.here
	if len(st.Seats) > 0 && (!p.known || st.N != p.state.N || !at.Equal(p.at)) {
		if p.known {
			f.sayChanges(ctx, r, p.state, st)
		}
		p.state, p.at, p.known = st, at, true
		f.remake(ctx, r, now)
		f.Repaint = true
		return
	}
	if p.known && (p.secs >= 0 && p.countdown(now) != p.secs || p.lang != ctx.Tr.Lang()) {
		f.remake(ctx, r, now)
		f.Repaint = true
	}
}

// countdown is the first away seat's hold left, in whole seconds rounded
// up (-1 when no away seat has one).
func (p *presence) countdown(now time.Time) int64 {
	for _, s := range p.state.Seats {
		if s.State == wire.SeatAway && s.HoldMs > 0 {
			left := time.Duration(s.HoldMs)*time.Millisecond - now.Sub(p.at)
			return max(0, int64((left+time.Second-1)/time.Second))
		}
	}
	return -1
}

// sayChanges says, once each, who dropped, who a bot now plays for and
// who is back.
func (f *Following) sayChanges(ctx *Context, r Remote, was, now wire.TableState) {
	players := r.Info().Players
	if len(was.Seats) != len(now.Seats) || len(players) != len(now.Seats) {
		return
	}
	overDays := r.Info().MoveClock > 0 // its players come and go: only who left for good is news
	for i, s := range now.Seats {
		before := was.Seats[i].State
		if before == s.State || overDays && s.State != wire.SeatLeft {
			continue
		}
		mine := slices.Contains(r.Mine(), i)
		switch {
		case mine && s.State == wire.SeatHere && before == wire.SeatBot:
			ctx.Notify(ctx.T("online.seat.youBack"))
		case mine:
		case s.State == wire.SeatLeft:
			ctx.Notify(ctx.T("online.seat.left", players[i].Name))
		case s.State == wire.SeatAway:
			ctx.Notify(ctx.T("online.seat.away", players[i].Name))
		case s.State == wire.SeatBot:
			ctx.Notify(ctx.T("online.seat.bot", players[i].Name))
		case s.State == wire.SeatHere:
			ctx.Notify(ctx.T("online.seat.back", players[i].Name))
		}
	}
}

// remake makes the marks and the banner's words for the state as it
// stands.
func (f *Following) remake(ctx *Context, r Remote, now time.Time) {
	p := &f.here
	players := r.Info().Players
	p.marks, p.waiting, p.botFor, p.secs = make([]string, len(p.state.Seats)), "", "", p.countdown(now)
	p.lang = ctx.Tr.Lang()
	var bots []string
	if len(r.Mine()) == 0 {
		p.watching = ctx.T("online.watch.title", r.Info().Code)
	}
	for i, s := range p.state.Seats {
		if i >= len(players) || players[i].Bot != "" || slices.Contains(r.Mine(), i) {
			continue
		}
		p.marks[i] = s.State
		if s.State == wire.SeatBot {
			bots = append(bots, players[i].Name)
		}
		if p.waiting != "" || s.State != wire.SeatAway || r.Info().MoveClock > 0 {
			continue // nobody is waited for at a table over days: its clock runs
		}
		if s.HoldMs > 0 { // the first away seat with a hold: the one p.secs counts down
			p.waiting = ctx.T("online.seat.waitingHold", players[i].Name, fmt.Sprintf("%d:%02d", p.secs/60, p.secs%60))
		} else {
			p.waiting = ctx.T("online.seat.waiting", players[i].Name)
		}
	}
	if len(bots) > 0 {
		p.botFor = ctx.T("online.seat.bot", strings.Join(bots, ", "))
	}
}

// DrawPresence draws, while the table's server cannot be reached, the
// banner saying so (serverlink.go); else, while someone is away, the words saying so with
// the hold's countdown, in a banner at the top of the screen; at a table
// this device only watches, the banner says so the rest of the time.
// Each person's connection is marked on their seat by the round
// (MarkSeat).
func (f *Following) DrawPresence(dst *ebiten.Image, ctx *Context) {
	if f == nil {
		return
	}
	pal := ctx.Kit.Palette()
	switch p := &f.here; {
	case len(p.server.words) > 0:
		drawBanner(dst, ctx, p.server.words, pal.Focus, pal.PanelText)
	case p.waiting != "" && p.botFor != "":
		drawBanner(dst, ctx, []string{p.waiting, p.botFor}, pal.Focus, pal.PanelText)
	case p.waiting != "":
		drawBanner(dst, ctx, []string{p.waiting}, pal.Focus, pal.PanelText)
	case p.botFor != "":
		drawBanner(dst, ctx, []string{p.botFor}, pal.PanelText, pal.PanelText)
	case p.watching != "":
		drawBanner(dst, ctx, []string{p.watching}, pal.PanelText, pal.PanelText)
	}
}

// BotFor is the banner's lasting line while a bot plays for someone who
// dropped, empty while none does.
func (f *Following) BotFor() string { return f.here.botFor }

// MarkSeat marks seat p's connection on its place r (a panel, a pill):
// a dot in r's top right corner, green while the person's device is
// here, amber while it is away, grey while a bot plays for them. Seats
// of this device and the table's bots have no mark.
func (f *Following) MarkSeat(dst *ebiten.Image, ctx *Context, p int, r ui.Rect) {
	if f == nil || p < 0 || p >= len(f.here.marks) || f.here.marks[p] == "" {
		return
	}
	clr, alpha := chipColour(ctx.Kit.Palette(), f.here.marks[p])
	px := max(6, int(min(r.H*0.2, ctx.BodyPx()*0.6)))
	inset := float64(px)*0.5 + 2 // on the corner, clear of what the panel shows (a score at its top right)
	ring := ctx.Kit.Circle(px+4, 0, ctx.Kit.Palette().Panel)
	sprites.DrawImage(dst, ring, r.X+r.W-inset, r.Y+inset, 1, 1, 0.8)
	sprites.DrawImage(dst, ctx.Kit.Dot(px, clr), r.X+r.W-inset, r.Y+inset, 1, 1, alpha)
}

// chipColour is the dot's colour and alpha for a seat's state: green
// here, amber away, grey played by a bot.
func chipColour(pal sprites.Palette, state string) (color.RGBA, float64) {
	switch state {
	case wire.SeatAway:
		return pal.Focus, 1
	case wire.SeatBot, wire.SeatLeft:
		return pal.Muted, 1
	}
	return pal.Good, 1
}

// Repainted reports whether the last Poll changed the marks or the
// banner of who is at the table (false for a round at a local table, whose f is nil).
func (f *Following) Repainted() bool { return f != nil && f.Repaint }

// Waiting is the banner's words while someone is away ("Waiting for Ana
// to reconnect… 0:25"), empty when nobody is.
func (f *Following) Waiting() string { return f.here.waiting }

// Mark is seat p's connection as MarkSeat marks it: wire.SeatHere,
// SeatAway or SeatBot for a person playing elsewhere, empty for this
// device's seats and the bots.
func (f *Following) Mark(p int) string {
	if f == nil || p < 0 || p >= len(f.here.marks) {
		return ""
	}
	return f.here.marks[p]
}
