package broker

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"cifra/online/wire"
)

// Seats gone. NATS tells its system account of every connection that
// closes ($SYS.ACCOUNT.A.DISCONNECT); the broker hears those of the
// players' account on this node, and when the connection was a seat's
// and that seat has no other connection open here, says so on
// wire.GoneSubject through the server's own connection, for the table's
// authority on whichever node hosts it. The event names the connection
// by its id only (a token's connection has no user name in it, and the
// name a client gives itself is its own to choose), so the seat is read
// from the authenticated user NATS kept for the closed connection.

// eventsUser is the in-process connection in the system account.
const eventsUser = "cifra-events"

// watchGone starts telling of seats gone: a connection in the system
// account hears the disconnections, the server's connection tells.
func (b *Broker) watchGone() error {
	tell, err := b.Connect("cifra-gone")
	if err != nil {
		return err
	}
	events, err := nats.Connect("", nats.Name(eventsUser), nats.Token(b.events), nats.InProcessServer(b.ns))
	if err != nil {
		tell.Close()
		return fmt.Errorf("cannot hear the system account: %w", err)
	}
	subject := fmt.Sprintf("$SYS.ACCOUNT.%s.DISCONNECT", wire.PlayersAccount)
	if _, err := events.Subscribe(subject, func(m *nats.Msg) { b.onDisconnect(tell, m.Data) }); err != nil {
		events.Close()
		tell.Close()
		return err
	}
	if err := events.Flush(); err != nil {
		events.Close()
		tell.Close()
		return err
	}
	b.goneConns = []*nats.Conn{events, tell}
	return nil
}

// onDisconnect tells of the seat whose connection the event is about,
// when it was this node's and the seat's last one here.
func (b *Broker) onDisconnect(tell *nats.Conn, data []byte) {
	var ev server.DisconnectEventMsg
	if json.Unmarshal(data, &ev) != nil || ev.Server.ID != b.ns.ID() || ev.Client.ID == 0 {
		return // another node's: that node tells of it
	}
	closed, err := b.ns.Connz(&server.ConnzOptions{CID: ev.Client.ID, State: server.ConnClosed, Username: true})
	if err != nil || len(closed.Conns) != 1 {
		return
	}
	user := closed.Conns[0].AuthorizedUser
	table, seat, ok := seatOfUser(user)
	if !ok {
		return
	}
	open, err := b.ns.Connz(&server.ConnzOptions{User: user, State: server.ConnOpen, Limit: 1})
	if err != nil || len(open.Conns) > 0 {
		return // another tab or a reconnection still sits there
	}
	_ = tell.Publish(wire.GoneSubject(table), []byte(strconv.Itoa(seat)))
}

// seatOfUser reads SeatUser's form back: the table and the seat.
func seatOfUser(user string) (table string, seat int, ok bool) {
	rest, ok := strings.CutPrefix(user, seatUser)
	if !ok {
		return "", 0, false
	}
	parts := strings.Split(rest, "-")
	if len(parts) != 3 {
		return "", 0, false
	}
	seat, err := strconv.Atoi(parts[1])
	if err != nil || seat < 0 {
		return "", 0, false
	}
	return parts[0], seat, true
}
