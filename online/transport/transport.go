// Package transport is the little a Cifra client needs of a NATS
// connection — subscribe, publish, request with headers, close, and word
// of a connection lost and found again — so that the same client code
// runs over nats.go on the desktop and over the official NATS JavaScript
// client (nats.ws, loaded only when a player goes online) in a browser,
// where nats.go would add more than a megabyte to every player's
// download.
package transport

import (
	"context"
	"errors"
	"strings"

	"cifra/online/wire"
)

// Msg is a message received: its subject, data and headers (one value
// each).
type Msg struct {
	Subject string
	Data    []byte
	Header  map[string]string
}

// Conn is a connection to a NATS server.
type Conn interface {
	// Subscribe calls handle with every message the server told on
	// subject (one at a time, in order): one without the server's mark
	// for subject (Told) is dropped.
	Subscribe(subject string, handle func(Msg)) error
	// Publish sends data on subject.
	Publish(subject string, data []byte) error
	// Request sends data on subject with header and waits for the one
	// answer, until ctx ends. ErrNoAnswer (wrapped) means nobody
	// answered, or the connection is down meanwhile: asking again later
	// may work.
	Request(ctx context.Context, subject string, data []byte, header map[string]string) (Msg, error)
	// Close closes the connection for good.
	Close()
}

// Options are how to connect.
type Options struct {
	// Token authenticates a seat; User a guest (no password); Seed a
	// player's device (wire's "Who you are"): the seed of its NKey, which
	// signs the server's nonce (NewKey makes one).
	Token, User, Seed string
	// InboxPrefix is where answers come back (the broker lets each user
	// read only its own).
	InboxPrefix string
	// Name names the connection in the server's monitoring.
	Name string
	// Reconnect keeps trying, for ever, to connect again when the
	// connection is lost (to any server of the cluster). Without it a
	// lost connection is closed for good, on every platform.
	Reconnect bool
	// Disconnected and Reconnected, when set, are told when a connection
	// is lost and when it is back.
	Disconnected, Reconnected func()
}

// Told reports whether m carries the server's mark for the subject it
// arrived on (wire.SentHeader): what the server tells a table always
// does, and an answer a stranger made land there never does.
func Told(m Msg) bool {
	for k, v := range m.Header {
		if strings.EqualFold(k, wire.SentHeader) {
			return v == m.Subject
		}
	}
	return false
}

// ErrNoAnswer is a request nobody answered: no server listens (yet), or
// the connection is down.
var ErrNoAnswer = errors.New("no answer")

// ErrUnreachable is a server that cannot be reached.
var ErrUnreachable = errors.New("cannot reach the server")

// ErrClosed is what the browser's connection answers once it was closed
// (a ping queued before Close, say): an error, never a crash. The
// desktop's answers nats.go's own.
var ErrClosed = errors.New("the connection is closed")

// The served names of the browser's files for online play (WebFiles; the
// page's cifraModule(name) loads one).
const (
	NATSModule = "nats.ws.js"
	ShimModule = "cifra-nats.js"
)
