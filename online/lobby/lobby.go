// Package lobby creates online tables and keeps one authority running for
// each table in play: it answers wire.CreateSubject, writes the new
// table's header to its log, hands out a token per open seat (Seats, which
// the broker asks), and at start picks up every table already in the log.
// A finished table is not loaded at start (only its header is read, for
// its seats' tokens): the first message a seat sends it (wire.AnyTable)
// starts its authority, which answers it. An authority that stops by
// itself (its log could not be written) is started afresh from the log;
// one fenced by another authority is left stopped.
package lobby

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/authority"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
)

// Config is what the lobby needs.
type Config struct {
	// Conn is the server's own connection (allowed every subject).
	Conn *nats.Conn
	// Games are the games tables may play.
	Games []rules.Rules
	// Seats receives the open seats' tokens; the broker asks it.
	Seats *Seats
	// Clock times the bots (authority.RealClock when nil).
	Clock authority.Clock
	// Logf, when set, is told what happens to tables.
	Logf func(format string, args ...any)
}

// Lobby is the server's tables.
type Lobby struct {
	cfg  Config
	js   jetstream.JetStream
	subs []*nats.Subscription

	mu       sync.Mutex
	tables   map[string]*authority.Authority
	finished map[string]bool // finished tables not loaded
	loading  map[string][]*nats.Msg
	closed   bool
}

// Start sets up the tables' stream, starts an authority for every table
// in it and begins answering requests for new tables.
func Start(ctx context.Context, cfg Config) (*Lobby, error) {
	if cfg.Seats == nil {
		cfg.Seats = NewSeats()
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	js, err := jetstream.New(cfg.Conn)
	if err != nil {
		return nil, fmt.Errorf("cannot use JetStream: %w", err)
	}
	if _, err := tablelog.EnsureStream(ctx, js); err != nil {
		return nil, err
	}
	l := &Lobby{cfg: cfg, js: js, tables: map[string]*authority.Authority{}, finished: map[string]bool{}, loading: map[string][]*nats.Msg{}}
	codes, err := tablelog.List(ctx, js)
	if err != nil {
		return nil, err
	}
	for _, code := range codes {
		if err := l.open(ctx, code); err != nil {
			cfg.Logf("table %s stays closed: %v", code, err)
		}
	}
	handlers := map[string]nats.MsgHandler{wire.CreateSubject: l.onCreate}
	for _, subject := range wire.AnyTable {
		handlers[subject] = l.onTable
	}
	for subject, handle := range handlers {
		sub, err := cfg.Conn.Subscribe(subject, handle)
		if err != nil {
			l.Close()
			return nil, fmt.Errorf("cannot listen on %s: %w", subject, err)
		}
		l.subs = append(l.subs, sub)
	}
	if err := cfg.Conn.FlushTimeout(10 * time.Second); err != nil {
		return nil, fmt.Errorf("cannot reach the server: %w", err)
	}
	return l, nil
}

// open seats code's tokens and, unless its game is over, starts its
// authority from its log.
func (l *Lobby) open(ctx context.Context, code string) error {
	h, finished, err := tablelog.Peek(ctx, l.js, code)
	if err != nil {
		return err
	}
	for seat, hash := range h.Tokens {
		if hash != "" {
			l.cfg.Seats.add(hash, code, seat)
		}
	}
	if finished {
		l.mu.Lock()
		l.finished[code] = true
		l.mu.Unlock()
		return nil
	}
	return l.startAuthority(ctx, code)
}

// onTable starts a finished table's authority on demand, when one of its
// seats asks something of it, and hands it the message; a table whose
// authority runs answers by itself.
func (l *Lobby) onTable(msg *nats.Msg) {
	code, ok := wire.TableOfSubject(msg.Subject)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed || !l.finished[code] {
		return
	}
	waiting, busy := l.loading[code]
	l.loading[code] = append(waiting, msg)
	if busy {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err := l.startAuthority(ctx, code)
		cancel()
		l.mu.Lock()
		msgs := l.loading[code]
		delete(l.loading, code)
		a := l.tables[code]
		if err == nil {
			delete(l.finished, code)
		}
		l.mu.Unlock()
		if err != nil {
			l.cfg.Logf("finished table %s cannot be loaded: %v", code, err)
			return
		}
		l.cfg.Logf("table %s: loaded on demand", code)
		for _, m := range msgs {
			a.Handle(m)
		}
	}()
}

// Loaded reports whether table code's authority runs (a finished table
// is loaded only on demand).
func (l *Lobby) Loaded(code string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.tables[code] != nil
}

func (l *Lobby) startAuthority(ctx context.Context, code string) error {
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		return errors.New("the lobby is closed")
	}
	l.mu.Unlock()
	a, err := authority.Start(ctx, authority.Config{Conn: l.cfg.Conn, Games: l.cfg.Games, Clock: l.cfg.Clock,
		OnStop: func(err error) { l.stopped(code, err) }}, code)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		a.Stop()
		return errors.New("the lobby is closed")
	}
	l.tables[code] = a
	return nil
}

// stopped is told an authority stopped by itself, and starts a fresh one
// unless another authority holds the table.
func (l *Lobby) stopped(code string, err error) {
	if errors.Is(err, tablelog.ErrFenced) {
		l.cfg.Logf("table %s: %v", code, err)
		return
	}
	for attempt := 1; attempt <= 5; attempt++ {
		l.cfg.Logf("table %s's authority stopped (%v); starting a fresh one", code, err)
		time.Sleep(time.Duration(attempt) * 200 * time.Millisecond)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err = l.startAuthority(ctx, code)
		cancel()
		if err == nil {
			return
		}
	}
	l.cfg.Logf("table %s stays closed: %v", code, err)
}

// Authority is table code's running authority, nil when there is none.
func (l *Lobby) Authority(code string) *authority.Authority {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.tables[code]
}

// Close stops answering and stops every table's authority.
func (l *Lobby) Close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	for _, sub := range l.subs {
		_ = sub.Unsubscribe()
	}
	for _, a := range l.tables {
		a.Stop()
	}
}

// onCreate answers a request for a table.
func (l *Lobby) onCreate(msg *nats.Msg) {
	if msg.Reply == "" {
		return
	}
	var reply wire.CreateReply
	var req wire.CreateRequest
	if len(msg.Data) > wire.MaxMessage {
		reply.Error = fmt.Sprintf("the request is %d bytes; at most %d KB", len(msg.Data), wire.MaxMessage>>10)
	} else if err := rules.DecodeStrict(msg.Data, &req); err != nil {
		reply.Error = fmt.Sprintf(`a table request is {"game":…,"seats":[…]}: %v`, err)
	} else {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		reply, err = l.Create(ctx, req)
		cancel()
		if err != nil {
			reply = wire.CreateReply{Error: err.Error()}
		}
	}
	data, _ := json.Marshal(reply)
	_ = msg.Respond(data)
}

// Create makes a table: it checks the request against the game's rules,
// draws the seed, the code and the seats' tokens, writes the header to
// the table's log and starts its authority.
func (l *Lobby) Create(ctx context.Context, req wire.CreateRequest) (wire.CreateReply, error) {
	var r rules.Rules
	var names []string
	for _, g := range l.cfg.Games {
		names = append(names, g.Name())
		if g.Name() == req.Game {
			r = g
		}
	}
	if r == nil {
		return wire.CreateReply{}, fmt.Errorf("this server has no game %s (it has %v)", rules.Quote(req.Game), names)
	}
	if err := wire.CheckBuzzer(r.Name(), req.Buzzer); err != nil {
		return wire.CreateReply{}, err
	}
	rec, err := l.header(r, req)
	if err != nil {
		return wire.CreateReply{}, err
	}
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return wire.CreateReply{}, fmt.Errorf("cannot draw the table's salt: %w", err)
	}
	h := tablelog.Header{Record: *rec, Salt: hex.EncodeToString(salt), Tokens: make([]string, len(req.Seats)), Buzzer: req.Buzzer}
	var creds []wire.Credential
	for seat, s := range req.Seats {
		if s != wire.Open {
			continue
		}
		token, err := newToken()
		if err != nil {
			return wire.CreateReply{}, fmt.Errorf("cannot draw a seat's token: %w", err)
		}
		h.Tokens[seat] = HashToken(token)
		creds = append(creds, wire.Credential{Seat: seat, Token: token})
	}
	for attempt := 0; ; attempt++ {
		if h.Code, err = newCode(); err != nil {
			return wire.CreateReply{}, err
		}
		_, err = tablelog.Create(ctx, l.js, h)
		if err == nil {
			break
		}
		if !errors.Is(err, tablelog.ErrExists) || attempt == 9 {
			return wire.CreateReply{}, err
		}
	}
	for i := range creds {
		creds[i].Table = h.Code
		l.cfg.Seats.add(h.Tokens[creds[i].Seat], h.Code, creds[i].Seat)
	}
	if err := l.startAuthority(ctx, h.Code); err != nil {
		return wire.CreateReply{}, fmt.Errorf("table %s was made but cannot start: %w", h.Code, err)
	}
	l.cfg.Logf("table %s: %s, %d seats", h.Code, req.Game, len(req.Seats))
	return wire.CreateReply{Code: h.Code, Seats: creds}, nil
}

// header writes the new table's record header from the request and
// checks it with the game's rules.
func (l *Lobby) header(r rules.Rules, req wire.CreateRequest) (*rules.Record, error) {
	if len(req.Seats) == 0 {
		return nil, errors.New(`a table needs seats: "seats" lists each one, "open" or a bot level`)
	}
	if len(req.Names) != 0 && len(req.Names) != len(req.Seats) {
		return nil, fmt.Errorf("%d names for %d seats", len(req.Names), len(req.Seats))
	}
	var seed [8]byte
	if _, err := rand.Read(seed[:]); err != nil {
		return nil, fmt.Errorf("cannot draw the table's seed: %w", err)
	}
	rec := &rules.Record{Format: rules.FormatVersion, Game: r.Name(), Seed: binary.LittleEndian.Uint64(seed[:])}
	if opts := bytes.TrimSpace(req.Options); len(opts) > 0 && string(opts) != "null" {
		var compact bytes.Buffer
		if err := json.Compact(&compact, opts); err != nil {
			return nil, fmt.Errorf("options: %v", err)
		}
		rec.Options = compact.Bytes()
	}
	levels := r.Levels()
	for seat, s := range req.Seats {
		p := rules.Player{Name: "Player " + strconv.Itoa(seat+1)}
		if s != wire.Open {
			if !slices.Contains(levels, s) {
				return nil, fmt.Errorf("seat %d: %s is neither %q nor a bot level of %s (%v)", seat+1, rules.Quote(s), wire.Open, r.Name(), levels)
			}
			p = rules.Player{Name: "Bot " + strconv.Itoa(seat+1), Bot: s}
		}
		if len(req.Names) > 0 {
			if err := rules.CheckName(req.Names[seat]); err != nil {
				return nil, fmt.Errorf("seat %d's name: %v", seat+1, err)
			}
			p.Name = req.Names[seat]
		}
		rec.Players = append(rec.Players, p)
	}
	if _, err := r.Start(rec); err != nil {
		return nil, fmt.Errorf("%s cannot be played so: %v", r.Name(), err)
	}
	return rec, nil
}

// newCode draws a table's code.
func newCode() (string, error) {
	b := make([]byte, wire.CodeLength)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("cannot draw a table code: %w", err)
	}
	for i := range b {
		b[i] = wire.CodeAlphabet[int(b[i])%len(wire.CodeAlphabet)]
	}
	return string(b), nil
}
