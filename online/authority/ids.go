package authority

import "cifra/online/wire"

// keepIDs is how many move ids an authority remembers per seat: a seat
// asks again only for its latest few moves.
const keepIDs = 256

// answered is one seat's move ids and their first answers, the oldest
// forgotten first.
type answered struct {
	acks  map[string]wire.Ack
	order []string
}

func newAnswered() *answered { return &answered{acks: map[string]wire.Ack{}} }

func (s *answered) get(id string) (wire.Ack, bool) {
	ack, ok := s.acks[id]
	return ack, ok
}

func (s *answered) add(id string, ack wire.Ack) {
	if id == "" {
		return
	}
	if _, ok := s.acks[id]; ok {
		return // the first answer stands
	}
	if len(s.order) == keepIDs {
		delete(s.acks, s.order[0])
		s.order = s.order[1:]
	}
	s.acks[id] = ack
	s.order = append(s.order, id)
}
