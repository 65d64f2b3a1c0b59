//go:build js

package main

import "syscall/js"

// publish sets globalThis.bareFrames, the frames drawn so far.
func publish(frames int) { js.Global().Set("bareFrames", frames) }
