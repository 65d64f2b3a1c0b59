package wire

import (
	"encoding/json"
	"fmt"
)

// # Rooms
//
// A table people set up together starts as a room: the host asks for it
// (CreateRequest with Wait), is given a code and the first open seat, and
// shares the code; others join by code (JoinSubject) and are each given a
// free open seat of their own. While the room waits, every seat sees who
// sits where and who is ready (RoomSubject), says it is ready or leaves
// (Say), and the host starts the game, which then runs at a table of the
// same code, where every seat keeps the credential it joined with:
//
//	cifra.tables.join         request/reply, from a guest: a JoinRequest,
//	                          answered by a JoinReply
//	cifra.t.T.room            lobby → the room's seats: the Room after
//	                          every change (the last one says Started)
//	cifra.t.T.say.S           seat S → lobby, request/reply: a RoomSay,
//	                          answered by a RoomReply

// Version is the online protocol's version. A client sends its own with
// each request; a server that speaks another refuses it with CodeVersion
// rather than misread it. Version 2 added Knister's undo, quick
// reactions, one device a seat and leaving for good: an app of version 1
// would stop following a table at the first of them, so it is refused at
// the door instead, in words.
const Version = 2

// JoinSubject is where a guest asks for a seat at a room (request/reply).
const JoinSubject = Root + ".tables.join"

// RoomSubject is where a room's seats hear what changed in it.
func RoomSubject(table string) string { return Root + ".t." + table + ".room" }

// Say is the subject seat speaks to its room on.
func Say(table string, seat int) string { return seatSubject(table, "say", seat) }

// SayAll is what the lobby listens to for every room's seats.
const SayAll = Root + ".t.*.say.*"

// Codes a JoinReply, a RoomReply or a CreateReply may carry beside its
// words, for a client to say them in its player's language.
const (
	CodeUnknown  = "unknown"  // no table or room has this code
	CodeFull     = "full"     // every open seat is taken
	CodeStarted  = "started"  // the game began without this seat
	CodeFinished = "finished" // the table's game is over
	CodeVersion  = "version"  // client and server speak different versions
	CodeNotHost  = "not-host" // only the host may start the game
	CodeNotReady = "not-ready"
	CodeClosed   = "closed" // the host closed the room
	CodeBadName  = "bad-name"
)

// CheckVersion says, in words, why a client of version v cannot be
// served, or returns nil.
func CheckVersion(v int) error {
	if v != Version {
		return fmt.Errorf("this server speaks version %d of Cifra's online play and the app version %d: update the app (or the server)", Version, v)
	}
	return nil
}

// JoinRequest asks for a seat at the room with Code.
type JoinRequest struct {
	Version int    `json:"version"`
	Code    string `json:"code"`
	Name    string `json:"name"`
}

// JoinReply is a seat at the room, or why there is none.
type JoinReply struct {
	Seat  Credential `json:"seat"`
	Room  Room       `json:"room"`
	Error string     `json:"error,omitempty"`
	Code  string     `json:"code,omitempty"`
}

// RoomSeat is one seat of a room as everyone there sees it.
type RoomSeat struct {
	// Bot is the seat's bot level; empty for a seat a person takes.
	Bot string `json:"bot,omitempty"`
	// Name is the seat's player (the bot's, or the person's once taken).
	Name string `json:"name"`
	// Taken: a person sits here (always true of a bot's seat).
	Taken bool `json:"taken"`
	// Ready: the seat's player is ready to start (bots always are).
	Ready bool `json:"ready"`
	// Kept: a rematch's seat kept for the person who sat there at the
	// finished table (Name), until they take it.
	Kept bool `json:"kept,omitempty"`
	// Declined names the person of the finished table who said No
	// thanks to this rematch's seat: it is open now, for anyone.
	Declined string `json:"declined,omitempty"`
}

// Room is a table waiting for its game to start.
type Room struct {
	Code    string     `json:"code"`
	Game    string     `json:"game"`
	Seats   []RoomSeat `json:"seats"`
	Host    int        `json:"host"` // the seat that may start the game
	Started bool       `json:"started,omitempty"`
	Closed  bool       `json:"closed,omitempty"` // the host left before the start
	// Rev counts the room's changes: a client keeps the latest it saw.
	Rev uint64 `json:"rev"`
	// Link is the web page that joins this room (the browser build with
	// ?join=CODE), when the server knows where that page is served.
	Link string `json:"link,omitempty"`
	// Options are the table's rules options as its record holds them (a
	// default is not written), Buzzer its buzzer race (Kakuro's) and
	// Takeover the bot level that plays a seat whose player dropped
	// (empty: the table waits): what CreateRequest asked, for the room
	// to show.
	Options  json.RawMessage `json:"options,omitempty"`
	Buzzer   string          `json:"buzzer,omitempty"`
	Takeover string          `json:"takeover,omitempty"`
	// MoveClock is the table's clock per move in seconds when it is
	// played over days (CreateRequest.MoveClock); 0 at one sitting.
	MoveClock int `json:"moveClock,omitempty"`
	// Of is, for a rematch's room, the finished table it is the rematch
	// of: the room is also told to that table's seats (see "Rematch").
	Of string `json:"of,omitempty"`
}

// AllReady reports whether every seat is taken and ready: the host may
// start.
func (r *Room) AllReady() bool {
	for _, s := range r.Seats {
		if !s.Taken || !s.Ready {
			return false
		}
	}
	return len(r.Seats) > 0
}

// RoomSay is what a seat tells its room: one of Ready (true or false),
// Name (a new name for the seat), Start (the host starts the game), Leave
// (the seat is given up; the host leaving closes the room), or Get (just
// the room as it stands). A seat of a finished table says Rematch, or
// Decline: see "Rematch".
type RoomSay struct {
	Ready   *bool  `json:"ready,omitempty"`
	Name    string `json:"name,omitempty"`
	Start   bool   `json:"start,omitempty"`
	Leave   bool   `json:"leave,omitempty"`
	Get     bool   `json:"get,omitempty"`
	Rematch bool   `json:"rematch,omitempty"`
	Decline bool   `json:"decline,omitempty"`
}

// RoomReply answers a RoomSay: the room after it, or why it was refused.
// To a Rematch it also gives the seat's credential at the rematch's room.
type RoomReply struct {
	Room  Room        `json:"room"`
	Seat  *Credential `json:"seat,omitempty"`
	Error string      `json:"error,omitempty"`
	Code  string      `json:"code,omitempty"`
}

// # Rematch
//
// Once a table's game is over, any of its people may ask for a rematch
// by saying Rematch on the finished table's Say subject. The first to ask
// makes the rematch's room (a new code: the same game, options, buzzer
// and takeover, the bots as they were, each person's seat kept for them:
// RoomSeat.Kept) and is its host; each other person who asks takes their
// own seat there, ready (asking is being ready). The room then runs as
// any room: the host starts once everyone is. Each change of the
// rematch's room is also told on the finished table's RoomSubject (the
// Room's Of names it), so its other seats hear that someone asks; a seat
// of the finished table saying Get there is answered with the rematch's
// room once there is one. A seat that is not a person's, or a table whose game is not
// over, is refused (CodeNotOver).
//
// A person who will not play again says Decline there (the app's No
// thanks): the seat kept for them opens (Kept false, Declined their
// name), so that the room shows it open and anyone may take it by code,
// and the rematch's room is told again, so its people hear who said no.
// Asking for the rematch afterwards takes the seat back while it is
// still open; once someone else took it, the asking is refused
// (CodeFull).

// CodeNotOver is the refusal of a rematch asked for before the game
// ended.
const CodeNotOver = "not-over"
