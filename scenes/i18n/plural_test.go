package i18n

import (
	"testing"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// pluralForm's rules are written out (the browser build leaves
// golang.org/x/text out); here they are held to CLDR's as that package
// has them, for every count up to 100 000 and some larger and negative.
func TestPluralFormsMatchCLDR(t *testing.T) {
	names := map[plural.Form]string{plural.Zero: "zero", plural.One: "one", plural.Two: "two",
		plural.Few: "few", plural.Many: "many", plural.Other: "other"}
	counts := []int{1_000_000, 1_000_001, 2_000_000, 21_000_021, 1<<31 - 1}
	for n := range 100_000 {
		counts = append(counts, n)
	}
	for _, l := range Languages {
		tag := language.Make(string(l))
		for _, n := range counts {
			want := names[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]
			if got := pluralForm(l, n); got != want {
				t.Fatalf("%s: %d takes the form %s, CLDR says %s", l, n, got, want)
			}
			if got := pluralForm(l, -n); got != want {
				t.Fatalf("%s: %d takes the form %s, want %s as %d does", l, -n, got, want, n)
			}
		}
	}
}
