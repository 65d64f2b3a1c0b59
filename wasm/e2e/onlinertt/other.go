//go:build !js

package main

import (
	"fmt"
	"os"
)

// main says what this command is for: it runs in a browser only.
func main() {
	fmt.Fprintln(os.Stderr, "onlinertt runs in a browser: build it with GOOS=js GOARCH=wasm (wasm/e2e/online-rtt.mjs does)")
	os.Exit(2)
}
