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

// copyText puts s on the clipboard: navigator.clipboard where the page
// is secure (https, localhost), else a selected, hidden text area copied
// by execCommand (a page on a home network's address). Both need the
// tap that asked, which the frame after it still is. The channel says
// whether it took.
func copyText(s string) <-chan bool {
	done := make(chan bool, 1)
	fallback := func() bool {
		doc := js.Global().Get("document")
		area := doc.Call("createElement", "textarea")
		area.Set("value", s)
		area.Call("setAttribute", "readonly", "")
		area.Get("style").Set("position", "fixed")
		area.Get("style").Set("opacity", "0")
		doc.Get("body").Call("appendChild", area)
		area.Call("select")
		ok := doc.Call("execCommand", "copy").Truthy()
		area.Call("remove")
		return ok
	}
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done <- fallback()
		return done
	}
	var then, catch js.Func
	then = js.FuncOf(func(js.Value, []js.Value) any {
		done <- true
		then.Release()
		catch.Release()
		return nil
	})
	catch = js.FuncOf(func(js.Value, []js.Value) any {
		go func() { done <- fallback() }()
		then.Release()
		catch.Release()
		return nil
	})
	clip.Call("writeText", s).Call("then", then).Call("catch", catch)
	return done
}

// showTable writes table's code in the page's address (?join=CODE), so
// a reload, a bookmark or a link copied from the address bar leads to
// the table this device sits at now (after a rematch: the new one);
// an empty code takes it away.
func showTable(code string) {
	loc := js.Global().Get("location")
	url := js.Global().Get("URL").New(loc.Get("href"))
	params := url.Get("searchParams")
	if cur := params.Call("get", "join"); (cur.IsNull() && code == "") || (cur.Type() == js.TypeString && cur.String() == code) {
		return
	}
	if code == "" {
		params.Call("delete", "join")
	} else {
		params.Call("set", "join", code)
	}
	js.Global().Get("history").Call("replaceState", js.Null(), "", url.Call("toString"))
}
