package kakuro

import (
	"fmt"
	"testing"

	"cifra/rules/kakuro"
	"cifra/scenes/i18n"
)

// TestClaimReasonsSpeakThePlayersLanguage: the claimer's status for a row
// whose total matches but needs a doubler is in the player's language,
// with its counts agreeing (not the rules' own English), and a failed
// claim's reason reads the same way.
func TestClaimReasonsSpeakThePlayersLanguage(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDouble, func(s kakuro.Solution) bool { return true })
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.tap(buzzID(0))
	g.markRow(sol.Claim.Row)
	short, ok := g.r.claim.preview.Verdict.(kakuro.DoublersShort)
	if !ok {
		t.Fatalf("the row without its doubler: verdict %v, want DoublersShort", g.r.claim.preview.Verdict)
	}
	if short.Count != 2 || short.Needed != 1 {
		t.Fatalf("verdict %+v: this test expects one digit twice, one doubler needed", short)
	}
	want := map[i18n.Lang]string{
		"en": "Total matches, the row is not legal yet: %d appears twice, so a doubler is needed",
		"ru": "Сумма сошлась, но ряд пока не годится: цифра %d встречается дважды — нужна фишка «Дубль»",
		"fr": "Le total est bon, mais la rangée n'est pas encore valable : le %d apparaît deux fois, il faut donc un doubleur",
	}
	for lang, msg := range want {
		g.ctx.Tr.SetLang(lang)
		if got, want := g.r.seatStatus(g.ctx, 0), fmt.Sprintf(msg, short.Digit); got != want {
			t.Errorf("%s status %q, want %q", lang, got, want)
		}
	}
	g.ctx.Tr.SetLang("ru")
	for _, c := range []struct {
		why  kakuro.Reason
		want string
	}{
		{kakuro.DoublersShort{Digit: 4, Count: 3, Needed: 2}, "цифра 4 встречается 3 раза — нужны 2 фишки «Дубль»"},
		{kakuro.DoublersShort{Digit: 4, Count: 5, Needed: 4}, "цифра 4 встречается 5 раз — нужны 4 фишки «Дубль»"},
		{kakuro.DoublersShort{Digit: 4, Count: 6, Needed: 5}, "цифра 4 встречается 6 раз — нужно 5 фишек «Дубль»"},
		{kakuro.RowNotClosed{}, g.ctx.T("kakuro.reason.row-not-closed")},
	} {
		if got := g.r.reason(g.ctx, c.why); got != c.want {
			t.Errorf("reason(%+v) = %q, want %q", c.why, got, c.want)
		}
	}
}
