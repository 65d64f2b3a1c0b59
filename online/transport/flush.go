package transport

import "context"

// Flusher is a Conn that can time a bare round trip to its server: Flush
// sends a NATS PING and returns once the server's PONG is back (or ctx
// ends), with no subscriber in between. Both of this package's
// connections are Flushers; a measuring tool (online/rtt) asks for it.
type Flusher interface {
	Flush(ctx context.Context) error
}
