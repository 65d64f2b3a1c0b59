//go:build js

package transport

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"time"
)

// modules are the NATS client and Cifra's shim, loaded on the first Dial.
var modules struct {
	once       sync.Once
	nats, shim js.Value
	err        error
}

// load fetches and imports the browser's files through the page's
// cifraModule.
func load() error {
	modules.once.Do(func() {
		importer := js.Global().Get("cifraModule")
		if importer.Type() != js.TypeFunction {
			modules.err = errors.New("this page cannot load the online client (no cifraModule)")
			return
		}
		if modules.nats, modules.err = await(importer.Invoke(NATSModule)); modules.err != nil {
			return
		}
		modules.shim, modules.err = await(importer.Invoke(ShimModule))
	})
	return modules.err
}

// await waits for a promise (on a goroutine: the page runs meanwhile).
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	var then, catch js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		then.Release()
		catch.Release()
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 {
			if m := args[0].Get("message"); m.Type() == js.TypeString {
				msg = m.String()
			} else {
				msg = args[0].Call("toString").String()
			}
		}
		done <- result{err: errors.New(msg)}
		then.Release()
		catch.Release()
		return nil
	})
	p.Call("then", then).Call("catch", catch)
	r := <-done
	return r.v, r.err
}

// Dial connects to url (ws:// or wss://) with the NATS WebSocket client.
func Dial(url string, o Options) (Conn, error) {
	if err := load(); err != nil {
		return nil, fmt.Errorf("%w at %s: %v", ErrUnreachable, url, err)
	}
	opts := js.Global().Get("Object").New()
	opts.Set("token", o.Token)
	opts.Set("user", o.User)
	opts.Set("seed", o.Seed)
	opts.Set("inboxPrefix", o.InboxPrefix)
	opts.Set("name", o.Name)
	opts.Set("reconnect", o.Reconnect)
	c := &jsConn{}
	c.status = js.FuncOf(func(_ js.Value, args []js.Value) any {
		switch args[0].String() {
		case "disconnect":
			if o.Disconnected != nil {
				go o.Disconnected()
			}
		case "reconnect":
			if o.Reconnected != nil {
				go o.Reconnected()
			}
		}
		return nil
	})
	v, err := await(modules.shim.Call("connect", modules.nats, url, opts, c.status))
	if err != nil {
		c.status.Release()
		return nil, fmt.Errorf("%w at %s: %v", ErrUnreachable, url, err)
	}
	c.v = v
	return c, nil
}

// NewKey makes a device's key pair (wire's "Who you are") with the NATS
// client's own NKeys: the seed, which the device keeps secret, and its
// public key.
func NewKey() (seed, key string, err error) {
	if err := load(); err != nil {
		return "", "", err
	}
	v := modules.shim.Call("newKey", modules.nats)
	return v.Get("seed").String(), v.Get("key").String(), nil
}

// jsConn is a Conn over the shim.
type jsConn struct {
	v      js.Value
	status js.Func
	mu     sync.Mutex
	funcs  []js.Func // the subscriptions' callbacks, released on Close
	closed bool      // Close was called: nats.ws would throw, and a throw ends the program
}

// isClosed reports whether Close was called.
func (c *jsConn) isClosed() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.closed
}

func (c *jsConn) Subscribe(subject string, handle func(Msg)) error {
	// Messages are handed to one goroutine in order: a callback from
	// JavaScript must not block.
	queue := make(chan Msg, 256)
	go func() {
		for m := range queue {
			handle(m)
		}
	}()
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		m := Msg{Subject: args[0].String(), Data: bytesOf(args[1]), Header: headerOf(args[2])}
		if !Told(m) {
			return nil
		}
		select {
		case queue <- m:
		default: // a reader far behind loses messages, as a slow NATS consumer does
		}
		return nil
	})
	c.mu.Lock()
	c.funcs = append(c.funcs, f)
	c.mu.Unlock()
	c.v.Call("subscribe", subject, f)
	return nil
}

func (c *jsConn) Publish(subject string, data []byte) error {
	if c.isClosed() {
		return fmt.Errorf("publish %s: %w", subject, ErrClosed)
	}
	c.v.Call("publish", subject, jsBytes(data))
	return nil
}

func (c *jsConn) Request(ctx context.Context, subject string, data []byte, header map[string]string) (Msg, error) {
	if c.isClosed() {
		return Msg{}, fmt.Errorf("request %s: %w", subject, ErrClosed)
	}
	timeout := 5 * time.Second
	if d, ok := ctx.Deadline(); ok {
		timeout = max(time.Until(d), time.Millisecond)
	}
	h := js.Global().Get("Object").New()
	for k, v := range header {
		h.Set(k, v)
	}
	r, err := await(c.v.Call("request", subject, jsBytes(data), h, timeout.Milliseconds()))
	if err != nil {
		return Msg{}, err
	}
	if !r.Get("ok").Bool() {
		if r.Get("noAnswer").Bool() {
			return Msg{}, fmt.Errorf("%w: %s", ErrNoAnswer, r.Get("message").String())
		}
		return Msg{}, errors.New(r.Get("message").String())
	}
	return Msg{Subject: r.Get("subject").String(), Data: bytesOf(r.Get("data")), Header: headerOf(r.Get("header"))}, nil
}

func (c *jsConn) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	c.closed = true
	c.v.Call("close")
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
}

func jsBytes(b []byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}

func bytesOf(v js.Value) []byte {
	if v.IsUndefined() || v.IsNull() {
		return nil
	}
	b := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(b, v)
	return b
}

func headerOf(v js.Value) map[string]string {
	if v.IsUndefined() || v.IsNull() {
		return nil
	}
	keys := js.Global().Get("Object").Call("keys", v)
	if keys.Length() == 0 {
		return nil
	}
	out := map[string]string{}
	for i := range keys.Length() {
		k := keys.Index(i).String()
		out[k] = v.Get(k).String()
	}
	return out
}
