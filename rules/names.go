package rules

import (
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// MaxNameRunes is the most characters (runes) a player's name has,
// everywhere a name comes in: setup's name editor stops taking letters
// there, -players, records and saves refuse a longer one. Sixteen fits
// "Maximilian-Josef" and most first names in every language while a
// scoreboard still has room for the scores.
const MaxNameRunes = 16

// byteOrderMark is U+FEFF, written as a number: a source literal of it
// would be a character no font draws.
const byteOrderMark = 0xFEFF

// NameRune reports whether a name may hold r: any character a person can
// see or a space, but no control character (a new line, a tab, DEL, the
// C1 codes), no line or paragraph separator, no byte-order mark and no
// bidirectional control (the U+202A–U+202E embeddings and overrides, the
// U+2066–U+2069 isolates, the LRM/RLM/ALM marks), which would turn the
// text around the name (a score line, a log) back to front.
func NameRune(r rune) bool {
	switch {
	case r == utf8.RuneError, r == byteOrderMark:
		return false
	case unicode.IsControl(r), unicode.Is(unicode.Bidi_Control, r):
		return false
	case unicode.In(r, unicode.Zl, unicode.Zp):
		return false
	}
	return true
}

// CheckName is the one rule for a player's name, the same in setup, on
// the command line (-players), in records and in saves: it says in words
// what is wrong with name, or returns nil. A name is valid UTF-8, holds
// at least one visible character, only characters NameRune allows, and at
// most MaxNameRunes of them. Leading and trailing spaces are allowed
// (setup trims them as a name is closed).
func CheckName(name string) error {
	if !utf8.ValidString(name) {
		return fmt.Errorf("the name %s is not valid text (UTF-8)", Quote(name))
	}
	visible := false
	for _, r := range name {
		if !NameRune(r) {
			return fmt.Errorf("the name %s has %s (U+%04X), which a name may not hold", Quote(name), runeKind(r), r)
		}
		visible = visible || unicode.IsGraphic(r) && !unicode.IsSpace(r) && !unicode.Is(unicode.Cf, r)
	}
	if !visible {
		if name == "" {
			return fmt.Errorf("the name is empty")
		}
		return fmt.Errorf("the name %s is blank: it has no letter or sign to show", Quote(name))
	}
	if n := utf8.RuneCountInString(name); n > MaxNameRunes {
		// Clip, not Quote: Quote would give the length of a long name twice.
		return fmt.Errorf("the name %s has %d characters; a name has at most %d", strconv.Quote(Clip(name)), n, MaxNameRunes)
	}
	return nil
}

// runeKind names a character NameRune refuses.
func runeKind(r rune) string {
	switch {
	case unicode.Is(unicode.Bidi_Control, r):
		return "a text-direction control"
	case unicode.IsControl(r):
		return "a control character"
	case unicode.In(r, unicode.Zl, unicode.Zp):
		return "a line break"
	case r == byteOrderMark:
		return "a byte-order mark"
	}
	return "a character that is not text"
}
