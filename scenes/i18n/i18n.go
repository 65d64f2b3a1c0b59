// Package i18n holds every string a person reads in Cifra, in English,
// Italian, German, French and Russian, and picks the player's language.
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
// messages. Each language file adds its own, and a feature may add its
// messages in a file of its own, so parallel work never edits one huge
// literal. A language's messages are made the first time they are read:
// the browser's first frame waits only for the language it shows (and
// English, the fallback), not for all five.
var sources = map[Lang][]func() map[string]string{}

// catalogs holds each language's messages once made; catalogsMu guards
// it (messages may be looked up beside the game loop too).
var (
	catalogsMu sync.Mutex
	catalogs   = map[Lang]map[string]string{}
)

// add registers msgs as some of lang's messages.
func add(lang Lang, msgs func() map[string]string) {
	sources[lang] = append(sources[lang], msgs)
}

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
		for k, v := range msgs() {
			if _, dup := cat[k]; dup {
				panic("i18n: message " + string(lang) + "/" + k + " defined twice")
			}
			cat[k] = v
		}
	}
	catalogs[lang] = cat
	return cat
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
	msg, ok := catalog(t.lang)[key]
	if !ok {
		if msg, ok = catalog("en")[key]; !ok {
			return key
		}
	}
	if len(args) == 0 {
		return msg
	}
	return fmt.Sprintf(msg, args...)
}

// Has reports whether key exists in the English catalog.
func Has(key string) bool { _, ok := catalog("en")[key]; return ok }
