package sprites

import (
	"strings"
	"testing"
)

// Ellipsize keeps a name that fits, cuts a long one to the longest prefix
// that fits with "…", and gives up ("") when not one letter fits.
func TestEllipsize(t *testing.T) {
	face := UI(16)
	name := "Maximilian-Josefine"
	full, _ := Measure(name, face)
	if got := Ellipsize(name, face, full+1); got != name {
		t.Errorf("a fitting name became %q", got)
	}
	for _, w := range []float64{full * 0.8, full * 0.5, full * 0.2} {
		got := Ellipsize(name, face, w)
		gw, _ := Measure(got, face)
		if !strings.HasSuffix(got, "…") || gw > w || !strings.HasPrefix(name, strings.TrimSuffix(got, "…")) {
			t.Errorf("width %.0f: %q (%.0f wide)", w, got, gw)
		}
		longer := []rune(strings.TrimSuffix(got, "…"))
		if next := string([]rune(name)[:len(longer)+1]) + "…"; len(longer)+1 < len([]rune(name)) {
			if nw, _ := Measure(next, face); nw <= w && !strings.HasSuffix(string(longer), " ") {
				t.Errorf("width %.0f: %q is not the longest prefix (%q fits)", w, got, next)
			}
		}
	}
	if got := Ellipsize(name, face, 1); got != "" {
		t.Errorf("width 1: %q, want nothing", got)
	}
}
