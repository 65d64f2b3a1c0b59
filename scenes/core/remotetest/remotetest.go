// Package remotetest is a made-up online table (core.Remote) for the
// tests of what a round, a podium or a panel shows of one: its link,
// who is at it, the moves waiting, whether it was let go.
package remotetest

import (
	"encoding/json"
	"time"

	"cifra/online/wire"
	"cifra/scenes/core"
)

// Table is an online table as a test sets it; the zero Table is a table
// whose link is up, where this device holds no seat.
type Table struct {
	Table    wire.Table      // Info
	Seats    []int           // Mine
	Linked   core.Link       // Link (LinkConnecting when zero: set LinkUp)
	Now      wire.TableState // State, arrived At
	At       time.Time
	Lost     time.Time // LostSince: when the link was lost
	Waiting  int       // Pending: the device's moves on their way
	Closed   bool      // Close was called
	Resigned int       // Resign was called (core.Resigner)
}

// Info implements core.Remote.
func (t *Table) Info() wire.Table { return t.Table }

// Mine implements core.Remote.
func (t *Table) Mine() []int { return t.Seats }

// Updates implements core.Remote: none.
func (t *Table) Updates() []wire.Update { return nil }

// Poll implements core.Remote: nothing arrives.
func (t *Table) Poll() []wire.Update { return nil }

// Send implements core.Remote: the move goes nowhere.
func (t *Table) Send(int, json.RawMessage) error { return nil }

// Refusals implements core.Remote: none.
func (t *Table) Refusals() []core.Refusal { return nil }

// Link implements core.Remote.
func (t *Table) Link() core.Link { return t.Linked }

// State implements core.Remote.
func (t *Table) State() (wire.TableState, time.Time) { return t.Now, t.At }

// Close implements core.Remote.
func (t *Table) Close() { t.Closed = true }

// Pending is how many of the device's moves wait to be sent (as
// online/remote.Table.Pending).
func (t *Table) Pending() int { return t.Waiting }

// LostSince is when the link was lost (as online/remote.Table.LostSince).
func (t *Table) LostSince() time.Time { return t.Lost }

// Resign implements core.Resigner: it counts.
func (t *Table) Resign() { t.Resigned++ }
