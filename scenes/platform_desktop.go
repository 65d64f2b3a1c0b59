//go:build !js

package scenes

import "os"

const isBrowser = false

// systemLocale reads the locale from the environment.
func systemLocale() string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" && v != "C" && v != "POSIX" {
			return v
		}
	}
	return "en"
}

// publishHook is the browser test hook; the desktop has none.
func publishHook(*App) {}
