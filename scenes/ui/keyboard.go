package ui

import (
	"sync"
	"unicode"
)

// Keyboard is an on-screen keyboard for typing a name on a touch screen or
// with a gamepad: three pages (plain Latin letters, the accented letters of
// German, French and Italian, Cyrillic), shift, space and backspace. It
// only lays out and interprets keys: each key is a Widget the scene adds to
// its Controls (so keyboard and pad focus work as on any button) and draws
// with Label; Press says what a key does.
type Keyboard struct {
	Page  int  // KeyboardLatin, KeyboardAccents or KeyboardCyrillic
	Shift bool // the next letter is a capital
	// perRow, when not 0, is the most letters a row holds: a narrow
	// screen's rows split so each key stays a touch target (see Fit).
	perRow int
}

// The keyboard's pages.
const (
	KeyboardLatin = iota
	KeyboardAccents
	KeyboardCyrillic
	keyboardPages
)

// KeyboardKeyID is the widget name of a key; I is the row, J the column.
const KeyboardKeyID = "kb.key"

// KeyAction is what pressing a key does.
type KeyAction int

// The key actions.
const (
	KeyType      KeyAction = iota // type the key's rune
	KeySpace                      // type a space
	KeyBackspace                  // delete the last rune
	KeyShift                      // capitalise the next letter
	KeyPage                       // turn to the next page
)

// keycap is one key on a page: a rune to type, or an action, and how wide
// it is in letter widths.
type keycap struct {
	r      rune
	action KeyAction
	weight float64
}

// pages holds the letter rows of each page; pageRows adds shift, backspace
// and the bottom row around them.
var pages = [keyboardPages][3]string{
	{"qwertyuiop", "asdfghjkl", "zxcvbnm"},
	{"àáâäæçèéêë", "ìíîïñòóôöœ", "ùúûüÿß'"},
	{"йцукенгшщзхъ", "фывапролджэё", "ячсмитьбю"},
}

// pageNames labels the page key with the page it turns to.
var pageNames = [keyboardPages]string{"abc", "àéß", "абв"}

// rows returns the keys of the current page, row by row (see pageRows
// and narrowRows).
func (k *Keyboard) rows() [][]keycap {
	if k.perRow > 0 {
		return narrowRows(k.page(), k.perRow)
	}
	return pageRows[k.page()]
}

// pageRows are every page's keys, row by row, built once: three rows of
// letters (shift first and backspace last on the third) and a bottom row
// of page, hyphen, space.
var pageRows = func() (all [keyboardPages][][]keycap) {
	for p, letters := range pages {
		var out [][]keycap
		width := 0.0
		for i, line := range letters {
			var row []keycap
			if i == 2 {
				row = append(row, keycap{action: KeyShift, weight: 1.5})
			}
			for _, r := range line {
				row = append(row, keycap{r: r, action: KeyType, weight: 1})
			}
			if i == 2 {
				row = append(row, keycap{action: KeyBackspace, weight: 1.5})
			}
			out = append(out, row)
			width = max(width, rowWeight(row))
		}
		all[p] = append(out, []keycap{
			{action: KeyPage, weight: 2},
			{r: '-', action: KeyType, weight: 1},
			{action: KeySpace, weight: max(2, width-3)},
		})
	}
	return all
}()

// narrowKeys caches narrowRows by page and letters a row.
var narrowKeys struct {
	sync.Mutex
	rows map[[2]int][][]keycap
}

// narrowRows are a page's keys for a narrow screen: each row of letters
// split evenly into rows of at most perRow (so the page keeps its order,
// "qwert" over "yuiop"), then one row of shift, page, hyphen, space and
// backspace, every key at least a letter wide.
func narrowRows(page, perRow int) [][]keycap {
	perRow = max(perRow, 5) // the bottom row's five keys
	narrowKeys.Lock()
	defer narrowKeys.Unlock()
	if rows, ok := narrowKeys.rows[[2]int{page, perRow}]; ok {
		return rows
	}
	var out [][]keycap
	for _, line := range pages[page] {
		rs := []rune(line)
		parts := (len(rs) + perRow - 1) / perRow
		for i := range parts {
			var row []keycap
			// Longer rows first: "asdfg" over "hjkl".
			for _, r := range rs[(i*len(rs)+parts-1)/parts : ((i+1)*len(rs)+parts-1)/parts] {
				row = append(row, keycap{r: r, action: KeyType, weight: 1})
			}
			out = append(out, row)
		}
	}
	out = append(out, []keycap{
		{action: KeyShift, weight: 1},
		{action: KeyPage, weight: 1.5},
		{r: '-', action: KeyType, weight: 1},
		{action: KeySpace, weight: max(1, float64(perRow)-4.5)},
		{action: KeyBackspace, weight: 1},
	})
	if narrowKeys.rows == nil {
		narrowKeys.rows = map[[2]int][][]keycap{}
	}
	narrowKeys.rows[[2]int{page, perRow}] = out
	return out
}

// Fit chooses the rows for a keyboard width wide: the pages' own three
// rows when every letter key of every page is then at least minKeyW wide,
// else rows of as many letters as keep them so (a phone held upright), so
// a finger always finds a whole key whichever page it turns to.
func (k *Keyboard) Fit(width, minKeyW, gap float64) {
	k.perRow = 0
	for _, rows := range pageRows {
		for _, row := range rows {
			if (width-gap*float64(len(row)-1))/rowWeight(row) < minKeyW {
				k.perRow = max(1, int((width+gap)/(minKeyW+gap)))
				return
			}
		}
	}
}

func rowWeight(row []keycap) float64 {
	w := 0.0
	for _, c := range row {
		w += c.weight
	}
	return w
}

func (k *Keyboard) page() int {
	if k.Page < 0 || k.Page >= keyboardPages {
		return KeyboardLatin
	}
	return k.Page
}

// PageFor returns the page to open for a language: Cyrillic for Russian,
// plain Latin otherwise.
func PageFor(lang string) int {
	if lang == "ru" {
		return KeyboardCyrillic
	}
	return KeyboardLatin
}

// Layout places the current page's keys in r: rows of equal height at most
// keyH (with gap between keys), each row's keys as wide as their weight,
// at most maxKeyW a letter, rows centred. It returns the widgets, all
// enabled, and the height used.
func (k *Keyboard) Layout(r Rect, keyH, maxKeyW, gap float64) ([]Widget, float64) {
	rows := k.rows()
	// A letter's width: the widest row (its keys and the gaps between
	// them) fills r.W, or maxKeyW a letter when that is narrower.
	unit := maxKeyW
	for _, row := range rows {
		if u := (r.W - gap*float64(len(row)-1)) / rowWeight(row); u < unit {
			unit = u
		}
	}
	unit = max(unit, 1)
	h := min(keyH, (r.H-gap*float64(len(rows)-1))/float64(len(rows)))
	h = max(h, 1)
	var ws []Widget
	y := r.Y
	for i, row := range rows {
		w := rowWeight(row)*unit + gap*float64(len(row)-1)
		x := r.X + (r.W-w)/2
		for j, c := range row {
			kw := c.weight * unit
			ws = append(ws, Widget{ID: Indexed2(KeyboardKeyID, i, j), Rect: Rect{X: x, Y: y, W: kw, H: h}, Enabled: true})
			x += kw + gap
		}
		y += h + gap
	}
	return ws, y - gap - r.Y
}

// Height is how tall Layout's keys are for rows of keyH with gap.
func (k *Keyboard) Height(keyH, gap float64) float64 {
	n := float64(len(k.rows()))
	return n*keyH + (n-1)*gap
}

// key returns the keycap of widget id, and whether id is one of this
// keyboard's keys.
func (k *Keyboard) key(id ID) (keycap, bool) {
	if id.Name != KeyboardKeyID {
		return keycap{}, false
	}
	rows := k.rows()
	if id.I < 0 || id.I >= len(rows) || id.J < 0 || id.J >= len(rows[id.I]) {
		return keycap{}, false
	}
	return rows[id.I][id.J], true
}

// Label is the text printed on key id: the letter (a capital while
// shifted), "↑" for shift, "←" for backspace, the next page's letters for
// the page key; space carries spaceLabel (the language's word for it).
func (k *Keyboard) Label(id ID, spaceLabel string) string {
	c, ok := k.key(id)
	if !ok {
		return ""
	}
	switch c.action {
	case KeyShift:
		return "↑"
	case KeyBackspace:
		return "←"
	case KeyPage:
		return pageNames[(k.page()+1)%keyboardPages]
	case KeySpace:
		return spaceLabel
	}
	return string(k.shifted(c.r))
}

// Held reports whether key id shows as held down (shift while on).
func (k *Keyboard) Held(id ID) bool {
	c, ok := k.key(id)
	return ok && c.action == KeyShift && k.Shift
}

func (k *Keyboard) shifted(r rune) rune {
	if k.Shift {
		return unicode.ToUpper(r)
	}
	return r
}

// Press applies key id: it returns the action and, for KeyType, the rune
// to type (a capital while shifted; shift then lets go). Page and shift
// change the keyboard itself. ok is false when id is not a key.
func (k *Keyboard) Press(id ID) (action KeyAction, r rune, ok bool) {
	c, ok := k.key(id)
	if !ok {
		return 0, 0, false
	}
	switch c.action {
	case KeyType:
		r = k.shifted(c.r)
		k.Shift = false
		return KeyType, r, true
	case KeyShift:
		k.Shift = !k.Shift
	case KeyPage:
		k.Page = (k.page() + 1) % keyboardPages
	case KeySpace:
		return KeySpace, ' ', true
	}
	return c.action, 0, true
}

// Runes lists every letter the keyboard can type on any page, lower case
// (tests check each language's letters are there).
func Runes() []rune {
	var out []rune
	for _, p := range pages {
		for _, line := range p {
			out = append(out, []rune(line)...)
		}
	}
	return append(out, '-', ' ')
}
