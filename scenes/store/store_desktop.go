//go:build !js

package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir returns the directory holding the save files: $CIFRA_CONFIG_DIR when
// set, else os.UserConfigDir()/cifra. It returns "" when neither is known.
func Dir() string {
	if d := os.Getenv(EnvConfigDir); d != "" {
		return d
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "cifra")
}

func path(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	dir := Dir()
	if dir == "" {
		return "", errors.New("store: no configuration directory (set " + EnvConfigDir + ")")
	}
	return filepath.Join(dir, name+".json"), nil
}

// Load reads blob name into v. A missing blob returns nil and leaves v as it
// was. A blob that does not decode is renamed to NAME.json.bad, v is left as
// it was, and a *CorruptError says so. Other failures (permissions, I/O) are
// returned as they are, also leaving v untouched.
func Load(name string, v any) error {
	if err := checkTarget(v); err != nil {
		return err
	}
	p, err := path(name)
	if err != nil {
		return err
	}
	data, err := readBlob(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	var odd *oddFileError
	if errors.As(err, &odd) {
		return KeepAside(name, odd.Error())
	}
	if err != nil {
		return ioError("read", name, err)
	}
	if err := decodeInto(data, v); err != nil {
		// Renamed, the bytes are kept exactly and the name is free for
		// the next Save.
		return KeepAside(name, err.Error())
	}
	return nil
}

// MaxBytes is the largest blob Load reads: a save or the settings are a
// few kilobytes, a game's record at most rules' 16 MB.
const MaxBytes = 16 << 20

// oddFileError is a blob that is no save at all: not a regular file (a
// link, a device, a folder), or too large to be one.
type oddFileError struct{ why string }

func (e *oddFileError) Error() string { return e.why }

// readBlob reads the file at p if it is a regular file of at most
// MaxBytes; anything else is an *oddFileError, read no further.
func readBlob(p string) ([]byte, error) {
	info, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &oddFileError{fmt.Sprintf("it is not a regular file (%s)", info.Mode().Type())}
	}
	if info.Size() > MaxBytes {
		return nil, &oddFileError{fmt.Sprintf("it is larger than %d MB", MaxBytes>>20)}
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxBytes+1))
	if err == nil && len(data) > MaxBytes {
		return nil, &oddFileError{fmt.Sprintf("it is larger than %d MB", MaxBytes>>20)}
	}
	return data, err
}

// Remove deletes blob name; a blob that does not exist is not an error.
func Remove(name string) error {
	p, err := path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ioError("remove", name, err)
	}
	return nil
}

// KeepAside renames blob name to NAME.json.bad (or .bad.2, … when one is
// already kept) and returns the
// *CorruptError to show: for a blob that decoded as JSON but that the
// caller found meaningless (a game record that cannot replay, an unknown
// version). reason says why, in English.
func KeepAside(name, reason string) error {
	p, err := path(name)
	if err != nil {
		return err
	}
	corrupt := &CorruptError{Name: name, Reason: reason}
	bad := freeBadName(p)
	if err := os.Rename(p, bad); err == nil {
		corrupt.KeptAs = bad
	}
	logKept(corrupt)
	return corrupt
}

// freeBadName is where a damaged blob at p is kept: NAME.json.bad, or
// NAME.json.bad.2, .3, … when earlier ones were kept, so a second damaged
// save never destroys the first.
func freeBadName(p string) string {
	return badName(p, func(name string) bool {
		_, err := os.Stat(name)
		return err == nil
	})
}

// Save writes v as blob name: JSON into a temporary file in the same
// directory, flushed to disk, then renamed over the old file, so a crash
// leaves either the old or the new save, never half of one.
func Save(name string, v any) error {
	p, err := path(name)
	if err != nil {
		return err
	}
	if err := save(p, name, v); err != nil {
		return ioError("write", name, err)
	}
	return nil
}

// save is Save's work; its errors name the paths, for the log.
func save(p, name string, v any) (err error) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("store: encoding %q: %w", name, err)
	}
	dir := filepath.Dir(p)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+name+".*.tmp")
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(append(data, '\n')); err != nil {
		return fmt.Errorf("store: writing %s: %w", tmp.Name(), err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("store: syncing %s: %w", tmp.Name(), err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("store: closing %s: %w", tmp.Name(), err)
	}
	if err = os.Rename(tmp.Name(), p); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	syncDir(dir)
	return nil
}

// syncDir flushes the directory entry so the rename itself survives a power
// cut. Best effort: some platforms (Windows) cannot open a directory for it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}
