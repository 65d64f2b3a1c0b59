//go:build js

package store

import (
	"errors"
	"syscall/js"
	"testing"
)

// Run with: GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./scenes/store
// Node has no localStorage, so each test installs a small in-memory one
// with the same methods (and setItem throwing when told to, like a full
// quota).

func fakeStorage(t *testing.T) js.Value {
	t.Helper()
	js.Global().Call("eval", `globalThis.localStorage = {
		data: new Map(), full: false,
		getItem(k) { return this.data.has(k) ? this.data.get(k) : null; },
		setItem(k, v) { if (this.full) throw new Error("QuotaExceededError"); this.data.set(k, String(v)); },
		removeItem(k) { this.data.delete(k); },
	};`)
	ls := js.Global().Get("localStorage")
	t.Cleanup(func() { js.Global().Delete("localStorage") })
	return ls
}

type prefs struct {
	Lang  string `json:"lang"`
	Muted bool   `json:"muted"`
}

func TestBrowserRoundTrip(t *testing.T) {
	ls := fakeStorage(t)
	if Dir() != "" {
		t.Fatalf("Dir() = %q in the browser", Dir())
	}
	if err := Save("settings", prefs{Lang: "it", Muted: true}); err != nil {
		t.Fatal(err)
	}
	if got := ls.Call("getItem", "cifra.settings").String(); got != `{"lang":"it","muted":true}` {
		t.Fatalf("stored %q", got)
	}
	var p prefs
	if err := Load("settings", &p); err != nil || p.Lang != "it" || !p.Muted {
		t.Fatalf("loaded %+v, %v", p, err)
	}
}

func TestBrowserMissingLeavesValue(t *testing.T) {
	fakeStorage(t)
	p := prefs{Lang: "de"}
	if err := Load("nothing", &p); err != nil || p.Lang != "de" {
		t.Fatalf("%+v %v", p, err)
	}
}

func TestBrowserCorruptKeptAside(t *testing.T) {
	ls := fakeStorage(t)
	ls.Call("setItem", "cifra.settings", `{"lang":`)
	p := prefs{Lang: "en"}
	err := Load("settings", &p)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.KeptAs != "cifra.settings.bad" || ce.Name != "settings" {
		t.Fatalf("want CorruptError kept as cifra.settings.bad, got %v", err)
	}
	if p.Lang != "en" {
		t.Fatalf("value touched: %+v", p)
	}
	if got := ls.Call("getItem", "cifra.settings.bad").String(); got != `{"lang":` {
		t.Fatalf("bad copy %q", got)
	}
	if !ls.Call("getItem", "cifra.settings").IsNull() {
		t.Fatal("corrupt entry should be removed once copied")
	}
}

func TestBrowserQuotaIsAnError(t *testing.T) {
	ls := fakeStorage(t)
	ls.Set("full", true)
	if err := Save("settings", prefs{}); err == nil {
		t.Fatal("a throwing setItem should give an error, not a panic")
	}
	// A corrupt entry that cannot be copied is still reported, and kept.
	ls.Get("data").Call("set", "cifra.s", "{")
	var p prefs
	var ce *CorruptError
	if err := Load("s", &p); !errors.As(err, &ce) || ce.KeptAs != "" {
		t.Fatalf("want CorruptError with KeptAs \"\", got %v", err)
	}
	if ls.Call("getItem", "cifra.s").String() != "{" {
		t.Fatal("uncopyable corrupt entry must stay where it was")
	}
}

func TestBrowserNoStorage(t *testing.T) {
	js.Global().Delete("localStorage")
	if err := Save("x", 1); !errors.Is(err, errNoStorage) {
		t.Fatalf("want errNoStorage, got %v", err)
	}
	if err := Load("x", new(int)); !errors.Is(err, errNoStorage) {
		t.Fatalf("want errNoStorage, got %v", err)
	}
}

func TestBrowserRemoveAndKeepAside(t *testing.T) {
	ls := fakeStorage(t)
	if err := Remove("game"); err != nil {
		t.Fatalf("removing a missing entry: %v", err)
	}
	if err := Save("game", prefs{Lang: "de"}); err != nil {
		t.Fatal(err)
	}
	var ce *CorruptError
	if err := KeepAside("game", "bad record"); !errors.As(err, &ce) || ce.KeptAs != "cifra.game.bad" {
		t.Fatalf("KeepAside: %v", err)
	}
	if !ls.Call("getItem", "cifra.game").IsNull() || ls.Call("getItem", "cifra.game.bad").String() != `{"lang":"de","muted":false}` {
		t.Fatal("KeepAside did not move the entry")
	}
	if err := Save("game", prefs{}); err != nil {
		t.Fatal(err)
	}
	if err := Remove("game"); err != nil || !ls.Call("getItem", "cifra.game").IsNull() {
		t.Fatalf("Remove: %v", err)
	}
}
