//go:build !js

package scenes

import (
	"image"
	"image/png"
	"os"
)

// savePNG writes img to path as a PNG.
func savePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
