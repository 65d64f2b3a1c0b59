//go:build !js

package core

// prepaints says whether a PaintQueue asks for its sprites: on the
// desktop they are painted on another core.
const prepaints = true
