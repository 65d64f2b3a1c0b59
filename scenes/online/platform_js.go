//go:build js

package online

import "syscall/js"

// defaultServer is the server's address a player is offered first: the
// host that served the page (make serve serves both).
func defaultServer() string {
	if h := js.Global().Get("location").Get("hostname"); h.Type() == js.TypeString && h.String() != "" {
		return h.String()
	}
	return "127.0.0.1"
}

// pageSecure reports whether the page was loaded over https, where the
// browser allows only wss:// connections.
func pageSecure() bool {
	p := js.Global().Get("location").Get("protocol")
	return p.Type() == js.TypeString && p.String() == "https:"
}

// pageLink is this page with ?join=code: the page that joins the table.
func pageLink(code string) string {
	loc := js.Global().Get("location")
	origin, path := loc.Get("origin"), loc.Get("pathname")
	if origin.Type() != js.TypeString || path.Type() != js.TypeString {
		return ""
	}
	return origin.String() + path.String() + "?join=" + code
}
