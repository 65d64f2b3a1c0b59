package wire

import (
	"fmt"
	"strings"
	"time"
)

// # Who you are
//
// A player is an identity kept by the server (package online/players):
// a name, the devices that may speak for it, and the seats it holds at
// online tables. Each device makes its own key pair at first use, a
// NATS user NKey (Ed25519), and keeps its seed; it connects with the
// public key and signs the server's nonce (NATS's nkey authentication),
// so the broker knows the device by signature, with no password and no
// e-mail, and NATS names the key as the sender of each of its requests
// (DeviceOf). The connection may
// ask for a table, a seat, to watch one (as a guest may) and the player
// services below, and read its own inbox, PlayerInbox(key).
//
// A device first says hello (MeSubject), which makes its identity when it
// has none; every seat it is then given (a table created, a room joined,
// a rematch) belongs to the identity, and any of the identity's devices
// is handed the seat's credential in the list of its tables (MeReply).
// Moving to another device: the old one asks for a transfer code
// (MeLinkSubject; short, for minutes, used once), the new one — with a
// key of its own — claims it (MeClaimSubject) and is then one of the
// identity's devices. No secret leaves a device: the server keeps public
// keys only. A device lost is a key lost; every device lost is the
// identity lost.
//
//	cifra.me          request/reply: a MeRequest, answered by a MeReply
//	cifra.me.link     request/reply: a LinkRequest, answered by a LinkReply
//	cifra.me.claim    request/reply: a ClaimRequest, answered by a MeReply

// MeSubject is where a device says hello and asks for its tables.
const MeSubject = Root + ".me"

// MeLinkSubject is where a device asks for a code to add another device.
const MeLinkSubject = Root + ".me.link"

// MeClaimSubject is where a new device claims a transfer code.
const MeClaimSubject = Root + ".me.claim"

// PlayerInbox is the reply-inbox prefix of the device whose public key
// is key.
func PlayerInbox(key string) string { return "_INBOX.player." + key }

// PlayerPermissions are the subjects a device connected with its key may
// publish to and subscribe to: a guest's requests, the player services,
// the daily challenge's and its own inbox.
func PlayerPermissions(key string) (publish, subscribe []string) {
	return []string{CreateSubject, JoinSubject, WatchSubject, MeSubject, MeLinkSubject, MeClaimSubject, DailySendSubject, DailyTableSubject},
		[]string{PlayerInbox(key) + ".>"}
}

// DeviceKeyLength is the length of a device's public key as NKeys
// writes it (a user key: "U" and 55 more base32 characters).
const DeviceKeyLength = 56

// CheckDeviceKey says what is wrong with a device's public key as text,
// or returns nil. It checks the form only; the broker checks the key
// itself (its checksum, and the signature made with it).
func CheckDeviceKey(key string) error {
	if len(key) != DeviceKeyLength || key[0] != 'U' {
		return fmt.Errorf("a device's key is %d characters starting with U", DeviceKeyLength)
	}
	for _, r := range key {
		if !('A' <= r && r <= 'Z' || '2' <= r && r <= '7') {
			return fmt.Errorf("a device's key is written in base32 (A–Z, 2–7)")
		}
	}
	return nil
}

// DeviceOf reads the device key from the user NATS stamps on a request
// (the Nats-Request-Info header's): for a connection authenticated by
// its key NATS names the key itself. ok is false for any other user (a
// guest's, a seat's, a watcher's user name never has a key's form).
func DeviceOf(user string) (key string, ok bool) {
	return user, CheckDeviceKey(user) == nil
}

// MeRequest is a device's hello: Name, when set, is the player's name
// from now on (rules.CheckName's); Keep are seats the device holds that
// its player should hold too (a seat taken before the device had a key,
// a rematch's seat, which is asked for on the seat's own connection):
// each is kept only where its token still lets its seat in.
type MeRequest struct {
	Version int       `json:"version"`
	Name    string    `json:"name,omitempty"`
	Keep    []MyTable `json:"keep,omitempty"`
}

// MyTable is a seat an identity holds at a table: its credential (any
// of the identity's devices connects with it), the game, and the name
// the seat plays under.
type MyTable struct {
	Credential
	Game string `json:"game"`
	Name string `json:"name,omitempty"`
	// Since is when the identity took the seat (Unix seconds).
	Since int64 `json:"since"`
	// State is where the table is as the server answers: its waiting
	// room, its game in play, or over (TableWaiting, …).
	State string `json:"state,omitempty"`
	// Turn is true when the table waits for this seat's move (see
	// "Tables over days"); Awaiting names everyone it waits for, and
	// DeadlineMs is when their time runs out (Unix milliseconds; 0: the
	// table has no clock per move). Set in play only.
	Turn       bool     `json:"turn,omitempty"`
	Awaiting   []string `json:"awaiting,omitempty" strict:"max=16"`
	DeadlineMs int64    `json:"deadlineMs,omitempty"`
	// OverDays is the table's clock per move in seconds, where it is
	// played over days (CreateRequest.MoveClock).
	OverDays int `json:"overDays,omitempty"`
}

// A table's State in a player's list (MyTable.State).
const (
	TableWaiting = "room"
	TablePlaying = "playing"
	TableOver    = "over"
)

// MeReply is who a device is: its identity's ID (the public key of the
// identity's first device), name, how many devices speak for it, and
// the seats it holds: the tables waiting for this player's move first,
// the soonest deadline first, then the others still waiting or in play,
// newest first, then those over. A refusal has Error (English)
// and Code.
type MeReply struct {
	ID      string    `json:"id,omitempty"`
	Name    string    `json:"name,omitempty"`
	Devices int       `json:"devices,omitempty"`
	Tables  []MyTable `json:"tables,omitempty"`
	// NowMs is the server's clock when it answered (Unix milliseconds):
	// a device reads the tables' DeadlineMs against it, not against its
	// own clock, which may be off (LocalDeadlines).
	NowMs int64  `json:"nowMs,omitempty"`
	Error string `json:"error,omitempty"`
	Code  string `json:"code,omitempty"`
}

// LocalDeadlines moves the tables' deadlines from the server's clock
// (NowMs) onto the device's, now being the device's time the reply came:
// a device whose clock is off, or a server on a test clock, then counts
// the time left right.
func (r *MeReply) LocalDeadlines(now time.Time) {
	if r.NowMs == 0 {
		return
	}
	shift := now.UnixMilli() - r.NowMs
	for i := range r.Tables {
		if r.Tables[i].DeadlineMs != 0 {
			r.Tables[i].DeadlineMs += shift
		}
	}
	r.NowMs = now.UnixMilli()
}

// LinkRequest asks for a transfer code for this device's identity.
type LinkRequest struct {
	Version int `json:"version"`
}

// LinkReply is a transfer code, typed (or scanned) on the new device
// before Expires (Unix seconds), once.
type LinkReply struct {
	Code    string `json:"code,omitempty"`
	Expires int64  `json:"expires,omitempty"`
	Error   string `json:"error,omitempty"`
	Why     string `json:"why,omitempty"`
}

// ClaimRequest is a new device claiming a transfer code.
type ClaimRequest struct {
	Version int    `json:"version"`
	Code    string `json:"code"`
}

// LinkLength is the length of a transfer code, written in CodeAlphabet:
// 30⁸ ≈ 6.6 × 10¹¹ codes, each alive for LinkTTL.
const LinkLength = 8

// LinkTTL is how long a transfer code may be claimed.
const LinkTTL = 10 * time.Minute

// CheckLink says what is wrong with a transfer code, or returns nil
// (lower case and spaces are the player's and are read past: NormalLink).
func CheckLink(code string) error { return checkCode("a transfer code", code, LinkLength) }

// NormalLink is a transfer code as a player may type it (lower case,
// spaces or dashes between its halves) in CheckLink's form.
func NormalLink(s string) string {
	s = strings.ToUpper(s)
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, s)
}

// Codes of a player service's refusals (MeReply.Code, LinkReply.Why).
const (
	// CodeNoLink: the transfer code names nothing (wrong, used or
	// expired).
	CodeNoLink = "no-link"
	// CodeNotPlayer: the request did not come from a device's key (a
	// guest's connection).
	CodeNotPlayer = "not-player"
)
