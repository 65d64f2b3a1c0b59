//go:build !linux

package kakuro

// threadCPU is unavailable here; the benchmark reports wall time only.
func threadCPU() (int64, bool) { return 0, false }
