package online

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/sprites"
)

// The day's table reads at every size in every language: fifty players
// of long names, the player's own place below them, five past days.
func TestTheDaysTableFitsEveryScreen(t *testing.T) {
	reply := &wire.DailyReply{Game: "knister", Day: "2026-11-29", Players: 812, Mine: wire.DailyEntry{Name: "Ana", Score: 41, Place: 377, You: true}}
	for i := range wire.DailyTop {
		reply.Top = append(reply.Top, wire.DailyEntry{Name: fmt.Sprintf("Wolfgang Amadeus %d", i), Score: 200 - i, Place: i + 1})
	}
	for i := range 30 {
		reply.Days = append(reply.Days, wire.DailyResult{Day: fmt.Sprintf("2026-11-%02d", 29-i), Score: 80 + i, Place: 12 + i, Players: 999})
	}
	kit := sprites.NewKit(sprites.Classic())
	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			ctx := layouttest.Screen{Seats: 1, W: size[0], H: size[1], Lang: lang}.Context(kit)
			d := NewDayTable(ctx, "knister", "2026-11-29", reply)
			d.Layout(ctx)
			what := fmt.Sprintf("the day's table %dx%d %s", size[0], size[1], lang)
			layouttest.CheckTargets(t, what, ctx, d.Targets(), layouttest.TouchPx)
			layouttest.CheckTexts(t, what, ctx, func(dst *ebiten.Image) { d.Draw(dst, ctx) })
		}
	}
}
