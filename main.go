// Command cifra plays Knister (and soon Kakuro and Kakuzu) in a window or
// a browser. See README.md; `make play` runs it.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes"
)

func main() {
	opts, err := scenes.ParseOptions(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	} else if err != nil {
		fmt.Fprintln(os.Stderr, "cifra:", err)
		os.Exit(2)
	}
	app, err := scenes.NewApp(opts, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cifra:", err)
		os.Exit(1)
	}
	ebiten.SetWindowTitle("Cifra")
	ebiten.SetWindowSize(opts.Width, opts.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	runErr := ebiten.RunGame(app)
	if err := app.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "cifra:", err)
	}
	if runErr != nil && !errors.Is(runErr, scenes.ErrQuit) {
		fmt.Fprintln(os.Stderr, "cifra:", runErr)
		os.Exit(1)
	}
}
