//go:build !js

package online

import (
	"context"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// defaultServer is the server's address a player is offered first: this
// computer (make serve runs one here).
func defaultServer() string { return "127.0.0.1" }

// pageSecure reports whether the page was loaded over https (never, on
// the desktop).
func pageSecure() bool { return false }

// pageLink is the web page that joins table code: none known here.
func pageLink(string) string { return "" }

// copyText puts s on the clipboard through the system's own tool
// (wl-copy or xclip or xsel on Linux, pbcopy on a Mac, clip on Windows):
// Ebitengine has no clipboard, and the Go ones need cgo on Linux. The
// channel says whether one took it; false when none is installed.
func copyText(s string) <-chan bool {
	done := make(chan bool, 1)
	go func() {
		for _, tool := range clipboardTools() {
			if _, err := exec.LookPath(tool[0]); err != nil {
				continue
			}
			c, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			cmd := exec.CommandContext(c, tool[0], tool[1:]...)
			cmd.Stdin = strings.NewReader(s)
			err := cmd.Run()
			cancel()
			if err == nil {
				done <- true
				return
			}
		}
		done <- false
	}()
	return done
}

// clipboardTools are the commands that put their input on the clipboard,
// the likeliest first.
func clipboardTools() [][]string {
	switch runtime.GOOS {
	case "darwin":
		return [][]string{{"pbcopy"}}
	case "windows":
		return [][]string{{"clip"}}
	}
	var tools [][]string
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		tools = append(tools, []string{"wl-copy"})
	}
	return append(tools, []string{"xclip", "-selection", "clipboard"}, []string{"xsel", "--clipboard", "--input"})
}

// showTable writes table's code in the page's address (a browser's
// only): nothing to do here.
func showTable(string) {}
