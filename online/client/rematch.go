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
	nc, err := transport.Dial(url, transport.Options{Token: cred.Token, InboxPrefix: wire.Inbox(cred.Table, cred.Seat),
		Name: "cifra rematch " + cred.Table + " " + strconv.Itoa(cred.Seat)})
	if err != nil {
		return wire.Credential{}, wire.Room{}, &Unreachable{URL: url, Err: err}
	}
	defer nc.Close()
	data, _ := json.Marshal(wire.RoomSay{Rematch: true})
	msg, err := nc.Request(ctx, wire.Say(cred.Table, cred.Seat), data, nil)
	if err != nil {
		if errors.Is(err, transport.ErrNoAnswer) {
			return wire.Credential{}, wire.Room{}, &Unreachable{URL: url, Err: errors.New("no Cifra server answers there")}
		}
		return wire.Credential{}, wire.Room{}, fmt.Errorf("the table's server did not answer: %w", err)
	}
	var reply wire.RoomReply
	if err := json.Unmarshal(msg.Data, &reply); err != nil {
		return wire.Credential{}, wire.Room{}, fmt.Errorf("the server's answer is unreadable: %w", err)
	}
	switch {
	case reply.Error != "":
		return wire.Credential{}, reply.Room, &Refused{Words: reply.Error, Code: reply.Code}
	case reply.Seat == nil:
		return wire.Credential{}, reply.Room, errors.New("the server gave no seat at the rematch")
	}
	return *reply.Seat, reply.Room, nil
}

// AwaitRematch connects to url as cred's seat at a table whose game is
// over, to hear whether someone asks for its rematch: the Room's Room is
// zero until then, and then the rematch's room (its Of is cred's table,
// the seat named by its Host asked first). Rematch, not this connection,
// takes the seat there; Close lets it go.
func AwaitRematch(ctx context.Context, url string, cred wire.Credential) (*Room, error) {
	return enter(ctx, url, cred, true)
}
