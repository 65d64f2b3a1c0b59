// Command cifra plays Knister, Kakuro and Kakuzu in a window or a
// browser. See README.md; `make play` runs it.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	// Answers -h, a bad flag and a missing display before Ebitengine's
	// windowing library starts (and panics without a display).
	_ "cifra/internal/cli/early"

	"cifra/internal/cli"
	"cifra/internal/startup"
	"cifra/scenes"
	"cifra/scenes/games"
)

func main() {
	startup.Mark("package init")
	opts, err := scenes.ParseOptions(os.Args[1:], games.All, os.Stdout)
	if errors.Is(err, flag.ErrHelp) {
		return
	} else if err != nil {
		fmt.Fprintln(os.Stderr, "cifra:", err)
		os.Exit(2)
	}
	app, err := scenes.NewApp(opts, games.All, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cifra:", err)
		os.Exit(1)
	}
	ebiten.SetWindowTitle("Cifra")
	w, h := windowSize(opts)
	ebiten.SetWindowSize(w, h)
	// A window dragged smaller has no room for the scenes' buttons.
	ebiten.SetWindowSizeLimits(cli.MinWindowSide, cli.MinWindowSide, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	startup.Mark("options and app")
	runErr := ebiten.RunGame(app)
	if err := app.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "cifra:", err)
	}
	if runErr != nil && !errors.Is(runErr, scenes.ErrQuit) {
		fmt.Fprintln(os.Stderr, "cifra:", runErr)
		os.Exit(1)
	}
}

// windowSize is -size fitted to the monitor the window opens on; a size
// that does not fit is said on stderr. The browser's canvas follows the
// page, which ignores the window size.
func windowSize(opts scenes.Options) (int, int) {
	var screen cli.Screen
	if m := ebiten.Monitor(); m != nil && runtime.GOOS != "js" {
		screen.W, screen.H = m.Size()
		screen.Scale = m.DeviceScaleFactor()
	}
	w, h, note := cli.FitWindow(opts.Width, opts.Height, screen)
	if note != "" && runtime.GOOS != "js" {
		fmt.Fprintln(os.Stderr, "cifra:", note)
	}
	return w, h
}
