package knister

import (
	"errors"
	"fmt"
	"syscall/js"

	"cifra/rules/knister/netbot"
)

// The browser build (tag cifra_web) leaves the hard bot's model out of
// game.wasm. The bot asks for it when it first sits down or a hint is
// first asked (netbot.FetchModel), never at start-up: the page's
// cifraAsset fetches it under its content-hashed name (from the service
// worker's cache once installed) and resolves to its bytes, handed over
// from the promise's callback, so nothing waits in Update (a wait there
// would stall the event loop that delivers the bytes). Until then the bot
// plays greedily.
func init() { netbot.FetchModel = fetchPageModel }

// fetchPageModel asks the page for hard_model.bin (netbot.ModelAsset)
// and calls done once the answer is in.
func fetchPageModel(done func([]byte, error)) {
	get := js.Global().Get("cifraAsset")
	if get.Type() != js.TypeFunction {
		done(nil, errors.New("the page cannot fetch it (no globalThis.cifraAsset)"))
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		v := args[0]
		if v.Type() != js.TypeObject || !v.InstanceOf(js.Global().Get("Uint8Array")) {
			done(nil, errors.New("the page's answer is not bytes"))
			return nil
		}
		data := make([]byte, v.Get("length").Int())
		js.CopyBytesToGo(data, v)
		done(data, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		done(nil, fmt.Errorf("the page could not fetch it (%s)", js.Global().Call("String", args[0]).String()))
		return nil
	})
	get.Invoke(netbot.ModelAsset).Call("then", ok, fail)
}
