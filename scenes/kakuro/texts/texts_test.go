package texts

import (
	"testing"

	"cifra/scenes/i18n"
	"cifra/scenes/i18n/i18ntest"
)

// TestMessages holds Kakuro's messages, beside the shared ones, to
// i18n.Problems' rules: every language has English's keys, the same
// verbs, well-formed plurals, glyphs in the bundled fonts, and so on.
func TestMessages(t *testing.T) { i18ntest.Check(t) }

// TestKeysShow: every key this package registers shows its message.
func TestKeysShow(t *testing.T) { i18ntest.CheckRegistered(t, ".") }

// Real messages, word for word, in each language and for each count.
func TestPluralMessagesReadRight(t *testing.T) {
	cases := []struct {
		lang i18n.Lang
		n    int
		who  string
		want string
	}{
		{"en", 1, "Ada", "Ada scores 1 point!"},
		{"en", 8, "Ada", "Ada scores 8 points!"},
		{"fr", 0, "Ada", "Ada marque 0 point !"},
		{"ru", 21, "Ада", "Ада получает 21 очко!"},
		{"ru", 3, "Ада", "Ада получает 3 очка!"},
		{"ru", 12, "Ада", "Ада получает 12 очков!"},
	}
	for _, c := range cases {
		if got := i18n.New(c.lang).N("kakuro.scored", c.n, c.who, c.n); got != c.want {
			t.Errorf("%s N(kakuro.scored, %d) = %q, want %q", c.lang, c.n, got, c.want)
		}
	}
	// A message built of two counted parts, as the claim's reason is: a
	// digit twice says "twice" and one doubler "a doubler", as RULES.md
	// words it ("7 appears twice: a doubler is needed").
	doublers := func(l i18n.Lang, digit, count, needed int) string {
		tr := i18n.New(l)
		times := tr.N("kakuro.reason.times", count, count)
		if count == 2 {
			times = tr.T("kakuro.reason.twice")
		}
		if needed == 1 {
			return tr.T("kakuro.reason.doubler", digit, times)
		}
		return tr.N("kakuro.reason.doublers-short", needed, digit, times, needed)
	}
	for _, c := range []struct {
		lang                 i18n.Lang
		digit, count, needed int
		want                 string
	}{
		{"en", 5, 2, 1, "5 appears twice, so a doubler is needed"},
		{"en", 5, 3, 2, "5 appears 3 times, so 2 doublers are needed"},
		{"it", 5, 2, 1, "il 5 compare due volte, quindi serve un raddoppio"},
		{"de", 5, 3, 2, "die 5 kommt 3-mal vor, also sind 2 Dopplerplättchen nötig"},
		{"fr", 5, 2, 1, "le 5 apparaît deux fois, il faut donc un doubleur"},
		{"ru", 5, 2, 1, "цифра 5 встречается дважды — нужна фишка «Дубль»"},
		{"ru", 5, 3, 2, "цифра 5 встречается 3 раза — нужны 2 фишки «Дубль»"},
		{"de", 5, 2, 1, "die 5 kommt zweimal vor, also ist ein Dopplerplättchen nötig"},
		{"ru", 5, 3, 5, "цифра 5 встречается 3 раза — нужно 5 фишек «Дубль»"},
	} {
		if got := doublers(c.lang, c.digit, c.count, c.needed); got != c.want {
			t.Errorf("%s doublers-short(%d, %d, %d) = %q, want %q", c.lang, c.digit, c.count, c.needed, got, c.want)
		}
	}
}
