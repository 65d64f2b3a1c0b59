package wire

// # Accounts
//
// Players and the server sit in two NATS accounts (package broker). The
// server's account, ServerAccount, holds JetStream — the tables' logs and
// every bucket — and the server's own connections. Every player's
// connection (a guest, a seat, a watcher) sits in PlayersAccount, which
// holds nothing: it reaches the server only through the services the
// server's account exports (Services, each a request a player sends)
// and hears only the streams it exports (Broadcasts, what the server
// tells). NATS stamps each request that crosses into the server's account
// with who sent it (its Nats-Request-Info header: the account, the user,
// the connection, its host), and maps the server's answer back to the
// asker's own reply subject in the players' account: no answer can reach
// JetStream, a bucket or a log.

// ServerAccount is the NATS account of the server's own connections and
// of JetStream.
const ServerAccount = "CIFRA"

// PlayersAccount is the NATS account of every player's connection.
const PlayersAccount = "PLAYERS"

// Services are the subjects a player's connection may send the server
// (as requests or plain messages): the server's account exports them and
// the players' account imports them. Each player's permissions narrow
// them to its own (Permissions, WatchPermissions, the guest's).
var Services = []string{
	CreateSubject, JoinSubject, WatchSubject, MeSubject, MeLinkSubject, MeClaimSubject,
	DailySendSubject, DailyTableSubject,
	Root + ".t.*.in.*", Root + ".t.*.sync.*", Root + ".t.*.pong.*", Root + ".t.*.say.*",
	Root + ".t.*.watch", Root + ".t.*.emote.*",
}

// Broadcasts are the subjects the server tells players on: exported by
// the server's account, imported by the players'.
var Broadcasts = []string{
	Root + ".t.*.out", Root + ".t.*.to.*", Root + ".t.*.ping.*", Root + ".t.*.state", Root + ".t.*.room",
	Root + ".t.*.emotes",
}

// SentHeader is the header the server marks every message it tells on a
// Broadcasts subject with: the subject itself. A client takes a message
// on such a subject only when it carries the mark for that subject. An
// answer to a request is never marked (NATS lets an asker name any reply
// subject of its own account, so an answer could otherwise be made to
// land where others listen, looking like the table's word).
const SentHeader = "Cifra-Sent"
