package lobby

import (
	"fmt"
	"sync"
	"time"

	"cifra/online/authority"
)

// Limits protect the server from a client that asks too much, and from
// tables nobody comes back to. Each zero field is no limit.
type Limits struct {
	// Seat caps each seat's messages to its table (authority.Limit): a
	// flood is refused in words, seat by seat, and the table plays on.
	Seat authority.Limit
	// GuestTables is how many tables (and rooms) one guest's connection
	// may create in GuestWindow, and HostTables how many all the
	// connections from one address may: the next request is refused in
	// words (CodeTooManyTables) until the first of them is older than the
	// window. Who asks is what NATS says (door.From: the connection and
	// its address), never what the client writes. Each lobby counts the
	// requests it answers (a guest's usually go to the lobby of the node
	// it is connected to).
	GuestTables int
	HostTables  int
	GuestWindow time.Duration
	// Requests caps one connection's requests to the lobby (create, join,
	// watch) and HostRequests those of every connection from one address:
	// more are refused in words (CodeTooFast).
	Requests     authority.Limit
	HostRequests authority.Limit
	// Misses caps the codes that name no table one address may ask about
	// (joins and watches): past it, it is refused in words until its
	// allowance refills, so codes cannot be tried at random
	// (docs/online.md has the arithmetic).
	Misses authority.Limit
	// Room caps each seat's messages to its waiting room (ready, name,
	// start, leave, rematch): each is a stored write and a broadcast.
	Room authority.Limit
	// NewDevices caps the device keys the server never saw that one
	// address may bring to the player services (a hello, a transfer code
	// asked for or claimed, the daily challenge): a key is free to draw,
	// and each is a record kept (a device, and a player). A key that
	// first comes with a table it creates is counted by GuestTables and
	// HostTables instead.
	NewDevices authority.Limit
	// OpenTables is how many tables may be open (in play) across the
	// cluster: a request for one more is refused (CodeServerFull). The
	// count is the open tables' bucket as last looked at (every third of
	// a lease) plus the tables this lobby created since, so the cluster
	// may go over by the tables other lobbies made meanwhile.
	OpenTables int
	// IdleAfter closes a table whose game is not over once no move was
	// played there for this long: its authority stops, it leaves the open
	// tables, and its log ends with an end entry saying it was abandoned
	// (authority.Abandon) — its record, cut short, can be exported, and
	// its seats can still catch up, but nothing more is played.
	IdleAfter time.Duration
	// UnloadAfter stops the authority of a table whose game is over (or
	// that was abandoned) once no seat has asked it anything for this
	// long, and lets its lease go: a seat that asks later has it loaded
	// again (a finished table's authority otherwise stays in memory).
	UnloadAfter time.Duration
}

// DefaultLimits are the limits a server runs with unless told otherwise:
// a person makes a few moves a second at most, and a few tables in a
// sitting.
func DefaultLimits() Limits {
	return Limits{
		Seat:         authority.Limit{Rate: 20, Burst: 40},
		GuestTables:  10,
		HostTables:   30,
		GuestWindow:  10 * time.Minute,
		Requests:     authority.Limit{Rate: 2, Burst: 10},
		HostRequests: authority.Limit{Rate: 20, Burst: 100},
		Misses:       authority.Limit{Rate: float64(MissesPerHour) / 3600, Burst: MissesPerHour},
		Room:         authority.Limit{Rate: 2, Burst: 10},
		NewDevices:   authority.Limit{Rate: float64(NewDevicesPerHour) / 3600, Burst: NewDevicesPerHour},
		OpenTables:   10000,
		IdleAfter:    24 * time.Hour,
		UnloadAfter:  10 * time.Minute,
	}
}

// Codes a CreateReply may carry when a limit refuses it (beside wire's).
const (
	// CodeTooManyTables: this guest created Limits.GuestTables tables in
	// the last Limits.GuestWindow.
	CodeTooManyTables = "too-many-tables"
	// CodeServerFull: Limits.OpenTables tables are open.
	CodeServerFull = "server-full"
	// CodeTooManyNewDevices: the address brought Limits.NewDevices
	// device keys the server never saw lately.
	CodeTooManyNewDevices = "too-many-new-devices"
)

// MissesPerHour is how many codes that name no table one address may
// ask about an hour, by default (Limits.Misses).
const MissesPerHour = 6

// NewDevicesPerHour is how many device keys the server never saw one
// address may bring an hour, by default (Limits.NewDevices): a household
// adds a few devices in a year.
const NewDevicesPerHour = 20

// guestQuota is when each guest (a connection, or an address) created
// its recent tables.
type guestQuota struct {
	mu   sync.Mutex
	made map[string][]time.Time
}

// check refuses guest's request at now when it has made most tables in
// the window already; who says whose quota it is ("one guest", "your
// address").
func (q *guestQuota) check(guest string, most int, who string, now time.Time, window time.Duration) error {
	if most <= 0 {
		return nil
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	recent := q.recent(guest, now, window)
	if len(recent) < most {
		return nil
	}
	wait := recent[0].Add(window).Sub(now).Round(time.Second)
	return coded{fmt.Errorf("%d tables were created in the last %v from %s, the most it may; try again in %v", len(recent), window, who, wait), CodeTooManyTables}
}

// note counts a table guest created at now.
func (q *guestQuota) note(guest string, most int, now time.Time, window time.Duration) {
	if most <= 0 {
		return
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.made == nil {
		q.made = map[string][]time.Time{}
	}
	q.made[guest] = append(q.recent(guest, now, window), now)
}

// recent keeps and returns guest's creations within window of now.
func (q *guestQuota) recent(guest string, now time.Time, window time.Duration) []time.Time {
	times := q.made[guest]
	i := 0
	for i < len(times) && !times[i].After(now.Add(-window)) {
		i++
	}
	times = times[i:]
	if len(times) == 0 {
		delete(q.made, guest)
		return nil
	}
	q.made[guest] = times
	return times
}

// prune forgets the guests whose creations are all older than window.
func (q *guestQuota) prune(now time.Time, window time.Duration) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for guest := range q.made {
		q.recent(guest, now, window)
	}
}

// checkOpen refuses a new table when the cluster has Limits.OpenTables
// open already (as last counted).
func (l *Lobby) checkOpen() error {
	limit := l.cfg.Limits.OpenTables
	if limit <= 0 {
		return nil
	}
	l.mu.Lock()
	n := l.openCount
	l.mu.Unlock()
	if n < limit {
		return nil
	}
	return coded{fmt.Errorf("the server has %d tables in play, the most it takes; try again later", n), CodeServerFull}
}

// OpenCount is how many tables are open across the cluster, as this
// lobby last counted them (every third of a lease) plus those it created
// since.
func (l *Lobby) OpenCount() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.openCount
}

// CloseIdle closes the tables served here whose game is not over and
// where no move was played for Limits.IdleAfter (their logs end
// abandoned, they leave the open tables, their authorities stop), and
// unloads those that are over and that no seat asked anything for
// Limits.UnloadAfter. It returns the codes of the tables it closed. The
// lease loop calls it every third of a lease.
func (l *Lobby) CloseIdle() (closed []string) {
	lim := l.cfg.Limits
	if lim.IdleAfter <= 0 && lim.UnloadAfter <= 0 {
		return nil
	}
	l.mu.Lock()
	tables := make(map[string]*authority.Authority, len(l.tables))
	for code, a := range l.tables {
		tables[code] = a
	}
	l.mu.Unlock()
	for code, a := range tables {
		if lim.IdleAfter > 0 {
			ok, err := a.Abandon(lim.IdleAfter)
			if err != nil {
				l.cfg.Logf("table %s: idle, but cannot be closed for now: %v", code, err)
				continue // its authority stopped; stopped starts a fresh one
			}
			if ok {
				l.ended(code)
				l.unload(code, a)
				l.cfg.Logf("table %s: closed, abandoned (no move for %v); its record is kept", code, lim.IdleAfter)
				if l.cfg.Events.TableClosed != nil {
					l.cfg.Events.TableClosed(code)
				}
				closed = append(closed, code)
				continue
			}
		}
		if lim.UnloadAfter > 0 && (a.Finished() || a.Abandoned()) && a.Quiet() >= lim.UnloadAfter {
			l.unload(code, a)
			l.cfg.Logf("table %s: over and quiet; unloaded", code)
		}
	}
	return closed
}

// unload stops a's authority and, while it is still table code's here
// (not one started since), lets the table's lease go.
func (l *Lobby) unload(code string, a *authority.Authority) {
	l.mu.Lock()
	current := l.tables[code] == a
	if current {
		delete(l.tables, code)
	}
	l.mu.Unlock()
	a.Stop()
	if current {
		l.release(code)
	}
}
