//go:build (linux && !android) || freebsd || netbsd || openbsd || dragonfly

package cli

import (
	"errors"
	"os"
)

// CheckDisplay says in words why no window can open, or nil. Ebitengine
// opens its windows through X11 here (on Wayland through XWayland), and
// its windowing library panics in its package init when DISPLAY is not
// set; this lets cli/early say so first.
func CheckDisplay() error {
	if os.Getenv("DISPLAY") != "" {
		return nil
	}
	why := "DISPLAY is not set"
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		why = "DISPLAY is not set, and on Wayland cifra opens its window through XWayland"
	}
	return errors.New("cifra needs a display to open its window: " + why + " (start it from a desktop session; for tests run under xvfb-run)")
}
