// Package lobby creates online tables and keeps one authority running for
// each table in play, across every server process that serves the same
// NATS cluster (or the one embedded node of a single server).
//
// It answers wire.CreateSubject (in the queue group CreateQueue, so one
// lobby of the cluster answers each request), writes the new table's
// header to its log, and hands out a token per open seat.
//
// What the lobbies of a cluster share lives in JetStream key-value
// buckets, replicated like the tables' logs:
//
//   - SeatBucket: each open seat's token hash → its table and seat, so a
//     seat's token is let in on every node (Seats, which the broker asks);
//   - OpenBucket: the tables whose game is not over (code → game, seats),
//     the list of open tables;
//   - RoomBucket: the rooms waiting for their host to start the game
//     (room.go), which any lobby answers for;
//   - WatchBucket: each watched table's watch token (watch.go), shared by
//     everyone who watches it;
//   - LeaseBucket: who hosts each table (code → the owning lobby's name),
//     with a time to live (Config.LeaseTTL) that the owner renews a few
//     times per TTL;
//   - players.Bucket and players.LinkBucket: who the players are across
//     their devices, and the codes that add a device (players.go, package
//     players);
//   - daily.Bucket: the daily challenge's results (daily.go, package
//     daily);
//   - TurnBucket: whom each table in play waits for, and until when
//     (turns.go), for the players' lists of tables.
//
// A lobby hosts a table while it holds its lease: it takes the lease when
// it creates the table, and every third of a TTL it renews its leases and
// takes over the open tables whose lease is gone — an owner that stopped
// (killed, cut off) stops renewing, its leases run out, and another
// process rebuilds each of its tables from the log (authority.Start) and
// serves it, its seats reconnecting to whichever node they reach. A lobby
// whose lease is taken stops that table's authority; and should two ever
// serve one table, the log's expected-last-sequence fencing
// (tablelog.ErrFenced) lets only one write. Move ids (wire.MoveIDHeader),
// kept in the log, make a move asked again across a hand-over answered,
// never played twice.
//
// A finished table leaves OpenBucket and is not taken over: the first
// catch-up request a seat sends it (wire.Sync) makes a lobby take its
// lease and load it. An authority that stops by itself (its log could
// not be written) is started afresh from the log; one fenced by another
// authority is let go, lease and all.
//
// Limits (limits.go) protect the server: each seat's messages
// (authority.Limit), the tables one guest creates in a window and those
// open across the cluster, both refused in words; a table where nobody
// moved for Limits.IdleAfter is closed, abandoned, its record kept; and a
// finished table's authority is unloaded once nobody asked it anything
// for Limits.UnloadAfter. Renewing leases and taking tables over go
// leaseWorkers at a time, so that a process holding thousands renews
// them within a lease.
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
	"cifra/online/codes"
	"cifra/online/daily"
	"cifra/online/door"
	"cifra/online/players"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuzu"
)

// The key-value buckets the lobbies of a cluster share (the package doc).
const (
	LeaseBucket = "CIFRA_LEASES"
	SeatBucket  = "CIFRA_SEATS"
	OpenBucket  = "CIFRA_OPEN"
)

// CreateQueue is the queue group the lobbies answer wire.CreateSubject in.
const CreateQueue = "cifra-lobby"

// DefaultLeaseTTL is a table's lease's time to live when Config.LeaseTTL
// is zero: a table whose host stops is taken over within about this long.
const DefaultLeaseTTL = 10 * time.Second

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
	// Errorf, when set, is told what the operator must know (Logf when
	// nil): tables whose logs were found damaged, and what was lost.
	Errorf func(format string, args ...any)

	// Owner names this lobby in the tables' leases: unique among the
	// processes serving one cluster's tables (random when empty). A lobby
	// started again under the same name takes its own leases back at
	// once instead of waiting for them to run out.
	Owner string
	// LeaseTTL is how long a table's lease lives unrenewed
	// (DefaultLeaseTTL when zero; at least a second is sensible).
	LeaseTTL time.Duration
	// Replicas is how many copies JetStream keeps of the tables' logs and
	// the lobby's buckets (1 when zero): 3 in a cluster of 3 or more.
	Replicas int
	// SeatsOnly makes a lobby that hosts and creates no tables: it only
	// lets the broker look seats' tokens up in the cluster (a node that
	// routes NATS and nothing else).
	SeatsOnly bool
	// Limits cap what clients may ask and close idle tables (the zero
	// Limits: none; DefaultLimits are a server's).
	Limits Limits
	// Events, when set, is told what the lobby does (for metrics).
	Events Events
	// Web, when set, is the address of the browser build's page (e.g.
	// http://192.0.2.2:8080/): a room's Link is that page with
	// ?join=CODE, which its host shows as a QR code.
	Web string
}

// Events are what a lobby tells whoever watches it; any may be nil.
type Events struct {
	// TableCreated: a table was made here.
	TableCreated func(code string)
	// TookOver: this lobby took over an open table that another (or an
	// earlier run of it) hosted; took is how long its rebuild took.
	TookOver func(code string, took time.Duration)
	// LeaseLost: another lobby holds a table this one served.
	LeaseLost func(code string)
	// TableClosed: a table was closed here before its game ended, for
	// want of moves (Limits.IdleAfter).
	TableClosed func(code string)
	// CreateRefused: a request for a table was refused by a limit; why
	// is its code (CodeTooManyTables, CodeServerFull).
	CreateRefused func(why string)
	// Table is handed to every authority started here (what its table
	// does: moves, acks, catch-ups, floods).
	Table authority.Events
}

// Lobby is the server's tables.
type Lobby struct {
	cfg    Config
	js     jetstream.JetStream
	leases jetstream.KeyValue
	open   jetstream.KeyValue
	seatKV jetstream.KeyValue
	rooms  jetstream.KeyValue
	subs   []*nats.Subscription
	quit   chan struct{}
	looped chan struct{} // closed when the lease loop has returned
	// unfollow stops following the seats' bucket (Seats.follow).
	unfollow func()
	// watchKV is WatchBucket (watch.go).
	watchKV jetstream.KeyValue
	// marks is MarkBucket (marks.go).
	marks jetstream.KeyValue
	// players are who the players are across devices (players.go).
	players *players.Store
	// daily is the daily challenge's tables (daily.go).
	daily *daily.Store
	// turnKV is TurnBucket, and turns what is to be written there
	// (turns.go).
	turnKV jetstream.KeyValue
	turns  *turnNews

	guard *guard // who sent what, and the limits on it (guard.go)

	mu        sync.Mutex
	tables    map[string]*authority.Authority
	owned     map[string]uint64 // the revision of each lease held
	loading   map[string][]*nats.Msg
	closed    bool
	openCount int // open tables in the cluster: at the last look, plus those made here since
}

// OpenTable is a table in OpenBucket.
type OpenTable struct {
	Game    string `json:"game"`
	Seats   int    `json:"seats"`
	Created int64  `json:"created"` // Unix seconds
	// MoveClock is the clock per move of a table played over days, in
	// seconds (tablelog.Header's).
	MoveClock int `json:"moveClock,omitempty"`
}

// Start sets up the tables' stream and the lobby's buckets (waiting for
// a cluster still forming until ctx ends), takes up the open tables no
// other lobby holds and begins answering requests for new tables.
func Start(ctx context.Context, cfg Config) (*Lobby, error) {
	if cfg.Seats == nil {
		cfg.Seats = NewSeats()
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = DefaultLeaseTTL
	}
	if cfg.Clock == nil {
		cfg.Clock = authority.RealClock{}
	}
	if cfg.Owner == "" {
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		cfg.Owner = "cifra-" + hex.EncodeToString(b)
	}
	js, err := jetstream.New(cfg.Conn)
	if err != nil {
		return nil, fmt.Errorf("cannot use JetStream: %w", err)
	}
	l := &Lobby{cfg: cfg, js: js, guard: newGuard(cfg.Limits), tables: map[string]*authority.Authority{}, owned: map[string]uint64{},
		loading: map[string][]*nats.Msg{}, quit: make(chan struct{}), looped: make(chan struct{}), turns: newTurnNews()}
	fresh, err := l.ensure(ctx)
	if err != nil {
		return nil, err
	}
	cfg.Seats.attach(cfg.Conn)
	if l.unfollow, err = cfg.Seats.follow(context.Background(), l.seatKV); err != nil {
		return nil, err
	}
	if cfg.SeatsOnly {
		close(l.looped)
		return l, nil
	}
	if fresh {
		if err := l.migrate(ctx); err != nil {
			return nil, err
		}
	}
	l.checkStream(ctx)
	l.takeOver(ctx, true)
	handlers := []struct {
		subject, queue string
		handle         nats.MsgHandler
	}{{wire.CreateSubject, CreateQueue, l.onCreate}, {wire.JoinSubject, CreateQueue, l.onJoin},
		{wire.SayAll, CreateQueue, l.onSay}, {wire.AnySync, "", l.onSync},
		{wire.WatchSubject, CreateQueue, l.onWatch}, {wire.AnyWatch, "", l.onSync},
		{wire.MeSubject, CreateQueue, l.onMe}, {wire.MeLinkSubject, CreateQueue, l.onLink}, {wire.MeClaimSubject, CreateQueue, l.onClaim},
		{wire.DailySendSubject, CreateQueue, l.onDailySend}, {wire.DailyTableSubject, CreateQueue, l.onDailyTable}}
	for _, h := range handlers {
		sub, err := cfg.Conn.QueueSubscribe(h.subject, h.queue, h.handle)
		if err != nil {
			close(l.looped)
			l.Close()
			return nil, fmt.Errorf("cannot listen on %s: %w", h.subject, err)
		}
		l.subs = append(l.subs, sub)
	}
	if err := cfg.Conn.FlushTimeout(10 * time.Second); err != nil {
		close(l.looped)
		l.Close()
		return nil, fmt.Errorf("cannot reach the server: %w", err)
	}
	go l.loop()
	go l.writeTurns()
	return l, nil
}

// Owner is the name this lobby holds its leases under.
func (l *Lobby) Owner() string { return l.cfg.Owner }

// ensure sets up the stream and buckets, again until ctx ends while the
// cluster cannot (it may be electing its leaders); fresh is true when the
// buckets did not exist before.
func (l *Lobby) ensure(ctx context.Context) (fresh bool, err error) {
	known, tries := false, 0
	for tries = 1; ; tries++ {
		try, cancel := context.WithTimeout(ctx, 2*time.Second)
		if !known {
			_, err = l.js.KeyValue(try, OpenBucket)
			if err == nil || errors.Is(err, jetstream.ErrBucketNotFound) {
				known, fresh = true, err != nil
			}
		}
		if known {
			err = l.ensureOnce(try)
		}
		cancel()
		if known && err == nil {
			return fresh, nil
		}
		if tries%8 == 0 {
			l.cfg.Logf("waiting for JetStream to set up the tables' stream and buckets: %v", err)
		}
		select {
		case <-ctx.Done():
			return false, fmt.Errorf("cannot set up the tables' stream and buckets (is the cluster formed?): %w", err)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func (l *Lobby) ensureOnce(ctx context.Context) error {
	r := max(l.cfg.Replicas, 1)
	if _, err := tablelog.EnsureStream(ctx, l.js, r); err != nil {
		return err
	}
	buckets := []struct {
		kv  *jetstream.KeyValue
		cfg jetstream.KeyValueConfig
	}{
		{&l.leases, jetstream.KeyValueConfig{Bucket: LeaseBucket, Description: "Cifra: who hosts each table", TTL: l.cfg.LeaseTTL}},
		{&l.seatKV, jetstream.KeyValueConfig{Bucket: SeatBucket, Description: "Cifra: each seat token's hash, its table and seat"}},
		{&l.open, jetstream.KeyValueConfig{Bucket: OpenBucket, Description: "Cifra: the tables whose game is not over"}},
		{&l.rooms, jetstream.KeyValueConfig{Bucket: RoomBucket, Description: "Cifra: the rooms waiting for their game", TTL: roomTTL}},
		{&l.watchKV, jetstream.KeyValueConfig{Bucket: WatchBucket, Description: "Cifra: each watched table's watch token"}},
		{&l.marks, jetstream.KeyValueConfig{Bucket: MarkBucket, Description: "Cifra: how far the tables' stream had been written"}},
		{&l.turnKV, jetstream.KeyValueConfig{Bucket: TurnBucket, Description: "Cifra: whose move each table waits for, and until when"}},
	}
	for _, b := range buckets {
		b.cfg.History, b.cfg.Storage, b.cfg.Replicas = 1, jetstream.FileStorage, r
		kv, err := l.js.CreateOrUpdateKeyValue(ctx, b.cfg)
		if err != nil {
			return fmt.Errorf("cannot set up the bucket %s: %w", b.cfg.Bucket, err)
		}
		*b.kv = kv
	}
	players, err := players.Open(ctx, l.js, r)
	if err != nil {
		return err
	}
	players.Held = func(token string) bool { _, _, ok := l.cfg.Seats.Lookup(token); return ok }
	players.Now = l.cfg.Clock.Now
	l.players = players
	daily, err := daily.Open(ctx, l.js, r, l.cfg.Games)
	if err != nil {
		return err
	}
	daily.Now = l.cfg.Clock.Now
	l.daily = daily
	return nil
}

// migrate fills the buckets, new, from the tables already in the stream
// (made by a server from before them): their seats, and which are open.
func (l *Lobby) migrate(ctx context.Context) error {
	codes, err := tablelog.List(ctx, l.js)
	if err != nil {
		return err
	}
	for _, code := range codes {
		h, finished, err := tablelog.Peek(ctx, l.js, code)
		if err != nil {
			l.cfg.Logf("table %s stays closed: %v", code, err)
			continue
		}
		for seat, hash := range h.Tokens {
			if hash != "" {
				if err := l.putSeat(ctx, hash, code, seat); err != nil {
					return err
				}
			}
		}
		if !finished {
			if err := l.putOpen(ctx, code, h); err != nil {
				return err
			}
		}
	}
	return nil
}

func (l *Lobby) putSeat(ctx context.Context, hash, code string, seat int) error {
	data, _ := json.Marshal(seatRef{Table: code, Seat: seat})
	if _, err := l.seatKV.Put(ctx, hash, data); err != nil {
		return fmt.Errorf("cannot keep table %s's seat %d: %w", code, seat, err)
	}
	l.cfg.Seats.add(hash, code, seat)
	return nil
}

func (l *Lobby) putOpen(ctx context.Context, code string, h tablelog.Header) error {
	data, _ := json.Marshal(OpenTable{Game: h.Record.Game, Seats: len(h.Tokens), Created: time.Now().Unix(), MoveClock: h.MoveClock})
	if _, err := l.open.Put(ctx, code, data); err != nil {
		return fmt.Errorf("cannot list table %s as open: %w", code, err)
	}
	return nil
}

// keys are a bucket's keys.
func keys(ctx context.Context, kv jetstream.KeyValue) (map[string]bool, error) {
	lister, err := kv.ListKeys(ctx)
	if errors.Is(err, jetstream.ErrNoKeysFound) {
		return map[string]bool{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer func() { _ = lister.Stop() }()
	m := map[string]bool{}
	for k := range lister.Keys() {
		m[k] = true
	}
	return m, nil
}

// OpenTables are the codes of the tables whose game is not over, across
// the cluster.
func (l *Lobby) OpenTables(ctx context.Context) ([]string, error) {
	m, err := keys(ctx, l.open)
	if err != nil {
		return nil, err
	}
	codes := make([]string, 0, len(m))
	for k := range m {
		codes = append(codes, k)
	}
	slices.Sort(codes)
	return codes, nil
}

// loop renews the leases held and takes over the open tables without
// one, every third of a lease's time to live, until Close.
func (l *Lobby) loop() {
	defer close(l.looped)
	t := time.NewTicker(l.cfg.LeaseTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-l.quit:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), l.cfg.LeaseTTL)
		l.renew(ctx)
		l.takeOver(ctx, false)
		l.mark(ctx, false)
		cancel()
		l.CloseIdle()
		l.guard.prune(l.cfg.Clock.Now())
	}
}

// renew renews every lease held. One another lobby holds now stops the
// table's authority here; one that cannot be renewed for now (the cluster
// electing a leader) is tried again next time — should it run out
// meanwhile and another lobby take the table, the log's fencing stops
// this one's authority at its next write.
func (l *Lobby) renew(ctx context.Context) {
	l.mu.Lock()
	held := make(map[string]uint64, len(l.owned))
	for code, rev := range l.owned {
		held[code] = rev
	}
	l.mu.Unlock()
	parallel(keysOf(held), func(code string) { l.renewOne(ctx, code, held[code]) })
}

// leaseWorkers is how many leases a lobby renews, or tables it takes
// over, at once: each is a round trip or a few to JetStream, and a
// process may hold thousands.
const leaseWorkers = 8

// parallel calls do for each of codes, leaseWorkers at a time, and
// returns once all have returned.
func parallel(codes []string, do func(code string)) {
	next := make(chan string)
	var wg sync.WaitGroup
	for range min(leaseWorkers, len(codes)) {
		wg.Go(func() {
			for code := range next {
				do(code)
			}
		})
	}
	for _, code := range codes {
		next <- code
	}
	close(next)
	wg.Wait()
}

// keysOf are a map's keys, in no order.
func keysOf[V any](m map[string]V) []string {
	codes := make([]string, 0, len(m))
	for code := range m {
		codes = append(codes, code)
	}
	return codes
}

// renewOne renews code's lease, of revision rev.
func (l *Lobby) renewOne(ctx context.Context, code string, rev uint64) {
	owner := []byte(l.cfg.Owner)
	next, err := l.leases.Update(ctx, code, owner, rev)
	if err != nil && errors.Is(err, jetstream.ErrKeyRevisionMismatch) {
		e, gerr := l.leases.Get(ctx, code)
		switch {
		case errors.Is(gerr, jetstream.ErrKeyNotFound) || errors.Is(gerr, jetstream.ErrKeyDeleted):
			next, err = l.leases.Create(ctx, code, owner) // it ran out, and nobody took it
		case gerr == nil && bytes.Equal(e.Value(), owner):
			next, err = e.Revision(), nil // renewed already, the answer lost
		case gerr == nil:
			l.lost(code, string(e.Value()))
			return
		}
	}
	if err != nil {
		l.cfg.Logf("table %s: cannot renew its lease for now: %v", code, err)
		return
	}
	l.mu.Lock()
	if _, ok := l.owned[code]; ok {
		l.owned[code] = next
	}
	l.mu.Unlock()
}

// lost stops serving code, whose lease other holds.
func (l *Lobby) lost(code, other string) {
	l.mu.Lock()
	a := l.tables[code]
	delete(l.tables, code)
	delete(l.owned, code)
	l.mu.Unlock()
	if a != nil {
		a.Stop()
	}
	l.cfg.Logf("table %s: %s hosts it now; stopped here", code, other)
	if l.cfg.Events.LeaseLost != nil {
		l.cfg.Events.LeaseLost(code)
	}
}

// takeOver takes the lease of every open table without one and serves
// it; reclaim also takes back the leases held under this lobby's own
// name (an earlier run of it that stopped without letting them go). It
// takes leaseWorkers tables at once, and none after a third of a lease's
// time to live (the rest wait for the next look): the leases it holds
// must be renewed before they run out.
func (l *Lobby) takeOver(ctx context.Context, reclaim bool) {
	open, err := keys(ctx, l.open)
	if err != nil {
		l.cfg.Logf("cannot list the open tables for now: %v", err)
		return
	}
	l.mu.Lock()
	l.openCount = len(open)
	l.mu.Unlock()
	leased, err := keys(ctx, l.leases)
	if err != nil {
		l.cfg.Logf("cannot list the tables' leases for now: %v", err)
		return
	}
	var codes []string
	for code := range open {
		if !leased[code] || reclaim {
			codes = append(codes, code)
		}
	}
	stop := time.Now().Add(l.cfg.LeaseTTL / 3)
	parallel(codes, func(code string) {
		if time.Now().Before(stop) {
			l.takeOne(ctx, code, leased[code])
		}
	})
}

// takeOne takes table code's lease — or, leased, takes back the one held
// under this lobby's name — and serves it.
func (l *Lobby) takeOne(ctx context.Context, code string, leased bool) {
	l.mu.Lock()
	_, loading := l.loading[code]
	skip := l.closed || loading || l.tables[code] != nil
	l.mu.Unlock()
	if skip {
		return
	}
	owner := []byte(l.cfg.Owner)
	var rev uint64
	if leased {
		e, err := l.leases.Get(ctx, code)
		if err != nil || !bytes.Equal(e.Value(), owner) {
			return
		}
		if rev, err = l.leases.Update(ctx, code, owner, e.Revision()); err != nil {
			return
		}
	} else {
		var err error
		if rev, err = l.leases.Create(ctx, code, owner); err != nil {
			return // another lobby came first
		}
	}
	start := time.Now()
	if err := l.serve(ctx, code, rev); err != nil {
		l.cfg.Logf("table %s cannot be taken over: %v", code, err)
		return
	}
	took := time.Since(start)
	if a := l.Authority(code); a != nil && (a.Finished() || a.Abandoned()) {
		// Its host stopped between its end and taking it off the open
		// tables: nothing was left to take over.
		l.cfg.Logf("table %s: listed as open, but its game was over; taken off the list", code)
		return
	}
	l.cfg.Logf("table %s: taken over (rebuilt from its log in %v)", code, took.Round(time.Millisecond))
	if l.cfg.Events.TookOver != nil {
		l.cfg.Events.TookOver(code, took)
	}
}

// serve starts table code's authority under the lease of revision rev,
// just taken; when it cannot start, the lease is let go.
func (l *Lobby) serve(ctx context.Context, code string, rev uint64) error {
	l.mu.Lock()
	l.owned[code] = rev
	l.mu.Unlock()
	if err := l.startAuthority(ctx, code); err != nil {
		l.release(code)
		if errors.Is(err, tablelog.ErrNoTable) {
			_ = l.open.Delete(ctx, code)
		}
		return err
	}
	if a := l.Authority(code); a != nil && (a.Finished() || a.Abandoned()) {
		l.ended(code)
	}
	return nil
}

// release lets code's lease go, if held.
func (l *Lobby) release(code string) {
	l.mu.Lock()
	rev, ok := l.owned[code]
	delete(l.owned, code)
	l.mu.Unlock()
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = l.leases.Delete(ctx, code, jetstream.LastRevision(rev))
}

// ended takes a table whose game is over off the open tables.
func (l *Lobby) ended(code string) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := l.open.Delete(ctx, code); err != nil {
		l.cfg.Logf("table %s: its game is over, but it stays listed as open: %v", code, err)
	}
}

// onSync loads a table no lobby serves when one of its seats (or a
// watcher) asks to catch up (a finished table, or one whose host stopped), if this lobby
// gets its lease first, and hands it the message; a table whose
// authority runs answers by itself.
func (l *Lobby) onSync(msg *nats.Msg) {
	code, ok := wire.TableOfSubject(msg.Subject)
	if _, sent := door.From(msg); !ok || !sent {
		return // the authority, once loaded, checks who it is from
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed || l.tables[code] != nil {
		return
	}
	waiting, busy := l.loading[code]
	l.loading[code] = append(waiting, msg)
	if busy {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		start := time.Now()
		rev, err := l.leases.Create(ctx, code, []byte(l.cfg.Owner))
		if err == nil {
			err = l.serve(ctx, code, rev)
		}
		cancel()
		took := time.Since(start)
		l.mu.Lock()
		msgs := l.loading[code]
		delete(l.loading, code)
		a := l.tables[code]
		l.mu.Unlock()
		if err != nil || a == nil {
			return // another lobby serves it, or there is no such table
		}
		if a.Finished() || a.Abandoned() {
			l.cfg.Logf("table %s: loaded on demand", code)
		} else {
			// A table in play whose host stopped: a seat asking first
			// took it over before the lease loop did.
			l.cfg.Logf("table %s: taken over on a seat's catch-up (rebuilt from its log in %v)", code, took.Round(time.Millisecond))
			if l.cfg.Events.TookOver != nil {
				l.cfg.Events.TookOver(code, took)
			}
		}
		for _, m := range msgs {
			a.Handle(m)
		}
	}()
}

// Loaded reports whether table code's authority runs here (a finished
// table is loaded only on demand).
func (l *Lobby) Loaded(code string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.tables[code] != nil
}

// Tables is how many tables this lobby serves.
func (l *Lobby) Tables() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.tables)
}

func (l *Lobby) startAuthority(ctx context.Context, code string) error {
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		return errors.New("the lobby is closed")
	}
	l.mu.Unlock()
	a, err := authority.Start(ctx, authority.Config{Conn: l.cfg.Conn, Games: l.cfg.Games, Clock: l.cfg.Clock, Announce: true,
		SeatLimit: l.cfg.Limits.Seat, Events: l.cfg.Events.Table, Holds: l.cfg.Seats.Holds, Errorf: l.errorf,
		OnStop: func(err error) { l.stopped(code, err) }, OnEnd: func() { l.ended(code) },
		OnLeft: func(seat int) { l.dropSeatsAt(code, seat) }, OnWait: func(w authority.Waiting) { l.turns.tell(code, w) }}, code)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, held := l.owned[code]; l.closed || !held {
		a.Stop()
		return errors.New("the lobby is closed, or the table's lease was lost")
	}
	l.tables[code] = a
	return nil
}

// stopped is told an authority stopped by itself, and starts a fresh one
// unless another authority holds the table; when none starts, the lease
// is let go, for whichever lobby can to take the table over.
func (l *Lobby) stopped(code string, err error) {
	l.mu.Lock()
	delete(l.tables, code)
	_, held := l.owned[code]
	l.mu.Unlock()
	if errors.Is(err, tablelog.ErrFenced) || !held {
		l.cfg.Logf("table %s: %v", code, err)
		l.release(code)
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
	l.cfg.Logf("table %s: no fresh authority starts (%v); its lease is let go", code, err)
	l.release(code)
}

// Authority is table code's running authority, nil when there is none.
func (l *Lobby) Authority(code string) *authority.Authority {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.tables[code]
}

// Close stops answering, stops every table's authority and lets their
// leases go, for another lobby to take the tables over at once.
func (l *Lobby) Close() {
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		return
	}
	l.closed = true
	for _, sub := range l.subs {
		_ = sub.Unsubscribe()
	}
	// A game that ended just now is taken off the open tables in a
	// goroutine of its own (OnEnd), which may not have run yet: take it
	// off here, so that the next run does not take a finished table over.
	var over []string
	for code, a := range l.tables {
		a.Stop()
		if a.Finished() || a.Abandoned() {
			over = append(over, code)
		}
	}
	held := make([]string, 0, len(l.owned))
	for code := range l.owned {
		held = append(held, code)
	}
	l.mu.Unlock()
	close(l.quit)
	<-l.looped
	for _, code := range over {
		l.ended(code)
	}
	for _, code := range held {
		l.release(code)
	}
	l.unfollow()
}

// onCreate answers a request for a table.
func (l *Lobby) onCreate(msg *nats.Msg) {
	from, ok := door.From(msg)
	if msg.Reply == "" || !ok {
		return
	}
	var reply wire.CreateReply
	var req wire.CreateRequest
	if len(msg.Data) > wire.MaxMessage {
		reply.Error = fmt.Sprintf("the request is %d bytes; at most %d KB", len(msg.Data), wire.MaxMessage>>10)
	} else if err := rules.DecodeStrict(msg.Data, &req); err != nil {
		reply.Error = fmt.Sprintf(`a table request is {"game":…,"seats":[…]}: %v`, err)
	} else {
		now := l.cfg.Clock.Now()
		err := l.guard.request(from, now)
		if err == nil {
			err = l.guard.mayCreate(from, now)
		}
		if err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			reply, err = l.Create(ctx, req)
			cancel()
		}
		if err != nil {
			reply = wire.CreateReply{Error: err.Error(), Why: codeOf(err)}
			if why := codeOf(err); (why == CodeTooManyTables || why == CodeServerFull) && l.cfg.Events.CreateRefused != nil {
				l.cfg.Events.CreateRefused(why)
			}
		} else {
			l.guard.created(from, now)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			l.took(ctx, from, req.Game, req.Names, reply.Seats...)
			cancel()
		}
	}
	_ = door.Answer(msg, reply)
}

// Create makes a table: it checks the request against the game's rules,
// draws the seed, the code and the seats' tokens, writes the header to
// the table's log and starts its authority. With req.Wait it makes a
// room instead (room.go), which becomes the table when its host starts.
// It refuses when Limits.OpenTables are open.
func (l *Lobby) Create(ctx context.Context, req wire.CreateRequest) (wire.CreateReply, error) {
	r, err := l.game(req)
	if err != nil {
		return wire.CreateReply{}, err
	}
	if err := l.checkOpen(); err != nil {
		return wire.CreateReply{}, err
	}
	if req.Wait {
		return l.createRoom(ctx, r, req, -1)
	}
	hashes := make([]string, len(req.Seats))
	var creds []wire.Credential
	for seat, s := range req.Seats {
		if s != wire.Open {
			continue
		}
		token, err := newToken()
		if err != nil {
			return wire.CreateReply{}, fmt.Errorf("cannot draw a seat's token: %w", err)
		}
		hashes[seat] = HashToken(token)
		creds = append(creds, wire.Credential{Seat: seat, Token: token})
	}
	code, err := l.startTable(ctx, r, req, hashes, "")
	if err != nil {
		return wire.CreateReply{}, err
	}
	for i := range creds {
		creds[i].Table = code
	}
	return wire.CreateReply{Code: code, Seats: creds, Server: l.cfg.Owner}, nil
}

// game checks a request's version, game, takeover and buzzer, and returns its
// game's rules.
func (l *Lobby) game(req wire.CreateRequest) (rules.Rules, error) {
	if req.Version != 0 {
		if err := wire.CheckVersion(req.Version); err != nil {
			return nil, coded{err, wire.CodeVersion}
		}
	}
	var names []string
	for _, g := range l.cfg.Games {
		names = append(names, g.Name())
		if g.Name() == req.Game {
			if err := wire.CheckTakeover(req.Takeover, g.Levels()); err != nil {
				return nil, err
			}
			if err := wire.CheckMoveClock(g.Name(), req.MoveClock, req.Takeover); err != nil {
				return nil, err
			}
			return g, wire.CheckBuzzer(g.Name(), req.Buzzer)
		}
	}
	return nil, fmt.Errorf("this server has no game %s (it has %v)", rules.Quote(req.Game), names)
}

// coded is an error with the code (wire.CodeVersion, …) a client says it
// by in its player's language.
type coded struct {
	error
	code string
}

// codeOf is err's wire code, empty when it has none.
func codeOf(err error) string {
	var c coded
	if errors.As(err, &c) {
		return c.code
	}
	var refused *daily.Refusal
	if errors.As(err, &refused) {
		return refused.Code // the daily challenge's (daily.go)
	}
	return players.Code(err) // the player services' (players.go)
}

// startTable writes a table's header to its log, with the seats' token
// hashes (empty for a bot's seat), and starts hosting it. code is the
// table's code, or empty to draw a new one. The header's names and seed
// are drawn from req as header does.
func (l *Lobby) startTable(ctx context.Context, r rules.Rules, req wire.CreateRequest, hashes []string, code string) (string, error) {
	rec, err := l.header(r, req)
	if err != nil {
		return "", err
	}
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("cannot draw the table's salt: %w", err)
	}
	h := tablelog.Header{Record: *rec, Salt: hex.EncodeToString(salt), Tokens: hashes, Buzzer: req.Buzzer, Takeover: req.Takeover,
		MoveClock: req.MoveClock, Created: l.cfg.Clock.Now().UnixMilli()}
	for attempt := 0; ; attempt++ {
		h.Code = code
		if code == "" {
			if h.Code, err = newCode(); err != nil {
				return "", err
			}
		}
		_, err = tablelog.Create(ctx, l.js, h)
		if err == nil {
			break
		}
		if code != "" || !errors.Is(err, tablelog.ErrExists) || attempt == 9 {
			return "", err
		}
	}
	for seat, hash := range hashes {
		if hash == "" {
			continue
		}
		if err := l.putSeat(ctx, hash, h.Code, seat); err != nil {
			return "", err
		}
	}
	if err := l.putOpen(ctx, h.Code, h); err != nil {
		return "", err
	}
	l.mu.Lock()
	l.openCount++
	l.mu.Unlock()
	rev, err := l.leases.Create(ctx, h.Code, []byte(l.cfg.Owner))
	switch {
	case errors.Is(err, jetstream.ErrKeyExists):
		// A room's seat (or a watcher) that saw the game start asked to
		// catch up before this lobby took the lease, and a lobby took the
		// table on demand then (onSync): it is hosted already.
	case err != nil:
		return "", fmt.Errorf("table %s was made but cannot be hosted here (another server will take it): %w", h.Code, err)
	default:
		if err := l.serve(ctx, h.Code, rev); err != nil {
			return "", fmt.Errorf("table %s was made but cannot start: %w", h.Code, err)
		}
	}
	l.cfg.Logf("table %s: %s, %d seats", h.Code, req.Game, len(req.Seats))
	if l.cfg.Events.TableCreated != nil {
		l.cfg.Events.TableCreated(h.Code)
	}
	return h.Code, nil
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
	if req.MoveClock > 0 && r.Name() == kakuzu.GameName {
		// Kakuzu's rules time a turn themselves: the record says so.
		opts, err := withTurnSeconds(rec.Options, req.MoveClock)
		if err != nil {
			return nil, err
		}
		rec.Options = opts
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

// withTurnSeconds is a Kakuzu table's options with its turn limit set to
// secs: a table over days is a tournament whose turns last its clock.
func withTurnSeconds(options json.RawMessage, secs int) (json.RawMessage, error) {
	o := map[string]any{}
	if len(options) > 0 {
		if err := json.Unmarshal(options, &o); err != nil {
			return nil, fmt.Errorf("options: %v", err)
		}
	}
	o["turnSeconds"] = secs
	return json.Marshal(o)
}

// newCode draws a table's code.
func newCode() (string, error) { return codes.Draw(wire.CodeLength) }
