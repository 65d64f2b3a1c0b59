package knister

import (
	"errors"
	"fmt"
	"syscall/js"

	"cifra/rules/knister"
)

// The browser build (tag cifra_web) leaves the hard bot's model out of
// game.wasm; the page fetches it beside the game and leaves the bytes,
// or the reason it could not, in globalThis.cifraKnisterModel before Go
// starts, so reading it never waits (a wait inside Update would stall
// the browser's event loop that delivers the bytes).
func init() { knister.HardModelSource = pageKnisterModel }

// pageKnisterModel hands over the page's copy of hard_model.bin.
func pageKnisterModel() ([]byte, error) {
	v := js.Global().Get("cifraKnisterModel")
	switch {
	case v.Type() == js.TypeString:
		return nil, fmt.Errorf("the page could not fetch it (%s)", v.String())
	case v.Type() != js.TypeObject || !v.InstanceOf(js.Global().Get("Uint8Array")):
		return nil, errors.New("the page did not fetch it (no globalThis.cifraKnisterModel)")
	}
	data := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(data, v)
	js.Global().Set("cifraKnisterModel", js.Undefined()) // Go keeps the decoded model
	return data, nil
}
