package kakuzu

import (
	"testing"

	"cifra/rules"
	"cifra/rules/kakuzu"
)

// TestDefaultNamesFollowTheLanguage: the names setup gives new seats
// ("Player 1", "Bot 1") are shown in the language chosen, also when it
// changes during the game; a name a person typed stays as typed.
func TestDefaultNamesFollowTheLanguage(t *testing.T) {
	tb := table([]rules.Player{{Name: "Player 1"}, {Name: "Ana"}, {Name: "Giocatore 3"}}, 1, kakuzu.Classic, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	if got := []string{g.r.name(0), g.r.name(1), g.r.name(2)}; got[0] != "Player 1" || got[1] != "Ana" || got[2] != "Player 3" {
		t.Fatalf("in English the seats are %q", got)
	}
	g.ctx.Tr.SetLang("de")
	g.step()
	if got := []string{g.r.name(0), g.r.name(1), g.r.name(2)}; got[0] != "Spieler 1" || got[1] != "Ana" || got[2] != "Spieler 3" {
		t.Fatalf("after switching to German the seats are %q", got)
	}
	if want := g.ctx.T("kakuzu.prompt.draw", "Spieler 1"); g.r.turnPrompt(g.ctx) != want {
		t.Fatalf("the German prompt is %q, want %q", g.r.turnPrompt(g.ctx), want)
	}
	if look, _ := g.r.panelLook(g.ctx, 0); look.name != "Spieler 1" {
		t.Fatalf("seat 0's panel names %q", look.name)
	}
	g.draw()
}
