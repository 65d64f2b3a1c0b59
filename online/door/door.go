// Package door is the one way a player's message reaches the server and
// the server's words reach players: who sent a message (From, read from
// what NATS itself stamped on it, never from what the sender wrote), the
// answer to a request (Answer), and what the server tells a table (Tell).
//
// Players sit in wire.PlayersAccount and reach the server's account only
// through its exported services (package broker). NATS stamps every
// request that crosses with its sender (the Nats-Request-Info header:
// account, user, connection, host) and replaces any the sender forged;
// the server's answer goes to a reply subject of NATS's own ("_R_."),
// which NATS maps back into the players' account. A message with no stamp
// was published in the server's own account, by the server. Anything else
// — an answer that an asker named a service subject as its reply for —
// has no sender and is dropped unanswered.
//
// NATS lets an asker name any subject of its own account as its reply, so
// the server's answer could be made to land where other players listen.
// What the server tells on a broadcast subject therefore carries
// wire.SentHeader, its subject, and an answer never does: clients take
// from a broadcast subject only what carries its mark (package transport).
package door

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/wire"
)

// Sender is who sent a message that reached the server.
type Sender struct {
	// Own is true for the server's own account: a tool, a test, the
	// server itself. It is no player, and nothing limits it.
	Own bool
	// User is the player's user name as the broker registered it
	// (broker.SeatUser, a watcher's, or wire.Guest+id).
	User string
	// Conn names the player's connection: its NATS node and client id.
	Conn string
	// Host is the address the player connected from, without its port;
	// an IPv6 address is its /64 network (one household's, as one IPv4
	// address is), so that an attacker cannot count as many guests as a
	// network has addresses.
	Host string
	// RTT is the connection's round trip as its NATS server last measured
	// it (its own PING and the client library's PONG, never the app's
	// answer); 0 when not measured yet.
	RTT time.Duration
}

// requestInfo is what NATS stamps on a request that crossed accounts
// (the fields Cifra reads of nats-server's ClientInfo).
type requestInfo struct {
	Account string        `json:"acc"`
	User    string        `json:"user"`
	ID      uint64        `json:"id"`
	Host    string        `json:"host"`
	Server  string        `json:"server"`
	Kind    string        `json:"kind"`
	RTT     time.Duration `json:"rtt"`
}

// infoHeader is the header NATS stamps a request's sender in.
const infoHeader = "Nats-Request-Info"

// From reads who sent msg; ok is false when nobody did (the package doc):
// drop such a message unanswered.
func From(msg *nats.Msg) (Sender, bool) {
	raw := msg.Header.Get(infoHeader)
	if raw == "" {
		return Sender{Own: true}, true
	}
	var ri requestInfo
	if err := json.Unmarshal([]byte(raw), &ri); err != nil {
		return Sender{}, false
	}
	if ri.Account != wire.PlayersAccount || ri.Kind != "Client" || ri.User == "" || ri.ID == 0 {
		return Sender{}, false
	}
	return Sender{User: ri.User, Conn: ri.Server + "/" + strconv.FormatUint(ri.ID, 10), Host: network(ri.Host), RTT: ri.RTT}, true
}

// network is the address a limit counts host by: an IPv4 address as it
// is, an IPv6 address's /64 network.
func network(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	addr, err := netip.ParseAddr(host)
	if err != nil || addr.Is4() || addr.Is4In6() {
		return strings.TrimPrefix(host, "::ffff:")
	}
	p, _ := addr.Prefix(64)
	return p.String()
}

// ErrNotAnInbox is Answer's error for a reply subject NATS did not make.
var ErrNotAnInbox = errors.New("a player's request is answered only on NATS's own reply subject")

// responsePrefix starts every reply subject NATS makes for a request
// that crossed accounts.
const responsePrefix = "_R_."

// Answer sends v, as JSON, in answer to msg; a message without a reply
// subject is not answered. A player's request is answered only on the
// reply subject NATS made for it (ErrNotAnInbox otherwise); the server's
// own, on whatever it names.
func Answer(msg *nats.Msg, v any) error {
	if msg.Reply == "" {
		return nil
	}
	if _, stamped := msg.Header[infoHeader]; stamped && !strings.HasPrefix(msg.Reply, responsePrefix) {
		return ErrNotAnInbox
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("a %T does not encode: %w", v, err)
	}
	return msg.Respond(data)
}

// Tell publishes v, as JSON, on subject, one of wire.Broadcasts, marked
// as the server's (wire.SentHeader).
func Tell(nc *nats.Conn, subject string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("a %T does not encode: %w", v, err)
	}
	m := nats.NewMsg(subject)
	m.Data = data
	m.Header.Set(wire.SentHeader, subject)
	return nc.PublishMsg(m)
}
