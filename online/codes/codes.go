// Package codes draws the codes the server hands out: a table's, a
// transfer code. It is the server's alone: the clients (and the browser's
// modules, which pay for every package in download) only check codes
// (wire.CheckCode, wire.CheckLink), never draw them.
package codes

import (
	"crypto/rand"
	"fmt"

	"cifra/online/wire"
)

// Draw draws a code of length characters of wire.CodeAlphabet, each as
// likely as any other.
func Draw(length int) (string, error) {
	out := make([]byte, 0, length)
	buf := make([]byte, 2*length)
	// The bytes below the largest multiple of the alphabet's size only,
	// so that no letter comes up more often than another.
	limit := byte(256 / len(wire.CodeAlphabet) * len(wire.CodeAlphabet))
	for len(out) < length {
		if _, err := rand.Read(buf); err != nil {
			return "", fmt.Errorf("cannot draw a code: %w", err)
		}
		for _, b := range buf {
			if b < limit && len(out) < length {
				out = append(out, wire.CodeAlphabet[int(b)%len(wire.CodeAlphabet)])
			}
		}
	}
	return string(out), nil
}
