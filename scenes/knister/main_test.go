package knister

import (
	"testing"

	"cifra/internal/ebitentest"
)

// Tests here paint rounds and read their pixels back (the shots), which
// needs a running game loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }
