package kakuzu

import (
	"testing"

	"cifra/internal/ebitentest"
)

// Tests here read pixels back, which needs a running game loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }
