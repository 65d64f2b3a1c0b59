//go:build js

package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"syscall/js"
)

// keyPrefix namespaces Cifra's entries in the page's shared localStorage.
const keyPrefix = "cifra."

// Dir returns "" in the browser: blobs live in localStorage, not files.
func Dir() string { return "" }

// errNoStorage reports a browser without usable localStorage (disabled by
// the user, or a sandboxed frame).
var errNoStorage = errors.New("store: localStorage is not available")

// storage returns window.localStorage, or an error when it is missing or
// access throws (some browsers throw a SecurityError on the property read).
func storage() (ls js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errNoStorage, r)
		}
	}()
	ls = js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errNoStorage
	}
	return ls, nil
}

// call invokes a localStorage method, turning a thrown JS exception (for
// example QuotaExceededError) into a Go error instead of a panic.
func call(ls js.Value, method string, args ...any) (res js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("store: localStorage.%s: %v", method, r)
		}
	}()
	return ls.Call(method, args...), nil
}

// Load reads blob name into v from localStorage["cifra."+name]. A missing
// entry returns nil and leaves v as it was. An entry that does not decode is
// copied to "cifra."+name+".bad", v is left as it was, and a *CorruptError
// says so.
func Load(name string, v any) error {
	if err := checkTarget(v); err != nil {
		return err
	}
	if err := checkName(name); err != nil {
		return err
	}
	ls, err := storage()
	if err != nil {
		return err
	}
	key := keyPrefix + name
	item, err := call(ls, "getItem", key)
	if err != nil {
		return err
	}
	if item.IsNull() || item.IsUndefined() {
		return nil
	}
	data := item.String()
	if err := decodeInto([]byte(data), v); err != nil {
		corrupt := &CorruptError{Name: name, Reason: err.Error()}
		bad := badName(key, func(k string) bool { return stored(ls, k) })
		if _, serr := call(ls, "setItem", bad, data); serr == nil {
			corrupt.KeptAs = bad
			// The copy is safe, so the next Save may reuse the key.
			_, _ = call(ls, "removeItem", key)
		}
		logKept(corrupt)
		return corrupt
	}
	return nil
}

// Remove deletes localStorage["cifra."+name]; a missing entry is not an
// error.
func Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	ls, err := storage()
	if err != nil {
		return err
	}
	_, err = call(ls, "removeItem", keyPrefix+name)
	return err
}

// KeepAside copies localStorage["cifra."+name] to the same key plus ".bad",
// removes the original and returns the *CorruptError to show: for an entry
// that decoded as JSON but that the caller found meaningless. reason says
// why, in English.
func KeepAside(name, reason string) error {
	if err := checkName(name); err != nil {
		return err
	}
	corrupt := &CorruptError{Name: name, Reason: reason}
	ls, err := storage()
	if err != nil {
		return corrupt
	}
	key := keyPrefix + name
	item, err := call(ls, "getItem", key)
	if err != nil || item.IsNull() || item.IsUndefined() {
		return corrupt
	}
	bad := badName(key, func(k string) bool { return stored(ls, k) })
	if _, err := call(ls, "setItem", bad, item.String()); err == nil {
		corrupt.KeptAs = bad
		_, _ = call(ls, "removeItem", key)
	}
	logKept(corrupt)
	return corrupt
}

// Save writes v as JSON to localStorage["cifra."+name]. setItem replaces the
// value in one step, so there is no half-written state to guard against.
func Save(name string, v any) error {
	if err := checkName(name); err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("store: encoding %q: %w", name, err)
	}
	ls, err := storage()
	if err != nil {
		return err
	}
	if _, err = call(ls, "setItem", keyPrefix+name, string(data)); err != nil {
		return ioError("write", name, err)
	}
	return nil
}

// stored reports whether localStorage holds key.
func stored(ls js.Value, key string) bool {
	v, err := call(ls, "getItem", key)
	return err == nil && !v.IsNull() && !v.IsUndefined()
}
