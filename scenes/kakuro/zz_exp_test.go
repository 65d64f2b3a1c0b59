//go:build !js

package kakuro

import (
	"testing"
	"time"

	"cifra/online/onlinetest"
	"cifra/scenes/ui"
)

func TestZZExpSpace(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_800_000_000, 0))
	r, sc, _ := passingTable(t, clock, []string{"Ana", "Bea"}, 1)
	g := &rig{t: t, ctx: sc, r: r, script: &ui.Script{}}
	g.waitFor("hunt", 3000, func() bool { return r.phase == phaseHunt && !r.run.Busy() })
	t.Logf("mine %v key %q kb", r.table.Remote.Mine(), r.buzzerKey(sc, 0, false))
	g.script.Press(ui.KeyActivate)
	g.run(0)
	t.Logf("claimer %d phase %s focus %v", r.Claimer(), r.Phase(), r.seats[0].panel.Controls.Focused())
}
