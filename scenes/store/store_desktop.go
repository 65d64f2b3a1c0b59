//go:build !js

package store

import (
	"encoding/json"
	"errors"
	"fmt"
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
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return ioError("read", name, err)
	}
	if err := decodeInto(data, v); err != nil {
		corrupt := &CorruptError{Name: name, Reason: err.Error()}
		bad := freeBadName(p)
		// Rename keeps the bytes exactly and frees the name for the next Save.
		if rerr := os.Rename(p, bad); rerr == nil {
			corrupt.KeptAs = bad
		}
		logKept(corrupt)
		return corrupt
	}
	return nil
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
