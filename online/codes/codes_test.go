package codes

import (
	"testing"

	"cifra/online/wire"
)

// A drawn code has its length, of the alphabet only, and every letter
// comes up.
func TestACodeIsOfTheAlphabet(t *testing.T) {
	seen := map[rune]bool{}
	for range 300 {
		c, err := Draw(wire.LinkLength)
		if err != nil {
			t.Fatal(err)
		}
		if err := wire.CheckLink(c); err != nil {
			t.Fatalf("%q: %v", c, err)
		}
		for _, r := range c {
			seen[r] = true
		}
	}
	if len(seen) != len(wire.CodeAlphabet) {
		t.Errorf("%d letters came up of %d", len(seen), len(wire.CodeAlphabet))
	}
}
