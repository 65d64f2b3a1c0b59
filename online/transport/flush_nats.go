//go:build !js

package transport

import (
	"context"
	"time"
)

// flushWait bounds a Flush whose context has no deadline: nats.go
// refuses such a context outright, the browser's transport waits.
const flushWait = 10 * time.Second

// Flush sends a PING and waits for the server's PONG (Flusher).
func (c natsConn) Flush(ctx context.Context) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, flushWait)
		defer cancel()
	}
	return c.nc.FlushWithContext(ctx)
}
