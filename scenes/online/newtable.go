package online

import (
	"encoding/json"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// choices are a new online table's choices on the Play online screen:
// its game, seats and bots, what happens when someone drops, the game's
// options its server plays by (core.Option.Online) and, for Kakuro, how
// its buzzer race is judged. A line under them says what the choice last
// pressed does.
type choices struct {
	games                      []*core.Game
	game, players, bots, level int
	// wait: a person who drops is waited for; otherwise, the default, a
	// bot plays their seat once the table has held it (wire.Hold).
	wait    bool
	options map[string]any // the game's online options, by key
	buzzer  string         // wire.BuzzReaction or wire.BuzzArrival
	about   ui.ID          // the choice whose help line shows
	// pace indexes paces: 0 a table played at one sitting, otherwise
	// over days with that clock per move (not for a racing game).
	pace int
}

// paces are the clocks per move a new table may have, in seconds: 0 is
// a table played at one sitting (wire's "Tables over days").
var paces = []int{0, 3600, 12 * 3600, 24 * 3600, 3 * 24 * 3600}

// Widget IDs of the new table's choices; an option's carries its index
// in the game's Options.
var (
	idGame    = ui.Named("online.game")
	idPlayers = ui.Named("online.players")
	idBots    = ui.Named("online.bots")
	idLevel   = ui.Named("online.level")
	idDrop    = ui.Named("online.drop")
	idBuzzer  = ui.Named("online.buzzer")
	idPace    = ui.Named("online.pace")
	idCreate  = ui.Named("online.create")
)

// optionName names the option buttons.
const optionName = "online.option"

// newChoices starts the choices at the first game's defaults.
func newChoices(games []*core.Game) choices {
	c := choices{games: games, players: 2}
	if len(games) > 0 {
		c.players = max(2, games[0].MinSeats)
		c.level = len(games[0].BotLevels) / 2
	}
	c.reset()
	return c
}

// g is the chosen game.
func (c *choices) g() *core.Game { return c.games[c.game] }

// reset takes the chosen game's defaults for its options and buzzer.
func (c *choices) reset() {
	c.options, c.buzzer, c.about = map[string]any{}, wire.BuzzReaction, ui.ID{}
	if len(c.games) == 0 {
		return
	}
	g := c.g()
	for i, o := range g.Options {
		if o.Online {
			c.options[o.Key] = o.Default
			if c.about.IsZero() && g.OptionHelpKey(&g.Options[i], o.Default) != "" {
				c.about = ui.Indexed(optionName, i)
			}
		}
	}
	if wire.Races(g.ID) {
		c.about = idBuzzer // how the race is judged matters most
		c.pace = 0
	}
}

// ids are the choices' buttons in order (Create not among them).
func (c *choices) ids() []ui.ID {
	ids := []ui.ID{idGame, idPlayers, idBots, idLevel, idDrop}
	if len(c.games) == 0 {
		return ids
	}
	for i, o := range c.g().Options {
		if o.Online {
			ids = append(ids, ui.Indexed(optionName, i))
		}
	}
	if wire.Races(c.g().ID) {
		ids = append(ids, idBuzzer)
	} else {
		ids = append(ids, idPace)
	}
	return ids
}

// enabled says whether choice id can be pressed now (idle: no request
// runs).
func (c *choices) enabled(id ui.ID, idle bool) bool {
	switch id {
	case idGame:
		return idle && len(c.games) > 1
	case idLevel:
		return idle && c.bots > 0
	case idDrop:
		return idle && c.pace == 0 // a table over days waits for its players
	case idCreate:
		return idle && len(c.games) > 0
	}
	return idle
}

// press changes choice id; false when id is none of them.
func (c *choices) press(id ui.ID) bool {
	switch {
	case id == idGame:
		c.game = (c.game + 1) % len(c.games)
		g := c.g()
		c.players = min(max(c.players, g.MinSeats, 2), g.MaxSeats)
		c.level = min(c.level, len(g.BotLevels)-1)
		c.bots = min(c.bots, c.players-1)
		c.reset()
	case id == idPlayers:
		g := c.g()
		if c.players++; c.players > g.MaxSeats {
			c.players = max(2, g.MinSeats)
		}
		c.bots = min(c.bots, c.players-1)
	case id == idBots:
		c.bots = (c.bots + 1) % c.players // one seat at least is a person's: the host's
	case id == idLevel:
		c.level = (c.level + 1) % len(c.g().BotLevels)
	case id == idDrop:
		c.wait = !c.wait
	case id == idPace:
		c.pace = (c.pace + 1) % len(paces)
		c.about = id
	case id == idBuzzer:
		c.buzzer = map[string]string{wire.BuzzReaction: wire.BuzzArrival, wire.BuzzArrival: wire.BuzzReaction}[c.buzzer]
		c.about = id
	case id.Name == optionName && id.I >= 0 && id.I < len(c.g().Options):
		o := &c.g().Options[id.I]
		c.options[o.Key] = o.Next(c.options[o.Key])
		if c.g().OptionHelpKey(o, c.options[o.Key]) != "" {
			c.about = id
		}
	default:
		return false
	}
	return true
}

// label is choice id's button label.
func (c *choices) label(ctx *core.Context, id ui.ID) string {
	g := c.g()
	switch {
	case id == idGame:
		return ctx.T("online.game", ctx.T(g.NameKey()))
	case id == idPlayers:
		return ctx.T("online.players", c.players)
	case id == idBots:
		return ctx.T("online.bots", c.bots)
	case id == idLevel:
		return ctx.T("seat.bot." + g.BotLevels[c.level])
	case id == idDrop && (c.wait || c.pace > 0):
		return ctx.T("online.drop.wait")
	case id == idPace && c.pace > 0:
		return ctx.T("online.pace.days", core.DurationWords(ctx, time.Duration(paces[c.pace])*time.Second))
	case id == idPace:
		return ctx.T("online.pace.sitting")
	case id == idDrop:
		return ctx.T("online.drop.bot")
	case id == idBuzzer:
		return ctx.T("online.buzzer." + c.buzzer)
	case id.Name == optionName:
		o := &g.Options[id.I]
		return g.OptionLabel(ctx, o, c.options[o.Key])
	}
	return ctx.T(id.Name)
}

// help is the line saying what the choice last pressed does ("": none).
func (c *choices) help(ctx *core.Context) string {
	switch {
	case len(c.games) == 0 || c.about.IsZero():
		return ""
	case c.about == idBuzzer:
		return ctx.T("online.buzzer." + c.buzzer + ".help")
	case c.about == idPace && c.pace > 0:
		return ctx.T("online.pace.days.help", core.DurationWords(ctx, time.Duration(paces[c.pace])*time.Second))
	case c.about == idPace:
		return ctx.T("online.pace.sitting.help")
	}
	o := &c.g().Options[c.about.I]
	return c.g().OptionHelp(ctx, o, c.options[o.Key])
}

// request is the table asked for: the host (named name) in the first
// seat, the bots in the last ones.
func (c *choices) request(ctx *core.Context, name string) wire.CreateRequest {
	g := c.g()
	req := wire.CreateRequest{Game: g.ID, Wait: true, MoveClock: paces[c.pace]}
	if !c.wait && c.pace == 0 && len(g.BotLevels) > 0 {
		req.Takeover = g.BotLevels[len(g.BotLevels)/2] // the middle level: it plays on, neither throws nor wins the seat's game
	}
	if wire.Races(g.ID) && c.buzzer != wire.BuzzReaction {
		req.Buzzer = c.buzzer // the default goes unsaid
	}
	chosen := map[string]any{}
	for _, o := range g.Options {
		if v, ok := c.options[o.Key]; o.Online && ok && v != o.Default {
			chosen[o.Key] = v
		}
	}
	if len(chosen) > 0 {
		req.Options, _ = json.Marshal(chosen) // strings, ints and bools
	}
	for i := range c.players {
		name := strings.TrimSpace(name)
		if i > 0 {
			name = ""
		}
		kind := wire.Open
		if i >= c.players-c.bots {
			kind = g.BotLevels[c.level]
			name = ctx.T("seat.bot.name", i+1)
		}
		req.Seats = append(req.Seats, kind)
		req.Names = append(req.Names, name)
	}
	return req
}

// drawChoice paints a choice of the new table as a button; a label that
// would shrink under the least on one line (what happens on a dropped
// seat, in Russian on a phone) takes two lines at a readable size.
func drawChoice(dst *ebiten.Image, ctx *core.Context, c *ui.Controls, w ui.Widget, label string) {
	r := w.Rect
	size := min(r.H*0.42, ctx.U()*4.2)
	if core.FitBold(label, r.W*0.9, size).Size >= ctx.Least() {
		core.DrawButton(dst, ctx, c, w, label, sprites.ButtonSecondary)
		return
	}
	core.DrawButton(dst, ctx, c, w, "", sprites.ButtonSecondary)
	face := sprites.Bold(max(ctx.Least(), min(size, r.H*0.34)))
	lines := sprites.WrapBalanced(label, face, r.W*0.9)
	if len(lines) > 2 {
		lines = []string{lines[0], sprites.Ellipsize(strings.Join(lines[1:], " "), face, r.W*0.9)}
	}
	_, lh := sprites.Measure(lines[0], face)
	ink := ctx.Kit.Palette().Ink
	if !w.Enabled {
		ink = ctx.Kit.Palette().Muted
	}
	cx, cy := r.Center()
	for i, line := range lines {
		core.Text(dst, ctx, line, face, cx, cy+(float64(i)-float64(len(lines)-1)/2)*lh, sprites.AlignCenter, sprites.AlignCenter, ink, r)
	}
}

// helpLines is how many lines of body text the help line has room for.
const helpLines = 3

// drawHelp writes the help line into r in body text, wrapped, shrunk only
// when it would take more than most lines.
func drawHelp(dst *ebiten.Image, ctx *core.Context, help string, r ui.Rect, clr color.RGBA, most int) {
	var lines []string
	var face *sprites.Face
	for px := ctx.BodyPx(); ; px *= 0.92 {
		face = sprites.UI(px)
		if lines = sprites.Wrap(help, face, r.W); len(lines) <= most || px < 9 {
			break
		}
	}
	lineH := face.Size * 1.3
	y := r.Y + r.H/2 - lineH*float64(len(lines)-1)/2
	for i, line := range lines {
		core.Text(dst, ctx, line, face, r.X, y+float64(i)*lineH, sprites.AlignStart, sprites.AlignCenter, clr, r)
	}
}

// layoutNew lays the new table's step out from y down, in one column of
// width colW at x or, where that does not fit above bottom, in two: the
// seats on the left, the options, the help line and Create on the right.
// It returns the widgets and where the help line goes.
func (c *choices) layoutNew(W, x, y, colW, rowH, gap, bottom float64, idle bool, least, helpH float64) ([]ui.Widget, ui.Rect) {
	ids := c.ids()
	seats, extra := ids[:5], ids[5:]
	if c.about.IsZero() {
		helpH = 0
	}
	// Rows and help in one column: the choices, the help, Create.
	need := func(n int, g float64) float64 { return float64(n)*(rowH+g) + helpH }
	cols := 1
	if y+need(len(ids)+1, gap) > bottom && W >= 2*least+3*gap {
		cols = 2
	}
	cw := colW
	if cols == 2 {
		cw = min(colW, (W-3*gap)/2)
		x = (W - 2*cw - gap) / 2
	}
	// Rows per column; a tight screen tightens the gaps before anything
	// goes off it.
	n := len(ids) + 1
	if cols == 2 {
		n = max(len(seats), len(extra)+1)
	}
	if room := bottom - y - helpH; need(n, gap)-helpH > room {
		gap = max(2, (room-float64(n)*rowH)/float64(n))
	}
	var ws []ui.Widget
	col := func(x float64, ids []ui.ID, y float64) float64 {
		for _, id := range ids {
			ws = append(ws, ui.Widget{ID: id, Rect: ui.Rect{X: x, Y: y, W: cw, H: rowH}, Enabled: c.enabled(id, idle)})
			y += rowH + gap
		}
		return y
	}
	var rest float64
	if cols == 1 {
		rest = col(x, ids, y)
	} else {
		col(x, seats, y)
		rest = col(x+cw+gap, extra, y)
		x += cw + gap
	}
	help := ui.Rect{X: x, Y: rest, W: cw, H: helpH}
	if helpH > 0 {
		rest += helpH + gap
	}
	ws = append(ws, ui.Widget{ID: idCreate, Rect: ui.Rect{X: x, Y: rest, W: cw, H: rowH}, Enabled: c.enabled(idCreate, idle)})
	return ws, help
}

// tableTerms says how a room's table plays: its online options (a
// default the room does not list included), its buzzer race, and what
// happens when someone drops. None before the room is known.
func tableTerms(ctx *core.Context, games []*core.Game, room *wire.Room) []string {
	var g *core.Game
	for _, x := range games {
		if x.ID == room.Game {
			g = x
		}
	}
	if g == nil {
		return nil
	}
	var chosen map[string]any
	_ = json.Unmarshal(room.Options, &chosen) // what cannot be read is shown as the default
	var terms []string
	for i, o := range g.Options {
		if !o.Online {
			continue
		}
		v := o.Default
		if n, ok := chosen[o.Key].(float64); ok && o.Kind == core.Number {
			v = int(n)
		} else if x, ok := chosen[o.Key]; ok && o.Kind != core.Number {
			v = x
		}
		if o.Check(v) != nil {
			v = o.Default
		}
		terms = append(terms, g.OptionLabel(ctx, &g.Options[i], v))
	}
	if wire.Races(g.ID) {
		buzzer := room.Buzzer
		if buzzer != wire.BuzzArrival {
			buzzer = wire.BuzzReaction
		}
		terms = append(terms, ctx.T("online.buzzer."+buzzer))
	}
	if room.MoveClock > 0 {
		terms = append(terms, ctx.T("online.pace.days", core.DurationWords(ctx, time.Duration(room.MoveClock)*time.Second)))
	}
	if room.Takeover != "" {
		terms = append(terms, ctx.T("online.drop.bot"))
	} else {
		terms = append(terms, ctx.T("online.drop.wait"))
	}
	return terms
}

// termsMemo keeps tableTerms for one room revision and language.
type termsMemo struct {
	rev   uint64
	code  string
	lang  i18n.Lang
	terms []string
}

// of is tableTerms for room, made again only when the room or the
// language changed.
func (m *termsMemo) of(ctx *core.Context, games []*core.Game, room *wire.Room) []string {
	if lang := ctx.Tr.Lang(); m.terms == nil || m.rev != room.Rev || m.code != room.Code || m.lang != lang {
		*m = termsMemo{rev: room.Rev, code: room.Code, lang: lang, terms: tableTerms(ctx, games, room)}
	}
	return m.terms
}

// drawTerms writes terms centred in r, as many to a line as fit (a term
// is never broken), in the largest size up to size that fits.
func drawTerms(dst *ebiten.Image, ctx *core.Context, terms []string, r ui.Rect, size float64, clr color.RGBA) {
	if len(terms) == 0 {
		return
	}
	const sep = "  ·  "
	var lines []string
	var face *sprites.Face
	for px := size; ; px *= 0.92 {
		face, lines = sprites.Bold(px), lines[:0]
		line := terms[0]
		for _, t := range terms[1:] {
			if w, _ := sprites.Measure(line+sep+t, face); w <= r.W {
				line += sep + t
				continue
			}
			lines = append(lines, line)
			line = t
		}
		lines = append(lines, line)
		if px*1.25*float64(len(lines)) <= r.H || px < 9 {
			break
		}
	}
	lineH := face.Size * 1.25
	cx := r.X + r.W/2
	y := r.Y + r.H/2 - lineH*float64(len(lines)-1)/2
	for i, line := range lines {
		core.Text(dst, ctx, line, face, cx, y+float64(i)*lineH, sprites.AlignCenter, sprites.AlignCenter, clr, r)
	}
}
