//go:build js

package transport

import "context"

// Flush sends a PING and waits for the server's PONG (Flusher), through
// the shim's flush (nats.ws's). ctx is not heeded: nats.ws gives up by
// itself when the connection closes.
func (c *jsConn) Flush(context.Context) error {
	_, err := await(c.v.Call("flush"))
	return err
}
