package i18n

import (
	"slices"
	"strings"
	"testing"
)

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

func TestLanguageNamesAreTheirOwn(t *testing.T) {
	want := map[Lang]string{"en": "English", "it": "Italiano", "de": "Deutsch", "fr": "Français", "ru": "Русский"}
	for l, name := range want {
		if got := l.Name(); got != name {
			t.Errorf("%s.Name() = %q, want %q", l, got, name)
		}
	}
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
	if got := tr.T("setup.player", 7); got != "Spieler 7" {
		t.Errorf("German setup.player = %q", got)
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
	// That N gives exactly that form's message, for every plural message,
	// is one of Problems' rules (checkPlurals).
	for _, l := range Languages {
		for i, n := range pluralCounts {
			if got, form := pluralForm(l, n), want[l][i]; got != form {
				t.Errorf("%s: %d takes the form %s, want %s", l, n, got, form)
			}
		}
	}
}

// Real messages, word for word, in each language and for each count
// (each game's texts package tests its own the same way).
func TestPluralMessagesReadRight(t *testing.T) {
	cases := []struct {
		lang Lang
		n    int
		want string
	}{
		{"en", 1, "A name has at most 1 letter."},
		{"en", 12, "A name has at most 12 letters."},
		{"fr", 0, "Un nom a au plus 0 caractère."},
		{"ru", 1, "В имени не больше 1 символа."},
		{"ru", 21, "В имени не больше 21 символа."},
		{"ru", 12, "В имени не больше 12 символов."},
	}
	for _, c := range cases {
		if got := New(c.lang).N("setup.name.full", c.n, c.n); got != c.want {
			t.Errorf("%s N(setup.name.full, %d) = %q, want %q", c.lang, c.n, got, c.want)
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
	if got := tr.T("setup.name.full", 3); got != "setup.name.full" {
		t.Errorf("T of a plural message = %q, want the key itself", got)
	}
	if Has("setup.name.full") {
		t.Error("Has reports a plural message as a plain one")
	}
}

// TestProblemsFindEachKind breaks each of Problems' rules once, with
// messages made up for it, and wants each reported: the catalog checks
// live outside the tests now, so a check that stopped finding anything
// would otherwise go unnoticed.
func TestProblemsFindEachKind(t *testing.T) {
	set := func(l Lang, key, msg string) {
		catalog(l)[key] = msg
		t.Cleanup(func() { delete(catalog(l), key) })
	}
	everywhere := func(key string, msgs map[Lang]string) {
		for _, l := range Languages {
			msg, ok := msgs[l]
			if !ok {
				msg = msgs["en"]
			}
			set(l, key, msg)
		}
	}
	set("de", "test.extra", "Nur Deutsch")
	set("en", "test.missing", "Only English")
	everywhere("test.verbs", map[Lang]string{"en": "%s has %d", "it": "%d ha"})
	everywhere("test.format", map[Lang]string{"en": "%z no"})
	everywhere("test.padded", map[Lang]string{"en": "Padded", "fr": " Rembourré"})
	everywhere("test.same", map[Lang]string{"en": "This sentence is long enough", "de": "Dieser Satz ist lang genug", "fr": "Cette phrase est assez longue", "ru": "Это предложение достаточно длинное"})
	everywhere("help.test", map[Lang]string{"en": "One.\nTwo.", "it": "Uno.\nDue.", "de": "Eins.\nZwei.", "fr": "Un.\nDeux.", "ru": "Один. Два."})
	set("en", "test.bad#lots", "%d lots")
	everywhere("test.both", map[Lang]string{"en": "Both"})
	everywhere("test.both#other", map[Lang]string{"en": "Both %d"})

	got := strings.Join(Problems(map[string]func(rune) bool{"test font": func(r rune) bool { return r != 'Ж' }}), "\n")
	for _, want := range []string{
		"de has 1 keys English lacks: test.extra",
		"it misses", "test.missing",
		`it test.verbs: verbs [%[1]d], English has [%[1]s %[2]d]`,
		`en test.format formats as "%!z(string=Ada) no"`,
		`fr test.padded is empty or has outer spaces: " Rembourré"`,
		`it test.same is still the English "This sentence is long enough"`,
		"ru help.test has 0 paragraph breaks, English 1",
		"en test.bad#lots: a plural key is base#form",
		"en has test.both both plain and as a plural",
		"has no glyph in test font",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Problems does not report %q; it reports:\n%s", want, got)
		}
	}
	if slices.ContainsFunc(Problems(nil), func(p string) bool { return strings.Contains(p, "glyph") }) {
		t.Error("Problems without fonts reports glyphs")
	}
}
