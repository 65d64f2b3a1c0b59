module cifra

go 1.26.0

// brotli is for wasm/serve only, never in the game binary.
require github.com/andybalholm/brotli v1.2.8

require (
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	golang.org/x/image v0.47.0
	golang.org/x/text v0.43.0
)

require (
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/oto/v3 v3.3.3 // indirect
	github.com/ebitengine/purego v0.8.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
)
