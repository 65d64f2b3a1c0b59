//go:build !js

package startup

const inBrowser = false

// sincePageStart has no page to measure from outside the browser.
func sincePageStart() (float64, bool) { return 0, false }
