package scenes

import (
	"errors"
	"image"
)

// savePNG refuses in the browser: -shots is a desktop flag, and leaving
// image/png out keeps its encoder and decoder out of game.wasm.
func savePNG(string, image.Image) error {
	return errors.New("screenshots are saved by the desktop build only")
}
