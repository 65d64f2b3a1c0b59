//go:build !linux

package main

import "testing"

// childPeakRSS is measured on Linux only (getrusage's units differ).
func childPeakRSS(testing.TB, string, int, []byte) (uint64, bool) { return 0, false }
