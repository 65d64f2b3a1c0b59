// Package wire is what Cifra's online tables say on NATS: the subjects and
// the messages, shared by the server and its clients. It imports neither
// NATS nor Ebitengine, so a browser client can take it as it is.
//
// # Subjects
//
// A table has a short code T (Code's alphabet) and seats 0, 1, …:
//
//	cifra.tables.create       request/reply: a CreateRequest, answered by
//	                          a CreateReply (anyone connected may ask;
//	                          one server of a cluster answers)
//	cifra.t.T.in.S            seat S → authority, request/reply: one move
//	                          in record form (RULES.md §4) or {"pass":true};
//	                          answered by an Ack
//	cifra.t.T.sync.S          seat S → authority, request/reply: a
//	                          SyncRequest, answered by a Catchup
//	cifra.t.T.out             authority → everyone at the table: an Update
//	                          per move played (seq, move, events; the last
//	                          one carries the End)
//	cifra.t.T.to.S            authority → seat S alone: a SeatView after
//	                          every move (what that seat may see)
//	cifra.t.T.ping.S          authority → seat S alone: a Ping, which the
//	                          seat echoes at once, unchanged, on
//	cifra.t.T.pong.S          seat S → authority: the Ping echoed; the
//	                          authority times the round trip itself
//	_INBOX.cifra.T.S.>        seat S's reply inbox (its own prefix, so no
//	                          other user can read its replies)
//	cifra.log.T               the table's log in JetStream (stream
//	                          LogStream): server-only, never a client's
//
// In a cluster every subject reaches every node: a seat connects to any
// node, and reconnects to any other when its node stops; the table's one
// authority runs in whichever server process holds the table's lease.
//
// The authority takes the seat from the subject a message arrived on,
// which the broker only lets seat S's user publish (Permissions), never
// from the message.
//
// # Move ids
//
// A seat's message on In may carry the NATS header MoveIDHeader: an id the
// seat draws once per move and sends again, unchanged, when it asks again
// after an unclear failure (a timeout, a reconnection). The authority
// plays a move id once: a message whose id it has already answered gets
// the first answer again (the ack of the move played, or its refusal),
// even from a fresh authority rebuilt from the log, where the id is kept
// with the move.
//
// # Kakuro's buzzer race
//
// A Kakuro claim starts with a buzz: "Kakuro!" (see "Kakuro's claims
// online" for the buzz and the board's hold). By default (BuzzReaction)
// the authority does not take buzzes in the order they arrive but by each
// seat's estimated reaction time: arrival − reveal − the seat's credited
// round trip, where the round trip is the lowest measured for that seat,
// credited up to BuzzCap. It is measured two ways, and the lowest counts:
// the authority's own pings (Ping/Pong, on the seat's sync and at most
// every few seconds after moves), and the round trip the seat's NATS
// server measures with its own protocol pings, which the client library
// answers, never the app — so a device that answers the table's pings
// late gains nothing. After the first buzz of a race the authority waits
// the largest credited round trip of the table's seats, so that every
// buzz that could have come first is in, then takes the buzzes from the
// earliest estimate on (equal estimates, in whole game ticks, go to the
// rules' seeded tie-break). Every race's estimates are logged (a side
// entry of the table's log, never part of the record). A table created
// with Buzzer BuzzArrival takes buzzes as they arrive.
package wire

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"cifra/rules"
)

// Root is the first token of every subject Cifra uses.
const Root = "cifra"

// CreateSubject is where a table is created (request/reply).
const CreateSubject = Root + ".tables.create"

// LogStream is the JetStream stream that holds every table's log.
const LogStream = "CIFRA_TABLES"

// LogSubjects is the subjects LogStream holds: one per table.
const LogSubjects = Root + ".log.*"

// MaxMessage is the most bytes a client's message to a table may have:
// a move is a few dozen bytes, so 64 KB leaves room for any game and none
// for a message meant to wear the server down.
const MaxMessage = 64 << 10

// In is the subject seat sends its moves on.
func In(table string, seat int) string { return seatSubject(table, "in", seat) }

// Sync is the subject seat asks to catch up on.
func Sync(table string, seat int) string { return seatSubject(table, "sync", seat) }

// To is the subject seat alone receives its view on.
func To(table string, seat int) string { return seatSubject(table, "to", seat) }

// Out is the subject every seat of the table receives the moves on.
func Out(table string) string { return Root + ".t." + table + ".out" }

// Ping is the subject seat is asked to echo on (authority → seat).
func Ping(table string, seat int) string { return seatSubject(table, "ping", seat) }

// Pong is the subject seat echoes pings on (seat → authority).
func Pong(table string, seat int) string { return seatSubject(table, "pong", seat) }

// InAll is what the authority subscribes to for every seat's moves.
func InAll(table string) string { return Root + ".t." + table + ".in.*" }

// SyncAll is what the authority subscribes to for every seat's catch-up
// requests.
func SyncAll(table string) string { return Root + ".t." + table + ".sync.*" }

// PongAll is what the authority subscribes to for every seat's pongs.
func PongAll(table string) string { return Root + ".t." + table + ".pong.*" }

// AnySync is the subject of every table's Sync, for whoever starts a
// table's authority on demand (the lobby); TableOfSubject reads the
// table's code back.
const AnySync = Root + ".t.*.sync.*"

// TableOfSubject reads a table's code from a table's subject; ok is false
// for another subject.
func TableOfSubject(subject string) (code string, ok bool) {
	parts := strings.Split(subject, ".")
	if len(parts) < 4 || parts[0] != Root || parts[1] != "t" || CheckCode(parts[2]) != nil {
		return "", false
	}
	return parts[2], true
}

// Inbox is seat's reply-inbox prefix (nats.CustomInboxPrefix).
func Inbox(table string, seat int) string {
	return "_INBOX." + Root + "." + table + "." + strconv.Itoa(seat)
}

// Log is the table's subject in LogStream.
func Log(table string) string { return Root + ".log." + table }

func seatSubject(table, kind string, seat int) string {
	return Root + ".t." + table + "." + kind + "." + strconv.Itoa(seat)
}

// SeatOfSubject reads the seat from the last token of a seat's subject
// (In, Sync); ok is false when it is not a seat number.
func SeatOfSubject(subject string) (seat int, ok bool) {
	i := strings.LastIndexByte(subject, '.')
	n, err := strconv.Atoi(subject[i+1:])
	if err != nil || n < 0 || strconv.Itoa(n) != subject[i+1:] {
		return 0, false
	}
	return n, true
}

// Permissions are the subjects a seat's user may publish to and
// subscribe to: its own In, Sync, Pong, Say and EmoteIn, the table's
// Out, Room, state and EmoteOut, its own To and Ping, and its own inbox.
// The broker refuses anything else.
func Permissions(table string, seat int) (publish, subscribe []string) {
	return []string{In(table, seat), Sync(table, seat), Pong(table, seat), Say(table, seat), EmoteIn(table, seat)},
		[]string{Out(table), To(table, seat), Ping(table, seat), RoomSubject(table), StateSubject(table), EmoteOut(table), Inbox(table, seat) + ".>"}
}

// Guest is the user name prefix of a connection without a seat: it may
// only ask for a table (CreateSubject), a seat at a room (JoinSubject) or
// to watch a table (WatchSubject), and read its own inbox,
// GuestInbox(id), where id is the rest of its user name (GuestID's form).
const Guest = "guest-"

// GuestInbox is the reply-inbox prefix of the guest whose user name is
// Guest+id.
func GuestInbox(id string) string { return "_INBOX.guest." + id }

// CheckGuestID says what is wrong with a guest's id, or returns nil: 8 to
// 64 ASCII letters and digits (a client draws it at random).
func CheckGuestID(id string) error {
	if len(id) < 8 || len(id) > 64 {
		return fmt.Errorf("a guest id has 8 to 64 characters, not %d", len(id))
	}
	for _, r := range id {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return fmt.Errorf("a guest id has only letters and digits, not %s", rules.Quote(string(r)))
		}
	}
	return nil
}

// CodeAlphabet is the letters a table's code is written with: no 0/O,
// 1/I/L or U, so a code read aloud or off a screen is typed right.
const CodeAlphabet = "ABCDEFGHJKMNPQRSTVWXYZ23456789"

// CodeLength is the length of a table's code.
const CodeLength = 6

// CheckCode says what is wrong with a table code, or returns nil.
func CheckCode(code string) error { return checkCode("a table code", code, CodeLength) }

// checkCode says what is wrong with code, what (a table code, a transfer
// code) of length characters of CodeAlphabet, or returns nil.
func checkCode(what, code string, length int) error {
	if len(code) != length {
		return fmt.Errorf("%s has %d characters, not %d", what, length, len(code))
	}
	for _, r := range code {
		if !strings.ContainsRune(CodeAlphabet, r) {
			return fmt.Errorf("%s has only the characters %s, not %s", what, CodeAlphabet, rules.Quote(string(r)))
		}
	}
	return nil
}

// Open is how a seat that a person takes is written in a CreateRequest;
// any other entry is a bot level.
const Open = "open"

// CreateRequest asks for a new table.
type CreateRequest struct {
	// Version is the client's protocol version (Version); 0 from a tool
	// that does not say.
	Version int             `json:"version,omitempty"`
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options,omitempty"`
	// Seats is one entry per seat: Open, or a bot level of the game.
	Seats []string `json:"seats" strict:"max=16"`
	// Names are the players' names, one per seat (optional; the default
	// is "Player N" or "Bot N").
	Names []string `json:"names,omitempty" strict:"max=16"`
	// Buzzer is how Kakuro's claims race: BuzzReaction (the default when
	// empty) or BuzzArrival. Only Kakuro's tables race.
	Buzzer string `json:"buzzer,omitempty"`
	// Wait makes a room (see Rooms): the game starts when the host says,
	// the open seats taken by people who join by code. Without it the game
	// starts at once and the reply carries every open seat's credential.
	Wait bool `json:"wait,omitempty"`
	// Takeover is the bot level that plays a person's seat for its player
	// once it was away longer than Hold (see "Who is here"); empty: the
	// table waits for the player.
	Takeover string `json:"takeover,omitempty"`
	// MoveClock makes a table played over days (see "Tables over
	// days"): each wait for a move — a Kakuzu turn, a Knister roll — may
	// last this many seconds, MoveClockMin to MoveClockMax; 0: a table
	// played at one sitting.
	MoveClock int `json:"moveClock,omitempty"`
}

// How a Kakuro table judges its buzzer race (CreateRequest.Buzzer).
const (
	// BuzzReaction plays claims by estimated reaction time (the package
	// doc's "Kakuro's buzzer race").
	BuzzReaction = "reaction"
	// BuzzArrival plays claims in the order they reach the server, for
	// players who prefer it.
	BuzzArrival = "arrival"
)

// BuzzCap is the most round trip a seat is credited with in the buzzer
// race: a seat whose link is slower is judged as if it were this fast,
// and a seat cannot gain more than this by answering pings late.
const BuzzCap = 200 * time.Millisecond

// Races reports whether game's tables race to claim by buzzer (Kakuro's),
// so that CreateRequest.Buzzer applies.
func Races(game string) bool { return game == "kakuro" }

// CheckBuzzer says what is wrong with a table's buzzer option for game,
// or returns nil.
func CheckBuzzer(game, buzzer string) error {
	switch {
	case buzzer == "":
		return nil
	case !Races(game):
		return fmt.Errorf("only Kakuro's tables race to claim; a %s table has no buzzer option", game)
	case buzzer != BuzzReaction && buzzer != BuzzArrival:
		return fmt.Errorf("the buzzer is %q or %q, not %s", BuzzReaction, BuzzArrival, rules.Quote(buzzer))
	}
	return nil
}

// MoveIDHeader is the NATS header a seat's move carries its id in (the
// package doc's "Move ids").
const MoveIDHeader = "Cifra-Move-Id"

// SeenHeader is the NATS header a seat's move may carry the Seq of the
// view it was decided on in (decimal). At a racing table (Kakuro) a claim
// decided before the current sum was revealed is refused as a race lost,
// never played against a sum its player had not seen.
const SeenHeader = "Cifra-Seen"

// CheckMoveID says what is wrong with a move id, or returns nil: 1 to 64
// ASCII letters, digits, '-' and '_'.
func CheckMoveID(id string) error {
	if len(id) == 0 || len(id) > 64 {
		return fmt.Errorf("a move id has 1 to 64 characters, not %d", len(id))
	}
	for _, r := range id {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '-' || r == '_') {
			return fmt.Errorf("a move id has only letters, digits, - and _, not %s", rules.Quote(string(r)))
		}
	}
	return nil
}

// RaceLost is the Ack code of a Kakuro claim that lost its buzzer race,
// or was decided on a sum already gone: it was not played.
const RaceLost = "race-lost"

// PingMessage asks a seat to echo it at once on its Pong subject, as it
// is: the authority times the round trip.
type PingMessage struct {
	Ping uint64 `json:"ping"`
}

// CreateReply is the answer to a CreateRequest: the table's code and a
// credential for each open seat, or the reason there is no table.
type CreateReply struct {
	Code  string       `json:"code,omitempty"`
	Seats []Credential `json:"seats,omitempty"`
	Error string       `json:"error,omitempty"`
	// Why is the Error's code (CodeVersion, …) where it has one.
	Why string `json:"why,omitempty"`
	// Room is the room made, with Wait.
	Room *Room `json:"room,omitempty"`
	// Server names the server process that hosts the table at first
	// (another takes it over if that one stops).
	Server string `json:"server,omitempty"`
}

// Credential lets one person sit at one seat: the client connects with
// Token (NATS token authentication) and the broker then lets it use that
// seat's subjects (Permissions) and no others.
type Credential struct {
	Table string `json:"table"`
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

// Pass is a seat's message that it gives up on the current turn (Kakuro's
// "impossible"), where a move would be.
type Pass struct {
	Pass bool `json:"pass"`
}

// Ack answers a seat's move: Seq is the move's number in the table's log
// (1 for the first), or, when Error is set, the number of the last move
// played. Error says in words why the move was refused; Code is the
// rules' code for it where there is one (for a translated message), or
// the table's: "refused" (the message is not a move this seat may send)
// or RaceLost.
type Ack struct {
	Seq   int    `json:"seq"`
	Error string `json:"error,omitempty"`
	Code  string `json:"code,omitempty"`
	// Race says, for a buzz or a claim that lost its race (RaceLost),
	// who won it and by how much.
	Race *RaceResult `json:"race,omitempty"`
}

// Event is one of a move's events: its type's name ("DiceRolled") and its
// fields, as the rules announce them (rules.Announced).
type Event = rules.Announced

// EncodeEvents writes a move's events (the rules' own values) in wire
// form.
func EncodeEvents(events []any) ([]Event, error) { return rules.Announce(events) }

// Update is one move played at a table, as everyone there sees it.
type Update struct {
	Seq    int             `json:"seq"`
	Move   json.RawMessage `json:"move"`
	Events []Event         `json:"events"`
	// End is set on the game's last move.
	End *End `json:"end,omitempty"`
	// TimeUp says the table played the move for its seat, whose time
	// ran out (a table with a clock per move).
	TimeUp bool `json:"timeUp,omitempty"`
}

// End is what a table tells once its game is over: the seed and salt that
// make its Commit, and the whole record, which anyone can replay.
type End struct {
	Seed    uint64        `json:"seed"`
	Salt    string        `json:"salt"`
	Scores  []int         `json:"scores"`
	Winners []int         `json:"winners"`
	Record  *rules.Record `json:"record"`
}

// SeatView is what one seat may see of the game after move Seq. A seat's
// message sent without a reply subject is answered here too: Error and
// Code then say why it was refused.
type SeatView struct {
	Seq   int             `json:"seq"`
	View  json.RawMessage `json:"view"`
	Error string          `json:"error,omitempty"`
	Code  string          `json:"code,omitempty"`
	// Holder is the device playing the seat now (DeviceHeader's id; see
	// "One seat, one device"); empty while none said.
	Holder string `json:"holder,omitempty"`
}

// Table is a table as its seats know it before the end: no seed, no
// setup (both decide what is hidden), only the seed's commitment.
type Table struct {
	Code    string          `json:"code"`
	Game    string          `json:"game"`
	Players []rules.Player  `json:"players"`
	Options json.RawMessage `json:"options,omitempty"`
	// Commit is Commitment(salt, seed): checked against End.
	Commit string `json:"commit"`
	// Buzzer is how the table judges Kakuro's buzzer race (BuzzReaction
	// or BuzzArrival); empty for other games.
	Buzzer string `json:"buzzer,omitempty"`
	// Takeover is the bot level that plays an away seat once held for
	// Hold; empty: the table waits for its player.
	Takeover string `json:"takeover,omitempty"`
	// MoveClock is, at a table played over days, each move's time in
	// seconds (see "Tables over days"); 0 at one sitting.
	MoveClock int `json:"moveClock,omitempty"`
	// Opening is what everyone saw at the start, before the first move
	// (the game's view for seat -1): where a seat starts following the
	// game from (rules.Followable).
	Opening json.RawMessage `json:"opening,omitempty"`
}

// Header is the table's record header as its seats know it: no seed, no
// setup (where a seat starts following the game, rules.Followable).
func (t Table) Header() rules.Record {
	return rules.Record{Format: rules.FormatVersion, Game: t.Game, Players: t.Players, Options: t.Options}
}

// SyncRequest asks for the moves after From (0: from the start).
type SyncRequest struct {
	From int `json:"from"`
}

// Catchup answers a SyncRequest: the table, the moves after From, and
// the seat's view now.
type Catchup struct {
	Table   Table    `json:"table"`
	Updates []Update `json:"updates"`
	View    SeatView `json:"view"`
	// State is who is here now, and the hourglass.
	State *TableState `json:"state,omitempty"`
	Error string      `json:"error,omitempty"`
}
