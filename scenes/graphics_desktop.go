//go:build !js

package scenes

import (
	"os"
	"strings"
)

// screenRatio is the screen's own device pixel ratio: the monitor's.
func screenRatio() float64 { return deviceScale() }

// screenShort is the window's short side in CSS pixels where the app
// must know it before the window opens: only the browser must (startRatio).
func screenShort() float64 { return 0 }

// rendererName is the GL renderer's name as far as the desktop can tell:
// Ebitengine does not say which renderer it got, so only Mesa's own
// switches to a software rasterizer (LIBGL_ALWAYS_SOFTWARE,
// GALLIUM_DRIVER) name one; otherwise "" and the automatic setting goes
// by the frames' times.
func rendererName() string {
	if d := os.Getenv("GALLIUM_DRIVER"); d == "llvmpipe" || d == "softpipe" {
		return d
	}
	if v := strings.ToLower(os.Getenv("LIBGL_ALWAYS_SOFTWARE")); v == "1" || v == "true" {
		return "llvmpipe (LIBGL_ALWAYS_SOFTWARE)"
	}
	return ""
}

// startRatio does nothing on the desktop: the window takes any picture
// size at any time (DrawFinalScreen scales it).
func startRatio(float64) {}
