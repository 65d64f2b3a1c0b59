package sprites

// fmin and fmax are the float64 min and max of painting code, which runs
// them for every pixel. In WebAssembly Go's min and max builtins on
// floats are calls into the runtime (runtime.fmin64, fmax64: they take
// care of NaN and signed zeros), which was a seventh of the browser's
// start-up painting; these compile to a comparison and inline. They
// differ from the builtins only for NaN (never painted) and in the sign
// of a zero result.
func fmin(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

func fmax(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}
