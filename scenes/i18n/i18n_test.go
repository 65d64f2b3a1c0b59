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

// formOrder is CLDR's order of the plural categories.
var formOrder = []string{"zero", "one", "two", "few", "many", "other"}

// pluralForms lists the plural forms whole numbers take in l by the CLDR
// rules (0 to 999 show every one: the rules look at n mod 100 at most).
func pluralForms(l Lang) []string {
	seen := map[string]bool{}
	for n := range 1000 {
		seen[pluralForm(l, n)] = true
	}
	return slices.DeleteFunc(slices.Clone(formOrder), func(f string) bool { return !seen[f] })
}

// splitPlural splits a plural message's key "base#form"; ok is false for
// a plain key.
func splitPlural(key string) (base, form string, ok bool) {
	return strings.Cut(key, "#")
}

// pluralBases lists the plural messages English has (their keys' bases).
func pluralBases() []string {
	var out []string
	for k := range catalog("en") {
		if base, _, ok := splitPlural(k); ok && !slices.Contains(out, base) {
			out = append(out, base)
		}
	}
	slices.Sort(out)
	return out
}

// english is the English message key is checked against: the same key,
// or for a plural form, English's other form.
func english(key string) (string, bool) {
	if base, _, ok := splitPlural(key); ok {
		key = base + "#other"
	}
	msg, ok := catalog("en")[key]
	return msg, ok
}

func TestPluralFormsAreCLDRs(t *testing.T) {
	want := map[Lang][]string{
		"en": {"one", "other"}, "it": {"one", "other"}, "de": {"one", "other"},
		"fr": {"one", "other"}, "ru": {"one", "few", "many"},
	}
	for _, l := range Languages {
		if got := pluralForms(l); !slices.Equal(got, want[l]) {
			t.Errorf("%s takes the plural forms %v, want %v", l, got, want[l])
		}
	}
}

// The keys each language must have: English's plain keys, and for each of
// English's plural messages exactly the forms the language's rules need.
func TestCatalogsHaveExactlyTheEnglishKeys(t *testing.T) {
	want := func(l Lang) map[string]bool {
		keys := map[string]bool{}
		for k := range catalog("en") {
			if _, _, ok := splitPlural(k); !ok {
				keys[k] = true
			}
		}
		for _, base := range pluralBases() {
			for _, f := range pluralForms(l) {
				keys[base+"#"+f] = true
			}
		}
		return keys
	}
	if len(pluralBases()) == 0 {
		t.Error("English has no plural messages")
	}
	for _, l := range Languages {
		cat, keys := catalog(l), want(l)
		var missing, extra []string
		for k := range keys {
			if _, ok := cat[k]; !ok {
				missing = append(missing, k)
			}
		}
		for k := range cat {
			if !keys[k] {
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

// Every message prints the arguments its English one does, the same way;
// every form of a plural message those of English's other form (English's
// own one form included), since N passes all forms the same arguments.
func TestVerbsMatchEnglish(t *testing.T) {
	for _, l := range Languages {
		for key, msg := range catalog(l) {
			enMsg, ok := english(key)
			if !ok {
				continue // reported by TestCatalogsHaveExactlyTheEnglishKeys
			}
			want, err := parseVerbs(enMsg)
			if err != nil {
				if l == "en" {
					t.Errorf("en %s: %v", key, err)
				}
				continue
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
			if en, _ := english(key); len([]rune(msg)) > 14 && (msg == catalog("en")[key] || msg == en) {
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

// pluralCounts are the counts every language's forms are checked on: the
// ones where the five languages' rules part ways.
var pluralCounts = []int{0, 1, 2, 5, 11, 21, 22, 25}

func TestNPicksEachLanguagesForm(t *testing.T) {
	// The form each count takes: French counts 0 as one, Russian looks at
	// the last digits (21 камень, 22 камня, 25 камней, 11 камней).
	want := map[Lang][]string{
		"en": {"other", "one", "other", "other", "other", "other", "other", "other"},
		"it": {"other", "one", "other", "other", "other", "other", "other", "other"},
		"de": {"other", "one", "other", "other", "other", "other", "other", "other"},
		"fr": {"one", "one", "other", "other", "other", "other", "other", "other"},
		"ru": {"many", "one", "few", "many", "many", "one", "few", "many"},
	}
	for _, l := range Languages {
		tr := New(l)
		for i, n := range pluralCounts {
			form := want[l][i]
			if got := pluralForm(l, n); got != form {
				t.Errorf("%s: %d takes the form %s, want %s", l, n, got, form)
			}
			// N gives exactly that form's message, for every plural message.
			for _, base := range pluralBases() {
				msg, ok := catalog(l)[base+"#"+form]
				if !ok {
					continue // reported by TestCatalogsHaveExactlyTheEnglishKeys
				}
				vs, _ := parseVerbs(msg)
				args := sampleArgs(vs)
				for _, v := range vs {
					if v.char == 'd' {
						args[v.arg-1] = n // n where a count is printed
					}
				}
				if got, want := tr.N(base, n, args...), fmt.Sprintf(msg, args...); got != want {
					t.Errorf("%s N(%s, %d) = %q, want the %s form %q", l, base, n, got, form, want)
				}
			}
		}
	}
}

// Real messages, word for word, in each language and for each count.
func TestPluralMessagesReadRight(t *testing.T) {
	left := map[Lang][]string{
		"en": {"0 stones left", "1 stone left", "2 stones left", "5 stones left", "11 stones left", "21 stones left", "22 stones left", "25 stones left"},
		"it": {"0 pietre rimaste", "1 pietra rimasta", "2 pietre rimaste", "5 pietre rimaste", "11 pietre rimaste", "21 pietre rimaste", "22 pietre rimaste", "25 pietre rimaste"},
		"de": {"noch 0 Steine", "noch 1 Stein", "noch 2 Steine", "noch 5 Steine", "noch 11 Steine", "noch 21 Steine", "noch 22 Steine", "noch 25 Steine"},
		"fr": {"0 pierre restante", "1 pierre restante", "2 pierres restantes", "5 pierres restantes", "11 pierres restantes", "21 pierres restantes", "22 pierres restantes", "25 pierres restantes"},
		"ru": {"осталось 0 камней", "остался 1 камень", "осталось 2 камня", "осталось 5 камней", "осталось 11 камней", "остался 21 камень", "осталось 22 камня", "осталось 25 камней"},
	}
	for _, l := range Languages {
		tr := New(l)
		for i, n := range pluralCounts {
			if got := tr.N("resume.kakuzu", n, n); got != left[l][i] {
				t.Errorf("%s resume.kakuzu for %d = %q, want %q", l, n, got, left[l][i])
			}
		}
	}
	cases := []struct {
		lang Lang
		key  string
		n    int
		args []any
		want string
	}{
		{"en", "kakuro.scored", 1, []any{"Ada", 1}, "Ada scores 1 point!"},
		{"en", "kakuro.scored", 8, []any{"Ada", 8}, "Ada scores 8 points!"},
		{"fr", "kakuro.scored", 0, []any{"Ada", 0}, "Ada marque 0 point !"},
		{"ru", "kakuro.scored", 21, []any{"Ада", 21}, "Ада получает 21 очко!"},
		{"ru", "kakuro.scored", 3, []any{"Ада", 3}, "Ада получает 3 очка!"},
		{"ru", "kakuro.scored", 12, []any{"Ада", 12}, "Ада получает 12 очков!"},
		{"ru", "kakuzu.sheetof", 22, []any{"Ада", 22}, "Ада: 22 камня"},
		{"de", "kakuzu.sheetof", 1, []any{"Ada", 1}, "Ada: 1 Stein"},
		{"it", "kakuzu.stones.found", 1, []any{1}, "1 trovata"},
		{"it", "kakuzu.stones.found", 0, []any{0}, "0 trovate"},
		{"fr", "kakuzu.stones.given", 0, []any{0}, "0 reçue"},
		{"ru", "setup.name.full", 21, []any{21}, "В имени не больше 21 символа."},
		{"ru", "setup.name.full", 12, []any{12}, "В имени не больше 12 символов."},
		{"en", "setup.name.full", 12, []any{12}, "A name has at most 12 letters."},
	}
	for _, c := range cases {
		if got := New(c.lang).N(c.key, c.n, c.args...); got != c.want {
			t.Errorf("%s N(%s, %d) = %q, want %q", c.lang, c.key, c.n, got, c.want)
		}
	}
	// A message built of two counted parts, as Kakuro's claim reason is.
	doublers := func(l Lang, digit, count, needed int) string {
		tr := New(l)
		return tr.N("kakuro.reason.doublers-short", needed, digit, tr.N("kakuro.reason.times", count, count), needed)
	}
	for _, c := range []struct {
		lang                 Lang
		digit, count, needed int
		want                 string
	}{
		{"en", 5, 2, 1, "5 appears 2 times, so 1 doubler is needed"},
		{"en", 5, 3, 2, "5 appears 3 times, so 2 doublers are needed"},
		{"it", 5, 2, 1, "il 5 compare 2 volte, quindi serve 1 raddoppio"},
		{"de", 5, 3, 2, "die 5 kommt 3-mal vor, also sind 2 Dopplerplättchen nötig"},
		{"fr", 5, 2, 1, "le 5 apparaît 2 fois, il faut donc 1 doubleur"},
		{"ru", 5, 2, 1, "цифра 5 встречается 2 раза — нужна 1 фишка «Дубль»"},
		{"ru", 5, 5, 2, "цифра 5 встречается 5 раз — нужны 2 фишки «Дубль»"},
		{"ru", 5, 3, 5, "цифра 5 встречается 3 раза — нужно 5 фишек «Дубль»"},
	} {
		if got := doublers(c.lang, c.digit, c.count, c.needed); got != c.want {
			t.Errorf("%s doublers-short(%d, %d, %d) = %q, want %q", c.lang, c.digit, c.count, c.needed, got, c.want)
		}
	}
}

func TestNFallsBackToEnglishThenToTheKey(t *testing.T) {
	const key = "test.english-only"
	catalog("en")[key+"#one"] = "%d thing only in English"
	catalog("en")[key+"#other"] = "%d things only in English"
	t.Cleanup(func() { delete(catalog("en"), key+"#one"); delete(catalog("en"), key+"#other") })

	// Russian lacks it: English's form for the count, by English's rules.
	tr := New("ru")
	if got := tr.N(key, 21, 21); got != "21 things only in English" {
		t.Errorf("missing Russian plural = %q, want English's other form", got)
	}
	if got := tr.N(key, 1, 1); got != "1 thing only in English" {
		t.Errorf("missing Russian plural = %q, want English's one form", got)
	}
	if got := tr.N("no.such.key", 3, 3); got != "no.such.key" {
		t.Errorf("unknown plural = %q, want the key itself", got)
	}
	// A plural message asked for with T shows as its key, to be noticed.
	if got := tr.T("resume.kakuzu", 3); got != "resume.kakuzu" {
		t.Errorf("T of a plural message = %q, want the key itself", got)
	}
	if Has("resume.kakuzu") {
		t.Error("Has reports a plural message as a plain one")
	}
}

// Each plural key is base#form with a form CLDR names, and no plain key
// shares a plural message's name.
func TestPluralKeysAreWellFormed(t *testing.T) {
	for _, l := range Languages {
		for key := range catalog(l) {
			base, form, ok := splitPlural(key)
			if !ok {
				continue
			}
			if base == "" || !slices.Contains(formOrder, form) {
				t.Errorf("%s %s: a plural key is base#form, form one of %v", l, key, formOrder)
			}
			if _, plain := catalog(l)[base]; plain {
				t.Errorf("%s has %s both plain and as a plural", l, base)
			}
		}
	}
}
