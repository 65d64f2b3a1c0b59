package client

// One seat, one device (wire's "One seat, one device"): each Dial draws
// a device id and claims the seat with its first catch-up; the table
// then tells any other device holding the seat, whose Seat says so
// (Elsewhere). Dialling again takes the seat back.

// noteHolderLocked notes that holder plays the seat now (a view's
// Holder): another device than this one means this one stops.
func (s *Seat) noteHolderLocked(holder string) {
	if holder != "" && s.device != "" && holder != s.device {
		s.elsewhere = true
	}
}

// Elsewhere reports whether the table said another device holds the
// seat now: this one's moves are no longer played. A new Dial with the
// same credential takes it back.
func (s *Seat) Elsewhere() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.elsewhere
}

// Device is this connection's device id (wire.DeviceHeader); empty for
// a watcher.
func (s *Seat) Device() string { return s.device }
