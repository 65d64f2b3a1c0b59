package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Setup's help lines: under each of a game's options (and its hints
// switch) a line or two of what it does, when the game's catalog has one
// (see core.Game: "option.ID.KEY.help", or per value
// "option.ID.KEY.VALUE.help"; "option.ID.hints.help" for the hints). The
// room is kept for the longest of an option's texts, so the buttons stay
// put as its value changes.

// optionHelp is one help line's place under its button.
type optionHelp struct {
	id   ui.ID
	rect ui.Rect
}

// helpFace is the help lines' face: body text, quieter than the labels.
func helpFace(ctx *core.Context) *sprites.Face { return sprites.UI(ctx.BodyPx()) }

// helpLineH is the height of one help line in face f.
func helpLineH(f *sprites.Face) float64 { return f.Size * 1.3 }

// helpKeys lists the help texts toggle id may show, by value (the first
// the catalog has of a value's own and the option's).
func (s *Scene) helpKeys(id ui.ID) []string {
	base := "option." + s.game.ID + "."
	if id == idHints {
		return present(base + "hints.help")
	}
	if id.Name != optionID || id.I < 0 || id.I >= len(s.game.Options) {
		return nil
	}
	o := &s.game.Options[id.I]
	var keys []string
	for _, v := range helpValues(o) {
		keys = append(keys, present(base+o.Key+"."+v+".help", base+o.Key+".help")...)
	}
	return keys
}

// helpValues are the value names an option's help may be worded for.
func helpValues(o *core.Option) []string {
	switch o.Kind {
	case core.Choice:
		return o.Choices
	case core.Toggle:
		return []string{"on", "off"}
	}
	return []string{"off", "on"} // a number: off, or any time
}

// present returns the first of keys the catalog has, or none.
func present(keys ...string) []string {
	for _, k := range keys {
		if i18n.Has(k) {
			return []string{k}
		}
	}
	return nil
}

// helpText is the help line toggle id shows now ("" for none).
func (s *Scene) helpText(ctx *core.Context, id ui.ID) string {
	base := "option." + s.game.ID + "."
	if id == idHints {
		return s.firstHelp(ctx, base+"hints.help")
	}
	if id.Name != optionID || id.I < 0 || id.I >= len(s.game.Options) {
		return ""
	}
	o := &s.game.Options[id.I]
	return s.game.OptionHelp(ctx, o, s.table.Options[o.Key])
}

// firstHelp is the first of keys the catalog has, translated.
func (s *Scene) firstHelp(ctx *core.Context, keys ...string) string {
	for _, k := range present(keys...) {
		return ctx.T(k)
	}
	return ""
}

// helpRoom is how many help lines each of toggles keeps room for when
// its button is w wide.
func (s *Scene) helpRoom(ctx *core.Context, toggles []ui.ID, w float64) []int {
	face := helpFace(ctx)
	room := make([]int, len(toggles))
	for i, id := range toggles {
		for _, k := range s.helpKeys(id) {
			room[i] = max(room[i], len(sprites.Wrap(ctx.T(k), face, w)))
		}
	}
	return room
}

// helpHeights is the extra height each line of toggles (cols a line)
// takes for its help.
func helpHeights(room []int, cols int, lineH float64) []float64 {
	var out []float64
	for i := 0; i < len(room); i += cols {
		most := 0
		for _, n := range room[i:min(i+cols, len(room))] {
			most = max(most, n)
		}
		out = append(out, float64(most)*lineH)
	}
	return out
}

// drawHelp writes each toggle's help line under its button.
func (s *Scene) drawHelp(dst *ebiten.Image, ctx *core.Context) {
	if len(s.helps) == 0 {
		return
	}
	face := helpFace(ctx)
	lineH := helpLineH(face)
	clr := ctx.Kit.Palette().PanelText
	for _, h := range s.helps {
		text := s.helpText(ctx, h.id)
		if text == "" || h.rect.H < 1 {
			continue
		}
		y := h.rect.Y + lineH/2
		for _, line := range sprites.Wrap(text, face, h.rect.W) {
			core.Text(dst, ctx, line, face, h.rect.X+h.rect.W/2, y, sprites.AlignCenter, sprites.AlignCenter, clr, h.rect)
			y += lineH
		}
	}
}
