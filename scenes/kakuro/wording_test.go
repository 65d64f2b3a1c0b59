package kakuro

import (
	"slices"
	"strings"
	"testing"

	"cifra/scenes/i18n"
)

// A claim one doubler short says its digit shows twice and that a
// doubler is needed, as RULES.md words it ("7 appears twice: a doubler is
// needed"), not "2 times" nor "1 doubler".
func TestTwiceAndADoubler(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{
		"en": "1 appears twice, so a doubler is needed",
		"de": "die 1 kommt zweimal vor, also ist ein Dopplerplättchen nötig",
		"it": "il 1 compare due volte, quindi serve un raddoppio",
		"fr": "le 1 apparaît deux fois, il faut donc un doubleur",
		"ru": "цифра 1 встречается дважды — нужна фишка «Дубль»",
	} {
		said := refused(t, lang, 1)
		if !slices.ContainsFunc(said, func(s string) bool { return strings.Contains(s, want) }) {
			t.Errorf("%s: a row one doubler short says %q, without %q", lang, said, want)
		}
	}
}
