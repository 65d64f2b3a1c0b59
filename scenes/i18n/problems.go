package i18n

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Problems lists what is wrong with the messages registered so far, in
// every language, one line a problem, sorted; none when all is well.
// Messages come from this package and from every game package linked in,
// so a test calls it where it sees the messages it answers for: this
// package's tests for the shared ones, a game's texts package for its
// own, the app for them all. fonts, by name, report whether the bundled
// fonts draw a rune; each font lacking a rune of a message is a problem
// (a player would see a box). The rules:
//
//   - every supported language has messages;
//   - each language has exactly English's plain keys, and for each of
//     English's plural messages exactly the forms its own rules need;
//   - a plural key is base#form with a CLDR form, and no plain key shares
//     a plural message's base;
//   - every message prints the arguments its English one does, the same
//     way (a plural form: those of English's other form);
//   - formatted with arguments of the right types, nothing shows "%!";
//   - N picks, for every plural message and count, that count's form;
//   - no message is empty or has spaces around it;
//   - a message longer than 14 letters differs from English (short labels
//     such as "Menu" or a game's name may rightly be the same);
//   - a how-to-play text (help.*) keeps English's paragraph breaks.
func Problems(fonts map[string]func(rune) bool) []string {
	var out []string
	report := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	for _, l := range Languages {
		if !Supported(l) {
			report("%s has no messages", l)
		}
	}
	if len(pluralBases()) == 0 {
		report("English has no plural messages")
	}
	for _, l := range Languages {
		checkKeys(l, report)
		checkMessages(l, report)
		checkPlurals(l, report)
		for _, name := range slices.Sorted(maps.Keys(fonts)) {
			checkGlyphs(l, name, fonts[name], report)
		}
	}
	slices.Sort(out)
	return out
}

// checkKeys reports the keys l misses or has beyond English's, and plural
// keys that are not well formed.
func checkKeys(l Lang, report func(string, ...any)) {
	cat, want := catalog(l), map[string]bool{}
	for k := range catalog("en") {
		if _, _, ok := splitPlural(k); !ok {
			want[k] = true
		}
	}
	for _, base := range pluralBases() {
		for _, f := range pluralForms(l) {
			want[base+"#"+f] = true
		}
	}
	var missing, extra []string
	for k := range want {
		if _, ok := cat[k]; !ok {
			missing = append(missing, k)
		}
	}
	for k := range cat {
		if !want[k] {
			extra = append(extra, k)
		}
	}
	slices.Sort(missing)
	slices.Sort(extra)
	if len(missing) > 0 {
		report("%s misses %d keys: %s", l, len(missing), strings.Join(missing, ", "))
	}
	if len(extra) > 0 {
		report("%s has %d keys English lacks: %s", l, len(extra), strings.Join(extra, ", "))
	}
	for key := range cat {
		base, form, ok := splitPlural(key)
		if !ok {
			continue
		}
		if base == "" || !slices.Contains(formOrder, form) {
			report("%s %s: a plural key is base#form, form one of %v", l, key, formOrder)
		}
		if _, plain := cat[base]; plain {
			report("%s has %s both plain and as a plural", l, base)
		}
	}
}

// checkMessages reports l's messages whose verbs differ from English's,
// that format badly, are empty or padded, are English left untranslated,
// or (how to play) lose a paragraph break.
func checkMessages(l Lang, report func(string, ...any)) {
	tr, en := New(l), catalog("en")
	for key, msg := range catalog(l) {
		if strings.TrimSpace(msg) == "" || strings.TrimSpace(msg) != msg {
			report("%s %s is empty or has outer spaces: %q", l, key, msg)
		}
		got, err := parseVerbs(msg)
		if err == nil && len(got) > 0 {
			// Formatting with real arguments catches what parsing cannot: a
			// verb fmt rejects shows as "%!" in the text a player would read.
			if s := tr.T(key, sampleArgs(got)...); strings.Contains(s, "%!") {
				report("%s %s formats as %q", l, key, s)
			}
		}
		enMsg, ok := english(key)
		if !ok {
			continue // reported by checkKeys
		}
		if l != "en" && len([]rune(msg)) > 14 && (msg == en[key] || msg == enMsg) {
			report("%s %s is still the English %q", l, key, msg)
		}
		if l != "en" && strings.HasPrefix(key, "help.") && strings.Count(msg, "\n") != strings.Count(enMsg, "\n") {
			report("%s %s has %d paragraph breaks, English %d", l, key, strings.Count(msg, "\n"), strings.Count(enMsg, "\n"))
		}
		want, enErr := parseVerbs(enMsg)
		switch {
		case enErr != nil:
			if l == "en" {
				report("en %s: %v", key, enErr)
			}
		case err != nil:
			report("%s %s: %v", l, key, err)
		case len(got) != len(want) || !maps.Equal(argVerbs(got), argVerbs(want)):
			report("%s %s: verbs %v, English has %v (%q)", l, key, got, want, msg)
		}
	}
}

// pluralCounts are the counts N is checked on: those where the five
// languages' plural rules part ways (French counts 0 as one; Russian
// looks at the last digits: 21 камень, 22 камня, 25 камней, 11 камней).
var pluralCounts = []int{0, 1, 2, 5, 11, 21, 22, 25}

// checkPlurals reports plural messages for which N, for some count, does
// not give exactly the form that count takes in l.
func checkPlurals(l Lang, report func(string, ...any)) {
	tr, cat := New(l), catalog(l)
	for _, n := range pluralCounts {
		form := pluralForm(l, n)
		for _, base := range pluralBases() {
			msg, ok := cat[base+"#"+form]
			if !ok {
				continue // reported by checkKeys
			}
			vs, _ := parseVerbs(msg)
			args := sampleArgs(vs)
			if args == nil && len(vs) > 0 {
				continue // a gap in the verbs, reported by checkMessages
			}
			for _, v := range vs {
				if v.char == 'd' {
					args[v.arg-1] = n // n where a count is printed
				}
			}
			if got, want := tr.N(base, n, args...), fmt.Sprintf(msg, args...); got != want {
				report("%s N(%s, %d) = %q, want the %s form %q", l, base, n, got, form, want)
			}
		}
	}
}

// checkGlyphs reports the characters of l's messages that font (name)
// has no glyph for.
func checkGlyphs(l Lang, name string, has func(rune) bool, report func(string, ...any)) {
	for key, msg := range catalog(l) {
		for _, r := range msg {
			if r != '\n' && !has(r) {
				report("%s %s: %q (U+%04X) has no glyph in %s", l, key, r, r, name)
			}
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

// sampleArgs builds arguments of the right types for a message's verbs
// (nil when they leave an argument out; checkMessages reports that).
func sampleArgs(vs []verb) []any {
	m := argVerbs(vs)
	args := make([]any, len(m))
	for arg, c := range m {
		if arg > len(args) {
			return nil
		}
		if c == 'd' {
			args[arg-1] = 21
		} else {
			args[arg-1] = "Ada"
		}
	}
	return args
}
