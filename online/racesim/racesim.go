// Package racesim races devices at an online Kakuro table, each over a
// simulated link of its own (package netsim), against a real server: for
// tests that check the buzzer race is fair and for make bench-online's
// figures. Each device reacts to each new sum a set time after its sum
// reached it and calls "Kakuro!" (a buzz); the table names the winner,
// who then shows no row (its claim is rejected) while the others declare
// the sum impossible, so the sum is set aside and the next race begins.
// A device may answer the table's pings late (a cheat: it would be
// credited a longer round trip than its link has).
package racesim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/netsim"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
)

// Device is one seat's device.
type Device struct {
	// Link is the device's network link to the server.
	Link netsim.Link
	// PongDelay is how long the device waits before echoing the table's
	// pings: 0 for an honest device.
	PongDelay time.Duration
}

// Result is one race.
type Result struct {
	// Winner is the seat the table named.
	Winner int
	// Decision is, per device, how long from its call leaving it to the
	// table's word of who has the board reaching it.
	Decision []time.Duration
	// Lost is, per device, what the table told a call that lost (nil for
	// the winner's).
	Lost []*wire.RaceResult
}

// Run races devices at the server whose NATS clients connect at
// serverURL (nats://host:port): one race per entry of reacts (each
// device's reaction to the sum, from the moment the sum reached it). A
// Kakuro game ends at its third sum set aside, so the races take as many
// tables as they need, each device behind a link of its own at each.
func Run(ctx context.Context, serverURL string, devices []Device, reacts [][]time.Duration) ([]Result, error) {
	var out []Result
	for tables := 0; len(out) < len(reacts); tables++ {
		if tables > len(reacts) {
			return out, errors.New("the tables end before any race is run")
		}
		res, err := runTable(ctx, serverURL, devices, reacts[len(out):])
		out = append(out, res...)
		if err != nil {
			return out, err
		}
	}
	return out, nil
}

// runTable makes a Kakuro table, seats devices at it and runs races
// until reacts are done or the table's game ends.
func runTable(ctx context.Context, serverURL string, devices []Device, reacts [][]time.Duration) ([]Result, error) {
	u, err := url.Parse(serverURL)
	if err != nil {
		return nil, err
	}
	table, err := create(ctx, serverURL, len(devices))
	if err != nil {
		return nil, err
	}
	seats := make([]*seat, len(devices))
	for i, d := range devices {
		p, err := netsim.Listen(u.Host, d.Link)
		if err != nil {
			return nil, err
		}
		defer p.Close()
		if seats[i], err = sit(ctx, p.URL("nats"), table.Seats[i], d); err != nil {
			return nil, err
		}
		defer seats[i].nc.Close()
	}
	// The first sum was shown before the devices sat: all declare it
	// impossible, and the races start with the sums after it.
	for _, s := range seats {
		if err := s.send(ctx, json.RawMessage(`{"pass":true}`)); err != nil {
			return nil, err
		}
	}
	var out []Result
	for _, react := range reacts {
		res, ok, err := race(ctx, seats, react)
		if err != nil {
			return out, err
		}
		if !ok {
			break // the game ended
		}
		out = append(out, res)
	}
	return out, nil
}

// create asks for the table over a guest's connection of its own.
func create(ctx context.Context, serverURL string, n int) (wire.CreateReply, error) {
	id := fmt.Sprintf("racesim%d", time.Now().UnixNano())
	nc, err := nats.Connect(serverURL, nats.UserInfo(wire.Guest+id, ""), nats.CustomInboxPrefix(wire.GuestInbox(id)))
	if err != nil {
		return wire.CreateReply{}, err
	}
	defer nc.Close()
	req := wire.CreateRequest{Version: wire.Version, Game: kakuro.GameName}
	for i := range n {
		req.Seats = append(req.Seats, wire.Open)
		req.Names = append(req.Names, fmt.Sprintf("Device %d", i+1))
	}
	data, _ := json.Marshal(req)
	ask, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	m, err := nc.RequestWithContext(ask, wire.CreateSubject, data)
	if err != nil {
		return wire.CreateReply{}, err
	}
	var reply wire.CreateReply
	if err := json.Unmarshal(m.Data, &reply); err != nil {
		return reply, err
	}
	if reply.Error != "" {
		return reply, errors.New(reply.Error)
	}
	return reply, nil
}

// seat is one device at the table.
type seat struct {
	cred    wire.Credential
	nc      *nats.Conn
	updates chan timed[wire.Update]
	states  chan timed[wire.TableState]
}

// timed is a message and when it reached the device.
type timed[T any] struct {
	v  T
	at time.Time
}

// sit connects a device through its link, answers the table's pings as
// the device does, and catches up.
func sit(ctx context.Context, url string, cred wire.Credential, d Device) (*seat, error) {
	nc, err := nats.Connect(url, nats.Token(cred.Token), nats.CustomInboxPrefix(wire.Inbox(cred.Table, cred.Seat)))
	if err != nil {
		return nil, err
	}
	s := &seat{cred: cred, nc: nc, updates: make(chan timed[wire.Update], 256), states: make(chan timed[wire.TableState], 256)}
	subs := []struct {
		subject string
		handle  nats.MsgHandler
	}{
		{wire.Ping(cred.Table, cred.Seat), func(m *nats.Msg) {
			data := m.Data
			time.AfterFunc(d.PongDelay, func() { _ = nc.Publish(wire.Pong(cred.Table, cred.Seat), data) })
		}},
		{wire.Out(cred.Table), func(m *nats.Msg) {
			var u wire.Update
			if json.Unmarshal(m.Data, &u) == nil {
				s.updates <- timed[wire.Update]{u, time.Now()}
			}
		}},
		{wire.StateSubject(cred.Table), func(m *nats.Msg) {
			var st wire.TableState
			if json.Unmarshal(m.Data, &st) == nil {
				s.states <- timed[wire.TableState]{st, time.Now()}
			}
		}},
	}
	for _, sub := range subs {
		if _, err := nc.Subscribe(sub.subject, sub.handle); err != nil {
			nc.Close()
			return nil, err
		}
	}
	if _, err := nc.RequestWithContext(ctx, wire.Sync(cred.Table, cred.Seat), []byte(`{"from":0}`)); err != nil {
		nc.Close()
		return nil, fmt.Errorf("seat %d's catch-up: %w", cred.Seat, err)
	}
	return s, nil
}

// ask sends a message for the seat and returns the table's answer.
func (s *seat) ask(ctx context.Context, move json.RawMessage) (wire.Ack, error) {
	m := nats.NewMsg(wire.In(s.cred.Table, s.cred.Seat))
	m.Data = move
	m.Header.Set(wire.MoveIDHeader, fmt.Sprintf("rs%d", time.Now().UnixNano()))
	reply, err := s.nc.RequestMsgWithContext(ctx, m)
	if err != nil {
		return wire.Ack{}, err
	}
	var ack wire.Ack
	err = json.Unmarshal(reply.Data, &ack)
	return ack, err
}

// send sends a message and fails on a refusal.
func (s *seat) send(ctx context.Context, move json.RawMessage) error {
	ack, err := s.ask(ctx, move)
	if err == nil && ack.Error != "" {
		err = fmt.Errorf("seat %d's %s was refused: %s", s.cred.Seat, move, ack.Error)
	}
	return err
}

// nextSum waits for the move that shows the next sum (the last one set
// aside), and returns when it reached the device; ok is false when the
// game ended.
func (s *seat) nextSum(ctx context.Context) (at time.Time, ok bool, err error) {
	for {
		select {
		case u := <-s.updates:
			if u.v.End != nil {
				return u.at, false, nil
			}
			var m struct {
				Aside bool `json:"aside"`
			}
			if json.Unmarshal(u.v.Move, &m) == nil && m.Aside {
				return u.at, true, nil
			}
		case <-ctx.Done():
			return time.Time{}, false, ctx.Err()
		}
	}
}

// named waits for the table's state that names who has the board.
func (s *seat) named(ctx context.Context) (time.Time, error) {
	for {
		select {
		case st := <-s.states:
			if st.v.Claim != nil {
				return st.at, nil
			}
		case <-ctx.Done():
			return time.Time{}, ctx.Err()
		}
	}
}

// race runs one race: every device calls react[i] after the sum reached
// it; the winner then shows no row, the others declare, and the sum is
// set aside.
func race(ctx context.Context, seats []*seat, react []time.Duration) (Result, bool, error) {
	res := Result{Winner: -1, Decision: make([]time.Duration, len(seats)), Lost: make([]*wire.RaceResult, len(seats))}
	errs := make([]error, len(seats))
	over := make([]bool, len(seats))
	acks := make([]wire.Ack, len(seats))
	var wg sync.WaitGroup
	for i, s := range seats {
		wg.Go(func() {
			seen, ok, err := s.nextSum(ctx)
			if err != nil || !ok {
				errs[i], over[i] = err, !ok
				return
			}
			time.Sleep(time.Until(seen.Add(react[i])))
			called := time.Now()
			ack, err := s.ask(ctx, json.RawMessage(`{"buzz":true}`))
			if err != nil {
				errs[i] = err
				return
			}
			acks[i] = ack
			named, err := s.named(ctx)
			if err != nil {
				errs[i] = err
				return
			}
			res.Decision[i] = named.Sub(called)
		})
	}
	wg.Wait()
	for i := range seats {
		switch {
		case errs[i] != nil:
			return res, false, errs[i]
		case over[i]:
			return res, false, nil
		case acks[i].Error == "":
			res.Winner = i
		default:
			res.Lost[i] = acks[i].Race
		}
	}
	if res.Winner < 0 {
		return res, false, fmt.Errorf("no device won the race: %+v", acks)
	}
	// The winner shows no row; the others declare: the sum is set aside.
	none := kakuro.Claim{Player: res.Winner, Row: kakuro.Row{At: kakuro.Pos{1, 1}, Dir: kakuro.Right, Len: 1}}
	if err := seats[res.Winner].send(ctx, rules.MarshalMove(kakuro.ClaimMove(none))); err != nil {
		return res, false, err
	}
	for i, s := range seats {
		if i != res.Winner {
			if err := s.send(ctx, json.RawMessage(`{"pass":true}`)); err != nil {
				return res, false, err
			}
		}
	}
	return res, true, nil
}
