//go:build !linux || android

package audio

// deviceAvailable is true where Ebitengine's audio driver copes with a
// missing device by itself (browsers, macOS, Windows, mobile).
func deviceAvailable() bool { return true }
