package scenes

import (
	"testing"

	"cifra/internal/ebitentest"
)

// Tests here paint the app and read its pixels back (the help, shell and
// tour shots), which needs a running game loop; Ebitengine's loop runs
// once per process, so every test runs inside it.
func TestMain(m *testing.M) { ebitentest.Main(m) }
