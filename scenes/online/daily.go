package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/online/client"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The daily challenge in the app (online/wire's "The daily challenge"):
// a finished game of the day, played alone, goes to the server, which
// replays it before its score enters the day's table; the day's table
// then shows the best, the player's place and their last days.

// DailyDesk sends games of the day to the server this device plays at,
// as this device's player (core.Daily, the app's Context.Daily).
type DailyDesk struct{}

// Send implements core.Daily: rec goes beside the game loop, as this
// device's player (named as in the settings; the device's key is made at
// its first use and kept when the answer is polled).
func (DailyDesk) Send(ctx *core.Context, rec *rules.Record, day string) core.DailyTicket {
	t := &dailyTicket{game: rec.Game, day: day}
	prefs := ctx.Settings.Online
	url, ok := ServerURL(prefs.Server, ctx.Browser, pageSecure())
	data, err := json.Marshal(rec)
	if !ok || err != nil {
		t.sending = make(chan dailySent, 1)
		t.sending <- dailySent{url: url, err: fmt.Errorf("no server to send the game of the day to (%v)", err)}
		return t
	}
	name := strings.TrimSpace(prefs.Name)
	t.sending = askDaily(url, prefs.Device, func(c context.Context, me client.Me) (wire.DailyReply, error) {
		if _, err := me.Hello(c, name); err != nil {
			return wire.DailyReply{}, err
		}
		return me.SendDaily(c, day, data)
	})
	return t
}

// askDaily asks the server at url, as this device's player (its key
// made now where it had none), beside the game loop: the answer comes on
// the channel returned.
func askDaily(url string, device *core.OnlineDevice, ask func(context.Context, client.Me) (wire.DailyReply, error)) chan dailySent {
	out := make(chan dailySent, 1)
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		me, made, err := deviceAt(url, device)
		var reply wire.DailyReply
		if err == nil {
			reply, err = ask(c, me)
		}
		out <- dailySent{reply: reply, url: url, err: err, device: made}
	}()
	return out
}

// dailySent is what the server said of a game of the day, or of a day's
// table asked for: the table with the player's place, or why not.
type dailySent struct {
	reply  wire.DailyReply
	url    string
	err    error
	device *core.OnlineDevice // a key pair made for the asking, to keep
}

// dailyTicket is one game of the day sent (core.DailyTicket).
type dailyTicket struct {
	game, day string
	sending   chan dailySent
	sent      *dailySent
}

// Poll implements core.DailyTicket.
func (t *dailyTicket) Poll(ctx *core.Context) (string, bool) {
	if t.sent == nil {
		select {
		case s := <-t.sending:
			t.sent = &s
			keepDevice(ctx, s.device)
		default:
			return ctx.T("daily.sending"), false
		}
	}
	return dailyNote(ctx, *t.sent), true
}

// Open implements core.DailyTicket: the day's table as the sending's
// answer told it, or asked again where it did not come.
func (t *dailyTicket) Open(ctx *core.Context) core.Scene {
	if t.sent != nil && t.sent.err == nil {
		reply := t.sent.reply
		return NewDayTable(ctx, t.game, t.day, &reply)
	}
	return NewDayTable(ctx, t.game, t.day, nil)
}

// dailyNote says in a line what became of a game of the day: its place
// on the day's table, a second try not counted, or why it was refused.
func dailyNote(ctx *core.Context, s dailySent) string {
	switch {
	case s.err != nil:
		var refused *client.Refused
		switch {
		case !errors.As(s.err, &refused):
		case i18n.Has("daily.err." + refused.Code):
			return ctx.T("daily.err." + refused.Code)
		case i18n.Has("online.err." + refused.Code): // a refusal of any player service's
			return ctx.T("online.err." + refused.Code)
		}
		return ctx.T("daily.unreachable")
	case !s.reply.Counted:
		return ctx.T("daily.again", s.reply.Mine.Score, s.reply.Mine.Place, s.reply.Players)
	}
	return ctx.T("daily.placed", s.reply.Mine.Place, s.reply.Players)
}

// DayTable is the day's table of a game of the day: its best players,
// this player's place, and their results of the last days.
type DayTable struct {
	game, day string
	reply     *wire.DailyReply
	asking    chan dailySent
	err       string
	controls  ui.Controls
	title     ui.Rect
	body      ui.Rect
	redraw    int
}

var idDayBack = ui.Named("daily.back")

// NewDayTable shows game's table of day: reply when the sending answered
// it, else asked of the server now.
func NewDayTable(ctx *core.Context, game, day string, reply *wire.DailyReply) *DayTable {
	d := &DayTable{game: game, day: day, reply: reply}
	if reply == nil {
		d.ask(ctx)
	}
	return d
}

// ask asks the server for the day's table, beside the game loop.
func (d *DayTable) ask(ctx *core.Context) {
	prefs := ctx.Settings.Online
	url, ok := ServerURL(prefs.Server, ctx.Browser, pageSecure())
	if !ok {
		d.err = ctx.T("daily.unreachable")
		return
	}
	game, day := d.game, d.day
	d.asking = askDaily(url, prefs.Device, func(c context.Context, me client.Me) (wire.DailyReply, error) {
		return me.DailyTable(c, game, day)
	})
}

// Name implements core.Scene.
func (d *DayTable) Name() string { return "daytable" }

// Animating implements core.Scene: an answer that came is drawn.
func (d *DayTable) Animating() bool { return d.redraw > 0 }

// Ticking implements core.Ticker: the server's answer is awaited.
func (d *DayTable) Ticking() bool { return d.asking != nil }

// Targets implements core.Scene.
func (d *DayTable) Targets() []ui.Target { return d.controls.Targets() }

// Probe implements core.Prober: the day, and the player's place once
// known (0: not on the table).
func (d *DayTable) Probe() map[string]any {
	out := map[string]any{"game": d.game, "day": d.day, "place": 0, "players": 0}
	if d.reply != nil {
		out["place"], out["players"] = d.reply.Mine.Place, d.reply.Players
	}
	return out
}

// Layout implements core.Scene.
func (d *DayTable) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 3
	d.title = ui.Rect{X: m, Y: m, W: W - 2*m, H: u * 14}
	bh := max(u*10, 44*ctx.CSSPx())
	bw := min(W-2*m, u*40)
	back := ui.Rect{X: (W - bw) / 2, Y: H - m - bh, W: bw, H: bh}
	top := d.title.Y + d.title.H + u
	d.body = ui.Rect{X: (W - min(W-2*m, u*100)) / 2, Y: top, W: min(W-2*m, u*100), H: max(1, back.Y-u*2-top)}
	d.controls.Set([]ui.Widget{{ID: idDayBack, Rect: back, Enabled: true}})
	d.controls.Focus(idDayBack)
}

// Update implements core.Scene.
func (d *DayTable) Update(ctx *core.Context) {
	if d.redraw > 0 {
		d.redraw--
	}
	if d.asking != nil {
		select {
		case s := <-d.asking:
			d.asking = nil
			keepDevice(ctx, s.device)
			if s.err != nil {
				d.err = Explain(ctx, s.err, s.url)
			} else {
				d.reply = &s.reply
			}
			d.redraw = 2
		default:
		}
	}
	if ctx.Frame.Key(ui.KeyBack) || d.controls.Update(ctx.Frame) == idDayBack {
		ctx.Play(audio.Click)
		ctx.Nav.Menu()
	}
}

// Draw implements core.Scene.
func (d *DayTable) Draw(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	pal := ctx.Kit.Palette()
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	cx := d.title.X + d.title.W/2
	title := ctx.T("daily.title", ctx.T("game."+d.game))
	core.Text(dst, ctx, title, core.FitBold(title, d.title.W, u*6), cx, d.title.Y+u*4, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, d.title)
	sub := d.day
	if d.reply != nil {
		sub += " · " + ctx.N("daily.players", d.reply.Players, d.reply.Players)
	}
	core.Text(dst, ctx, sub, core.FitBold(sub, d.title.W, ctx.BodyPx()), cx, d.title.Y+u*11, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, d.title)
	cy := d.body.Y + d.body.H/2
	switch {
	case d.err != "":
		core.Paragraphs(dst, ctx, d.err, d.body, ctx.BodyPx(), pal.PanelText)
	case d.reply == nil:
		words := ctx.T("daily.asking")
		core.Text(dst, ctx, words, sprites.UI(ctx.BodyPx()), cx, cy, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, d.body)
	default:
		d.drawTable(dst, ctx)
	}
	for _, w := range d.controls.Widgets() {
		core.DrawButton(dst, ctx, &d.controls, w, ctx.T("daily.back"), sprites.ButtonSecondary)
	}
}

// drawTable writes the day's best, one a row (the player's own row in
// the highlight, and after the best where it is not among them), and
// under them the player's last days.
func (d *DayTable) drawTable(dst *ebiten.Image, ctx *core.Context) {
	pal := ctx.Kit.Palette()
	r := d.reply
	size := max(ctx.Least(), min(ctx.BodyPx()*1.1, ctx.U()*3.4))
	rowH := size * 1.6
	// Up to five past days, never taking more than half the room from
	// the best.
	most := min(5, max(0, int(d.body.H/rowH)/2-1))
	var past []wire.DailyResult
	for _, x := range r.Days {
		if x.Day != d.day && len(past) < most {
			past = append(past, x)
		}
	}
	pastH := 0.0
	if len(past) > 0 {
		pastH = rowH * (float64(len(past)) + 1.5)
	}
	rows := max(1, int((d.body.H-pastH)/rowH))
	type row struct {
		place, score int
		name         string
		you          bool
	}
	var list []row
	youShown := false
	for _, e := range r.Top {
		if len(list) == rows {
			break
		}
		list = append(list, row{e.Place, e.Score, e.Name, e.You})
		youShown = youShown || e.You
	}
	if !youShown && r.Mine.Place > 0 {
		if len(list) == rows {
			list = list[:rows-1]
		}
		list = append(list, row{r.Mine.Place, r.Mine.Score, r.Mine.Name, true})
	}
	// The rows on a panel, as the statistics are.
	panelH := rowH*float64(max(1, len(list))) + size
	sprites.DrawImage(dst, ctx.Kit.Panel(int(d.body.W), int(panelH)), d.body.X+d.body.W/2, d.body.Y+panelH/2-size/2, 1, 1, 0.9)
	if len(list) == 0 {
		words := ctx.T("daily.none")
		core.Text(dst, ctx, words, sprites.UI(size), d.body.X+d.body.W/2, d.body.Y+rowH, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, d.body)
	}
	y := d.body.Y
	for _, e := range list {
		clr := pal.PanelText
		if e.you {
			clr = pal.Focus
			sprites.FillRect(dst, d.body.X, y, d.body.W, rowH, color.RGBA{0, 0, 0, 60})
		}
		line := ui.Rect{X: d.body.X + size*0.5, Y: y, W: d.body.W - size, H: rowH}
		mid := y + rowH/2
		place := fmt.Sprintf("%d.", e.place)
		core.Text(dst, ctx, place, sprites.Bold(size), line.X+size*2, mid, sprites.AlignEnd, sprites.AlignCenter, clr, line)
		score := fmt.Sprint(e.score)
		name, face := core.FitName(ctx, e.name, max(1, line.W-size*7), size)
		core.Text(dst, ctx, name, face, line.X+size*3, mid, sprites.AlignStart, sprites.AlignCenter, clr, line)
		core.Text(dst, ctx, score, sprites.Bold(size), line.X+line.W, mid, sprites.AlignEnd, sprites.AlignCenter, clr, line)
		y += rowH
	}
	if len(past) == 0 {
		return
	}
	y = d.body.Y + d.body.H - pastH + rowH*0.5
	head := ctx.T("daily.days")
	core.Text(dst, ctx, head, sprites.Bold(size), d.body.X+d.body.W/2, y+rowH/2, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, d.body)
	for _, x := range past {
		y += rowH
		words := ctx.T("daily.day", x.Day, x.Place, x.Players, x.Score)
		face := core.FitBold(words, d.body.W, size)
		core.Text(dst, ctx, words, face, d.body.X+d.body.W/2, y+rowH/2, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, d.body)
	}
}
