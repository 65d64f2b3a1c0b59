package texts

import (
	"testing"

	"cifra/scenes/i18n"
	"cifra/scenes/i18n/i18ntest"
)

// TestMessages holds Kakuzu's messages, beside the shared ones, to
// i18n.Problems' rules: every language has English's keys, the same
// verbs, well-formed plurals, glyphs in the bundled fonts, and so on.
func TestMessages(t *testing.T) { i18ntest.Check(t) }

// TestKeysShow: every key this package registers shows its message.
func TestKeysShow(t *testing.T) { i18ntest.CheckRegistered(t, ".") }

// Real messages, word for word, in each language and for each count.
func TestPluralMessagesReadRight(t *testing.T) {
	counts := []int{0, 1, 2, 5, 11, 21, 22, 25} // where the languages' rules part ways
	left := map[i18n.Lang][]string{
		"en": {"0 stones left", "1 stone left", "2 stones left", "5 stones left", "11 stones left", "21 stones left", "22 stones left", "25 stones left"},
		"it": {"0 pietre rimaste", "1 pietra rimasta", "2 pietre rimaste", "5 pietre rimaste", "11 pietre rimaste", "21 pietre rimaste", "22 pietre rimaste", "25 pietre rimaste"},
		"de": {"noch 0 Steine", "noch 1 Stein", "noch 2 Steine", "noch 5 Steine", "noch 11 Steine", "noch 21 Steine", "noch 22 Steine", "noch 25 Steine"},
		"fr": {"0 pierre restante", "1 pierre restante", "2 pierres restantes", "5 pierres restantes", "11 pierres restantes", "21 pierres restantes", "22 pierres restantes", "25 pierres restantes"},
		"ru": {"осталось 0 камней", "остался 1 камень", "осталось 2 камня", "осталось 5 камней", "осталось 11 камней", "остался 21 камень", "осталось 22 камня", "осталось 25 камней"},
	}
	for _, l := range i18n.Languages {
		tr := i18n.New(l)
		for i, n := range counts {
			if got := tr.N("resume.kakuzu", n, n); got != left[l][i] {
				t.Errorf("%s resume.kakuzu for %d = %q, want %q", l, n, got, left[l][i])
			}
		}
	}
	cases := []struct {
		lang i18n.Lang
		key  string
		n    int
		args []any
		want string
	}{
		{"ru", "kakuzu.sheetof", 22, []any{"Ада", 22}, "Ада: 22 камня"},
		{"de", "kakuzu.sheetof", 1, []any{"Ada", 1}, "Ada: 1 Stein"},
		{"it", "kakuzu.stones.found", 1, []any{1}, "1 trovata"},
		{"it", "kakuzu.stones.found", 0, []any{0}, "0 trovate"},
		{"fr", "kakuzu.stones.given", 0, []any{0}, "0 reçue"},
	}
	for _, c := range cases {
		if got := i18n.New(c.lang).N(c.key, c.n, c.args...); got != c.want {
			t.Errorf("%s N(%s, %d) = %q, want %q", c.lang, c.key, c.n, got, c.want)
		}
	}
}
