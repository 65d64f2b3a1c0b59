package setup

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/core/remotetest"
	"cifra/scenes/i18n"
	"cifra/sprites"
)

// TestCountedMessagesAgree: the counted messages the shell registers
// (scenes/i18n) each have a test reading them at their counts; the
// games' own are their packages' (resume.kakuzu is Kakuzu's).
func TestCountedMessagesAgree(t *testing.T) {
	kit := sprites.NewKit(sprites.Classic())
	layouttest.CheckCounts(t, "../i18n", map[string]layouttest.Count{
		// Its count is the name limit, core.MaxNameRunes, by design: the
		// editor says it when a name is full, never at 1 or 3.
		"setup.name.full": {Unreached: "a constant count (core.MaxNameRunes): said only of a full name"},
		// A clock's days left, or a table's clock per move (tables over
		// days): core.DurationWords.
		"online.dur.days": {Counts: []int{1, 2, 5, 21}, Texts: func(t *testing.T, lang i18n.Lang, n int) []string {
			ctx := layouttest.Screen{W: 1280, H: 800, Lang: lang}.Context(kit)
			return []string{core.DurationWords(ctx, time.Duration(n)*24*time.Hour)}
		}},
		// The round's banner while the table's server is out of reach,
		// with n of this device's moves waiting to be sent.
		"online.server.moves": {Counts: []int{1, 3}, Texts: func(t *testing.T, lang i18n.Lang, n int) []string {
			ctx := layouttest.Screen{W: 1280, H: 800, Lang: lang}.Context(kit)
			r := &remotetest.Table{Table: wire.Table{Code: "ABC123", Players: []rules.Player{{Name: "Ana"}, {Name: "Bea"}}},
				Seats: []int{0}, Linked: core.LinkReconnecting, Lost: time.Now(), Waiting: n}
			f := core.NewFollowing(2)
			f.Poll(ctx, r, "knister", func(core.Refusal) {})
			return layouttest.Texts(ctx, func(dst *ebiten.Image) { f.DrawPresence(dst, ctx) })
		}},
	})
}
