// Package store keeps Cifra's saves and settings: small JSON blobs, one per
// name. On the desktop each blob is a file in the user's config directory,
// written atomically; in the browser it is a localStorage entry. A blob that
// cannot be read back is never overwritten silently: it is kept aside and
// reported, so the player learns what happened (DESIGN.md, "Nothing is lost").
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"os"
	"reflect"
	"strconv"
	"time"

	"cifra/rules"
)

// EnvConfigDir names the environment variable that overrides the desktop
// directory (tests, end-to-end runs, portable installs).
const EnvConfigDir = "CIFRA_CONFIG_DIR"

// CorruptCode is the stable machine code of a CorruptError, for i18n lookups.
const CorruptCode = "store.corrupt"

// CorruptError reports a blob that existed but could not be decoded. The bad
// bytes were kept aside under KeptAs (a file path on the desktop, a
// localStorage key in the browser; "" if even that failed).
type CorruptError struct {
	Name   string // blob name as given to Load, e.g. "settings"
	Reason string // why decoding failed, in English (from encoding/json)
	KeptAs string // where the bad data now lives; "" if it could not be kept
}

// Code returns the stable machine code for translating this error.
func (e *CorruptError) Code() string { return CorruptCode }

// Error describes the problem in English.
func (e *CorruptError) Error() string {
	if e.KeptAs == "" {
		return fmt.Sprintf("saved %q could not be read (%s) and could not be kept aside", e.Name, e.Reason)
	}
	return fmt.Sprintf("saved %q could not be read (%s); it was kept as %s", e.Name, e.Reason, e.KeptAs)
}

// logf writes the details of a failure to the log (stderr): file paths
// and storage keys are for whoever reads the log, while the errors the
// player sees say what happened in words.
var logf = log.Printf

// logKept logs where a blob that could not be read was kept.
func logKept(e *CorruptError) {
	if e.KeptAs == "" {
		logf("cifra: saved %q could not be read (%s) and could not be kept aside", e.Name, e.Reason)
		return
	}
	logf("cifra: saved %q could not be read (%s); kept as %s", e.Name, e.Reason, e.KeptAs)
}

// IOError is a blob that could not be read or written (permissions, a
// full disk, storage turned off). Its message names the blob and the
// cause in words, without the file path, which goes to the log.
type IOError struct {
	Op   string // "read" or "write"
	Name string // blob name as given to Load or Save
	Err  error  // the cause, with its path
}

// Error describes the problem in English, without paths.
func (e *IOError) Error() string {
	return fmt.Sprintf("could not %s saved %q: %s", e.Op, e.Name, cause(e.Err))
}

// Unwrap is the cause (errors.Is(err, fs.ErrPermission) still works).
func (e *IOError) Unwrap() error { return e.Err }

// ioError wraps err as an *IOError and logs it with its path.
func ioError(op, name string, err error) error {
	logf("cifra: could not %s saved %q: %v", op, name, err)
	return &IOError{Op: op, Name: name, Err: err}
}

// cause is err's message without the file path an *fs.PathError or
// *os.LinkError adds ("permission denied", "no space left on device").
func cause(err error) string {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err.Error()
	case errors.As(err, &le):
		return le.Err.Error()
	}
	return err.Error()
}

// NameError reports a blob name that is not a plain identifier; names become
// file names, so path separators and dots are refused.
type NameError struct {
	Name string
}

// Code returns the stable machine code for translating this error.
func (e *NameError) Code() string { return "store.bad_name" }

// Error describes the problem in English.
func (e *NameError) Error() string {
	return fmt.Sprintf("invalid save name %q: use letters, digits, '-' and '_' only", e.Name)
}

// checkName accepts 1 to 64 ASCII letters, digits, '-' and '_'. (A loop,
// not a regular expression: compiling one at start-up cost the browser's
// first frame 15 ms.)
func checkName(name string) error {
	if len(name) == 0 || len(name) > 64 {
		return &NameError{Name: name}
	}
	for _, c := range []byte(name) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return &NameError{Name: name}
		}
	}
	return nil
}

// checkTarget refuses a v that Load could never fill, before any data is
// read: otherwise a programming error would look like a corrupt save.
func checkTarget(v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("store: Load needs a non-nil pointer, got %T", v)
	}
	return nil
}

// decodeInto decodes data into v, leaving v untouched on any failure; text
// in another encoding than UTF-8 is refused saying which.
// encoding/json can fail half-way (a type mismatch deep inside) after
// writing some fields, so the data is first decoded into a fresh value of
// the same type, which shares nothing with v; only when that succeeds is it
// decoded into v itself, so v's defaults stay for fields the blob lacks.
// checkTarget must pass before decodeInto is called.
func decodeInto(data []byte, v any) error {
	// A byte-order mark or UTF-16 (a settings file saved by a Windows
	// editor) is said as such, not as "invalid character".
	if err := rules.CheckEncoding(data); err != nil {
		return err
	}
	trial := reflect.New(reflect.TypeOf(v).Elem())
	if err := json.Unmarshal(data, trial.Interface()); err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}

// badName is the first of base+".bad", base+".bad.2", … that taken reports
// free: a kept copy is never overwritten.
func badName(base string, taken func(string) bool) string {
	name := base + ".bad"
	for i := 2; taken(name); i++ {
		name = base + ".bad." + strconv.Itoa(i)
		if i > 1000 {
			// So many kept already: a name of its own time, never one
			// taken (a bound on the count would overwrite a copy).
			name = base + ".bad." + strconv.FormatInt(time.Now().UnixNano(), 10)
		}
	}
	return name
}
