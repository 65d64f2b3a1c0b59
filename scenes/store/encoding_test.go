//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
)

// TestOtherEncodingsAreNamedAndKeptAside: settings saved with a UTF-8
// byte-order mark or as UTF-16 (as a Windows editor may) are kept aside
// with a reason that says what the file is and how to save it, not
// "invalid character 'ï'".
func TestOtherEncodingsAreNamedAndKeptAside(t *testing.T) {
	const body = `{"lang":"it"}`
	utf16LE := func(s string) []byte {
		var b []byte
		for _, u := range utf16.Encode([]rune(s)) {
			b = append(b, byte(u), byte(u>>8))
		}
		return b
	}
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"a UTF-8 byte-order mark": {[]byte("\ufeff" + body), "the file starts with a UTF-8 byte-order mark (BOM); save it as UTF-8 without BOM"},
		"UTF-16 with a mark":      {utf16LE("\ufeff" + body), "the file is UTF-16 (little-endian, with a byte-order mark) text; save it as UTF-8"},
		"UTF-16 without a mark":   {utf16LE(body), "the file is UTF-16 (little-endian) text; save it as UTF-8"},
	} {
		t.Run(name, func(t *testing.T) {
			dir := useTempDir(t)
			p := filepath.Join(dir, "settings.json")
			if err := os.WriteFile(p, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			var v settings
			err := Load("settings", &v)
			var ce *CorruptError
			if !errors.As(err, &ce) || ce.Reason != c.want || ce.KeptAs == "" {
				t.Fatalf("Load: %v, want it kept aside saying %q", err, c.want)
			}
			if v.Lang != "" {
				t.Fatalf("read through the mark: %+v", v)
			}
			if kept, err := os.ReadFile(ce.KeptAs); err != nil || string(kept) != string(c.data) {
				t.Fatalf("not kept byte for byte: %v", err)
			}
			if !strings.Contains(ce.Error(), "save it as UTF-8") {
				t.Fatalf("message %q", ce.Error())
			}
		})
	}
}
