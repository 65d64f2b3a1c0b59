//go:build !js

package transport

import "context"

// Flush sends a PING and waits for the server's PONG (Flusher).
func (c natsConn) Flush(ctx context.Context) error { return c.nc.FlushWithContext(ctx) }
