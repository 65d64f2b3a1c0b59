package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// goEnv asks the go command on PATH for one variable. Using the same go
// for GOROOT, GOMOD and the build is what keeps wasm_exec.js and
// game.wasm from two different Go versions apart.
func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// moduleRoot returns the directory of the main module's go.mod.
func moduleRoot() (string, error) {
	mod, err := goEnv("GOMOD")
	if err != nil {
		return "", err
	}
	if mod == "" || mod == os.DevNull {
		return "", errors.New("not inside the cifra module: run this from the repository (go run ./wasm/serve)")
	}
	return filepath.Dir(mod), nil
}

// wasmExecJS reads the JavaScript glue that matches this Go version.
// Go 1.24 moved it from misc/wasm to lib/wasm; both are tried.
func wasmExecJS() ([]byte, error) {
	root, err := goEnv("GOROOT")
	if err != nil {
		return nil, err
	}
	var firstErr error
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		data, err := os.ReadFile(filepath.Join(root, dir, "wasm_exec.js"))
		if err == nil {
			return data, nil
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	return nil, fmt.Errorf("wasm_exec.js not found in GOROOT %s: %w", root, firstErr)
}

// games are the games with a module of their own (scenes/games's
// cifra_module_<game> tags), in menu order.
var games = []string{"knister", "kakuro", "kakuzu"}

// coldPackages are built without inlining in every module: screens a
// player passes through (the menu, setup, the online lobby, statistics,
// the podium), the catalogs' texts and online play's client, where no
// call is hot and inlining's copies cost download. docs/downloads.md
// measures it: about 50 KB of brotli a module, frames unchanged. The
// games' rounds, the rules, the sprites and Ebitengine keep inlining:
// without it Kakuzu's frames were 25 % slower.
var coldPackages = []string{
	"cifra/scenes/menu", "cifra/scenes/online/...", "cifra/scenes/setup", "cifra/scenes/stats",
	"cifra/scenes/overlay", "cifra/scenes/podium", "cifra/scenes/seating", "cifra/scenes/store",
	"cifra/scenes/i18n", "cifra/scenes/games", "cifra/scenes/kakuro/texts", "cifra/scenes/kakuzu/texts",
	"cifra/scenes/knister/texts", "cifra/scenes/kakuzu/helppics", "cifra/scenes/knister/helppics",
	"cifra/online/...", "encoding/json", "github.com/skip2/go-qrcode/...", "golang.org/x/text/...",
	// Formatting and reflection serve the texts (once per wording: the
	// scenes keep what they worded), JSON and errors, never a frame's
	// drawing: about 60 KB of brotli (docs/downloads.md).
	"fmt", "reflect", "cifra/internal/...",
}

// coldRound are the games whose own round scene is built without
// inlining too: Kakuro's module is the largest, and its frames measured
// the same either way (docs/downloads.md).
var coldRound = map[string]bool{"kakuro": true}

// gcflags are the compiler flags of game's module ("" for the build of
// every game, which keeps every inlining: it is for measuring).
func gcflags(game string) []string {
	if game == "" {
		return nil
	}
	var out []string
	for _, p := range coldPackages {
		out = append(out, "-gcflags="+p+"=-l")
	}
	if coldRound[game] {
		out = append(out, "-gcflags=cifra/scenes/"+game+"=-l")
	}
	return out
}

// buildModule compiles the module's main package for the browser into
// out: game's module, or ("" ) one build of every game. version, when
// set, is what the app's About says. The build's own output is passed
// through so errors read as usual.
func buildModule(root, game, version, out string) error {
	// cifra_web: the games' large files (rules/served) are served beside the
	// game and fetched when first needed, not built into it.
	tags := "cifra_web"
	if game != "" {
		tags += ",cifra_module_" + game
	}
	ldflags := "-s -w"
	if version != "" {
		ldflags += " -X cifra/internal/version.Version=" + version
	}
	args := append([]string{"build", "-trimpath", "-tags=" + tags, "-ldflags=" + ldflags}, gcflags(game)...)
	cmd := exec.Command("go", append(args, "-o", out, ".")...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stdout = os.Stderr
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("GOOS=js GOARCH=wasm go build %s failed: %w\n%s", strings.Join(args[1:], " "), err, stderr.String())
	}
	return nil
}

// loadModules reads the modules to serve from path: one file is the build
// of every game; a directory holds a module a game (game-knister.wasm, …,
// as -build writes them).
func loadModules(path string) ([]module, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.IsDir() {
		data, err := os.ReadFile(path)
		return []module{{Data: data}}, err
	}
	var out []module
	for _, g := range games {
		m := module{Game: g}
		if m.Data, err = os.ReadFile(filepath.Join(path, m.fileName())); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}
