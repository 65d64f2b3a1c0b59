package scenes

import (
	"fmt"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/knister"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

const (
	maxSeats    = 12
	maxNameLen  = 14
	tableSaveAs = "table-"
)

// kinds a seat cycles through when its kind button is pressed.
var seatKinds = []string{"", "easy", "normal", "hard"}

// setup chooses the seats (people and bots) and options of a game.
type setup struct {
	game     string
	table    core.Table
	controls ui.Controls
	editing  int // seat whose name is being typed, or -1
	title    ui.Rect
	rows     []ui.Rect
}

func newSetup(ctx *core.Context, game string) *setup {
	s := &setup{game: game, editing: -1}
	s.table = core.Table{Game: game, Seats: []core.Seat{{Name: ctx.T("setup.player", 1)}}}
	var saved core.Table
	if err := store.Load(tableSaveAs+game, &saved); err == nil && validTable(saved) {
		s.table = saved
	}
	return s
}

// validTable guards against a hand-edited or old saved table.
func validTable(t core.Table) bool {
	if len(t.Seats) < 1 || len(t.Seats) > maxSeats {
		return false
	}
	for _, s := range t.Seats {
		if s.Name == "" || utf8.RuneCountInString(s.Name) > maxNameLen*2 {
			return false
		}
		switch s.Bot {
		case "", "easy", "normal", "hard":
		default:
			return false
		}
	}
	return true
}

func (s *setup) Name() string         { return "setup" }
func (s *setup) Animating() bool      { return s.editing >= 0 }
func (s *setup) Targets() []ui.Target { return s.controls.Targets() }

func (s *setup) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	s.title = ui.Rect{X: 0, Y: u * 2, W: W, H: u * 10}
	footerH := u * 10
	area := ui.Rect{X: (W - min(W-u*6, u*110)) / 2, Y: s.title.Y + s.title.H + u*2, W: min(W-u*6, u*110)}
	area.H = H - area.Y - footerH - u*4
	n := len(s.table.Seats)
	rowH := min(u*9, (area.H-u*12)/float64(maxSeats))
	rowH = max(rowH, min(u*9, (area.H-u*12)/float64(n+1)))
	s.rows = area.Column(n, rowH, u*1)
	var ws []ui.Widget
	for i, r := range s.rows {
		name, rest := r.SplitH(r.W*0.48, u*2)
		kind, remove := rest.SplitH(rest.W-rowH-u*2, u*2)
		ws = append(ws,
			ui.Widget{ID: fmt.Sprintf("setup.seat.%d.name", i), Rect: name, Enabled: true},
			ui.Widget{ID: fmt.Sprintf("setup.seat.%d.kind", i), Rect: kind, Enabled: true},
			ui.Widget{ID: fmt.Sprintf("setup.seat.%d.remove", i), Rect: remove, Enabled: n > 1})
	}
	y := area.Y + float64(n)*(rowH+u)
	ws = append(ws,
		ui.Widget{ID: "setup.add", Rect: ui.Rect{X: area.X, Y: y + u, W: area.W*0.48 - u, H: min(u*8, rowH)}, Enabled: n < maxSeats},
		ui.Widget{ID: "setup.hints", Rect: ui.Rect{X: area.X + area.W*0.52, Y: y + u, W: area.W * 0.48, H: min(u*8, rowH)}, Enabled: true})
	footer := ui.Rect{X: area.X, Y: H - footerH - u*2, W: area.W, H: footerH}
	back, start := footer.SplitH(footer.W*0.35, u*3)
	ws = append(ws, ui.Widget{ID: "setup.back", Rect: back, Enabled: true}, ui.Widget{ID: "setup.start", Rect: start, Enabled: true})
	s.controls.Set(ws)
	if s.controls.Focused() == "" {
		s.controls.Focus("setup.start")
	}
}

func (s *setup) Update(ctx *core.Context) {
	if s.editing >= 0 {
		s.typeName(ctx)
		return
	}
	if ctx.Frame.Key(ui.KeyBack) {
		ctx.Nav.Menu()
		return
	}
	id := s.controls.Update(ctx.Frame)
	if id == "" {
		return
	}
	ctx.Play(audio.Click)
	var seat int
	var part string
	if _, err := fmt.Sscanf(id, "setup.seat.%d.%s", &seat, &part); err == nil && seat < len(s.table.Seats) {
		s.seatAction(ctx, seat, part)
		return
	}
	switch id {
	case "setup.add":
		s.table.Seats = append(s.table.Seats, core.Seat{Name: ctx.T("setup.player", len(s.table.Seats)+1)})
		s.Layout(ctx)
	case "setup.hints":
		s.table.Hints = !s.table.Hints
	case "setup.back":
		ctx.Nav.Menu()
	case "setup.start":
		s.start(ctx)
	}
}

func (s *setup) seatAction(ctx *core.Context, i int, part string) {
	seat := &s.table.Seats[i]
	switch part {
	case "name":
		s.editing = i
	case "kind":
		for k, kind := range seatKinds {
			if kind == seat.Bot {
				seat.Bot = seatKinds[(k+1)%len(seatKinds)]
				break
			}
		}
	case "remove":
		s.table.Seats = append(s.table.Seats[:i], s.table.Seats[i+1:]...)
		s.Layout(ctx)
	}
}

// typeName edits the name of the seat being edited with the keyboard.
func (s *setup) typeName(ctx *core.Context) {
	seat := &s.table.Seats[s.editing]
	for _, r := range ctx.Frame.Chars {
		if utf8.RuneCountInString(seat.Name) < maxNameLen && r >= ' ' {
			seat.Name += string(r)
		}
	}
	if ctx.Frame.Key(ui.KeyUndo) && seat.Name != "" {
		_, size := utf8.DecodeLastRuneInString(seat.Name)
		seat.Name = seat.Name[:len(seat.Name)-size]
	}
	done := ctx.Frame.Key(ui.KeyActivate) || ctx.Frame.Key(ui.KeyBack)
	for _, p := range ctx.Frame.Pointers {
		done = done || p.Pressed
	}
	if done {
		if seat.Name == "" {
			seat.Name = ctx.T("setup.player", s.editing+1)
		}
		s.editing = -1
	}
}

func (s *setup) start(ctx *core.Context) {
	if err := store.Save(tableSaveAs+s.game, s.table); err != nil {
		ctx.Notify(ctx.T("notice.table.unsaved", err.Error()))
	}
	t := s.table
	t.Seats = append([]core.Seat(nil), s.table.Seats...)
	ctx.Nav.Switch(knister.NewRound(ctx, t))
}

func (s *setup) Draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	p := k.Palette()
	u := ctx.U()
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	cx, cy := s.title.Center()
	core.Title(dst, ctx, ctx.T("setup.title", ctx.T("game."+s.game)), cx, cy, u*6)
	for _, w := range s.controls.Widgets() {
		var seat int
		var part string
		if _, err := fmt.Sscanf(w.ID, "setup.seat.%d.%s", &seat, &part); err == nil {
			s.drawSeatPart(dst, ctx, w, seat, part)
			continue
		}
		label, style := ctx.T(w.ID), sprites.ButtonSecondary
		switch w.ID {
		case "setup.start":
			style = sprites.ButtonPrimary
		case "setup.hints":
			label = ctx.T("setup.hints", ctx.OnOff(s.table.Hints))
		}
		core.DrawButton(dst, ctx, &s.controls, w, label, style)
	}
	if r, ok := s.controls.Rect("setup.hints"); ok && s.table.Hints && s.table.Humans() > 1 {
		sprites.DrawText(dst, ctx.T("setup.hints.agree"), sprites.UI(u*2.4), r.X+r.W/2, r.Y+r.H+u*2.5, sprites.AlignCenter, sprites.AlignCenter, p.Muted)
	}
}

func (s *setup) drawSeatPart(dst *ebiten.Image, ctx *core.Context, w ui.Widget, i int, part string) {
	seat := s.table.Seats[i]
	switch part {
	case "name":
		label := seat.Name
		if s.editing == i && (ctx.Tick/30)%2 == 0 {
			label += "|"
		}
		style := sprites.ButtonSecondary
		if s.editing == i {
			style = sprites.ButtonPrimary
		}
		core.DrawButton(dst, ctx, &s.controls, w, label, style)
	case "kind":
		label := ctx.T("seat.human")
		if !seat.Human() {
			label = ctx.T("seat.bot." + seat.Bot)
		}
		core.DrawButton(dst, ctx, &s.controls, w, label, sprites.ButtonSecondary)
	case "remove":
		core.DrawButton(dst, ctx, &s.controls, w, "×", sprites.ButtonDanger)
	}
}

// firstScene is the menu, or straight into a game when -game/-players or
// -autoplay ask for it.
func firstScene(ctx *core.Context, o Options) core.Scene {
	if o.Autoplay {
		seats := o.Players
		if len(seats) == 0 {
			seats = []core.Seat{{Bot: "hard"}, {Bot: "normal"}, {Bot: "easy"}}
		}
		for i := range seats {
			if seats[i].Human() {
				seats[i].Bot = "hard"
			}
			seats[i].Name = ctx.T("seat.bot."+seats[i].Bot) + fmt.Sprintf(" %d", i+1)
		}
		return knister.NewRound(ctx, core.Table{Game: "knister", Seats: seats, Seed: o.Seed})
	}
	if len(o.Players) > 0 {
		return knister.NewRound(ctx, core.Table{Game: "knister", Seats: nameBots(ctx, o.Players), Seed: o.Seed})
	}
	if o.Game != "" {
		return newSetup(ctx, o.Game)
	}
	return newMenu(ctx)
}
