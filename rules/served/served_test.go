package served

import (
	"strings"
	"testing"
)

// Every served file has a unique name with an extension (the server puts
// its hash before it), a type and, natively, its bytes.
func TestFilesAreServable(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range Files() {
		if seen[f.Name] || !strings.Contains(f.Name, ".") || strings.ContainsAny(f.Name, "/\\ ") {
			t.Errorf("name %q: unique, with an extension, no folders", f.Name)
		}
		seen[f.Name] = true
		if f.Type == "" || len(f.Data) == 0 {
			t.Errorf("%s: type %q, %d bytes", f.Name, f.Type, len(f.Data))
		}
	}
	if len(seen) == 0 {
		t.Error("no served files")
	}
}
