// Package i18n looks up every string a person reads in Cifra, in English,
// Italian, German, French and Russian, and picks the player's language.
// It holds the messages every game shares (menu, setup, overlays,
// settings, scoring, statistics, notices, the browser page); each game's
// own messages live in its package, which registers them (Register).
package i18n

import (
	"fmt"
	"strings"
	"sync"
)

// Lang is a language code: "en", "it", "de", "fr" or "ru".
type Lang string

// Languages lists the supported languages in menu order.
var Languages = []Lang{"en", "it", "de", "fr", "ru"}

// sources holds, for each language, the functions that make its
// messages. Each language file adds its own, a feature may add its
// messages in a file of its own, and each game registers its messages
// from its own package (Register), so parallel work never edits one huge
// literal and this package names no game. A language's messages are made
// the first time they are read: the browser's first frame waits only for
// the language it shows (and English, the fallback), not for all five.
var sources = map[Lang][]func() map[string]string{}

// catalogs holds each language's messages once made; catalogsMu guards
// it (messages may be looked up beside the game loop too).
var (
	catalogsMu sync.Mutex
	catalogs   = map[Lang]map[string]string{}
)

// Register adds the messages msgs makes to lang's: a game's package
// calls it from an init function for each language, so a game's texts
// travel with the game. msgs runs the first time lang's messages are read,
// not before. A key registered twice, here or by two games, panics then.
func Register(lang Lang, msgs func() map[string]string) {
	catalogsMu.Lock()
	defer catalogsMu.Unlock()
	sources[lang] = append(sources[lang], msgs)
	if cat, made := catalogs[lang]; made {
		// Read before this registration (an init that looked a message
		// up): merge in place, so Translators made already see it too.
		merge(lang, cat, msgs)
	}
}

// add registers msgs as some of lang's messages: this package's own.
func add(lang Lang, msgs func() map[string]string) { Register(lang, msgs) }

// catalog returns lang's messages, making them on first use (nil for a
// language without messages). A key defined twice is a bug: it panics.
func catalog(lang Lang) map[string]string {
	catalogsMu.Lock()
	defer catalogsMu.Unlock()
	if cat, ok := catalogs[lang]; ok {
		return cat
	}
	if sources[lang] == nil {
		return nil
	}
	cat := map[string]string{}
	for _, msgs := range sources[lang] {
		merge(lang, cat, msgs)
	}
	catalogs[lang] = cat
	return cat
}

// merge adds the messages msgs makes to cat, panicking on a key cat has.
func merge(lang Lang, cat map[string]string, msgs func() map[string]string) {
	for k, v := range msgs() {
		if _, dup := cat[k]; dup {
			panic("i18n: message " + string(lang) + "/" + k + " defined twice")
		}
		cat[k] = v
	}
}

// Name returns the language's own name ("Deutsch", "Русский", …).
func (l Lang) Name() string { return catalog(l)["lang.name"] }

// Supported reports whether l has a catalog.
func Supported(l Lang) bool { _, ok := sources[l]; return ok }

// Detect picks a supported language from a locale string such as the LANG
// variable ("it_IT.UTF-8") or navigator.language ("de-DE"); English when
// nothing matches.
func Detect(locale string) Lang {
	l := strings.ToLower(locale)
	if i := strings.IndexAny(l, "_-.@"); i >= 0 {
		l = l[:i]
	}
	if Supported(Lang(l)) {
		return Lang(l)
	}
	return "en"
}

// Next returns the language after l in Languages, wrapping round.
func Next(l Lang) Lang {
	for i, x := range Languages {
		if x == l {
			return Languages[(i+1)%len(Languages)]
		}
	}
	return Languages[0]
}

// Translator looks messages up in one language, falling back to English.
// It holds both catalogs, made once and never changed after, so a lookup
// takes no lock: text is looked up many times a frame.
type Translator struct {
	lang    Lang
	cat, en map[string]string
}

// New returns a Translator for l (English if l is unsupported).
func New(l Lang) *Translator {
	if !Supported(l) {
		l = "en"
	}
	return &Translator{lang: l, cat: catalog(l), en: catalog("en")}
}

// Lang returns the current language.
func (t *Translator) Lang() Lang { return t.lang }

// SetLang switches language live.
func (t *Translator) SetLang(l Lang) {
	if Supported(l) {
		t.lang, t.cat = l, catalog(l)
	}
}

// T returns the message for key, formatted with args (fmt verbs, with
// explicit indexes like %[1]s where languages reorder words). A missing key
// shows as the key itself so it is noticed, never as an empty string.
func (t *Translator) T(key string, args ...any) string {
	msg, ok := t.cat[key]
	if !ok {
		if msg, ok = t.en[key]; !ok {
			return key
		}
	}
	if len(args) == 0 {
		return msg
	}
	return fmt.Sprintf(msg, args...)
}

// Has reports whether key exists in the English catalog as a plain
// message, one for T (a plural message, one for N, has key#other).
func Has(key string) bool { _, ok := catalog("en")[key]; return ok }

// Plural messages. A message whose words agree with a number ("1 stone
// left", "5 stones left"; in Russian 1 камень, 2 камня, 5 камней, 21
// камень) is not one key but one per plural form its language has, named
// key#form, where form is a category of the CLDR cardinal plural rules
// (golang.org/x/text/feature/plural): zero, one, two, few, many or other.
//
//	"resume.kakuzu#one":   "%d stone left",
//	"resume.kakuzu#other": "%d stones left",
//
// A language gives exactly the forms whole numbers take in it: one and
// other in English, Italian, German and French (where 0 is "one" too),
// one, few and many in Russian. N picks the form; every form takes the
// same arguments. The "#" keeps forms apart from plain keys such as
// kakuzu.end.zero.

// N returns the plural message key in the form the count n takes in the
// current language, formatted with args as by T. n only picks the form:
// a message that prints the count has it among args too, as in
// N("resume.kakuzu", left, left). A language without the message falls
// back to English, and a message nobody has shows as the key.
func (t *Translator) N(key string, n int, args ...any) string {
	msg, ok := pluralMessage(t.lang, key, n)
	if !ok {
		if msg, ok = pluralMessage("en", key, n); !ok {
			return key
		}
	}
	if len(args) == 0 {
		return msg
	}
	return fmt.Sprintf(msg, args...)
}

// pluralMessage finds key's form for n in lang's catalog, or its other
// form when lang lacks that one.
func pluralMessage(lang Lang, key string, n int) (string, bool) {
	cat := catalog(lang)
	if msg, ok := cat[key+"#"+pluralForm(lang, n)]; ok {
		return msg, true
	}
	msg, ok := cat[key+"#other"]
	return msg, ok
}

// pluralForm names the plural category ("one", "few", "many", "other")
// that the whole number n takes in l by CLDR's cardinal rules for whole
// numbers: in English, Italian and German 1 is "one"; in French 0 and 1
// are "one"; in Russian 1, 21 and 101 are "one", 2–4 and 22–24 "few", 0,
// 5–20 and 25–30 "many". A negative n takes the form of its absolute
// value. Written out rather than taken from golang.org/x/text's plural
// package, whose language tables were 4 % of the browser download
// (docs/downloads.md); TestPluralFormsMatchCLDR holds them to it.
func pluralForm(l Lang, n int) string {
	if n < 0 {
		n = -n
	}
	switch l {
	case "fr":
		if n <= 1 {
			return "one"
		}
	case "ru":
		switch d, h := n%10, n%100; {
		case d == 1 && h != 11:
			return "one"
		case d >= 2 && d <= 4 && (h < 12 || h > 14):
			return "few"
		default:
			return "many"
		}
	default:
		if n == 1 {
			return "one"
		}
	}
	return "other"
}
