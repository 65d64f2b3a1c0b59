package online

import (
	"context"
	"errors"
	"image/color"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	qrcode "github.com/skip2/go-qrcode"

	"cifra/audio"
	"cifra/online/client"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Room is a table's waiting room: its code (and a QR code of the page
// that joins it, where there is one), who sits where and who is ready.
// A guest says when they are ready; the host starts the game once every
// seat is taken and ready; anyone may leave. When the game starts, the
// room connects this device's seat to the table and hands over to the
// game's round. A watcher (cred.Watching) sees the same room with
// nothing to do in it but leave, and its round follows the table with no
// seat of this device's.
type Room struct {
	games []*core.Game
	url   string
	cred  wire.Credential
	room  wire.Room

	conn     *client.Room
	entering chan entered
	// extras are the other seats people at this device took (Add a
	// player here): one screen, several players, as at a local table.
	extras     []*client.Room    // their rooms, while the room waits
	extraCreds []wire.Credential // their credentials, in the order taken
	added      chan *client.Room // an extra seat taken, on its way
	saying     chan error        // a word to the room on its way
	remote     core.Remote       // once the game started: the table, until its link is up
	gone       bool              // the room was left or closed: Back only

	controls ui.Controls
	title    ui.Rect
	terms    ui.Rect // the table's options, under the title
	// termsSaid are the table's terms in words, made once per room
	// revision and language (reading them decodes the room's options).
	termsSaid termsMemo
	share     ui.Rect
	qrRect    ui.Rect
	shareLink linkRow // the link in words, and Copy (share.go)
	seats     []ui.Rect
	info      ui.Rect
	qr        *ebiten.Image
	qrFor     string
	message   string
	tick      int
}

type entered struct {
	conn *client.Room
	err  error
	// rematch is the seat and room a rematch's asking gave (nil
	// otherwise): the room's seat is a new one.
	rematch *rematched
}

// rematched is the seat a rematch gave and its room.
type rematched struct {
	cred wire.Credential
	room wire.Room
}

// Widget IDs of the room.
var (
	idReady = ui.Named("online.room.ready")
	idStart = ui.Named("online.room.start")
	idLeave = ui.Named("online.room.leave")
	idHere  = ui.Named("online.room.here")
)

// NewRoom opens the waiting room of cred's seat at the server at url;
// room is the room as the server last told it (nil: not yet known).
func NewRoom(ctx *core.Context, games []*core.Game, url string, cred wire.Credential, room *wire.Room) *Room {
	r := &Room{games: games, url: url, cred: cred, added: make(chan *client.Room, 16)}
	if room != nil {
		r.room = *room
	}
	if !cred.Watching() || !r.room.Started {
		r.enter() // a watched game that runs has no room to hear: its round opens at once
	}
	return r
}

// NewRematch asks, as old's seat at a finished table, for the table's
// rematch (its first asker hosts it) and opens the rematch's waiting
// room.
func NewRematch(ctx *core.Context, games []*core.Game, url string, old wire.Credential) *Room {
	r := &Room{games: games, url: url, cred: old, added: make(chan *client.Room, 16)}
	done := make(chan entered, 1)
	r.entering = done
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		cred, room, err := client.Rematch(c, url, old)
		if err != nil {
			done <- entered{err: err}
			return
		}
		conn, err := client.Enter(c, url, cred)
		done <- entered{conn: conn, err: err, rematch: &rematched{cred, room}}
	}()
	return r
}

// enter connects to the room beside the game loop.
func (r *Room) enter() {
	done := make(chan entered, 1)
	r.entering = done
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		conn, err := client.Enter(c, r.url, r.cred)
		done <- entered{conn: conn, err: err}
	}()
}

// Name implements core.Scene.
func (r *Room) Name() string { return "room" }

// Animating implements core.Scene: the room changed this tick.
func (r *Room) Animating() bool { return r.tick == 0 }

// Ticking implements core.Ticker: the room is listened to.
func (r *Room) Ticking() bool { return true }

// Targets implements core.Scene.
func (r *Room) Targets() []ui.Target { return r.controls.Targets() }

// Probe implements core.Prober: the room as this seat knows it, with
// its table's options as the room was told them ("options", the JSON
// text; "buzzer", "takeover") and "terms", the words the room last drew
// for them (empty before its first frame).
func (r *Room) Probe() map[string]any {
	terms := make([]any, len(r.termsSaid.terms))
	for i, t := range r.termsSaid.terms {
		terms[i] = t
	}
	return map[string]any{"code": r.cred.Table, "seat": r.cred.Seat, "host": r.room.Host, "started": r.room.Started,
		"allReady": r.room.AllReady(), "seats": len(r.room.Seats), "message": r.message, "watching": r.cred.Watching(),
		"options": string(r.room.Options), "buzzer": r.room.Buzzer, "takeover": r.room.Takeover, "terms": terms}
}

// mine is this seat's entry in the room.
func (r *Room) mine() wire.RoomSeat {
	if r.cred.Seat < len(r.room.Seats) {
		return r.room.Seats[r.cred.Seat]
	}
	return wire.RoomSeat{}
}

// here reports whether seat i is played at this device.
func (r *Room) here(i int) bool {
	if i == r.cred.Seat && !r.cred.Watching() {
		return true
	}
	return slices.ContainsFunc(r.extraCreds, func(c wire.Credential) bool { return c.Seat == i })
}

// creds are the credentials of every seat played at this device.
func (r *Room) creds() []wire.Credential {
	return append([]wire.Credential{r.cred}, r.extraCreds...)
}

// keep keeps this device's seats in the settings: a closed app or a
// reloaded page comes back to them.
func (r *Room) keep(ctx *core.Context) {
	s := &core.OnlineSeat{URL: r.url, Table: r.cred.Table, Seat: r.cred.Seat, Token: r.cred.Token, OverDays: r.room.MoveClock > 0}
	for _, c := range r.extraCreds {
		s.Others = append(s.Others, core.OnlineSeat{Seat: c.Seat, Token: c.Token})
	}
	ctx.Settings.Online.Seat = s
	ctx.Nav.SettingsChanged()
	showTable(r.cred.Table) // a reload comes back here, not to an older table's link
}

// Resume opens the waiting room (or the game) of the seats this device
// kept (core.OnlineSeat), all of them.
func Resume(ctx *core.Context, games []*core.Game, seat *core.OnlineSeat) *Room {
	showTable(seat.Table) // the address names the table here too (another game's module, a closed app)
	r := NewRoom(ctx, games, seat.URL, wire.Credential{Table: seat.Table, Seat: seat.Seat, Token: seat.Token}, nil)
	for _, o := range seat.Others {
		r.extraCreds = append(r.extraCreds, wire.Credential{Table: seat.Table, Seat: o.Seat, Token: o.Token})
	}
	return r
}

// freeSeat reports whether a person's seat is still free (a rematch's
// seat kept for its player is not).
func (r *Room) freeSeat() bool {
	for _, s := range r.room.Seats {
		if !s.Taken && !s.Kept {
			return true
		}
	}
	return false
}

// addHere takes a free seat for another player at this device: it joins
// the room by its code, enters it and says the new seat is ready (its
// player is beside the one who asked).
func (r *Room) addHere(ctx *core.Context) {
	added := r.added
	r.say(ctx, func(c context.Context) error {
		reply, err := client.Join(c, r.url, r.cred.Table, "")
		if err != nil {
			return err
		}
		conn, err := client.Enter(c, r.url, reply.Seat)
		if err != nil {
			return err
		}
		if err := conn.Ready(c, true); err != nil {
			conn.Close()
			return err
		}
		added <- conn
		return nil
	})
}

// host reports whether this seat is the room's host.
func (r *Room) host() bool { return r.room.Host == r.cred.Seat }

// othersReady reports whether every seat but the host's is taken and ready.
func (r *Room) othersReady() bool {
	for i, s := range r.room.Seats {
		if i != r.room.Host && (!s.Taken || !s.Ready) {
			return false
		}
	}
	return len(r.room.Seats) > 1
}

// Layout implements core.Scene.
func (r *Room) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	rowH := max(u*8, 44*ctx.CSSPx())
	gap := rowH * 0.25
	m := u * 3
	r.title = ui.Rect{X: 0, Y: m, W: W, H: rowH * 1.3}
	top := r.title.Y + r.title.H + gap
	r.terms = ui.Rect{X: m, Y: r.title.Y + r.title.H, W: W - 2*m, H: rowH * 0.8}
	top += r.terms.H
	bottom := H - m - rowH
	body := ui.Rect{X: m, Y: top, W: W - 2*m, H: bottom - gap - top}
	var left, right ui.Rect
	if W > H {
		left, right = body.SplitH(body.W*0.55, m)
	} else {
		left, right = body.SplitV(body.H*0.5, gap)
	}
	// Seats on one side, the code to share on the other.
	n := max(len(r.room.Seats), 1)
	sh := min(rowH, (left.H-rowH*2.6)/float64(n)-gap/2)
	seatsBox := left.CenterIn(left.W, float64(n)*(sh+gap/2)+rowH)
	r.seats = seatsBox.Column(n, sh, gap/2)
	// As wide as its words need at a readable size, a touch target tall.
	hereRect := ui.Rect{X: seatsBox.X, Y: seatsBox.Y + seatsBox.H - rowH, W: min(seatsBox.W, max(u*60, 360*ctx.CSSPx())), H: rowH}
	r.info = ui.Rect{X: left.X, Y: left.Y + left.H - rowH*1.2, W: left.W, H: rowH * 1.2}
	r.share = ui.Rect{X: right.X, Y: right.Y, W: right.W, H: rowH * 1.2}
	qrY, copyButton := r.shareLink.layout(ctx, r.link(), right, r.share.Y+r.share.H+gap, rowH, gap)
	qs := min(right.W, right.Y+right.H-qrY)
	r.qrRect = ui.Rect{X: right.X + (right.W-qs)/2, Y: qrY, W: qs, H: qs}
	bw := min((W-2*m-gap)/2, u*50) // two buttons side by side
	row := ui.Rect{X: (W - (2*bw + gap)) / 2, Y: bottom, W: 2*bw + gap, H: rowH}
	a, b := row.SplitH(bw, gap)
	idle := r.saying == nil && r.conn != nil && !r.gone && r.remote == nil
	ws := copyButton
	switch {
	case r.gone:
		ws = append(ws, ui.Widget{ID: idLeave, Rect: row.CenterIn(bw, rowH), Enabled: true})
	case r.cred.Watching():
		ws = append(ws, ui.Widget{ID: idLeave, Rect: row.CenterIn(bw, rowH), Enabled: r.remote == nil})
	case r.host():
		ws = append(ws, ui.Widget{ID: idStart, Rect: a, Enabled: idle && r.othersReady() && !r.room.Started},
			ui.Widget{ID: idLeave, Rect: b, Enabled: r.remote == nil})
	default:
		ws = append(ws, ui.Widget{ID: idReady, Rect: a, Enabled: idle && !r.room.Started},
			ui.Widget{ID: idLeave, Rect: b, Enabled: r.remote == nil})
	}
	if !r.gone && !r.cred.Watching() && len(r.room.Seats) > 0 {
		ws = append(ws, ui.Widget{ID: idHere, Rect: hereRect, Enabled: idle && r.freeSeat() && !r.room.Started})
	}
	r.controls.Set(ws)
}

// Update implements core.Scene.
func (r *Room) Update(ctx *core.Context) {
	r.tick++
	changed := false
	if r.entering != nil {
		select {
		case e := <-r.entering:
			r.entering = nil
			if e.err != nil && !r.overMeanwhile(e.err) {
				r.message, r.gone = Explain(ctx, e.err, r.url), true
				var refused *client.Refused
				if errors.As(e.err, &refused) { // the table is gone or over: nothing to come back to
					r.forget(ctx)
				}
			} else {
				r.conn = e.conn
			}
			if m := e.rematch; m != nil {
				r.cred, r.room = m.cred, m.room
				if e.err == nil { // kept, as a seat joined is: the app comes back to it
					r.keep(ctx)
				}
			}
			changed = true
		default:
		}
	}
	for len(r.added) > 0 {
		x := <-r.added
		r.extras, r.extraCreds, changed = append(r.extras, x), append(r.extraCreds, x.Credential()), true
		if s := ctx.Settings.Online.Seat; s != nil && s.Table == r.cred.Table {
			r.keep(ctx)
		}
	}
	if r.saying != nil {
		select {
		case err := <-r.saying:
			r.saying = nil
			if err != nil {
				r.message = Explain(ctx, err, r.url)
				ctx.Play(audio.Error)
			}
			changed = true
		default:
		}
	}
	if r.conn != nil {
		if now := r.conn.Room(); now.Rev > r.room.Rev || (now.Code != "" && r.room.Code == "") {
			sayDeclined(ctx, r.room, now)
			r.room, changed = now, true
		}
	}
	if r.room.Closed && !r.gone {
		r.message, r.gone, changed = ctx.T("online.err.closed"), true, true
	}
	if s := r.handOver(ctx); s != nil {
		ctx.Nav.Switch(s)
		return
	}
	if r.room.Started && r.remote == nil && !r.gone {
		r.remote = openFor(r.url, r.creds(), r.games)
		changed = true
	}
	if r.remote != nil && r.start(ctx) {
		return
	}
	if changed {
		r.tick = 0
		r.Layout(ctx)
	}
	if r.shareLink.update(func(key string) { r.message = ctx.T(key) }) {
		r.tick = 0
	}
	f := ctx.Frame
	if f.Key(ui.KeyBack) {
		r.leave(ctx)
		return
	}
	switch id := r.controls.Update(f); id {
	case idReady:
		ctx.Play(audio.Click)
		ready := !r.mine().Ready
		r.say(ctx, func(c context.Context) error { return r.conn.Ready(c, ready) })
	case idStart:
		ctx.Play(audio.Click)
		r.say(ctx, r.conn.Start)
	case idLeave:
		ctx.Play(audio.Click)
		r.leave(ctx)
	case idHere:
		ctx.Play(audio.Click)
		r.addHere(ctx)
	case idCopy:
		r.shareLink.copy(ctx, r.link())
	}
}

// handOver is the scene that loads the module of the room's game, when
// another of the browser's modules plays it (core.Game.Elsewhere), or
// nil. It hands over as soon as the room is known and this device's
// seats are kept, so the page reloads here, in the waiting room (or at
// a table found started), and that module comes back to the seats.
// A watcher keeps nothing: it hands over when the game starts.
func (r *Room) handOver(ctx *core.Context) core.Scene {
	if r.cred.Watching() || r.gone {
		return nil
	}
	if s := ctx.Settings.Online.Seat; s == nil || s.Table != r.cred.Table || s.Seat != r.cred.Seat {
		return nil
	}
	for _, g := range r.games {
		if g.ID == r.gameID() && g.Elsewhere != nil {
			r.closeRoom()
			return g.Elsewhere(ctx)
		}
	}
	return nil
}

// closeRoom closes this device's connections to the room (its own seat's
// and those of the players beside it) as the scene hands over.
func (r *Room) closeRoom() {
	if r.conn != nil {
		r.conn.Close()
	}
	for _, x := range r.extras {
		x.Close()
	}
}

// start hands over to the game's round once the table's link is up; it
// reports whether it did.
func (r *Room) start(ctx *core.Context) bool {
	switch r.remote.Link() {
	case core.LinkUp:
		for _, g := range r.games {
			if g.ID == r.gameID() && g.Start != nil {
				r.closeRoom()
				// Several players at this device sit around it as at a
				// local table when the player chose table mode.
				around := len(r.extraCreds) > 0 && ctx.Settings.TableMode && g.TableSeats > 0
				ctx.Nav.Switch(g.Start(ctx, core.Table{Game: g.ID, Remote: r.remote, Around: around}))
				if r.cred.Watching() {
					ctx.Notify(ctx.T("online.watch.toast", r.cred.Table))
				}
				return true
			}
		}
		r.message, r.gone = ctx.T("online.err.version"), true
	case core.LinkDown:
		r.message, r.gone = ctx.T("online.err.unreachable", r.url), true
		r.remote.Close()
	}
	return false
}

// say tells the room something beside the game loop.
func (r *Room) say(ctx *core.Context, do func(context.Context) error) {
	if r.conn == nil {
		return
	}
	done := make(chan error, 1)
	r.saying, r.message = done, ""
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		done <- do(c)
	}()
	r.Layout(ctx)
}

// forget lets the device forget this seat (Play online no longer offers
// to go back to it).
func (r *Room) forget(ctx *core.Context) {
	if s := ctx.Settings.Online.Seat; s != nil && s.Table == r.cred.Table && s.Seat == r.cred.Seat {
		ctx.Settings.Online.Seat = nil
		ctx.Nav.SettingsChanged()
	}
}

// leave gives the seat up (the host's leaving closes the room) and goes
// back to the Play online screen. A started table's seat stays the
// player's: they may come back to it.
func (r *Room) leave(ctx *core.Context) {
	if !r.room.Started && r.room.Code != "" { // a room never reached (the server away) keeps its seat
		r.forget(ctx)
	}
	if conn := r.conn; conn != nil && !r.gone {
		go func() {
			c, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = conn.Leave(c)
		}()
	} else if conn != nil {
		conn.Close()
	}
	started, url := r.room.Started, r.url
	entered := map[int]bool{}
	for _, x := range r.extras {
		entered[x.Credential().Seat] = true
		go func() {
			c, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if started {
				x.Close() // the seat stays its player's
			} else {
				_ = x.Leave(c)
			}
		}()
	}
	for _, cred := range r.extraCreds {
		if started || entered[cred.Seat] {
			continue
		}
		go func() { // a seat kept from before a reload: given up too
			c, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if conn, err := client.Enter(c, url, cred); err == nil {
				_ = conn.Leave(c)
			}
		}()
	}
	if r.remote != nil {
		r.remote.Close()
	}
	ctx.Nav.Switch(NewLobby(ctx, r.games, ""))
}

// link is the page that joins this room: the server's, else this page's
// own in a browser; empty when neither is known.
func (r *Room) link() string {
	if r.room.Link != "" {
		return r.room.Link
	}
	return pageLink(r.cred.Table)
}

// Draw implements core.Scene.
func (r *Room) Draw(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	p := ctx.Kit.Palette()
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	title := ctx.T("online.room", r.cred.Table)
	if r.cred.Watching() {
		title = ctx.T("online.watch.title", r.cred.Table)
	}
	if r.room.Game != "" {
		for _, g := range r.games {
			if g.ID == r.room.Game {
				title += " · " + ctx.T(g.NameKey())
			}
		}
	}
	cx, cy := r.title.Center()
	core.Text(dst, ctx, title, core.FitBold(title, r.title.W-u*6, r.title.H*0.6), cx, cy, sprites.AlignCenter, sprites.AlignCenter, p.PanelText, r.title)
	size := ctx.BodyPx()
	drawTerms(dst, ctx, r.termsSaid.of(ctx, r.games, &r.room), r.terms, min(size, r.terms.H*0.4), p.PanelText)
	for i, s := range r.room.Seats {
		if i >= len(r.seats) {
			break
		}
		r.drawSeat(dst, ctx, r.seats[i], i, s, size)
	}
	info := ctx.T("online.room.waithost")
	switch {
	case r.message != "":
		info = r.message
	case r.entering != nil || r.saying != nil || r.remote != nil:
		info = ctx.T("online.busy")
	case r.cred.Watching():
		info = ctx.T("online.watch.waiting")
	case r.host() && r.othersReady() && !r.room.Started:
		info = ctx.T("online.room.allready")
	case r.host():
		info = ctx.T("online.room.waitall")
	}
	core.StatusLines(dst, ctx, info, r.info, min(size, r.info.H*0.4), p.PanelText)
	core.StatusLines(dst, ctx, ctx.T("online.room.share"), r.share, min(size, r.share.H*0.4), p.PanelText)
	r.shareLink.draw(dst, ctx, r.link())
	if link := r.link(); link != "" && r.qrRect.W > 40 {
		r.drawQR(dst, link)
	} else {
		code := r.cred.Table
		cx, cy := r.qrRect.Center()
		core.Text(dst, ctx, code, core.FitBold(code, r.qrRect.W*0.9, r.qrRect.H*0.3), cx, cy, sprites.AlignCenter, sprites.AlignCenter, p.PanelText, r.qrRect)
	}
	for _, w := range r.controls.Widgets() {
		label, style := ctx.T(w.ID.Name), sprites.ButtonSecondary
		switch w.ID {
		case idStart:
			style = sprites.ButtonPrimary
		case idReady:
			style = sprites.ButtonPrimary
			if r.mine().Ready {
				label, style = ctx.T("online.room.unready"), sprites.ButtonSecondary
			}
		case idCopy:
			label = r.shareLink.label(ctx)
		}
		core.DrawButton(dst, ctx, &r.controls, w, label, style)
	}
}

// drawSeat paints one seat's line: its name, and whether it is ready.
func (r *Room) drawSeat(dst *ebiten.Image, ctx *core.Context, rect ui.Rect, i int, s wire.RoomSeat, size float64) {
	p := ctx.Kit.Palette()
	vector.DrawFilledRect(dst, float32(rect.X), float32(rect.Y), float32(rect.W), float32(rect.H), p.Paper, true)
	name := s.Name
	switch {
	case !s.Taken && s.Kept: // a rematch's seat, waiting for its player
		name = ctx.T("online.room.kept", s.Name)
	case !s.Taken && s.Declined != "": // open: its player said No thanks
		name = ctx.T("online.room.declined", s.Declined)
	case !s.Taken:
		name = ctx.T("online.room.open")
	case r.here(i):
		name = ctx.T("online.room.you", s.Name)
	}
	state := ""
	switch {
	case !s.Taken && s.Declined != "":
		state = ctx.T("online.room.open")
	case i == r.room.Host:
		state = ctx.T("online.room.host")
	case s.Bot != "":
		state = ctx.T("seat.bot." + s.Bot)
	case s.Taken && s.Ready:
		state = ctx.T("online.room.isready")
	case s.Taken:
		state = ctx.T("online.room.notready")
	}
	pad := rect.H * 0.3
	_, cy := rect.Center()
	// Never under the least, however thin the row: a long name is cut
	// short instead.
	least := ctx.Least()
	name, face := core.FitText(name, rect.W*0.6, max(least, min(size*1.1, rect.H*0.45)), least, sprites.Bold)
	core.Text(dst, ctx, name, face, rect.X+pad, cy, sprites.AlignStart, sprites.AlignCenter, p.Ink, rect)
	clr := p.Muted
	if s.Ready && s.Taken {
		clr = p.Ink
	}
	state, sf := core.FitText(state, rect.W*0.35, max(least, min(size, rect.H*0.4)), least, sprites.Bold)
	core.Text(dst, ctx, state, sf, rect.X+rect.W-pad, cy, sprites.AlignEnd, sprites.AlignCenter, clr, rect)
}

// drawQR paints the QR code of link (made once per link and size).
func (r *Room) drawQR(dst *ebiten.Image, link string) {
	side := int(r.qrRect.W)
	if r.qr == nil || r.qrFor != link || r.qr.Bounds().Dx() != side {
		q, err := qrcode.New(link, qrcode.Medium)
		if err != nil {
			return
		}
		bits := q.Bitmap() // with its quiet zone
		img := ebiten.NewImage(side, side)
		img.Fill(qrLight)
		cell := float32(side) / float32(len(bits))
		for y, row := range bits {
			for x, on := range row {
				if on {
					vector.DrawFilledRect(img, float32(x)*cell, float32(y)*cell, cell+0.5, cell+0.5, qrDark, false)
				}
			}
		}
		r.qr, r.qrFor = img, link
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(r.qrRect.X, r.qrRect.Y)
	dst.DrawImage(r.qr, &op)
}

// The QR code's two colours: black on white, which every camera reads.
var (
	qrDark  = color.RGBA{0, 0, 0, 255}
	qrLight = color.RGBA{255, 255, 255, 255}
)
