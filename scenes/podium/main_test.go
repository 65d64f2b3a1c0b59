package podium

import (
	"testing"

	"cifra/internal/ebitentest"
)

// The layout tests save pictures for a person to look at (TestShots),
// which reads pixels back and needs a running game loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }
