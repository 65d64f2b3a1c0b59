package online

import "strings"

// followLink makes the Play online screen opened by a link (-join CODE,
// ?join=CODE) join at once: one tap from the link to the waiting room.
// A first visit, where this device knows no name yet, asks for the name
// first (kept for the next time) and joins on Join or Enter.
func (l *Lobby) followLink() {
	if l.step != stepJoin || len(l.code.text) == 0 {
		return
	}
	if strings.TrimSpace(l.name.text) == "" {
		l.askName, l.focus = true, &l.name
		return
	}
	l.joinNow = true
}
