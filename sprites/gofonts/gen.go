//go:build ignore

// gen.go writes regular.ttf, bold.ttf and italic.ttf: the Go fonts of
// golang.org/x/image cut to subset.Runes. Run it with go generate.
package main

import (
	"fmt"
	"log"
	"os"

	"cifra/sprites/gofonts/internal/subset"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
)

func main() {
	for _, f := range []struct {
		file string
		ttf  []byte
	}{
		{"regular.ttf", goregular.TTF},
		{"bold.ttf", gobold.TTF},
		{"italic.ttf", goitalic.TTF},
	} {
		out, err := subset.Subset(f.ttf, subset.Runes())
		if err != nil {
			log.Fatalf("%s: %v", f.file, err)
		}
		if err := os.WriteFile(f.file, out, 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %d bytes (from %d)\n", f.file, len(out), len(f.ttf))
	}
}
