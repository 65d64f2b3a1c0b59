//go:build js && (cifra_module_knister || cifra_module_kakuro || cifra_module_kakuzu)

package games

import (
	"encoding/json"
	"errors"
	"syscall/js"
)

// browserPage is wasm/index.html: globalThis.cifraSwitch(game, handoff)
// keeps the handoff and loads the game's module; globalThis.cifraHandoff
// is what this module was handed (the page took it from its storage, so a
// reload does not hand it again).
type browserPage struct{}

func newPage() page { return browserPage{} }

func (browserPage) hand(h handoff) error {
	f := js.Global().Get("cifraSwitch")
	if f.Type() != js.TypeFunction {
		return errors.New("this page cannot load another game's module (no cifraSwitch)")
	}
	data, err := json.Marshal(h)
	if err != nil {
		return err
	}
	f.Invoke(h.Game, string(data))
	return nil
}

func (browserPage) handed() string {
	if v := js.Global().Get("cifraHandoff"); v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}
