package online

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/online/client"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	_ "cifra/scenes/online/texts" // the screens' words
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Lobby is the Play online screen, in five steps: the server and the
// player's name, with the player's tables (home, me.go), a new table
// (its game, players and bots), a table joined (or watched: Watch beside
// Join) by its code, the player's devices (devices.go), or their past
// games (past.go). Asking the
// server runs beside the game loop; the screen says "Connecting…"
// meanwhile and, when it fails, why, in words. A table made or joined
// opens its waiting room (Room); a table watched opens its room as a
// watcher while it waits, or the game's round at once.
type Lobby struct {
	games []*core.Game // the games that play online, in menu order
	step  step

	server, name, code field
	transfer           field  // a transfer code from another device (devices.go)
	focus              *field // the field typed into, or nil

	choices choices // the new table's

	controls ui.Controls
	// under holds the lobby's own widgets while the on-screen keyboard
	// (typing) takes the presses: they are drawn, dimmed, not pressed.
	under   ui.Controls
	typing  typing
	title   ui.Rect
	hint    ui.Rect
	message string // why the last request failed, in the player's language
	busy    chan outcome
	tick    int
	// watchNow asks to watch the code typed at the next Update (a
	// -watch or ?watch= link).
	watchNow bool
	// joinNow asks to join the code typed at the next Update: a link
	// followed by a player whose name is known (links.go).
	joinNow bool
	// askName shows the name field at the join step: a first visit from
	// a link, where nobody has told this device their name yet.
	askName bool
	// linked says the request on its way is a link's own (joinNow).
	linked bool
	// tables are the player's other tables, as the server last said
	// (me.go); asking is the question on its way, asked whether it was.
	tables []wire.MyTable
	seats  []wire.MyTable // every seat the player holds, as the server said
	asking chan mine
	asked  bool
	// devices is the devices step's (devices.go).
	devices devices
	// past is the past step's: the player's finished tables (past.go).
	past past
	// redraw counts the ticks still to draw after an answer came in the
	// background (the tables, a transfer code): nothing else animates then.
	redraw int
}

// step is which of the lobby's screens shows.
type step int

const (
	stepHome step = iota
	stepNew
	stepJoin
	stepDevices // this device and the player's others (devices.go)
	stepPast    // the player's finished tables (past.go)
)

// outcome is a request's answer: the seat at a room, or why not; and
// this device's key pair when it was made for the request (me.go).
type outcome struct {
	url    string
	cred   wire.Credential
	room   *wire.Room
	err    error
	device *core.OnlineDevice
}

// Widget IDs; a keypad key carries its index in wire.CodeAlphabet.
var (
	idServer = ui.Named("online.server")
	idName   = ui.Named("online.name")
	idCode   = ui.Named("online.code")
	idNew    = ui.Named("online.new")
	idJoin   = ui.Named("online.join")
	idBack   = ui.Named("online.back")
	idGo     = ui.Named("online.code.go")
	idErase  = ui.Named("online.code.erase")
	idRejoin = ui.Named("online.rejoin")
	idWatch  = ui.Named("online.watch")
	// idMine is one of the player's other tables (Lobby.tables).
	idMine = ui.Named("online.mine")
)

// keyName names the code keypad's keys.
const keyName = "online.key"

// Entry is where a link into online play leads (-join, ?join=): the
// table's waiting room (or its game) when this device already sits at
// the table with that code, as after a reloaded page, else the Play
// online screen at the join step.
func Entry(ctx *core.Context, games []*core.Game, code string) core.Scene {
	if seat := ctx.Settings.Online.Seat; seat != nil && code != "" && seat.Table == code {
		return Resume(ctx, games, seat)
	}
	l := NewLobby(ctx, games, code)
	l.followLink()
	return l
}

// NewLobby opens the Play online screen for the games that can be
// played online (core.Game.Online) among games; code, when not empty,
// opens it at the join step with that code typed (a link's ?join=).
func NewLobby(ctx *core.Context, games []*core.Game, code string) *Lobby {
	l := &Lobby{}
	for _, g := range games {
		if g.Online && g.Start != nil {
			l.games = append(l.games, g)
		}
	}
	prefs := ctx.Settings.Online
	l.server = field{id: idServer, text: prefs.Server, max: 80, allow: addressRune}
	if l.server.text == "" {
		l.server.text = defaultServer()
	}
	l.name = field{id: idName, text: prefs.Name, max: rules.MaxNameRunes, allow: nameRune}
	l.code = field{id: idCode, max: wire.CodeLength, allow: codeRune}
	l.transfer = field{id: idTransfer, max: wire.LinkLength, allow: codeRune}
	l.choices = newChoices(l.games)
	if code != "" {
		l.step = stepJoin
		for _, r := range code {
			l.code.typeRune(r)
		}
	}
	return l
}

func addressRune(r rune) rune {
	if r > ' ' && r < 0x7f {
		return r
	}
	return -1
}

func nameRune(r rune) rune {
	if rules.NameRune(r) {
		return r
	}
	return -1
}

// codeRune keeps a code's letters as the code is written: upper case,
// and an O read as a 0 is no code letter either way.
func codeRune(r rune) rune {
	if r >= 'a' && r <= 'z' {
		r -= 'a' - 'A'
	}
	if strings.ContainsRune(wire.CodeAlphabet, r) {
		return r
	}
	return -1
}

// Name implements core.Scene.
func (l *Lobby) Name() string { return "online" }

// Animating implements core.Scene: the caret blinks while a field is
// focused, the dots while a request runs.
func (l *Lobby) Animating() bool {
	return (l.focus != nil || l.busy != nil) && l.tick%30 == 0 || l.asking != nil || l.devices.linking != nil || l.redraw > 0
}

// Ticking implements core.Ticker: a request's answer is awaited, the
// caret blinks.
func (l *Lobby) Ticking() bool {
	return l.focus != nil || l.busy != nil || l.asking != nil || l.devices.linking != nil || l.redraw > 0
}

// Targets implements core.Scene.
func (l *Lobby) Targets() []ui.Target { return l.controls.Targets() }

// Probe implements core.Prober: the step and the message shown, the
// transfer code shown and what taking one said, the player's tables.
func (l *Lobby) Probe() map[string]any {
	return map[string]any{"step": int(l.step), "message": l.message, "code": l.code.text, "busy": l.busy != nil,
		"transfer": l.devices.code, "transferred": l.devices.done, "tables": len(l.tables), "past": len(l.past.tables)}
}

// Layout implements core.Scene.
func (l *Lobby) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	rowH := max(u*8, 44*ctx.CSSPx())
	gap := rowH * 0.25
	colW := min(W-u*8, max(u*80, 320*ctx.CSSPx()))
	x := (W - colW) / 2
	y := u * 3
	l.title = ui.Rect{X: 0, Y: y, W: W, H: rowH * 1.2}
	y += l.title.H + gap
	next := func(h float64) ui.Rect {
		r := ui.Rect{X: x, Y: y, W: colW, H: h}
		y += h + gap
		return r
	}
	var ws []ui.Widget
	add := func(id ui.ID, r ui.Rect, on bool) { ws = append(ws, ui.Widget{ID: id, Rect: r, Enabled: on}) }
	idle := l.busy == nil && l.devices.linking == nil
	pastBeside := false // Past games beside Back, not on a row of its own
	l.server.rect, l.name.rect, l.code.rect, l.transfer.rect = ui.Rect{}, ui.Rect{}, ui.Rect{}, ui.Rect{}
	switch l.step {
	case stepHome:
		l.server.rect = next(rowH)
		add(idServer, l.server.rect, idle)
		l.name.rect = next(rowH)
		add(idName, l.name.rect, idle)
		l.hint = next(rowH * 1.2)
		if ctx.Settings.Online.Seat != nil {
			add(idRejoin, next(rowH), idle)
		}
		// The player's other tables, as many as leave the buttons room,
		// then their past games: on a short screen, beside Back.
		room := func(rows int) bool { return y+float64(rows)*(rowH+gap)+rowH <= H-u*3 }
		pastRow := len(l.past.tables) > 0 && room(2)
		for i := range l.tables {
			if pastRow && !room(3) || !room(2) {
				break
			}
			add(ui.Indexed(idMine.Name, i), next(rowH), idle)
		}
		if pastRow {
			add(idPast, next(rowH), idle)
		} else if len(l.past.tables) > 0 {
			pastBeside = true
		}
		a, b := next(rowH).SplitH((colW-gap)/2, gap)
		add(idNew, a, idle && len(l.games) > 0)
		add(idJoin, b, idle)
	case stepNew:
		var more []ui.Widget
		more, l.hint = l.choices.layoutNew(W, x, y, colW, rowH, gap, H-u*3-rowH-gap, idle, 280*ctx.CSSPx(), helpLines*ctx.BodyPx()*1.3)
		ws = append(ws, more...)
	case stepJoin:
		heights := []float64{rowH * 1.3, rowH}
		if l.askName {
			heights = append([]float64{rowH}, heights...)
		}
		var heads []ui.Rect
		var act ui.Rect
		heads, act, y = layoutPad(ctx, x, y, colW, rowH, gap, H-u*3-rowH-gap, heights, func(id ui.ID, r ui.Rect) { add(id, r, idle) })
		if l.askName {
			l.name.rect, heads = heads[0], heads[1:]
			add(idName, l.name.rect, idle)
		}
		l.code.rect, l.hint = heads[0], heads[1]
		add(idCode, l.code.rect, idle)
		full := idle && len(l.code.text) == wire.CodeLength
		join, watch := act.SplitH((act.W-gap)/2, gap)
		add(idGo, join, full)
		add(idWatch, watch, full)
	case stepDevices:
		y = l.layoutDevices(ctx, x, y, colW, rowH, gap, H-u*3-rowH-gap, idle, add)
	case stepPast:
		y = l.layoutPast(ctx, x, y, colW, rowH, gap, H-u*3-rowH-gap, idle, add)
	}
	back := ui.Rect{X: x, Y: max(y, H-u*3-rowH), W: colW, H: rowH}
	if l.step == stepHome { // Your devices beside Back: the home step is full on a short screen
		var devices ui.Rect
		if pastBeside { // three buttons: as wide as the screen lets them be
			wide := min(W-u*8, 2*colW)
			back = ui.Rect{X: (W - wide) / 2, Y: back.Y, W: wide, H: rowH}
			third := (wide - 2*gap) / 3
			var games ui.Rect
			devices, back = back.SplitH(third, gap)
			games, back = back.SplitH(third, gap)
			add(idDevices, devices, idle)
			add(idPast, games, idle)
		} else {
			devices, back = back.SplitH((colW-gap)/2, gap)
			add(idDevices, devices, idle)
		}
	}
	add(idBack, back, true)
	l.under.Set(ws)
	if l.typing.on && l.focus != nil {
		l.controls.Set(l.layoutKeys(ctx))
		return
	}
	l.typing.on = false
	l.controls.Set(ws)
}

// Update implements core.Scene.
func (l *Lobby) Update(ctx *core.Context) {
	l.tick++
	l.redraw = max(0, l.redraw-1)
	l.followTables(ctx)
	l.followDevices(ctx)
	if l.watchNow {
		l.watchNow = false
		l.watch(ctx)
	}
	if l.joinNow {
		l.joinNow, l.linked = false, true
		l.join(ctx)
	}
	if l.busy != nil {
		select {
		case o := <-l.busy:
			l.busy = nil
			l.answered(ctx, o)
		default:
		}
		if ctx.Frame.Key(ui.KeyBack) {
			l.busy = nil // the answer, if it comes, is let go
			l.Layout(ctx)
		}
		return
	}
	f := *ctx.Frame
	if l.typing.on {
		l.updateKeys(ctx, &f)
		return
	}
	if l.focus != nil {
		space := false
		for _, r := range f.Chars {
			l.focus.typeRune(r)
			space = space || r == ' '
		}
		if f.Key(ui.KeyUndo) {
			l.focus.backspace()
		}
		if len(f.Chars) > 0 || f.Key(ui.KeyUndo) {
			l.message = ""
			l.Layout(ctx) // Join may have come on or off
		}
		// Typing: Enter submits; the space bar, also an activate key, has
		// typed its space.
		enter := f.Key(ui.KeyActivate) && !space
		f.Keys = slices.DeleteFunc(slices.Clone(f.Keys), func(k ui.Key) bool { return k == ui.KeyActivate })
		if enter {
			l.submit(ctx)
			return
		}
	}
	if f.Key(ui.KeyBack) {
		l.back(ctx)
		return
	}
	id := l.controls.Update(&f)
	if id.IsZero() {
		return
	}
	ctx.Play(audio.Click)
	l.message = "" // a press says anew what went wrong
	switch {
	case l.step == stepNew && l.choices.press(id):
	case id == idServer:
		l.focus = &l.server
		if byFinger(&f) {
			l.openKeys(ctx)
			return
		}
	case id == idName:
		l.focus = &l.name
		if byFinger(&f) {
			l.openKeys(ctx)
			return
		}
	case id == idCode:
		l.focus = &l.code
	case id == idNew:
		l.show(ctx, stepNew)
	case id == idJoin:
		l.show(ctx, stepJoin)
		l.focus = &l.code
	case id == idDevices:
		l.openDevices(ctx)
		return
	case id == idBack:
		l.back(ctx)
	case id == idRejoin:
		if seat := ctx.Settings.Online.Seat; seat != nil {
			ctx.Nav.Switch(Resume(ctx, l.games, seat))
			return
		}
	case id.Name == idMine.Name && id.I < len(l.tables):
		l.goTo(ctx, l.tables[id.I])
	case id == idPast:
		l.show(ctx, stepPast)
	case id == idCreate:
		l.create(ctx)
	case id == idGo:
		l.join(ctx)
	case id == idWatch:
		l.watch(ctx)
	case id == idErase:
		l.focus = l.keyed()
		l.focus.backspace()
	case id.Name == keyName && id.I < len(wire.CodeAlphabet):
		l.focus = l.keyed()
		l.focus.typeRune(rune(wire.CodeAlphabet[id.I]))
	case l.step == stepDevices && l.pressDevices(ctx, id):
	case l.step == stepPast && l.pressPast(ctx, id):
	}
	l.Layout(ctx)
}

// goTo goes back to one of the player's tables, kept as the seat to
// come back to.
func (l *Lobby) goTo(ctx *core.Context, t wire.MyTable) {
	if url, ok := l.url(ctx); ok {
		ctx.Settings.Online.Seat = seatAt(url, t, l.seats)
		ctx.Nav.SettingsChanged()
		ctx.Nav.Switch(Resume(ctx, l.games, ctx.Settings.Online.Seat))
	}
}

// show shows another step.
func (l *Lobby) show(ctx *core.Context, s step) {
	l.step, l.focus, l.message = s, nil, ""
	l.Layout(ctx)
}

// back goes a step back, or to the menu from home.
func (l *Lobby) back(ctx *core.Context) {
	if l.step == stepHome {
		ctx.Nav.Menu()
		return
	}
	l.show(ctx, stepHome)
}

// submit is Enter in a field: the step's main action.
func (l *Lobby) submit(ctx *core.Context) {
	switch l.step {
	case stepHome:
		l.focus = nil
	case stepNew:
		l.create(ctx)
	case stepJoin:
		l.join(ctx)
	case stepDevices:
		l.claim(ctx)
	}
}

// url is the server's URL from what the player typed, with the settings
// kept for next time; false (and the message said) when there is none.
func (l *Lobby) url(ctx *core.Context) (string, bool) {
	url, ok := ServerURL(l.server.text, ctx.Browser, pageSecure())
	if !ok {
		l.message = ctx.T("online.err.server")
		l.show(ctx, stepHome)
		l.focus = &l.server
		return "", false
	}
	if ctx.Settings.Online.Server != l.server.text || ctx.Settings.Online.Name != l.name.text {
		// The seat kept stays: a new table's name changes nothing there.
		ctx.Settings.Online.Server, ctx.Settings.Online.Name = l.server.text, l.name.text
		ctx.Nav.SettingsChanged()
	}
	return url, true
}

// create asks the server for a room of the chosen game and seats.
func (l *Lobby) create(ctx *core.Context) {
	url, ok := l.url(ctx)
	if !ok || len(l.games) == 0 {
		return
	}
	req := l.choices.request(ctx, l.name.text)
	dev := ctx.Settings.Online.Device
	l.ask(ctx, func(c context.Context) outcome {
		me, made, err := deviceAt(url, dev)
		if err != nil {
			return outcome{url: url, err: err}
		}
		reply, err := me.Create(c, req)
		if err != nil {
			return outcome{url: url, err: err, device: made}
		}
		return outcome{url: url, cred: reply.Seats[0], room: reply.Room, device: made}
	})
}

// join asks the server for a seat at the table with the code typed.
func (l *Lobby) join(ctx *core.Context) {
	if len(l.code.text) != wire.CodeLength {
		l.message = ctx.T("online.err.code")
		return
	}
	url, ok := l.url(ctx)
	if !ok {
		return
	}
	code, name := l.code.text, strings.TrimSpace(l.name.text)
	dev := ctx.Settings.Online.Device
	l.ask(ctx, func(c context.Context) outcome {
		me, made, err := deviceAt(url, dev)
		if err != nil {
			return outcome{url: url, err: err}
		}
		reply, err := me.Join(c, code, name)
		if err != nil {
			return outcome{url: url, err: err, device: made}
		}
		return outcome{url: url, cred: reply.Seat, room: &reply.Room, device: made}
	})
}

// ask runs a request beside the game loop.
func (l *Lobby) ask(ctx *core.Context, do func(context.Context) outcome) {
	done := make(chan outcome, 1)
	l.busy, l.focus, l.message = done, nil, ""
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		done <- do(c)
	}()
	l.Layout(ctx)
}

// answered takes a request's answer: the waiting room, or why not.
func (l *Lobby) answered(ctx *core.Context, o outcome) {
	keepDevice(ctx, o.device)
	if o.err != nil && l.linkOver(ctx, o.err, o.url) {
		return
	}
	if o.err != nil {
		l.message = Explain(ctx, o.err, o.url)
		ctx.Play(audio.Error)
		if l.step == stepJoin { // the code is typed into again, as before asking
			l.focus = &l.code
		}
		l.Layout(ctx)
		return
	}
	if o.cred.Watching() {
		ctx.Nav.Switch(NewRoom(ctx, l.games, o.url, o.cred, o.room)) // nothing to keep: a watcher asks again
		return
	}
	room := NewRoom(ctx, l.games, o.url, o.cred, o.room)
	room.keep(ctx) // a closed app or a reloaded page comes back to it
	ctx.Nav.Switch(room)
}

// Explain says why a request to the server at url failed, in the
// player's language.
func Explain(ctx *core.Context, err error, url string) string {
	var refused *client.Refused
	var unreachable *client.Unreachable
	switch {
	case errors.As(err, &refused):
		if key := "online.err." + refused.Code; refused.Code != "" && i18n.Has(key) {
			return ctx.T(key)
		}
		return refused.Words
	case errors.As(err, &unreachable):
		return ctx.T("online.err.unreachable", url)
	}
	return err.Error()
}

// ServerURL makes a server's URL of what a player typed: a host, a
// host:port or a whole URL. The app speaks NATS (nats://, port 4222 by
// default); the browser WebSocket (ws://, wss:// from a secure page, port
// 4223 by default).
func ServerURL(typed string, browser, secure bool) (string, bool) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		return "", false
	}
	if strings.Contains(typed, "://") {
		return typed, true
	}
	host, port := splitHostPort(typed)
	switch {
	case browser && port == "":
		port = "4223"
	case port == "":
		port = "4222"
	}
	scheme := "nats"
	if browser {
		scheme = "ws"
		if secure {
			scheme = "wss"
		}
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]" // an IPv6 address
	}
	return scheme + "://" + host + ":" + port, true
}

// splitHostPort reads "host", "host:port", "[v6]:port" or a bare IPv6
// address (package net would add much of its weight to the browser's
// download for this).
func splitHostPort(s string) (host, port string) {
	if rest, ok := strings.CutPrefix(s, "["); ok {
		if h, after, ok := strings.Cut(rest, "]"); ok {
			return h, strings.TrimPrefix(after, ":")
		}
	}
	if strings.Count(s, ":") == 1 {
		h, p, _ := strings.Cut(s, ":")
		return h, p
	}
	return s, ""
}

// Draw implements core.Scene.
func (l *Lobby) Draw(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	p := ctx.Kit.Palette()
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	title := ctx.T("online.title")
	switch l.step {
	case stepNew:
		title = ctx.T("online.new")
	case stepJoin:
		title = ctx.T("online.join")
	case stepDevices:
		title = ctx.T("online.devices")
	case stepPast:
		title = ctx.T("online.past")
	}
	cx, cy := l.title.Center()
	core.Text(dst, ctx, title, core.FitBold(title, l.title.W-u*6, l.title.H*0.6), cx, cy, sprites.AlignCenter, sprites.AlignCenter, p.PanelText, l.title)
	caret := l.tick/30%2 == 0
	l.server.draw(dst, ctx, l.focus == &l.server, caret, ctx.T("online.server"))
	nameLabel := ctx.T("online.name")
	if l.askName && l.step == stepJoin {
		nameLabel = ctx.T("online.link.name")
	}
	l.name.draw(dst, ctx, l.focus == &l.name, caret, nameLabel)
	l.code.draw(dst, ctx, l.focus == &l.code, caret, ctx.T("online.code"))
	l.transfer.draw(dst, ctx, l.focus == &l.transfer, caret, ctx.T("online.devices.field"))
	hint := ""
	switch l.step {
	case stepHome:
		hint = ctx.T("online.server.hint")
	case stepJoin:
		hint = ctx.T("online.code.hint")
		if l.askName && len(l.code.text) == wire.CodeLength {
			hint = ctx.T("online.code.linked")
		}
	case stepDevices:
		hint = l.drawDevices(dst, ctx)
	case stepPast:
		hint = ctx.T("online.past.hint")
	case stepNew:
		if l.message == "" && l.busy == nil {
			drawHelp(dst, ctx, l.choices.help(ctx), l.hint, p.PanelText, helpLines)
		}
	}
	if l.message != "" {
		hint = l.message
	}
	if l.busy != nil {
		hint = ctx.T("online.busy")
	}
	switch {
	case hint == "" || l.hint.H <= 0:
	case l.step == stepDevices:
		drawHelp(dst, ctx, hint, l.hint, p.PanelText, l.devices.lines)
	case l.step == stepPast && l.message == "":
		drawHelp(dst, ctx, hint, l.hint, p.PanelText, l.past.lines)
	default:
		core.StatusLines(dst, ctx, hint, l.hint, min(ctx.BodyPx(), l.hint.H*0.4), p.PanelText)
	}
	// Under the on-screen keyboard the lobby's widgets are drawn, not pressed.
	c := &l.controls
	if l.typing.on {
		c = &l.under
	}
	for _, w := range c.Widgets() {
		style := sprites.ButtonSecondary
		var label string
		switch {
		case w.ID == idServer || w.ID == idName || w.ID == idCode || w.ID == idTransfer:
			if st := c.State(w.ID); st.Focused {
				core.DrawFocus(dst, ctx, w.Rect)
			}
			continue
		case l.step == stepNew && w.ID != idCreate && w.ID != idBack:
			label = l.choices.label(ctx, w.ID)
		case w.ID == idCreate || w.ID == idGo || w.ID == idWatch || w.ID == idClaim:
			label, style = ctx.T(w.ID.Name), sprites.ButtonPrimary
		case w.ID == idNew || w.ID == idJoin:
			label, style = ctx.T(w.ID.Name), sprites.ButtonPrimary
		case w.ID == idRejoin:
			label, style = ctx.T("online.rejoin", ctx.Settings.Online.Seat.Table), sprites.ButtonPrimary
		case w.ID.Name == idMine.Name:
			label = l.tableLabel(ctx, l.tables[w.ID.I])
		case w.ID.Name == idPastGame.Name:
			label = pastLabel(ctx, l.past.tables[w.ID.I])
		case w.ID == idErase:
			label = "←"
		case w.ID.Name == keyName:
			label = string(wire.CodeAlphabet[w.ID.I])
		default:
			label = ctx.T(w.ID.Name)
		}
		if l.step == stepNew && style == sprites.ButtonSecondary && w.ID != idBack {
			drawChoice(dst, ctx, c, w, label)
			continue
		}
		core.DrawButton(dst, ctx, c, w, label, style)
	}
	if l.typing.on {
		l.drawKeys(dst, ctx)
	}
}
