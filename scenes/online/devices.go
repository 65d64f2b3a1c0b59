package online

import (
	"context"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The Play online screen's devices step (online/wire's "Who you are"):
// this device's transfer code, asked for as the step opens, to type on
// the player's other device (or a new one); and the field where a code
// from another device is typed, which makes this device one of that
// player's. Nothing secret is shown: a code adds a device for 10
// minutes, once. The step says what losing every device means.

// Widget IDs of the devices step.
var (
	idDevices  = ui.Named("online.devices")
	idTransfer = ui.Named("online.devices.field")
	idClaim    = ui.Named("online.devices.use")
)

// devices is the step's state: the code shown (linked), the request on
// its way (linking), and what the last one came to (said, in words).
type devices struct {
	code    string
	expires time.Time
	linking chan linkOutcome
	done    string // said after a code from another device was taken
	myCode  ui.Rect
	lines   int // the hint's lines at body size
}

// linkOutcome is the answer to a transfer code asked for or claimed.
type linkOutcome struct {
	link   wire.LinkReply
	me     *wire.MeReply // a claim's: the player this device now is
	device *core.OnlineDevice
	url    string
	err    error
}

// keyed is the field the keypad types into: the transfer code on the
// devices step, else the table's code.
func (l *Lobby) keyed() *field {
	if l.step == stepDevices {
		return &l.transfer
	}
	return &l.code
}

// layoutDevices lays the step out from y, above bottom, and returns the
// y under it.
func (l *Lobby) layoutDevices(ctx *core.Context, x, y, colW, rowH, gap, bottom float64, idle bool, add func(ui.ID, ui.Rect, bool)) float64 {
	// The hint's room: its longest wording (the code's, with the warning)
	// at body size, in the narrower column it may get.
	longest := ctx.T("online.devices.hint", 10) + " " + ctx.T("online.devices.lost")
	l.devices.lines = max(2, len(sprites.Wrap(longest, sprites.UI(ctx.BodyPx()), padColumn(ctx, colW, gap))))
	heads, act, y := layoutPad(ctx, x, y, colW, rowH, gap, bottom,
		[]float64{rowH * 1.3, float64(l.devices.lines)*ctx.BodyPx()*1.3 + gap, rowH * 1.3},
		func(id ui.ID, r ui.Rect) { add(id, r, idle) })
	l.devices.myCode, l.hint, l.transfer.rect = heads[0], heads[1], heads[2]
	add(idTransfer, l.transfer.rect, idle)
	add(idClaim, act, idle && len(l.transfer.text) == wire.LinkLength)
	return y
}

// pressDevices takes a press on the step's own widgets.
func (l *Lobby) pressDevices(ctx *core.Context, id ui.ID) bool {
	switch id {
	case idTransfer:
		l.focus = &l.transfer
	case idClaim:
		l.claim(ctx)
	default:
		return false
	}
	return true
}

// openDevices shows the step and asks for this device's transfer code.
func (l *Lobby) openDevices(ctx *core.Context) {
	l.show(ctx, stepDevices)
	l.devices.done = ""
	l.focus = &l.transfer
	if l.devices.code != "" && time.Until(l.devices.expires) > time.Minute {
		return // the code shown is still good
	}
	url, ok := l.url(ctx)
	if !ok {
		return
	}
	dev := ctx.Settings.Online.Device
	l.devices.code = ""
	l.askLink(ctx, func(c context.Context) linkOutcome {
		me, made, err := deviceAt(url, dev)
		if err != nil {
			return linkOutcome{url: url, err: err}
		}
		link, err := me.Link(c) // a first use makes the player

		return linkOutcome{url: url, link: link, err: err, device: made}
	})
}

// claim takes the transfer code typed: this device becomes one of the
// player's whose other device showed it.
func (l *Lobby) claim(ctx *core.Context) {
	if len(l.transfer.text) != wire.LinkLength || l.devices.linking != nil {
		return
	}
	url, ok := l.url(ctx)
	if !ok {
		return
	}
	dev, code := ctx.Settings.Online.Device, l.transfer.text
	l.askLink(ctx, func(c context.Context) linkOutcome {
		me, made, err := deviceAt(url, dev)
		if err != nil {
			return linkOutcome{url: url, err: err}
		}
		reply, err := me.Claim(c, code)
		if err != nil {
			return linkOutcome{url: url, err: err, device: made}
		}
		return linkOutcome{url: url, me: &reply, device: made}
	})
}

// askLink runs a devices request beside the game loop.
func (l *Lobby) askLink(ctx *core.Context, do func(context.Context) linkOutcome) {
	done := make(chan linkOutcome, 1)
	l.devices.linking, l.message = done, ""
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		done <- do(c)
	}()
	l.Layout(ctx)
}

// followDevices takes a devices request's answer.
func (l *Lobby) followDevices(ctx *core.Context) {
	if l.devices.linking == nil {
		return
	}
	var o linkOutcome
	select {
	case o = <-l.devices.linking:
		l.devices.linking = nil
	default:
		return
	}
	keepDevice(ctx, o.device)
	switch {
	case o.err != nil:
		l.message = Explain(ctx, o.err, o.url)
		ctx.Play(audio.Error)
	case o.me != nil:
		ctx.Play(audio.LineCompleted)
		name := o.me.Name
		if name == "" {
			name = "?"
		}
		l.devices.done = ctx.N("online.devices.done", len(o.me.Tables), name, len(o.me.Tables))
		l.transfer.text, l.devices.code = "", ""
		if o.me.Name != "" && ctx.Settings.Online.Name == "" {
			ctx.Settings.Online.Name, l.name.text = o.me.Name, o.me.Name
			ctx.Nav.SettingsChanged()
		}
		l.tables, l.asked = nil, false // asked again on the home step
	default:
		l.devices.code = o.link.Code
		l.devices.expires = time.Unix(o.link.Expires, 0)
	}
	l.redraw = 2
	l.Layout(ctx)
}

// drawDevices paints the code shown and returns the step's hint.
func (l *Lobby) drawDevices(dst *ebiten.Image, ctx *core.Context) string {
	p := ctx.Kit.Palette()
	r := l.devices.myCode
	code := "…"
	if c := l.devices.code; c != "" {
		code = c[:wire.LinkLength/2] + " " + c[wire.LinkLength/2:]
	}
	if l.devices.done != "" {
		return l.devices.done // this device is another's now: its own code is gone
	}
	cx, cy := r.Center()
	core.Text(dst, ctx, code, core.FitBold(code+"MM", r.W, r.H*0.7), cx, cy, sprites.AlignCenter, sprites.AlignCenter, p.Accent, r)
	switch {
	case l.devices.linking != nil:
		return ctx.T("online.busy")
	case l.devices.code != "":
		left := max(1, int(time.Until(l.devices.expires).Round(time.Minute)/time.Minute))
		return ctx.T("online.devices.hint", left) + " " + ctx.T("online.devices.lost")
	}
	return ctx.T("online.devices.lost")
}
