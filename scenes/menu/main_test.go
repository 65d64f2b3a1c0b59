package menu_test

import (
	"testing"

	"cifra/scenes"
	"cifra/scenes/internal/apptest"
)

// The tests drive the menu inside the whole app (apptest), in one
// Ebitengine game loop as the app's own tests do.
func TestMain(m *testing.M) { apptest.Main(m, scenes.NewApp) }
