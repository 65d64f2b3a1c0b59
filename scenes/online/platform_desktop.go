//go:build !js

package online

// defaultServer is the server's address a player is offered first: this
// computer (make serve runs one here).
func defaultServer() string { return "127.0.0.1" }

// pageSecure reports whether the page was loaded over https (never, on
// the desktop).
func pageSecure() bool { return false }

// pageLink is the web page that joins table code: none known here.
func pageLink(string) string { return "" }
