//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzLoad feeds arbitrary file contents to Load: it must never panic, and
// it either decodes cleanly or reports a CorruptError with v untouched and
// the bytes kept aside unchanged.
func FuzzLoad(f *testing.F) {
	for _, seed := range []string{`{"lang":"it"}`, `{`, `null`, `[]`, `{"volume":1e400}`, `{"best":{"a":"b"}}`, "\xff"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		t.Setenv(EnvConfigDir, dir)
		p := filepath.Join(dir, "f.json")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		v := settings{Lang: "en", Volume: 5}
		err := Load("f", &v)
		if err == nil {
			return
		}
		var ce *CorruptError
		if !errors.As(err, &ce) {
			t.Fatalf("unexpected error type %T: %v", err, err)
		}
		if v.Lang != "en" || v.Volume != 5 || v.Best != nil {
			t.Fatalf("v touched: %+v", v)
		}
		kept, rerr := os.ReadFile(ce.KeptAs)
		if rerr != nil || string(kept) != string(data) {
			t.Fatalf("kept copy differs: %v", rerr)
		}
	})
}
