package lobby

import (
	"context"
	"fmt"

	"github.com/nats-io/nats.go"

	"cifra/online/door"
	"cifra/online/wire"
	"cifra/rules"
)

// The daily challenge (wire's "The daily challenge"; package daily keeps
// the days' tables): a device sends its finished game of the day, which
// the store replays through the rules before its score enters the day's
// table under the device's player (named as they are: package players),
// and asks for a day's table. Only a device that connected with its key
// is answered: a result is its player's.

// onDailySend answers a device sending its game of the day.
func (l *Lobby) onDailySend(msg *nats.Msg) {
	answerAsked(l, msg, false, l.dailySend, func(err error) wire.DailyReply { return wire.DailyReply{Error: err.Error(), Code: codeOf(err)} })
}

// onDailyTable answers a device asking for a day's table.
func (l *Lobby) onDailyTable(msg *nats.Msg) {
	answerAsked(l, msg, false, l.dailyTable, func(err error) wire.DailyReply { return wire.DailyReply{Error: err.Error(), Code: codeOf(err)} })
}

// dailyPlayer is the player of the device that asked, by ID and name.
func (l *Lobby) dailyPlayer(ctx context.Context, from door.Sender) (id, name string, err error) {
	device, err := l.deviceOf(ctx, from)
	if err != nil {
		return "", "", err
	}
	me, err := l.players.Hello(ctx, device, "")
	if err != nil {
		return "", "", err
	}
	return me.ID, me.Name, nil
}

func (l *Lobby) dailySend(ctx context.Context, from door.Sender, data []byte) (wire.DailyReply, error) {
	id, name, err := l.dailyPlayer(ctx, from)
	if err != nil {
		return wire.DailyReply{}, err
	}
	var req wire.DailySend
	if len(data) > wire.MaxRecord {
		return wire.DailyReply{}, fmt.Errorf("the game is %d bytes; at most %d KB", len(data), wire.MaxRecord>>10)
	}
	if err := rules.DecodeStrict(data, &req); err != nil {
		return wire.DailyReply{}, fmt.Errorf(`a game of the day is sent as {"version":…,"day":…,"record":…}: %v`, err)
	}
	if err := wire.CheckVersion(req.Version); err != nil {
		return wire.DailyReply{}, coded{err, wire.CodeVersion}
	}
	if name == "" {
		name = "?"
	}
	return l.daily.Send(ctx, id, name, req.Day, req.Record)
}

func (l *Lobby) dailyTable(ctx context.Context, from door.Sender, data []byte) (wire.DailyReply, error) {
	id, _, err := l.dailyPlayer(ctx, from)
	if err != nil {
		return wire.DailyReply{}, err
	}
	var req wire.DailyAsk
	if err := rules.DecodeStrict(data, &req); err != nil {
		return wire.DailyReply{}, fmt.Errorf(`a day's table is asked as {"version":…,"game":…,"day":…}: %v`, err)
	}
	if err := wire.CheckVersion(req.Version); err != nil {
		return wire.DailyReply{}, coded{err, wire.CodeVersion}
	}
	return l.daily.Table(ctx, id, req.Game, req.Day)
}
