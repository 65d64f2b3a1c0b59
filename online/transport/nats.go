//go:build !js

package transport

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// NewKey makes a device's key pair (wire's "Who you are"): an NKey user's
// seed, which the device keeps secret, and its public key.
func NewKey() (seed, key string, err error) {
	kp, err := nkeys.CreateUser()
	if err != nil {
		return "", "", fmt.Errorf("cannot make this device's key: %w", err)
	}
	s, err := kp.Seed()
	if err != nil {
		return "", "", err
	}
	key, err = kp.PublicKey()
	return string(s), key, err
}

// Dial connects to url (nats:// or ws://) with nats.go.
func Dial(url string, o Options) (Conn, error) {
	opts := []nats.Option{nats.Timeout(5 * time.Second)}
	if o.Token != "" {
		opts = append(opts, nats.Token(o.Token))
	}
	if o.User != "" {
		opts = append(opts, nats.UserInfo(o.User, ""))
	}
	if o.Seed != "" {
		kp, err := nkeys.FromSeed([]byte(o.Seed))
		if err != nil {
			return nil, fmt.Errorf("this device's key is unreadable: %w", err)
		}
		pub, err := kp.PublicKey()
		if err != nil {
			return nil, fmt.Errorf("this device's key is unreadable: %w", err)
		}
		opts = append(opts, nats.Nkey(pub, kp.Sign))
	}
	if o.InboxPrefix != "" {
		opts = append(opts, nats.CustomInboxPrefix(o.InboxPrefix))
	}
	if o.Name != "" {
		opts = append(opts, nats.Name(o.Name))
	}
	if o.Reconnect {
		opts = append(opts, nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond),
			nats.ReconnectJitter(100*time.Millisecond, time.Second))
	} else {
		opts = append(opts, nats.NoReconnect()) // nats.go would try 60 times; the browser's never does
	}
	if o.Disconnected != nil {
		opts = append(opts, nats.DisconnectErrHandler(func(*nats.Conn, error) { o.Disconnected() }))
	}
	if o.Reconnected != nil {
		opts = append(opts, nats.ReconnectHandler(func(*nats.Conn) { o.Reconnected() }))
	}
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		return nil, fmt.Errorf("%w at %s: %v", ErrUnreachable, url, err)
	}
	return natsConn{nc}, nil
}

// natsConn is a Conn over nats.go.
type natsConn struct{ nc *nats.Conn }

func (c natsConn) Subscribe(subject string, handle func(Msg)) error {
	_, err := c.nc.Subscribe(subject, func(m *nats.Msg) {
		if msg := fromNATS(m); Told(msg) {
			handle(msg)
		}
	})
	return err
}

func (c natsConn) Publish(subject string, data []byte) error { return c.nc.Publish(subject, data) }

func (c natsConn) Request(ctx context.Context, subject string, data []byte, header map[string]string) (Msg, error) {
	msg := nats.NewMsg(subject)
	msg.Data = data
	for k, v := range header {
		msg.Header.Set(k, v)
	}
	m, err := c.nc.RequestMsgWithContext(ctx, msg)
	if err != nil {
		if errors.Is(err, nats.ErrNoResponders) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) ||
			errors.Is(err, nats.ErrConnectionReconnecting) || errors.Is(err, nats.ErrDisconnected) {
			return Msg{}, fmt.Errorf("%w: %v", ErrNoAnswer, err)
		}
		return Msg{}, err
	}
	return fromNATS(m), nil
}

func (c natsConn) Close() { c.nc.Close() }

func fromNATS(m *nats.Msg) Msg {
	out := Msg{Subject: m.Subject, Data: m.Data}
	if len(m.Header) > 0 {
		out.Header = map[string]string{}
		for k := range m.Header {
			out.Header[k] = m.Header.Get(k)
		}
	}
	return out
}
