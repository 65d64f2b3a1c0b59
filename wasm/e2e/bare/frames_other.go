//go:build !js

package main

// publish does nothing outside a browser.
func publish(int) {}
