package helppics

import (
	"testing"

	"cifra/internal/ebitentest"
)

// TestCloseInOutlinesItsBox reads pixels back, which needs a running
// game loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }
