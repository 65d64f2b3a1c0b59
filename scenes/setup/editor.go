package setup

import (
	"image/color"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/audio"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Widget IDs of the name editor.
var (
	idNameDone = ui.Named("setup.name.done")
	idNameKeys = ui.Named("setup.name.keys")
)

// namePoolID is a ready name to pick; I indexes nameEditor.pool.
const namePoolID = "setup.name.pool"

// nameEditor types a seat's name: with a physical keyboard, or on a
// touch screen or a gamepad with the on-screen keyboard, or by picking a
// ready name. It is a panel at the bottom of setup; a press outside it
// closes it, as Enter and Esc do.
type nameEditor struct {
	kb      ui.Keyboard
	keys    bool // the on-screen keyboard is shown
	replace bool // the name is selected: the next letter replaces it
	// navigating: arrows or a gamepad move the focus over the editor, so
	// Enter (a pad's A) presses the focused key instead of closing.
	navigating bool
	panel      ui.Rect
	field      ui.Rect
	hint       ui.Rect
	pool       []string // the ready names on offer, one per chip
}

// openName starts editing seat i's name. The on-screen keyboard opens by
// itself for a finger or a gamepad; with a mouse or a keyboard a button
// shows it.
func (s *Scene) openName(ctx *core.Context, i int, touch, pad bool) {
	s.editing = i
	s.name = nameEditor{
		kb:         ui.Keyboard{Page: ui.PageFor(string(ctx.Tr.Lang())), Shift: true},
		keys:       touch || pad,
		replace:    true,
		navigating: pad,
	}
	s.controls.Focus(ui.ID{})
	s.Layout(ctx)
	if pad {
		s.controls.Focus(ui.Indexed2(ui.KeyboardKeyID, 0, 0))
	}
}

// closeName ends editing: an empty name, or one the name rule refuses
// (rules.CheckName: blank, say), becomes the seat's default one.
func (s *Scene) closeName(ctx *core.Context) {
	seat := &s.table.Seats[s.editing]
	seat.Name = strings.TrimSpace(seat.Name)
	if rules.CheckName(seat.Name) != nil {
		seat.Name = ctx.T("setup.player", s.editing+1)
	}
	id := ui.Indexed(seatNameID, s.editing)
	s.editing = -1
	s.Layout(ctx)
	s.controls.Focus(id)
}

// typeRune adds r to the name being edited, up to core.MaxNameRunes (the
// count beside the name says how many are used, and the hint under it
// says why no more are taken). A character no name may hold (the name
// rule's rules.NameRune: a control character, a text-direction override)
// is not taken.
func (s *Scene) typeRune(r rune) {
	if !rules.NameRune(r) {
		return
	}
	seat := &s.table.Seats[s.editing]
	if s.name.replace {
		seat.Name, s.name.replace = "", false
	}
	if utf8.RuneCountInString(seat.Name) < core.MaxNameRunes {
		seat.Name += string(r)
	}
	s.name.kb.Shift = false // the capital was typed, on either keyboard
}

// backspace deletes the last letter (the whole name while it is selected).
func (s *Scene) backspace() {
	seat := &s.table.Seats[s.editing]
	if s.name.replace {
		seat.Name, s.name.replace = "", false
	} else if seat.Name != "" {
		_, size := utf8.DecodeLastRuneInString(seat.Name)
		seat.Name = seat.Name[:len(seat.Name)-size]
	}
	if seat.Name == "" {
		s.name.kb.Shift = true // a name starts with a capital
	}
}

// editName is Update while a name is edited.
func (s *Scene) editName(ctx *core.Context) {
	e := &s.name
	f := *ctx.Frame
	f.Keys = slices.Clone(f.Keys)
	for _, p := range f.Pads {
		if seat, bound := s.seatOf(p.ID); bound && p.Disconnected {
			s.dropPad(seat) // as outside the editor: the seat goes on by touch
		}
		f.Keys = append(f.Keys, p.Keys...)
		e.navigating = e.navigating || len(p.Keys) > 0
	}
	for _, p := range f.Pointers {
		if p.Pressed && !e.panel.Contains(p.X, p.Y) {
			s.closeName(ctx)
			return
		}
	}
	for _, k := range f.Keys {
		switch k {
		case ui.KeyUp, ui.KeyDown, ui.KeyLeft, ui.KeyRight, ui.KeyNext, ui.KeyPrev:
			e.navigating = true
		}
	}
	space := false
	for _, r := range f.Chars {
		if rules.NameRune(r) {
			s.typeRune(r)
			e.navigating = false
			space = space || r == ' '
		}
	}
	if f.Key(ui.KeyBack) {
		s.closeName(ctx)
		return
	}
	if f.Key(ui.KeyUndo) {
		s.backspace()
	}
	if !e.navigating || space {
		// Typing: Enter closes, and the space bar (also an activate key)
		// has typed its space already.
		enter := f.Key(ui.KeyActivate) && !space
		f.Keys = slices.DeleteFunc(f.Keys, func(k ui.Key) bool { return k == ui.KeyActivate })
		if enter {
			s.closeName(ctx)
			return
		}
	}
	id := s.controls.Update(&f)
	if id.IsZero() {
		return
	}
	ctx.Play(audio.Click)
	switch {
	case id == idNameDone:
		s.closeName(ctx)
	case id == idNameKeys:
		e.keys = true
		s.Layout(ctx)
		s.controls.Focus(ui.Indexed2(ui.KeyboardKeyID, 0, 0))
	case id.Name == namePoolID && id.I < len(e.pool):
		s.table.Seats[s.editing].Name = e.pool[id.I]
		s.closeName(ctx)
	default:
		switch action, r, _ := e.kb.Press(id); action {
		case ui.KeyType, ui.KeySpace:
			s.typeRune(r)
		case ui.KeyBackspace:
			s.backspace()
		case ui.KeyPage:
			s.Layout(ctx) // the pages have different rows
		}
	}
}

// freeNames is the language's pool of ready names less those seated.
func (s *Scene) freeNames(ctx *core.Context) []string {
	var free []string
	for _, n := range strings.Split(ctx.T("setup.name.pool"), ",") {
		taken := false
		for i, seat := range s.table.Seats {
			taken = taken || (i != s.editing && strings.EqualFold(seat.Name, n))
		}
		if !taken && n != "" {
			free = append(free, n)
		}
	}
	return free
}

// layoutEditor places the editor's panel at the bottom of the screen:
// the name with its letter count and Done, a hint, a row of ready names,
// and the on-screen keyboard or the button that shows it. It returns the
// editor's widgets (the rest of setup is not pressable meanwhile).
func (s *Scene) layoutEditor(ctx *core.Context) []ui.Widget {
	e := &s.name
	u, css := ctx.U(), ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	tgt, gap, pad, pw, keyW := core.ModalSizes(ctx)
	hintH := ctx.BodyPx() * 1.5
	h := pad*2 + tgt + gap + hintH + gap + tgt + gap
	if e.keys {
		e.kb.Fit(pw-2*pad, 44*css, gap) // re-flowed only below a touch target
		h += e.kb.Height(tgt, gap)
	} else {
		h += tgt // the button that shows the keyboard, in its place
	}
	e.panel = ui.Rect{X: (W - pw) / 2, Y: max(0, H-h-u), W: pw, H: h}
	in := e.panel.Inset(pad)
	row, rest := in.SplitV(tgt, gap)
	var ws []ui.Widget
	field, done := row.SplitH(row.W*0.7, gap)
	e.field = field
	ws = append(ws, ui.Widget{ID: idNameDone, Rect: done, Enabled: true})
	e.hint, rest = rest.SplitV(hintH, gap)
	chips, rest := rest.SplitV(tgt, gap)
	e.pool = s.freeNames(ctx)
	n := max(1, min(len(e.pool), int((chips.W+gap)/(max(88*css, u*12)+gap)), 6))
	e.pool = e.pool[:min(n, len(e.pool))]
	for i, r := range chips.Row(len(e.pool), gap) {
		ws = append(ws, ui.Widget{ID: ui.Indexed(namePoolID, i), Rect: r, Enabled: true})
	}
	if e.keys {
		keys, _ := e.kb.Layout(rest, tgt, keyW, gap)
		ws = append(ws, keys...)
	} else {
		ws = append(ws, ui.Widget{ID: idNameKeys, Rect: rest.CenterIn(min(rest.W, max(rest.W/2, 240*css)), tgt), Enabled: true})
	}
	return ws
}

// drawEditor paints the name editor over the dimmed setup.
func (s *Scene) drawEditor(dst *ebiten.Image, ctx *core.Context) {
	e := &s.name
	k := ctx.Kit
	p := k.Palette()
	core.DrawModal(dst, ctx, e.panel, 110)
	s.drawField(dst, ctx)
	hint := ctx.T("setup.name.hint")
	clr := p.Muted
	if utf8.RuneCountInString(s.table.Seats[s.editing].Name) >= core.MaxNameRunes && !e.replace {
		hint, clr = ctx.N("setup.name.full", core.MaxNameRunes, core.MaxNameRunes), p.Focus
	}
	face := core.FitBold(hint, e.hint.W, ctx.BodyPx())
	core.Text(dst, ctx, hint, face, e.hint.X, e.hint.Y+e.hint.H/2, sprites.AlignStart, sprites.AlignCenter, clr, e.hint)
	for _, w := range s.controls.Widgets() {
		label, style := "", sprites.ButtonSecondary
		switch {
		case w.ID == idNameDone:
			label, style = ctx.T("setup.name.done"), sprites.ButtonPrimary
		case w.ID == idNameKeys:
			label = ctx.T("setup.name.keys")
		case w.ID.Name == namePoolID:
			label = e.pool[w.ID.I]
		default:
			label = e.kb.Label(w.ID, ctx.T("kb.space"))
			if e.kb.Held(w.ID) {
				style = sprites.ButtonPrimary
			}
		}
		core.DrawButton(dst, ctx, &s.controls, w, label, style)
	}
}

// drawField paints the name being typed, selected while the next letter
// replaces it, with a blinking caret and the letters used of the most.
func (s *Scene) drawField(dst *ebiten.Image, ctx *core.Context) {
	e := &s.name
	p := ctx.Kit.Palette()
	r := e.field
	cx, cy := r.Center()
	sprites.DrawImage(dst, ctx.Kit.Button(int(r.W), int(r.H), sprites.ButtonSecondary, sprites.ButtonPressed), cx, cy, 1, 1, 1)
	name := s.table.Seats[s.editing].Name
	n := utf8.RuneCountInString(name)
	count := ctx.T("setup.name.count", n, core.MaxNameRunes)
	small := sprites.Bold(max(r.H*0.3, ctx.BodyPx()*0.9))
	cw, _ := sprites.Measure(count, small)
	countClr := p.Muted
	if n >= core.MaxNameRunes {
		countClr = p.Bad
	}
	inset := r.H * 0.3
	core.Text(dst, ctx, count, small, r.X+r.W-inset, cy, sprites.AlignEnd, sprites.AlignCenter, countClr, r)
	room := r.W - cw - inset*3
	face := core.FitBold(name+"|", room, min(r.H*0.45, ctx.U()*4.2))
	tw, _ := sprites.Measure(name, face)
	x := r.X + inset
	if e.replace && name != "" {
		vector.DrawFilledRect(dst, float32(x-2), float32(cy-face.Size*0.7), float32(tw+4), float32(face.Size*1.4), withAlpha(p.Focus, 120), false)
	}
	core.Text(dst, ctx, name, face, x, cy, sprites.AlignStart, sprites.AlignCenter, p.Ink, r)
	if caretShows(ctx) {
		core.Text(dst, ctx, "|", face, x+tw, cy, sprites.AlignStart, sprites.AlignCenter, p.Ink, r)
	}
}

func withAlpha(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

// caretShows reports whether the blinking caret shows at this tick: on
// and off every half second.
func caretShows(ctx *core.Context) bool { return (ctx.Tick/30)%2 == 0 }
