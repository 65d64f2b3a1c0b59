package kakuro

import (
	"testing"

	"cifra/internal/ebitentest"
)

// Tests here draw rounds frame after frame (frame_test.go) and read
// pixels back (the layout shots), which needs a
// running game loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }
