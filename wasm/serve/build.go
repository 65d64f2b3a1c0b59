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

// buildGame compiles the module's main package for the browser into out,
// with the build's own output passed through so errors read as usual.
func buildGame(root, out string) error {
	// cifra_web: the games' large files (rules/served) are served beside the
	// game and fetched when first needed, not built into it.
	cmd := exec.Command("go", "build", "-trimpath", "-tags=cifra_web", "-ldflags=-s -w", "-o", out, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stdout = os.Stderr
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("GOOS=js GOARCH=wasm go build failed: %w\n%s", err, stderr.String())
	}
	return nil
}
