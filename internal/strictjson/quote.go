package strictjson

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// quoteRunes is how much of a refused value Quote shows.
const quoteRunes = 32

// Quote is s in quotes, as %q writes it, for an error or a log: a long
// value (a 10 MB name in a hostile record) is cut after its first runes,
// with an ellipsis and its length, so refusing it never echoes it whole.
func Quote(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= quoteRunes+8 {
		return strconv.Quote(s)
	}
	return strconv.Quote(Clip(s)) + fmt.Sprintf(" (%d characters)", n)
}

// Clip is s cut as Quote cuts it, without quotes: for a field that echoes
// a refused value (a summary's "game").
func Clip(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= quoteRunes+8 {
		return s
	}
	cut := 0
	for range quoteRunes {
		_, size := utf8.DecodeRuneInString(s[cut:])
		cut += size
	}
	return s[:cut] + "…"
}
