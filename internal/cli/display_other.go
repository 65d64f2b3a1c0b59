//go:build !((linux && !android) || freebsd || netbsd || openbsd || dragonfly)

package cli

// CheckDisplay says in words why no window can open, or nil. Only X11
// systems are known to start without one (see display_x11.go); the
// browser, Windows, macOS and phones always have a screen.
func CheckDisplay() error { return nil }
