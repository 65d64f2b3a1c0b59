package strictjson

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestQuoteCutsLongValues: short values are quoted whole, as %q does; a
// long one keeps its first 32 runes (never half a rune), an ellipsis and
// its length.
func TestQuoteCutsLongValues(t *testing.T) {
	if got := Quote("chess"); got != `"chess"` {
		t.Errorf("Quote(chess) = %s", got)
	}
	long := strings.Repeat("ж", 1000)
	got := Quote(long)
	if want := `"` + strings.Repeat("ж", 32) + `…" (1000 characters)`; got != want || !utf8.ValidString(got) {
		t.Errorf("Quote of 1000 ж = %s", got)
	}
	if c := Clip(long); c != strings.Repeat("ж", 32)+"…" {
		t.Errorf("Clip = %s", c)
	}
}
