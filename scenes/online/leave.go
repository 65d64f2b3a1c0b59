package online

import (
	"context"
	"time"

	"cifra/online/client"
)

// Leaving a table for good (wire's "Leaving for good"): the pause
// panel's "Leave the table for good" tells the table, which plays the
// seat with a bot for good, or closes where it has none.

// Resign implements core.Resigner: it tells the table, in the background,
// that each of this device's seats leaves it for good. A table out of
// reach hears nothing: the seat is then counted away, as a closed app's.
func (l linked) Resign() {
	for _, cred := range l.creds {
		if cred.Watching() {
			continue
		}
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			_, _ = client.Resign(ctx, l.url, cred)
		}()
	}
}
