package sprites

// Fmin and Fmax are the float min and max of painting code, which runs
// them for every pixel. In WebAssembly Go's min and max builtins on
// floats are calls into the runtime (runtime.fmin64, fmax64: they take
// care of NaN and signed zeros), which was a seventh of the browser's
// start-up painting; these compile to a comparison and inline. They
// differ from the builtins only for NaN (never painted) and in the sign
// of a zero result.
func Fmin[F ~float32 | ~float64](a, b F) F {
	if a < b {
		return a
	}
	return b
}

// Fmax is the larger of a and b (see Fmin).
func Fmax[F ~float32 | ~float64](a, b F) F {
	if a > b {
		return a
	}
	return b
}
