//go:build !js

package scenes

// exposeStats does nothing on the desktop: -stats writes its file on exit.
func exposeStats(*frameStats) {}
