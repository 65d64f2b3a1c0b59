package core

import (
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

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
	lang   i18n.Lang
	key    string
	plural bool // made by N, for count
	count  int
	n      int
	args   [memoArgs]any
	msg    string
}

// T translates key with args in the current language.
func (c *Context) T(key string, args ...any) string {
	if len(args) == 0 || len(args) > memoArgs || !memoable(args) {
		return c.Tr.T(key, args...)
	}
	if msg, ok := c.kept(key, false, 0, args); ok {
		return msg
	}
	return c.keep(key, false, 0, args, c.Tr.T(key, args...))
}

// N translates the plural message key in the form the count n takes in
// the current language, with args (i18n.Translator.N): N("resume.kakuzu",
// left, left) is "1 stone left" or "5 stones left".
func (c *Context) N(key string, n int, args ...any) string {
	if len(args) > memoArgs || !memoable(args) {
		return c.Tr.N(key, n, args...)
	}
	if msg, ok := c.kept(key, true, n, args); ok {
		return msg
	}
	return c.keep(key, true, n, args, c.Tr.N(key, n, args...))
}

// kept finds a message made before from the same key, count and args in
// the current language.
func (c *Context) kept(key string, plural bool, count int, args []any) (string, bool) {
	if c.memo == nil {
		return "", false
	}
	lang := c.Tr.Lang()
	for i := range c.memo.entries {
		if e := &c.memo.entries[i]; e.n == len(args) && e.key == key && e.plural == plural && e.count == count &&
			e.lang == lang && sameArgs(e.args[:e.n], args) {
			return e.msg, true
		}
	}
	return "", false
}

// keep remembers msg as made from key, count and args, in place of the
// oldest message kept, and returns it.
func (c *Context) keep(key string, plural bool, count int, args []any, msg string) string {
	if c.memo == nil {
		c.memo = &messageMemo{}
	}
	m := c.memo
	e := &m.entries[m.next]
	m.next = (m.next + 1) % memoSize
	*e = memoEntry{lang: c.Tr.Lang(), key: key, plural: plural, count: count, n: len(args), msg: msg}
	copy(e.args[:], args)
	return msg
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

// RectMemo is a value worked out for a rect in the context's unit and
// language (where a help page's pictures go), kept while those stay:
// working it out again every frame would be too slow. The zero value
// holds nothing.
type RectMemo[V any] struct {
	r    ui.Rect
	u    float64
	lang i18n.Lang
	v    V
	ok   bool
}

// Get is the value for r, worked out by fit when r, the unit or the
// language changed.
func (m *RectMemo[V]) Get(ctx *Context, r ui.Rect, fit func() (V, bool)) (V, bool) {
	u, lang := ctx.U(), ctx.Tr.Lang()
	if m.r == r && m.u == u && m.lang == lang {
		return m.v, m.ok
	}
	m.v, m.ok = fit()
	m.r, m.u, m.lang = r, u, lang
	return m.v, m.ok
}
