// Package strictjson is the strict JSON decoder every file Cifra reads
// goes through (records, saves, settings, online messages): Decode reads
// as encoding/json does but refuses, in words a person reads, what
// RULES.md §4 refuses in a record (a key twice, a key in another case, an
// unknown key, a list of the wrong length, a value too deep or too long,
// text in another encoding), in memory and time linear in the input. It
// knows no game; the rules package (cifra/rules) forwards to it.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Error is JSON that Decode refuses: Path says where in the
// value (e.g. "use 2, swap"; empty for the value itself), Msg what is
// wrong, both in words a person reads. Positions in a list count from 1.
type Error struct {
	Path string
	Msg  string
}

// Error is "path: msg", or msg alone at the top.
func (e *Error) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}

// Decode unmarshals data into v as RULES.md §4 reads records: keys
// are case-sensitive, a key may appear once per object, keys the target
// does not name are refused, a fixed-size list (a square [row, col]) has
// exactly its length, a list holds at most MaxItems items (N for a field
// tagged `strict:"max=N"`) and an object at most MaxItems keys, lists and
// objects nest at most MaxNesting deep, null is refused where a plain
// value is wanted, strings are valid UTF-8, and nothing may follow the
// value; a file in another encoding (a byte-order mark, UTF-16) is
// refused saying so (CheckEncoding). Empty data or JSON null leave v
// untouched. Errors are *Error and never name Go types.
// json.RawMessage and types with their own UnmarshalJSON are read as they
// are (but for their depth), to be checked by whoever decodes them next.
// Memory and time are linear in len(data).
func Decode(data []byte, v any) error {
	if err := CheckEncoding(data); err != nil {
		return err
	}
	data = trimJSONSpace(data)
	if len(data) == 0 || string(data) == "null" {
		return nil
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		panic("strictjson.Decode: v must be a non-nil pointer")
	}
	w := &walker{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	w.dec.UseNumber()
	buf := pathPool.Get().(*[]pathPart)
	defer func() { clear(*buf); pathPool.Put(buf) }()
	if err := w.value(rv.Type().Elem(), (*buf)[:0]); err != nil {
		return err
	}
	if _, err := w.dec.Token(); !errors.Is(err, io.EOF) {
		return &Error{Msg: "there is more after the JSON value"}
	}
	// The walk has checked every key, shape and number; what is left to
	// encoding/json is filling v in. Unmarshal reads data where it lies
	// (a Decoder would copy it into a buffer grown by doubling).
	if err := json.Unmarshal(data, v); err != nil {
		return describeJSONError(err)
	}
	return nil
}

// pathPool holds paths with room for the deepest value allowed, so that
// appending a part never copies the path: a copy an item made memory grow
// with the items (and a path a call, with the calls).
var pathPool = sync.Pool{New: func() any {
	p := make([]pathPart, MaxNesting+2)
	return &p
}}

// trimJSONSpace trims the whitespace JSON allows around a value (not
// bytes.TrimSpace's, which also takes \v, \f and Unicode spaces).
func trimJSONSpace(data []byte) []byte { return bytes.Trim(data, " \t\r\n") }

// walker reads a JSON value token by token against the Go type it will
// be decoded into, checking what encoding/json lets through.
type walker struct {
	data []byte
	dec  *json.Decoder
}

// pathPart is one step into a value: a key, or a position in the list
// under key (label, when set, names the position: a square's "row"; item
// names the list's items, as its field's tag says: "sum tile").
type pathPart struct {
	key   string
	index int // -1 for a key
	label string
	item  string
}

var (
	rawMessageType  = reflect.TypeFor[json.RawMessage]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
)

// singular names one item of the lists every record has, for paths a
// person reads; a game's own lists name their items in their fields' tags
// (`strict:"item=sum tile"`). Online messages share these keys.
var singular = map[string]string{"moves": "move", "players": "player"}

// render writes a path the way errors show it: "player 2, name".
func render(path []pathPart) string {
	var parts []string
	for _, p := range path {
		switch {
		case p.index < 0:
			parts = append(parts, p.key)
			continue
		case p.label != "" && p.key != "":
			parts = append(parts, p.key+" "+p.label)
			continue
		case p.label != "":
			parts = append(parts, p.label)
			continue
		}
		name, ok := p.item, p.item != ""
		if !ok {
			name, ok = singular[p.key]
		}
		if !ok {
			name = "item"
			if p.key != "" {
				name = p.key + " item"
			}
		}
		if len(parts) > 0 && p.key != "" && parts[len(parts)-1] == p.key {
			parts = parts[:len(parts)-1]
		}
		parts = append(parts, fmt.Sprintf("%s %d", name, p.index+1))
	}
	return strings.Join(parts, ", ")
}

func (w *walker) fail(path []pathPart, format string, args ...any) error {
	return &Error{Path: render(path), Msg: fmt.Sprintf(format, args...)}
}

// token reads the next token, checking a string's raw bytes.
func (w *walker) token(path []pathPart) (json.Token, error) {
	start := w.dec.InputOffset()
	tok, err := w.dec.Token()
	if err != nil {
		return nil, w.syntax(err)
	}
	if _, ok := tok.(string); ok {
		raw := w.data[start:w.dec.InputOffset()]
		if i := bytes.IndexByte(raw, '"'); i >= 0 {
			raw = raw[i:]
		}
		if !validJSONString(raw) {
			return nil, w.fail(path, "the text is not valid UTF-8")
		}
	}
	return tok, nil
}

// syntax words a tokenizer error.
func (w *walker) syntax(err error) error {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		line, col := lineCol(w.data, syn.Offset)
		return &Error{Msg: fmt.Sprintf("not valid JSON at line %d, column %d: %v", line, col, syn)}
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return &Error{Msg: "the JSON stops in the middle"}
	}
	return &Error{Msg: err.Error()}
}

// lineCol turns a byte offset (just past the fault) into a line and a
// column, both from 1.
func lineCol(data []byte, off int64) (int, int) {
	if len(data) == 0 {
		return 1, 1
	}
	off = min(max(off, 1), int64(len(data)))
	before := data[:off-1]
	line := bytes.Count(before, []byte("\n")) + 1
	col := utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:]) + 1
	return line, col
}

// MaxNesting is how deep lists and objects may nest in a record, a save
// or settings: far above any real one (a record nests four or five
// levels), low enough that a hostile file is refused at once.
const MaxNesting = 64

// MaxItems is how many items a list, or keys an object, may hold in a
// record, a save or settings, unless its field's tag says otherwise
// (`strict:"max=N"`, as a record's moves do): far above any real one (a
// game seats at most 100 players and deals a few dozen tiles), low enough
// that a hostile file of millions of tiny items is refused as it is read,
// not after it was decoded at many times its size.
const MaxItems = 100_000

// value reads one value that will be decoded into type t.
func (w *walker) value(t reflect.Type, path []pathPart) error {
	return w.listedValue(t, listTag{}, path)
}

// listedValue is value for a struct field whose tag caps its list's
// length or names its items (lt: the field's `strict:"…"` tag).
func (w *walker) listedValue(t reflect.Type, lt listTag, path []pathPart) error {
	tok, err := w.token(path)
	if err != nil {
		return err
	}
	return w.valueFrom(tok, t, lt, path)
}

// valueFrom checks a value whose first token is already read; lt is what
// its field's tag says of a list (its most items, above 0, or MaxItems;
// its items' name).
func (w *walker) valueFrom(tok json.Token, t reflect.Type, lt listTag, path []pathPart) error {
	if t == rawMessageType || reflect.PointerTo(t).Implements(unmarshalerType) {
		return w.skip(tok, path) // read as it is, checked by its own decoder
	}
	switch t.Kind() {
	case reflect.Pointer:
		if tok == nil {
			return nil
		}
		return w.valueFrom(tok, t.Elem(), lt, path)
	case reflect.Interface:
		return w.rest(tok, path)
	case reflect.Struct:
		return w.object(tok, path, func(key string, path []pathPart) error {
			f, ok := fieldOf(t, key)
			if !ok {
				return unknownKey(w, t, key, path)
			}
			return w.listedValue(f.typ, f.list, path)
		})
	case reflect.Map:
		if tok == nil {
			return nil
		}
		return w.object(tok, path, func(_ string, path []pathPart) error { return w.value(t.Elem(), path) })
	case reflect.Slice:
		if tok == nil {
			return nil
		}
		if t.Elem().Kind() == reflect.Uint8 { // []byte is a base64 string
			return w.want(tok, path, "text in quotes", isString)
		}
		_, err := w.list(tok, t.Elem(), lt, path)
		return err
	case reflect.Array:
		var labels []string
		if isSquare(t, path) {
			labels = []string{"row", "column"}
		}
		n, err := w.list(tok, t.Elem(), listTag{item: lt.item}, path, labels...)
		switch {
		case err != nil || n == t.Len():
		case isSquare(t, path):
			err = w.fail(path, "want a square [row, col], found %d %s", n, itemWord(t.Elem(), n))
		default:
			err = w.fail(path, "want exactly %d %s, found %d", t.Len(), itemWord(t.Elem(), t.Len()), n)
		}
		return err
	case reflect.String:
		return w.want(tok, path, "text in quotes", isString)
	case reflect.Bool:
		return w.want(tok, path, "true or false", func(tok json.Token) bool { _, ok := tok.(bool); return ok })
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return w.number(tok, path, "a whole number", func(s string) bool {
			_, err := strconv.ParseInt(s, 10, t.Bits())
			return err == nil
		})
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return w.number(tok, path, "a whole number, 0 or more", func(s string) bool {
			_, err := strconv.ParseUint(s, 10, t.Bits())
			return err == nil
		})
	case reflect.Float32, reflect.Float64:
		return w.number(tok, path, "a number", func(s string) bool {
			_, err := strconv.ParseFloat(s, t.Bits())
			return err == nil
		})
	}
	return w.fail(path, "this value cannot be read")
}

// finite reports whether a JSON number fits a float64 at all.
func finite(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

func isString(tok json.Token) bool { _, ok := tok.(string); return ok }

// want checks that tok is a plain value of the wanted kind.
func (w *walker) want(tok json.Token, path []pathPart, what string, ok func(json.Token) bool) error {
	if ok(tok) {
		return nil
	}
	return w.fail(path, "want %s, found %s", what, describe(tok))
}

// number checks that tok is a number that fits: fits parses it as the
// target does (an error is a fraction, a sign or a size it cannot hold).
func (w *walker) number(tok json.Token, path []pathPart, what string, fits func(string) bool) error {
	n, ok := tok.(json.Number)
	if !ok {
		return w.fail(path, "want %s, found %s", what, describe(tok))
	}
	s := n.String()
	switch {
	case fits(s):
		return nil
	case !finite(s):
	case what != "a number" && strings.ContainsAny(s, ".eE"):
		return w.fail(path, "want %s, found %s", what, s)
	case strings.HasPrefix(s, "-") && what != "a whole number":
		return w.fail(path, "want %s, found %s", what, s)
	}
	return w.fail(path, "%s is out of range", s)
}

// object reads an object's keys, refusing a key given twice, and hands
// each value to field.
func (w *walker) object(tok json.Token, path []pathPart, field func(key string, path []pathPart) error) error {
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return w.want(tok, path, "an object {…}", func(json.Token) bool { return false })
	}
	if err := w.deep(path); err != nil {
		return err
	}
	seen := map[string]bool{}
	for w.dec.More() {
		if len(seen) == MaxItems {
			return w.fail(path, "the object holds more than %d keys, far more than a game has", MaxItems)
		}
		kt, err := w.token(path)
		if err != nil {
			return err
		}
		key := kt.(string) // the tokenizer only hands strings as keys
		if seen[key] {
			return w.fail(path, "key %s appears twice", Quote(key))
		}
		seen[key] = true
		// In place: the walk is depth first, so a value's path is done
		// with before its sibling's takes the slot (a copy a level made
		// memory grow with the square of the depth).
		if err := field(key, append(path, pathPart{key: key, index: -1})); err != nil {
			return err
		}
	}
	_, err := w.token(path) // '}'
	return err
}

// deep refuses a list or object opened at path when it would nest past
// MaxNesting (the path has a part a level).
func (w *walker) deep(path []pathPart) error {
	if len(path) >= MaxNesting {
		return w.fail(path[:1], "lists and objects nest more than %d levels deep", MaxNesting)
	}
	return nil
}

// list reads a list's items as elem and returns how many there were; a
// list of more than lt.max items (MaxItems when it is 0) is refused at
// the first item past it, before the rest is read. lt.item, when set,
// names the items in paths; labels, when given, name the first items.
func (w *walker) list(tok json.Token, elem reflect.Type, lt listTag, path []pathPart, labels ...string) (int, error) {
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return 0, w.want(tok, path, "a list […]", func(json.Token) bool { return false })
	}
	if err := w.deep(path); err != nil {
		return 0, err
	}
	limit := lt.max
	if limit <= 0 {
		limit = MaxItems
	}
	key, under := "", path // under: the path an item's part follows
	if len(path) > 0 && path[len(path)-1].index < 0 {
		key = path[len(path)-1].key
		if len(labels) > 0 {
			under = path[:len(path)-1] // "at row", not "at, at row"
		}
	}
	n := 0
	for ; w.dec.More(); n++ {
		if n == limit {
			return n, w.fail(path, "the list holds more than %d items, far more than a game has", limit)
		}
		next := append(path, pathPart{key: key, index: n, item: lt.item}) // in place, as in object
		if n < len(labels) {
			// A label replaces the list's own part: a copy, so that the
			// caller's path keeps its last part.
			next = append(under[:len(under):len(under)], pathPart{key: key, index: n, label: labels[n], item: lt.item})
		}
		if err := w.value(elem, next); err != nil {
			return n, err
		}
	}
	_, err := w.token(path) // ']'
	return n, err
}

// rest reads the rest of a value of any shape (its first token is tok),
// still refusing keys given twice and text that is not UTF-8.
func (w *walker) rest(tok json.Token, path []pathPart) error {
	d, ok := tok.(json.Delim)
	switch {
	case !ok:
		return nil
	case d == '{':
		return w.object(tok, path, func(_ string, path []pathPart) error {
			t, err := w.token(path)
			if err != nil {
				return err
			}
			return w.rest(t, path)
		})
	case d == '[':
		_, err := w.list(tok, reflect.TypeFor[any](), listTag{}, path)
		return err
	}
	return nil
}

// skip reads the rest of a value (its first token is tok) unchecked, but
// for its depth: path's and the value's together within MaxNesting.
func (w *walker) skip(tok json.Token, path []pathPart) error {
	depth := 0
	for {
		if d, ok := tok.(json.Delim); ok {
			if d == '{' || d == '[' {
				depth++
			} else {
				depth--
			}
		}
		if len(path)+depth > MaxNesting {
			return w.fail(path, "lists and objects nest more than %d levels deep", MaxNesting)
		}
		if depth == 0 {
			return nil
		}
		var err error
		if tok, err = w.dec.Token(); err != nil {
			return w.syntax(err)
		}
	}
}

// describe says what a token is, for "found …".
func describe(tok json.Token) string {
	switch v := tok.(type) {
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return v.String()
	case string:
		if utf8.RuneCountInString(v) > 24 {
			v = string([]rune(v)[:24]) + "…"
		}
		return strconv.Quote(v)
	case json.Delim:
		if v == '{' {
			return "an object"
		}
		return "a list"
	}
	return "something else"
}

// isSquare tells a square [row, col] from another pair of whole numbers
// (Knister's setup roll): a pair is a square unless its list's field names
// its items otherwise.
func isSquare(t reflect.Type, path []pathPart) bool {
	if t.Len() != 2 || t.Elem().Kind() < reflect.Int || t.Elem().Kind() > reflect.Int64 {
		return false
	}
	if len(path) == 0 {
		return true
	}
	item := path[len(path)-1].item
	return item == "" || item == "square"
}

// itemWord names the items of a fixed-size list.
func itemWord(elem reflect.Type, n int) string {
	word := "items"
	switch {
	case elem.Kind() == reflect.Array && elem.Len() == 2:
		word = "squares"
	case elem.Kind() >= reflect.Int && elem.Kind() <= reflect.Float64:
		word = "numbers"
	}
	if n == 1 {
		word = strings.TrimSuffix(word, "s")
	}
	return word
}

// unknownKey refuses a key the struct does not name; a key that differs
// only in case says so, since JSON keys are case-sensitive.
func unknownKey(w *walker, t reflect.Type, key string, path []pathPart) error {
	at := path[:len(path)-1]
	for _, name := range fieldNames(t) {
		if strings.EqualFold(name, key) {
			return w.fail(at, "unknown key %s (keys are case-sensitive: write %q)", Quote(key), name)
		}
	}
	return w.fail(at, "unknown key %s", Quote(key))
}

// fieldOf is the struct field that JSON key names, matched exactly, as
// encoding/json would fill it (embedded structs included).
func fieldOf(t reflect.Type, key string) (jsonField, bool) {
	for _, f := range jsonFields(t) {
		if f.name == key {
			return f, true
		}
	}
	return jsonField{}, false
}

func fieldNames(t reflect.Type) []string {
	var names []string
	for _, f := range jsonFields(t) {
		names = append(names, f.name)
	}
	return names
}

type jsonField struct {
	name  string
	typ   reflect.Type
	depth int
	list  listTag // what its `strict:"…"` tag says of a list
}

// listTag is what a list field's tag, `strict:"max=N,item=NAME"`, says
// of its list: the most items it may hold (0: MaxItems), and what one of
// them is called in paths a person reads ("sum tile": "sum tile 3").
type listTag struct {
	max  int
	item string
}

// fieldCache holds jsonFields per struct type: every key of every record
// asks for its type's fields, and reflecting on them once is enough.
var fieldCache sync.Map // reflect.Type → []jsonField

// jsonFields lists the JSON keys of struct t: exported fields by their
// tag name or Go name, "-" left out, untagged embedded structs flattened
// (a shallower key hides a deeper one, as in encoding/json).
func jsonFields(t reflect.Type) []jsonField {
	if f, ok := fieldCache.Load(t); ok {
		return f.([]jsonField)
	}
	f := reflectFields(t)
	fieldCache.Store(t, f)
	return f
}

// reflectFields works out jsonFields for t.
func reflectFields(t reflect.Type) []jsonField {
	var out []jsonField
	var walk func(t reflect.Type, depth int)
	walk = func(t reflect.Type, depth int) {
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, _, _ := strings.Cut(tag, ",")
			ft := f.Type
			if f.Anonymous && name == "" {
				if ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if ft.Kind() == reflect.Struct {
					walk(ft, depth+1)
					continue
				}
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			out = append(out, jsonField{name: name, typ: f.Type, depth: depth, list: listTagOf(f)})
		}
	}
	walk(t, 0)
	// Keep the shallowest field of each name.
	best := map[string]int{}
	for _, f := range out {
		if d, ok := best[f.name]; !ok || f.depth < d {
			best[f.name] = f.depth
		}
	}
	kept := out[:0]
	for _, f := range out {
		if best[f.name] == f.depth {
			kept = append(kept, f)
		}
	}
	return kept
}

// listTagOf reads a list field's tag, `strict:"max=N,item=NAME"`, each
// part optional: max=N is the most items Decode lets the list hold,
// refusing a longer one before reading it whole (a 16 MB record of a
// million sum tiles would otherwise be decoded, at several times its
// size, only to be refused after); item=NAME what one item is called in
// paths ("item=sum tile"). A tag that does not parse is a programming
// error.
func listTagOf(f reflect.StructField) listTag {
	tag, ok := f.Tag.Lookup("strict")
	if !ok {
		return listTag{}
	}
	var lt listTag
	for part := range strings.SplitSeq(tag, ",") {
		key, value, _ := strings.Cut(part, "=")
		switch key {
		case "max":
			n, err := strconv.Atoi(value)
			if err == nil && n >= 1 {
				lt.max = n
				continue
			}
		case "item":
			if value != "" {
				lt.item = value
				continue
			}
		}
		panic(fmt.Sprintf("rules: field %s has tag strict:%q; want strict:\"max=N,item=NAME\", N at least 1, each part optional", f.Name, tag))
	}
	return lt
}

// validJSONString reports whether a JSON string literal (quotes
// included) is valid UTF-8 and its \u escapes pair their surrogates.
func validJSONString(raw []byte) bool {
	if !utf8.Valid(raw) {
		return false
	}
	pendingHigh := false
	for i := 0; i < len(raw); i++ {
		if raw[i] != '\\' || i+1 >= len(raw) {
			if pendingHigh {
				return false
			}
			continue
		}
		i++
		if raw[i] != 'u' || i+4 >= len(raw) {
			if pendingHigh {
				return false
			}
			continue
		}
		r, err := strconv.ParseUint(string(raw[i+1:i+5]), 16, 32)
		if err != nil {
			return false
		}
		i += 4
		switch {
		case r >= 0xD800 && r < 0xDC00:
			if pendingHigh {
				return false
			}
			pendingHigh = true
		case r >= 0xDC00 && r < 0xE000:
			if !pendingHigh {
				return false
			}
			pendingHigh = false
		default:
			if pendingHigh {
				return false
			}
		}
	}
	return !pendingHigh
}

// describeJSONError words what encoding/json still refuses after the
// walk (nothing it knows of), without Go type names.
func describeJSONError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return &Error{Msg: fmt.Sprintf("not valid JSON at byte %d: %v", syn.Offset, syn)}
	case errors.As(err, &typ):
		return &Error{Path: typ.Field, Msg: "found JSON " + typ.Value + " where it does not fit"}
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return &Error{Msg: "the JSON stops in the middle"}
	}
	var de *Error
	if errors.As(err, &de) {
		return de
	}
	return &Error{Msg: err.Error()}
}
