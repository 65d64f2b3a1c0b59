package wire

import (
	"fmt"
	"slices"

	"cifra/rules"
)

// # Quick reactions
//
// A seat may send its table a quick reaction — one of a few emotes,
// named by id (EmoteIDs), never free text — and everyone at the table,
// its watchers too, sees it at the sender's seat for a moment. The
// authority relays only known ids, from the seat NATS says sent them,
// at most EmoteBurst at once and EmoteRate a second on average per seat;
// a watcher may hear them but send none:
//
//	cifra.t.T.emote.S         seat S → authority (request/reply or a
//	                          plain message): an Emote, answered by an
//	                          EmoteAck
//	cifra.t.T.emotes          authority → everyone at the table: an
//	                          Emoted per reaction relayed
//
// Nothing of it is written to the table's log: a reaction is gone once
// shown, and a seat that was away meanwhile misses it.

// The reactions' ids, in the order a picker offers them.
const (
	EmoteThumbs = "thumbs" // thumbs up
	EmoteWow    = "wow"    // an open mouth, surprised
	EmoteLaugh  = "laugh"  // laughing
	EmotePhew   = "phew"   // a bead of sweat: that was close
	EmoteParty  = "party"  // a party popper
)

// EmoteIDs are every reaction a seat may send, in the order a picker
// offers them.
var EmoteIDs = []string{EmoteThumbs, EmoteWow, EmoteLaugh, EmotePhew, EmoteParty}

// EmoteRate is how many reactions a second one seat may send on
// average, and EmoteBurst how many at once: a person reacts now and
// then, and a seat that floods is refused in words (CodeTooFast's
// "too-fast") without the table hearing it.
const (
	EmoteRate  = 1.0
	EmoteBurst = 3
)

// CodeUnknownEmote is EmoteAck's code for an id that is none of
// EmoteIDs: nothing was relayed.
const CodeUnknownEmote = "unknown-emote"

// EmoteIn is the subject seat sends its reactions on.
func EmoteIn(table string, seat int) string { return seatSubject(table, "emote", seat) }

// EmoteInAll is what the authority subscribes to for every seat's
// reactions.
func EmoteInAll(table string) string { return Root + ".t." + table + ".emote.*" }

// EmoteOut is the subject everyone at the table hears the reactions on.
func EmoteOut(table string) string { return Root + ".t." + table + ".emotes" }

// Emote is a seat's reaction, sent on its EmoteIn.
type Emote struct {
	Emote string `json:"emote"`
}

// EmoteAck answers an Emote: empty when it was relayed; else Error says
// why not in words and Code is CodeUnknownEmote or "too-fast".
type EmoteAck struct {
	Error string `json:"error,omitempty"`
	Code  string `json:"code,omitempty"`
}

// Emoted is a reaction the table relays on EmoteOut: the seat the
// authority heard it from (never a name the sender gave) and its id.
type Emoted struct {
	Seat  int    `json:"seat"`
	Emote string `json:"emote"`
}

// CheckEmote says what is wrong with a reaction's id, or returns nil.
func CheckEmote(id string) error {
	if slices.Contains(EmoteIDs, id) {
		return nil
	}
	return fmt.Errorf("a reaction is one of %v, not %s", EmoteIDs, rules.Quote(id))
}
