package kakuro

import (
	"slices"
	"strings"
	"testing"

	"cifra/scenes/i18n"
)

// A claim one doubler short says its digit shows twice, as RULES.md
// words it ("1 appears twice"), not "2 times".
func TestTwiceAndADoubler(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{
		"en": "1 appears twice, so 1 doubler is needed",
		"de": "die 1 kommt zweimal vor, also ist 1 Dopplerplättchen nötig",
		"ru": "цифра 1 встречается дважды — нужна 1 фишка «Дубль»",
	} {
		said := refused(t, lang, 1)
		if !slices.ContainsFunc(said, func(s string) bool { return strings.Contains(s, want) }) {
			t.Errorf("%s: a row one doubler short says %q, without %q", lang, said, want)
		}
	}
}
