package i18n

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"cifra/sprites/gofonts"
)

// translations lists every language but English, the source of truth.
func translations() []Lang {
	return slices.DeleteFunc(slices.Clone(Languages), func(l Lang) bool { return l == "en" })
}

func TestEveryLanguageHasACatalog(t *testing.T) {
	if len(Languages) != 5 {
		t.Fatalf("Languages = %v, want the five of en, it, de, fr, ru", Languages)
	}
	for _, l := range Languages {
		if !Supported(l) {
			t.Errorf("%s has no catalog", l)
		}
	}
}

func TestCatalogsHaveExactlyTheEnglishKeys(t *testing.T) {
	en := catalog("en")
	for _, l := range translations() {
		cat := catalog(l)
		var missing, extra []string
		for k := range en {
			if _, ok := cat[k]; !ok {
				missing = append(missing, k)
			}
		}
		for k := range cat {
			if _, ok := en[k]; !ok {
				extra = append(extra, k)
			}
		}
		slices.Sort(missing)
		slices.Sort(extra)
		if len(missing) > 0 {
			t.Errorf("%s misses %d keys: %s", l, len(missing), strings.Join(missing, ", "))
		}
		if len(extra) > 0 {
			t.Errorf("%s has %d keys English lacks: %s", l, len(extra), strings.Join(extra, ", "))
		}
	}
}

func TestLanguageNamesAreTheirOwn(t *testing.T) {
	want := map[Lang]string{"en": "English", "it": "Italiano", "de": "Deutsch", "fr": "Français", "ru": "Русский"}
	for l, name := range want {
		if got := l.Name(); got != name {
			t.Errorf("%s.Name() = %q, want %q", l, got, name)
		}
	}
}

// verb is one fmt directive: which argument (1-based) it prints and how.
type verb struct {
	arg  int
	char rune
}

// String shows the directive in its explicit form, e.g. %[2]d.
func (v verb) String() string { return fmt.Sprintf("%%[%d]%c", v.arg, v.char) }

// parseVerbs lists the directives of a message, resolving explicit indexes
// (%[2]d) the way fmt does: an index sets the argument, and later plain
// verbs continue from it. Flags, width and precision are skipped; %% is text.
func parseVerbs(msg string) ([]verb, error) {
	var out []verb
	next := 1
	rs := []rune(msg)
	for i := 0; i < len(rs); i++ {
		if rs[i] != '%' {
			continue
		}
		i++
		for i < len(rs) && strings.ContainsRune("+-# 0123456789.", rs[i]) {
			i++
		}
		if i < len(rs) && rs[i] == '[' {
			end := slices.Index(rs[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("unclosed index at rune %d", i)
			}
			var n int
			if _, err := fmt.Sscanf(string(rs[i+1:i+end]), "%d", &n); err != nil || n < 1 {
				return nil, fmt.Errorf("bad index %q", string(rs[i:i+end+1]))
			}
			next = n
			i += end + 1
		}
		if i >= len(rs) {
			return nil, fmt.Errorf("message ends inside a directive")
		}
		if rs[i] == '%' {
			continue
		}
		out = append(out, verb{next, rs[i]})
		next++
	}
	return out, nil
}

// argVerbs maps each argument to the verb that prints it.
func argVerbs(vs []verb) map[int]rune {
	m := map[int]rune{}
	for _, v := range vs {
		m[v.arg] = v.char
	}
	return m
}

func TestParseVerbs(t *testing.T) {
	cases := []struct {
		msg  string
		want []verb
	}{
		{"plain 100%% sure", nil},
		{"%s wins with %d points", []verb{{1, 's'}, {2, 'd'}}},
		{"%[2]d Punkte für %[1]s", []verb{{2, 'd'}, {1, 's'}}},
		{"%[2]d then %s", []verb{{2, 'd'}, {3, 's'}}},
		{"%-5d|%.2f", []verb{{1, 'd'}, {2, 'f'}}},
	}
	for _, c := range cases {
		got, err := parseVerbs(c.msg)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("parseVerbs(%q) = %v, %v; want %v", c.msg, got, err, c.want)
		}
	}
	for _, bad := range []string{"ends in %", "%[x]d", "%[2d"} {
		if _, err := parseVerbs(bad); err == nil {
			t.Errorf("parseVerbs(%q) accepted a broken directive", bad)
		}
	}
}

func TestVerbsMatchEnglish(t *testing.T) {
	for key, enMsg := range catalog("en") {
		want, err := parseVerbs(enMsg)
		if err != nil {
			t.Errorf("en %s: %v", key, err)
			continue
		}
		for _, l := range translations() {
			msg, ok := catalog(l)[key]
			if !ok {
				continue // reported by TestCatalogsHaveExactlyTheEnglishKeys
			}
			got, err := parseVerbs(msg)
			if err != nil {
				t.Errorf("%s %s: %v", l, key, err)
				continue
			}
			if len(got) != len(want) || !maps.Equal(argVerbs(got), argVerbs(want)) {
				t.Errorf("%s %s: verbs %v, English has %v (%q)", l, key, got, want, msg)
			}
		}
	}
}

// sampleArgs builds arguments of the right types for a message's verbs.
func sampleArgs(vs []verb) []any {
	m := argVerbs(vs)
	args := make([]any, len(m))
	for arg, c := range m {
		if arg > len(args) {
			return nil // a gap; TestVerbsMatchEnglish reports it
		}
		if c == 'd' {
			args[arg-1] = 21
		} else {
			args[arg-1] = "Ada"
		}
	}
	return args
}

// Formatting with real arguments catches what parsing cannot: a verb that
// fmt rejects shows as "%!" in the text a player would read.
func TestMessagesFormatCleanly(t *testing.T) {
	for _, l := range Languages {
		tr := New(l)
		for key, msg := range catalog(l) {
			vs, err := parseVerbs(msg)
			if err != nil || len(vs) == 0 {
				continue
			}
			if got := tr.T(key, sampleArgs(vs)...); strings.Contains(got, "%!") {
				t.Errorf("%s %s formats as %q", l, key, got)
			}
		}
	}
}

func TestNoEmptyOrPaddedMessages(t *testing.T) {
	for _, l := range Languages {
		for key, msg := range catalog(l) {
			if strings.TrimSpace(msg) == "" || strings.TrimSpace(msg) != msg {
				t.Errorf("%s %s is empty or has outer spaces: %q", l, key, msg)
			}
		}
	}
}

// A long sentence identical to English was almost surely left untranslated;
// short labels ("Menu", "Knister", "Full House") may rightly be the same.
func TestLongMessagesAreTranslated(t *testing.T) {
	for _, l := range translations() {
		for key, msg := range catalog(l) {
			if len([]rune(msg)) > 14 && msg == catalog("en")[key] {
				t.Errorf("%s %s is still the English %q", l, key, msg)
			}
		}
	}
}

func TestHelpKeepsTheParagraphs(t *testing.T) {
	want := strings.Count(catalog("en")["help.knister"], "\n")
	for _, l := range translations() {
		if got := strings.Count(catalog(l)["help.knister"], "\n"); got != want {
			t.Errorf("%s help.knister has %d paragraph breaks, English %d", l, got, want)
		}
	}
}

// Every character must have a glyph in the bundled fonts (which keep only
// the runes sprites/gofonts/internal/subset lists), or the player sees a
// box.
func TestEveryCharacterHasAGlyph(t *testing.T) {
	for name, ttf := range map[string][]byte{"regular": gofonts.Regular, "bold": gofonts.Bold, "italic": gofonts.Italic} {
		font, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		for _, l := range Languages {
			for key, msg := range catalog(l) {
				for _, r := range msg {
					if r == '\n' {
						continue
					}
					if g, err := font.GlyphIndex(&buf, r); err != nil || g == 0 {
						t.Errorf("%s %s: %q (U+%04X) has no glyph in Go %s", l, key, r, r, name)
					}
				}
			}
		}
	}
}

func TestDetect(t *testing.T) {
	cases := map[string]Lang{
		"it_IT.UTF-8": "it",
		"de-DE":       "de",
		"fr":          "fr",
		"ru_RU":       "ru",
		"FR-ca":       "fr",
		"en_GB":       "en",
		"pt_BR":       "en",
		"":            "en",
		"C":           "en",
		"de@euro":     "de",
	}
	for in, want := range cases {
		if got := Detect(in); got != want {
			t.Errorf("Detect(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzDetect(f *testing.F) {
	for _, s := range []string{"it_IT.UTF-8", "de-DE", "fr", "ru_RU", "pt_BR", "", "-", "ru.KOI8-R", "ÄÖ_ü"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if l := Detect(s); !Supported(l) {
			t.Fatalf("Detect(%q) = %q, which has no catalog", s, l)
		}
	})
}

func TestNextCyclesAllFive(t *testing.T) {
	seen := map[Lang]bool{}
	l := Lang("en")
	for range Languages {
		if seen[l] {
			t.Fatalf("Next revisits %s before covering every language (seen %v)", l, seen)
		}
		seen[l] = true
		l = Next(l)
	}
	if l != "en" {
		t.Errorf("after %d steps Next is at %s, want back at en", len(Languages), l)
	}
	for _, want := range []Lang{"en", "it", "de", "fr", "ru"} {
		if !seen[want] {
			t.Errorf("Next never reaches %s", want)
		}
	}
	if got := Next("xx"); got != "en" {
		t.Errorf("Next(unknown) = %s, want en", got)
	}
}

func TestTFallsBackToEnglishThenToTheKey(t *testing.T) {
	// A key only English has, as when the lead adds one before translators.
	const key = "test.english-only"
	catalog("en")[key] = "Only %s in English"
	t.Cleanup(func() { delete(catalog("en"), key) })

	tr := New("de")
	if got := tr.T(key, "Ada"); got != "Only Ada in English" {
		t.Errorf("missing German message = %q, want the English one", got)
	}
	if got := tr.T("no.such.key"); got != "no.such.key" {
		t.Errorf("unknown key = %q, want the key itself", got)
	}
	if got := tr.T("round.score", 7); got != "Punkte: 7" {
		t.Errorf("German round.score = %q", got)
	}
}

func TestTranslatorLanguageSwitch(t *testing.T) {
	if got := New("pt").Lang(); got != "en" {
		t.Errorf("New(pt) speaks %s, want en", got)
	}
	tr := New("it")
	if got := tr.T("menu.quit"); got != "Esci" {
		t.Errorf("Italian menu.quit = %q", got)
	}
	tr.SetLang("ru")
	if got := tr.T("menu.quit"); got != "Выход" {
		t.Errorf("after SetLang(ru) menu.quit = %q", got)
	}
	tr.SetLang("xx")
	if tr.Lang() != "ru" {
		t.Errorf("SetLang(unsupported) changed the language to %s", tr.Lang())
	}
}
