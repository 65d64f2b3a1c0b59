package layouttest

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode"

	"cifra/scenes/i18n"
	"cifra/scenes/i18n/i18ntest"
)

// The counted messages: a plural message (i18n.Translator.N) agrees with
// a count only when its call site passes the count it prints. A call
// site that passes a fixed count, N("kakuro.rows.scored", 1, rows), reads
// "3 row scored" and every lookup test passes, so each game's tests drive
// the scene until the count is 1, then 3 (where a count cannot be 1, to
// counts whose forms differ in some language: 3 and 5 in Russian), and
// CheckCount reads what the scene drew or produced, in every language
// whose forms of the message differ (CheckCounts).

// CountedKeys lists the plural messages (their keys' bases) the Go files
// in dir register, sorted: the messages a package's tests must drive.
func CountedKeys(t testing.TB, dir string) []string {
	t.Helper()
	keys, err := i18ntest.Registered(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, k := range keys["en"] {
		if base, _, ok := strings.Cut(k, "#"); ok && !slices.Contains(out, base) {
			out = append(out, base)
		}
	}
	slices.Sort(out)
	return out
}

// CheckCount fails unless one of texts says the plural message key in
// the form n takes in lang, with n among its numbers: the message's words
// in that form, any words or numbers in place of its arguments. texts are
// what the scene drew (core.DrawTexts) or produced (a log's lines) while
// the count was n; a line broken over several lines still matches.
func CheckCount(t testing.TB, what string, lang i18n.Lang, key string, n int, texts []string) {
	t.Helper()
	form := i18n.New(lang).N(key, n) // no arguments: the form's own words
	if form == key {
		t.Fatalf("%s: %s has no plural message %q", what, lang, key)
	}
	re := formPattern(form)
	for _, s := range texts {
		for _, m := range re.FindAllStringSubmatch(strings.Join(strings.Fields(s), " "), -1) {
			for _, num := range m[1:] {
				if v, err := strconv.Atoi(num); err == nil && v == n {
					return
				}
			}
		}
	}
	// The texts that print n, where the wrong form most likely is.
	var near []string
	for _, s := range texts {
		if regexp.MustCompile(`(?:^|\D)` + strconv.Itoa(n) + `(?:\D|$)`).MatchString(s) {
			near = append(near, s)
		}
	}
	t.Errorf("%s: no text says %s %q in its form for %d, %q; the texts with %d: %q", what, lang, key, n, form, n, near)
}

// verbPattern finds a fmt directive, flags, index and width included.
var verbPattern = regexp.MustCompile(`%[-+# 0]*(?:\[\d+\])?[0-9.]*[a-zA-Z%]`)

// formPattern is a message form as a regular expression: its words as
// they are (any white space as any white space), a number in place of
// each integer verb (captured) and any words in place of the others, with
// no letter on either side, so "1 point" is not found in "1 points".
func formPattern(form string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString(`(?:^|[^\p{L}\p{N}])`)
	last := 0
	for _, loc := range verbPattern.FindAllStringIndex(form, -1) {
		b.WriteString(words(form[last:loc[0]]))
		switch v := form[loc[0]:loc[1]]; v[len(v)-1] {
		case '%':
			b.WriteString("%")
		case 'd':
			b.WriteString(`(-?\d+)`)
		default:
			b.WriteString(`(.+?)`)
		}
		last = loc[1]
	}
	b.WriteString(words(form[last:]))
	b.WriteString(`(?:$|[^\p{L}])`)
	return regexp.MustCompile(b.String())
}

// words is literal text as a regular expression, each run of white space
// (a no-break space too) as one or more spaces.
func words(s string) string {
	fields := strings.Fields(s)
	for i, f := range fields {
		fields[i] = regexp.QuoteMeta(f)
	}
	out := strings.Join(fields, `\s+`)
	if s != "" && unicode.IsSpace([]rune(s)[0]) {
		out = `\s+` + out
	}
	if r := []rune(s); len(r) > 0 && unicode.IsSpace(r[len(r)-1]) && len(fields) > 0 {
		out += `\s+`
	}
	return out
}

// A Count drives a scene to a counted message's counts: for each of
// Counts, Texts plays the scene in lang until the message's count is n
// and returns what the scene drew or produced there. A message no test
// can read at a count has Unreached instead, saying why: the exception
// is written down where the message's other counts would be.
type Count struct {
	Counts    []int
	Texts     func(t *testing.T, lang i18n.Lang, n int) []string
	Unreached string
}

// CheckCounts checks every plural message the Go files in dir register
// (CountedKeys) through its call site: each must have its Count in
// counts, and at each of its counts, in each language whose forms of the
// message are not all alike, what the scene says must be the message's
// form for that count (CheckCount). Each two of a Count's counts must
// take different forms in one of those languages at least (else a call
// site passing either count for both would pass); a Count for a message
// dir does not register fails too.
func CheckCounts(t *testing.T, dir string, counts map[string]Count) {
	t.Helper()
	keys := CountedKeys(t, dir)
	for key := range counts {
		if !slices.Contains(keys, key) {
			t.Errorf("%s registers no plural message %q", dir, key)
		}
	}
	for _, key := range keys {
		c, ok := counts[key]
		if ok && c.Unreached != "" && len(c.Counts) == 0 {
			t.Logf("%s: not read at any count: %s", key, c.Unreached)
			continue
		}
		if !ok || len(c.Counts) == 0 {
			t.Errorf("no test drives %s's counted message %q to a count", dir, key)
			continue
		}
		langs := formLangs(key)
		for i, a := range c.Counts {
			for _, b := range c.Counts[i+1:] {
				if !slices.ContainsFunc(langs, func(l i18n.Lang) bool { return i18n.New(l).N(key, a) != i18n.New(l).N(key, b) }) {
					t.Errorf("%q says %d and %d alike in every language: drive it to counts that read apart", key, a, b)
				}
			}
		}
		for _, lang := range langs {
			for _, n := range c.Counts {
				t.Run(key+"/"+string(lang)+"/"+strconv.Itoa(n), func(t *testing.T) {
					CheckCount(t, key, lang, key, n, c.Texts(t, lang, n))
				})
			}
		}
	}
}

// formLangs are the languages whose forms of the plural message key are
// not all alike (in English "%d found" is both "1 found" and "3 found";
// in Italian "1 trovata" and "3 trovate"): a wrong count shows only
// there.
func formLangs(key string) []i18n.Lang {
	var out []i18n.Lang
	for _, l := range i18n.Languages {
		tr := i18n.New(l)
		for _, n := range []int{0, 2, 3, 5, 11, 21} {
			if tr.N(key, n) != tr.N(key, 1) {
				out = append(out, l)
				break
			}
		}
	}
	return out
}

// Saying keeps the texts that say the message key in lang, with any
// words and numbers for its arguments (in any of its forms, for a plural
// message): where a counted message is a part of a longer one (a tally
// "3 rows scored, 21 points"), its driver keeps the longer one's texts,
// so that the same words elsewhere on the screen ("You scored 21
// points") do not stand in for it.
func Saying(lang i18n.Lang, key string, texts []string) []string {
	res := messagePatterns(lang, key)
	var out []string
	for _, s := range texts {
		flat := strings.Join(strings.Fields(s), " ")
		if slices.ContainsFunc(res, func(re *regexp.Regexp) bool { return re.MatchString(flat) }) {
			out = append(out, s)
		}
	}
	return out
}

// patterns keeps messagePatterns' answers, by language and key: a
// layout test asks for the same few many times a frame.
var patterns sync.Map

// messagePatterns are the patterns of the message key in lang: its one
// form, or each of its plural forms.
func messagePatterns(lang i18n.Lang, key string) []*regexp.Regexp {
	id := string(lang) + "/" + key
	if res, ok := patterns.Load(id); ok {
		return res.([]*regexp.Regexp)
	}
	tr := i18n.New(lang)
	var res []*regexp.Regexp
	if msg := tr.T(key); msg != key {
		res = append(res, formPattern(msg))
	}
	for _, n := range []int{0, 1, 2, 3, 5, 11, 21} {
		if msg := tr.N(key, n); msg != key {
			res = append(res, formPattern(msg))
		}
	}
	patterns.Store(id, res)
	return res
}
