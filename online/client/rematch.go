package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"cifra/online/transport"
	"cifra/online/wire"
)

// Rematch asks, as cred's seat at a table whose game is over, for the
// table's rematch (wire's "Rematch"): it returns the seat's credential at
// the rematch's room, which Enter then opens, and the room as it stands.
func Rematch(ctx context.Context, url string, cred wire.Credential) (wire.Credential, wire.Room, error) {
	reply, err := sayAfter(ctx, url, cred, "rematch", wire.RoomSay{Rematch: true})
	switch {
	case err != nil:
		return wire.Credential{}, reply.Room, err
	case reply.Seat == nil:
		return wire.Credential{}, reply.Room, errors.New("the server gave no seat at the rematch")
	}
	return *reply.Seat, reply.Room, nil
}

// Decline says, as cred's seat at a table whose game is over, that its
// player will not play the rematch someone asked for (wire's "Rematch":
// the app's No thanks): the seat kept for them there opens, and the
// rematch's room is told who declined. It returns the room as it stands.
func Decline(ctx context.Context, url string, cred wire.Credential) (wire.Room, error) {
	reply, err := sayAfter(ctx, url, cred, "decline", wire.RoomSay{Decline: true})
	return reply.Room, err
}

// sayAfter tells m, as cred's seat at a finished table, on a connection
// of its own (named for what, the purpose) and returns the answer; a
// refusal is a *Refused.
func sayAfter(ctx context.Context, url string, cred wire.Credential, what string, m wire.RoomSay) (wire.RoomReply, error) {
	nc, err := transport.Dial(url, transport.Options{Token: cred.Token, InboxPrefix: wire.Inbox(cred.Table, cred.Seat),
		Name: "cifra " + what + " " + cred.Table + " " + strconv.Itoa(cred.Seat)})
	if err != nil {
		return wire.RoomReply{}, &Unreachable{URL: url, Err: err}
	}
	defer nc.Close()
	data, _ := json.Marshal(m)
	msg, err := nc.Request(ctx, wire.Say(cred.Table, cred.Seat), data, nil)
	if err != nil {
		if errors.Is(err, transport.ErrNoAnswer) {
			return wire.RoomReply{}, &Unreachable{URL: url, Err: errors.New("no Cifra server answers there")}
		}
		return wire.RoomReply{}, fmt.Errorf("the table's server did not answer: %w", err)
	}
	var reply wire.RoomReply
	if err := json.Unmarshal(msg.Data, &reply); err != nil {
		return wire.RoomReply{}, fmt.Errorf("the server's answer is unreadable: %w", err)
	}
	if reply.Error != "" {
		return reply, &Refused{Words: reply.Error, Code: reply.Code}
	}
	return reply, nil
}

// AwaitRematch connects to url as cred's seat at a table whose game is
// over, to hear whether someone asks for its rematch: the Room's Room is
// zero until then, and then the rematch's room (its Of is cred's table,
// the seat named by its Host asked first). Rematch, not this connection,
// takes the seat there; Close lets it go.
func AwaitRematch(ctx context.Context, url string, cred wire.Credential) (*Room, error) {
	return enter(ctx, url, cred, true)
}

// Resign leaves, as cred's seat, its table in play for good (wire's
// "Leaving for good"), on a connection of its own: the table's answer,
// whose Error says why it was refused.
func Resign(ctx context.Context, url string, cred wire.Credential) (wire.Ack, error) {
	nc, err := transport.Dial(url, transport.Options{Token: cred.Token, InboxPrefix: wire.Inbox(cred.Table, cred.Seat),
		Name: "cifra leave " + cred.Table + " " + strconv.Itoa(cred.Seat)})
	if err != nil {
		return wire.Ack{}, &Unreachable{URL: url, Err: err}
	}
	defer nc.Close()
	msg, err := nc.Request(ctx, wire.In(cred.Table, cred.Seat), wire.LeaveMove(cred.Seat), map[string]string{wire.MoveIDHeader: NewMoveID()})
	if err != nil {
		return wire.Ack{}, fmt.Errorf("the table's server did not answer: %w", err)
	}
	var ack wire.Ack
	if err := json.Unmarshal(msg.Data, &ack); err != nil {
		return wire.Ack{}, fmt.Errorf("the table's answer is unreadable: %w", err)
	}
	return ack, nil
}
