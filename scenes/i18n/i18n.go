// Package i18n holds every string a person reads in Cifra, in English,
// Italian, German, French and Russian, and picks the player's language.
package i18n

import (
	"fmt"
	"strings"
)

// Lang is a language code: "en", "it", "de", "fr" or "ru".
type Lang string

// Languages lists the supported languages in menu order.
var Languages = []Lang{"en", "it", "de", "fr", "ru"}

// catalogs maps each language to its messages. Each language file adds
// its own entry, and a feature may add its messages in a file of its own
// (add merges), so parallel work never edits one huge literal.
var catalogs = map[Lang]map[string]string{}

// add merges msgs into lang's catalog; a key defined twice is a bug.
func add(lang Lang, msgs map[string]string) {
	cat := catalogs[lang]
	if cat == nil {
		cat = map[string]string{}
		catalogs[lang] = cat
	}
	for k, v := range msgs {
		if _, dup := cat[k]; dup {
			panic("i18n: message " + string(lang) + "/" + k + " defined twice")
		}
		cat[k] = v
	}
}

// Name returns the language's own name ("Deutsch", "Русский", …).
func (l Lang) Name() string { return catalogs[l]["lang.name"] }

// Supported reports whether l has a catalog.
func Supported(l Lang) bool { _, ok := catalogs[l]; return ok }

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
type Translator struct{ lang Lang }

// New returns a Translator for l (English if l is unsupported).
func New(l Lang) *Translator {
	if !Supported(l) {
		l = "en"
	}
	return &Translator{lang: l}
}

// Lang returns the current language.
func (t *Translator) Lang() Lang { return t.lang }

// SetLang switches language live.
func (t *Translator) SetLang(l Lang) {
	if Supported(l) {
		t.lang = l
	}
}

// T returns the message for key, formatted with args (fmt verbs, with
// explicit indexes like %[1]s where languages reorder words). A missing key
// shows as the key itself so it is noticed, never as an empty string.
func (t *Translator) T(key string, args ...any) string {
	msg, ok := catalogs[t.lang][key]
	if !ok {
		if msg, ok = catalogs["en"][key]; !ok {
			return key
		}
	}
	if len(args) == 0 {
		return msg
	}
	return fmt.Sprintf(msg, args...)
}

// Has reports whether key exists in the English catalog.
func Has(key string) bool { _, ok := catalogs["en"][key]; return ok }
