package core

import "cifra/scenes/i18n"

// memoSize is how many formatted messages a context keeps: more than a
// frame of any scene asks for, so a steady frame finds them all.
const memoSize = 48

// memoArgs is the most arguments of a message kept.
const memoArgs = 4

// messageMemo keeps T's formatted messages: a frame asks for the same few
// ("Round 3", "12 points") again and again, and fmt.Sprintf makes a new
// string each time. The oldest entry gives way to a new one.
type messageMemo struct {
	entries [memoSize]memoEntry
	next    int
}

// memoEntry is one formatted message and what it was made of.
type memoEntry struct {
	lang i18n.Lang
	key  string
	n    int
	args [memoArgs]any
	msg  string
}

// T translates key with args in the current language.
func (c *Context) T(key string, args ...any) string {
	if len(args) == 0 || len(args) > memoArgs || !memoable(args) {
		return c.Tr.T(key, args...)
	}
	if c.memo == nil {
		c.memo = &messageMemo{}
	}
	m, lang := c.memo, c.Tr.Lang()
	for i := range m.entries {
		if e := &m.entries[i]; e.n == len(args) && e.key == key && e.lang == lang && sameArgs(e.args[:e.n], args) {
			return e.msg
		}
	}
	e := &m.entries[m.next]
	m.next = (m.next + 1) % memoSize
	*e = memoEntry{lang: lang, key: key, n: len(args), msg: c.Tr.T(key, args...)}
	copy(e.args[:], args)
	return e.msg
}

// memoable reports whether every argument is of a type compared by value
// (comparing others could panic, or miss what they point to).
func memoable(args []any) bool {
	for _, a := range args {
		switch a.(type) {
		case int, int64, uint8, bool, string, float64:
		default:
			return false
		}
	}
	return true
}

// sameArgs reports whether two argument lists of memoable types are equal.
func sameArgs(a, b []any) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
