package setup_test

import (
	"testing"

	"cifra/scenes"
	"cifra/scenes/internal/apptest"
)

// The tests drive setup inside the whole app (apptest), which reads pixels
// back for its shots: every test runs in one Ebitengine game loop.
func TestMain(m *testing.M) { apptest.Main(m, scenes.NewApp) }
