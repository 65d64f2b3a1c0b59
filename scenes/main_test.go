package scenes

import (
	"testing"

	"cifra/scenes/internal/apptest"
)

// Tests here paint the app and read its pixels back (the tour's shots, a
// paused race), which needs a running game loop; Ebitengine's loop runs
// once per process, so every test runs inside it. The harness builds the
// app with NewApp (apptest.Main).
func TestMain(m *testing.M) { apptest.Main(m, NewApp) }
