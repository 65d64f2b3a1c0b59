// Package players keeps who a player is across devices (online/wire's
// "Who you are"): an identity's name, the public keys of the devices that
// speak for it, and the seats it holds at online tables, so that any of
// its devices finds its tables; and the short transfer codes that add a
// device to an identity.
//
// It stores in two JetStream key-value buckets of the server's account,
// replicated like the tables' logs, which no player's connection reaches:
//
//   - Bucket: "dev.KEY" → the identity of the device with public key KEY,
//     and "id.ID" → the identity ID's Record (JSON);
//   - LinkBucket: a transfer code → the identity it adds a device to,
//     for wire.LinkTTL (the bucket's time to live), deleted once claimed.
//
// Every change reads a record and writes it back naming the revision it
// read, again when another server wrote it meanwhile: the lobbies of a
// cluster share the buckets.
//
// The server keeps no secret of a player's: a device's seed never leaves
// it, the broker checks its signature, and an identity is its devices'
// public keys. What is stored per identity, and how an operator removes
// one, is in docs/online.md ("Who you are").
package players

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/codes"
	"cifra/online/wire"
	"cifra/rules"
)

// The buckets (the package doc).
const (
	Bucket     = "CIFRA_PLAYERS"
	LinkBucket = "CIFRA_LINKS"
)

// Limits on one identity: the oldest seat, and the device that spoke
// for it last longest ago, give way past them.
const (
	MaxSeats   = 200
	MaxDevices = 16
)

// Record is an identity as stored.
type Record struct {
	Name string `json:"name,omitempty"`
	// Devices are the public keys that speak for it, the first the
	// identity's own ID.
	Devices []string `json:"devices"`
	// Seats are the seats it holds, the newest first.
	Seats   []wire.MyTable `json:"seats,omitempty"`
	Created int64          `json:"created"` // Unix seconds
}

// Store is the identities of one cluster.
type Store struct {
	kv, links jetstream.KeyValue
	// Held reports whether a seat's token still lets its seat in (the
	// lobby's seats); seats given up (left, moved to a rematch) are
	// dropped from the lists. Nil: every seat is.
	Held func(token string) bool
	// Now is the clock (time.Now when nil).
	Now func() time.Time
}

// Open sets the buckets up (replicas copies of each) and returns the
// store.
func Open(ctx context.Context, js jetstream.JetStream, replicas int) (*Store, error) {
	s := &Store{}
	for _, b := range []struct {
		kv  *jetstream.KeyValue
		cfg jetstream.KeyValueConfig
	}{
		{&s.kv, jetstream.KeyValueConfig{Bucket: Bucket, Description: "Cifra: each player's name, devices and seats"}},
		{&s.links, jetstream.KeyValueConfig{Bucket: LinkBucket, Description: "Cifra: the codes that add a device to a player", TTL: wire.LinkTTL}},
	} {
		b.cfg.History, b.cfg.Storage, b.cfg.Replicas = 1, jetstream.FileStorage, max(replicas, 1)
		kv, err := js.CreateOrUpdateKeyValue(ctx, b.cfg)
		if err != nil {
			return nil, fmt.Errorf("cannot set up the bucket %s: %w", b.cfg.Bucket, err)
		}
		*b.kv = kv
	}
	return s, nil
}

// Existing returns the store in js's buckets as they are, for a tool
// reading a stopped server's data (it sets nothing up).
func Existing(ctx context.Context, js jetstream.JetStream) (*Store, error) {
	kv, err := js.KeyValue(ctx, Bucket)
	if err != nil {
		return nil, fmt.Errorf("no players are kept here (%v)", err)
	}
	links, err := js.KeyValue(ctx, LinkBucket)
	if err != nil {
		return nil, fmt.Errorf("no players are kept here (%v)", err)
	}
	return &Store{kv: kv, links: links}, nil
}

func (s *Store) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// coded is an error with a refusal's code (wire.CodeNoLink, …).
type coded struct {
	error
	code string
}

// Code is err's refusal code, or "" when it has none.
func Code(err error) string {
	var c coded
	if errors.As(err, &c) {
		return c.code
	}
	return ""
}

// identity is the ID of the identity device speaks for; ok is false when
// it has none yet.
func (s *Store) identity(ctx context.Context, device string) (id string, ok bool, err error) {
	e, err := s.kv.Get(ctx, "dev."+device)
	switch {
	case errors.Is(err, jetstream.ErrKeyNotFound):
		return "", false, nil
	case err != nil:
		return "", false, fmt.Errorf("cannot read who this device is: %w", err)
	}
	return string(e.Value()), true, nil
}

// Known reports whether device has been seen: it has an identity.
func (s *Store) Known(ctx context.Context, device string) (bool, error) {
	_, ok, err := s.identity(ctx, device)
	return ok, err
}

// change applies f to identity id's record (a fresh one when there is
// none) and writes it, again from the record as it then is when another
// server wrote it meanwhile.
func (s *Store) change(ctx context.Context, id string, f func(r *Record) error) (Record, error) {
	key := "id." + id
	for attempt := 0; ; attempt++ {
		var r Record
		var rev uint64
		e, err := s.kv.Get(ctx, key)
		switch {
		case errors.Is(err, jetstream.ErrKeyNotFound):
		case err != nil:
			return r, fmt.Errorf("cannot read player %s: %w", id, err)
		default:
			if err := json.Unmarshal(e.Value(), &r); err != nil {
				return r, fmt.Errorf("player %s is unreadable: %w", id, err)
			}
			rev = e.Revision()
		}
		if err := f(&r); err != nil {
			return r, err
		}
		data, _ := json.Marshal(r)
		if rev != 0 && bytes.Equal(data, e.Value()) {
			return r, nil // nothing changed: nothing to write
		}
		if rev == 0 {
			_, err = s.kv.Create(ctx, key, data)
		} else {
			_, err = s.kv.Update(ctx, key, data, rev)
		}
		if err == nil {
			return r, nil
		}
		if attempt == 9 {
			return r, fmt.Errorf("player %s changed too often meanwhile: %w", id, err)
		}
	}
}

// ensure is the ID of the identity device speaks for, made (the device's
// key its ID) when it has none.
func (s *Store) ensure(ctx context.Context, device string) (string, error) {
	if err := wire.CheckDeviceKey(device); err != nil {
		return "", coded{err, wire.CodeNotPlayer}
	}
	id, ok, err := s.identity(ctx, device)
	if err != nil || ok {
		return id, err
	}
	if _, err := s.kv.Create(ctx, "dev."+device, []byte(device)); err != nil && !errors.Is(err, jetstream.ErrKeyExists) {
		return "", fmt.Errorf("cannot keep this device: %w", err)
	}
	id, _, err = s.identity(ctx, device) // another server's, had it been first
	return id, err
}

// begin fills in a record made just now for device.
func (s *Store) begin(r *Record, device string) {
	if len(r.Devices) == 0 {
		r.Devices, r.Created = []string{device}, s.now().Unix()
	}
}

// Hello is a device saying who it is: its identity is made when it has
// none (the device's key its ID), and named name when name is set. The
// answer lists the identity's seats still held.
func (s *Store) Hello(ctx context.Context, device, name string) (wire.MeReply, error) {
	if name != "" {
		if err := rules.CheckName(name); err != nil {
			return wire.MeReply{}, coded{fmt.Errorf("your name: %v", err), wire.CodeBadName}
		}
	}
	id, err := s.ensure(ctx, device)
	if err != nil {
		return wire.MeReply{}, err
	}
	r, err := s.change(ctx, id, func(r *Record) error {
		s.begin(r, device)
		if name != "" {
			r.Name = name
		}
		r.Seats = s.held(r.Seats)
		return nil
	})
	if err != nil {
		return wire.MeReply{}, err
	}
	return s.reply(id, r), nil
}

// held is seats without those whose tokens no longer let them in.
func (s *Store) held(seats []wire.MyTable) []wire.MyTable {
	if s.Held == nil {
		return seats
	}
	return slices.DeleteFunc(seats, func(t wire.MyTable) bool { return !s.Held(t.Token) })
}

func (s *Store) reply(id string, r Record) wire.MeReply {
	return wire.MeReply{ID: id, Name: r.Name, Devices: len(r.Devices), Tables: s.held(slices.Clone(r.Seats))}
}

// Took notes that device was given seats (a table created, a room
// joined, a rematch): they belong to its identity from now on, the
// newest first. A device with no identity yet (it never said hello) is
// given one.
func (s *Store) Took(ctx context.Context, device string, seats ...wire.MyTable) error {
	id, err := s.ensure(ctx, device)
	if err != nil {
		return err
	}
	now := s.now().Unix()
	_, err = s.change(ctx, id, func(r *Record) error {
		s.begin(r, device)
		for _, t := range seats {
			// A seat held already keeps its place and what was said of it.
			if i := slices.IndexFunc(r.Seats, func(o wire.MyTable) bool { return o.Table == t.Table && o.Seat == t.Seat }); i >= 0 {
				o := &r.Seats[i]
				o.Token = t.Token
				o.Game, o.Name = cmp.Or(t.Game, o.Game), cmp.Or(t.Name, o.Name)
				continue
			}
			if t.Since == 0 {
				t.Since = now
			}
			r.Seats = append([]wire.MyTable{t}, r.Seats...)
			if r.Name == "" && t.Name != "" {
				r.Name = t.Name // a player who never said is called as at their first table
			}
		}
		r.Seats = s.held(r.Seats)
		if len(r.Seats) > MaxSeats {
			r.Seats = r.Seats[:MaxSeats]
		}
		return nil
	})
	return err
}

// Link draws a transfer code for device's identity (made when it has
// none), alive for wire.LinkTTL.
func (s *Store) Link(ctx context.Context, device string) (wire.LinkReply, error) {
	me, err := s.Hello(ctx, device, "")
	if err != nil {
		return wire.LinkReply{}, err
	}
	id := me.ID
	for range 8 {
		code, err := codes.Draw(wire.LinkLength)
		if err != nil {
			return wire.LinkReply{}, err
		}
		_, err = s.links.Create(ctx, code, []byte(id))
		if errors.Is(err, jetstream.ErrKeyExists) {
			continue // drawn again: never hand out a live code twice
		}
		if err != nil {
			return wire.LinkReply{}, fmt.Errorf("cannot keep the transfer code: %w", err)
		}
		return wire.LinkReply{Code: code, Expires: s.now().Add(wire.LinkTTL).Unix()}, nil
	}
	return wire.LinkReply{}, errors.New("cannot draw a free transfer code")
}

// Claim adds device to the identity that transfer code names, and uses
// the code up: the device speaks for that identity from now on (an
// identity it spoke for before keeps its other devices; with none left
// it is gone, said in the answer's words by its absence). A code that
// names nothing (wrong, used, or past wire.LinkTTL) is refused with
// wire.CodeNoLink.
func (s *Store) Claim(ctx context.Context, device, code string) (wire.MeReply, error) {
	if err := wire.CheckDeviceKey(device); err != nil {
		return wire.MeReply{}, coded{err, wire.CodeNotPlayer}
	}
	code = wire.NormalLink(code)
	noLink := coded{fmt.Errorf("transfer code %s names no player: it is wrong, used, or more than %v old", code, wire.LinkTTL), wire.CodeNoLink}
	if wire.CheckLink(code) != nil {
		return wire.MeReply{}, noLink
	}
	e, err := s.links.Get(ctx, code)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return wire.MeReply{}, noLink
	}
	if err != nil {
		return wire.MeReply{}, fmt.Errorf("cannot read the transfer code: %w", err)
	}
	// Used once: whoever deletes it at the revision read claims it.
	if err := s.links.Delete(ctx, code, jetstream.LastRevision(e.Revision())); err != nil {
		return wire.MeReply{}, noLink
	}
	id := string(e.Value())
	old, had, err := s.identity(ctx, device)
	if err != nil {
		return wire.MeReply{}, err
	}
	if had && old != id {
		if _, err := s.change(ctx, old, func(r *Record) error {
			r.Devices = slices.DeleteFunc(r.Devices, func(d string) bool { return d == device })
			return nil
		}); err != nil {
			return wire.MeReply{}, err
		}
	}
	r, err := s.change(ctx, id, func(r *Record) error {
		if len(r.Devices) == 0 {
			return coded{errors.New("the player this code names is gone"), wire.CodeNoLink}
		}
		if !slices.Contains(r.Devices, device) {
			r.Devices = append(r.Devices, device)
		}
		if len(r.Devices) > MaxDevices {
			r.Devices = append(r.Devices[:1], r.Devices[len(r.Devices)-MaxDevices+1:]...) // the ID's own key stays
		}
		r.Seats = s.held(r.Seats)
		return nil
	})
	if err != nil {
		return wire.MeReply{}, err
	}
	if _, err := s.kv.Put(ctx, "dev."+device, []byte(id)); err != nil {
		return wire.MeReply{}, fmt.Errorf("cannot keep this device: %w", err)
	}
	return s.reply(id, r), nil
}

// Forget removes identity id: its record and its devices' keys. The
// seats it held keep their tokens (the tables go on); no device finds
// them any more. An operator's tool (docs/online.md).
func (s *Store) Forget(ctx context.Context, id string) error {
	e, err := s.kv.Get(ctx, "id."+id)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return fmt.Errorf("no player %s", id)
	}
	if err != nil {
		return err
	}
	var r Record
	if err := json.Unmarshal(e.Value(), &r); err != nil {
		return fmt.Errorf("player %s is unreadable: %w", id, err)
	}
	for _, d := range r.Devices {
		if err := s.kv.Purge(ctx, "dev."+d); err != nil {
			return err
		}
	}
	return s.kv.Purge(ctx, "id."+id)
}
