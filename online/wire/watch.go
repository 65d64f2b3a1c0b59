package wire

// # Spectators
//
// Anyone may watch a table by its code: a guest asks (WatchSubject) and
// is given the table's watch credential, a token shared by everyone who
// watches that table (Credential with Seat Watcher). A watcher connects
// with it like a seat, and the broker then lets it hear what everyone at
// the table hears — the moves (Out), who is here (StateSubject) and, while
// the table is a waiting room, the room (RoomSubject) — and ask the table
// to catch it up (WatchSync), answered with a Catchup whose view is the
// game's public one (the view of seat -1, what Table.Opening is at the
// start): never a seat's own view, its pings or its inbox. A watcher may
// publish nothing a seat plays with:
//
//	cifra.tables.watch        request/reply, from a guest (or a
//	                          watcher): a WatchRequest, answered by a
//	                          WatchReply
//	cifra.t.T.watch           watcher → authority, request/reply: a
//	                          SyncRequest, answered by a Catchup with
//	                          the public view
//	_INBOX.cifra.T.watch.>    the table's watchers' reply inboxes
//	                          (shared: they only carry what every
//	                          watcher may see)
//
// A table whose game is over may be watched too: the watcher catches up
// to its end, the seed and the record told.

// WatchSubject is where a guest asks to watch a table (request/reply).
const WatchSubject = Root + ".tables.watch"

// Watcher is the seat of a watcher's Credential: nobody's seat.
const Watcher = -1

// WatchSync is the subject a table's watchers ask to catch up on.
func WatchSync(table string) string { return Root + ".t." + table + ".watch" }

// AnyWatch is the subject of every table's WatchSync, for whoever starts
// a table's authority on demand (the lobby).
const AnyWatch = Root + ".t.*.watch"

// WatchInbox is the reply-inbox prefix of table's watchers.
func WatchInbox(table string) string { return "_INBOX." + Root + "." + table + ".watch" }

// WatchPermissions are the subjects a table's watcher may publish to and
// subscribe to: it asks to catch up (WatchSync) or to watch again
// (WatchSubject: the room as it stands), and hears the table's Out,
// state, room and reactions (EmoteOut) and its own inbox; it sends no
// reaction. The broker refuses anything else.
func WatchPermissions(table string) (publish, subscribe []string) {
	return []string{WatchSync(table), WatchSubject},
		[]string{Out(table), StateSubject(table), RoomSubject(table), EmoteOut(table), WatchInbox(table) + ".>"}
}

// WatchRequest asks to watch the table (or waiting room) with Code.
type WatchRequest struct {
	Version int    `json:"version"`
	Code    string `json:"code"`
}

// WatchReply is the table's watch credential, or why there is none.
type WatchReply struct {
	// Watch is the credential watchers connect with (Seat is Watcher).
	Watch Credential `json:"watch"`
	// Game is the table's game.
	Game string `json:"game,omitempty"`
	// Room is the room while the table waits for its game to start; nil
	// once the game runs (or ran).
	Room *Room `json:"room,omitempty"`
	// Finished: the table's game is over (or was closed before its end);
	// a watcher sees where it ended.
	Finished bool   `json:"finished,omitempty"`
	Error    string `json:"error,omitempty"`
	Code     string `json:"code,omitempty"`
}

// Watching reports whether cred is a watcher's rather than a seat's.
func (c Credential) Watching() bool { return c.Seat == Watcher }
