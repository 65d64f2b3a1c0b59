// Package daily is the server's side of the daily challenge (online/wire's
// "The daily challenge"): it checks a game of the day by replaying its
// record through the rules — the referee's own code, rules.ReplayRecord —
// and keeps each player's result in the day's table.
//
// It stores in a JetStream key-value bucket of the server's account,
// Bucket, which no player's connection reaches:
//
//   - "s.GAME.DAY.ID" → the result (Entry, JSON) of player ID (the
//     player's identity, online/players) on DAY (YYYYMMDD) at GAME; made
//     once (Create), so a second try never replaces the first;
//   - "h.GAME.DAY.HASH" → the ID that sent the game whose moves hash to
//     HASH: the same game sent by another player is refused.
//
// Results older than wire.DailyDays days plus a margin are dropped by the
// bucket's time to live.
package daily

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

// Bucket holds the days' results (the package doc).
const Bucket = "CIFRA_DAILY"

// keep is how long a result is kept: the days told, and a margin.
const keep = (wire.DailyDays + 2) * 24 * time.Hour

// Entry is a player's result of a day, as stored.
type Entry struct {
	Name  string `json:"name"`
	Score int    `json:"score"`
	At    int64  `json:"at"` // Unix seconds: equal scores rank by it
}

// Store is the daily challenge of one cluster.
type Store struct {
	kv    jetstream.KeyValue
	games map[string]rules.Rules
	// Now is the clock (time.Now when nil): which days may be sent.
	Now func() time.Time
}

// Open sets the bucket up (replicas copies) for games.
func Open(ctx context.Context, js jetstream.JetStream, replicas int, games []rules.Rules) (*Store, error) {
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: Bucket,
		Description: "Cifra: the daily challenge's results", History: 1, Storage: jetstream.FileStorage,
		Replicas: max(replicas, 1), TTL: keep})
	if err != nil {
		return nil, fmt.Errorf("cannot set up the bucket %s: %w", Bucket, err)
	}
	s := &Store{kv: kv, games: map[string]rules.Rules{}}
	for _, g := range games {
		s.games[g.Name()] = g
	}
	return s, nil
}

func (s *Store) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Refusal is a daily request refused: its words and its code
// (wire.CodeNotDaily, …).
type Refusal struct {
	Words, Code string
}

func (r *Refusal) Error() string { return r.Words }

func refuse(code, format string, args ...any) error {
	return &Refusal{Words: fmt.Sprintf(format, args...), Code: code}
}

// parseDay reads a day (YYYY-MM-DD) the server takes now: today's,
// yesterday's or tomorrow's by its clock in UTC, for the calendars
// around the world.
func (s *Store) parseDay(day string) (time.Time, error) {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return d, refuse(wire.CodeBadDay, "a day is written YYYY-MM-DD, not %s", rules.Quote(day))
	}
	today := s.now().UTC().Truncate(24 * time.Hour)
	if d.Before(today.AddDate(0, 0, -1)) || d.After(today.AddDate(0, 0, 1)) {
		return d, refuse(wire.CodeBadDay, "%s is over: a game of the day counts on its day", day)
	}
	return d, nil
}

// KakuzuBot is the level of the bot a person plays the sheet of the day
// against (Kakuzu is played by two at least): the same bot for everyone.
const KakuzuBot = wire.DailyKakuzuBot

// lineup is who plays a game of the day beside its person: nobody, or
// at Kakuzu the day's bot. The bots' names are free.
func lineup(rec *rules.Record) []rules.Player {
	if rec.Game != kakuzu.GameName {
		return nil
	}
	out := []rules.Player{{Bot: KakuzuBot}}
	if len(rec.Players) == 2 {
		out[0].Name = rec.Players[1].Name
	}
	return out
}

// Check replays rec, a game of day d, and returns its score: the record
// must be that day's deal (Knister's rolls, Kakuro's deal, Kakuzu's
// sheet and bag) for one person alone (at Kakuzu against a KakuzuBot
// bot), with the options the day is played with, and replay to its end
// through the rules. The score is the person's.
func (s *Store) Check(rec *rules.Record, d time.Time) (int, error) {
	r, ok := s.games[rec.Game]
	if !ok {
		return 0, refuse(wire.CodeNotDaily, "%s has no game of the day here", rules.Quote(rec.Game))
	}
	if len(rec.Players) == 0 || rec.Players[0].Bot != "" || !slices.Equal(rec.Players[1:], lineup(rec)) {
		return 0, refuse(wire.CodeNotDaily, "a game of the day is one person's (at Kakuzu, against a %s bot)", KakuzuBot)
	}
	y, m, day := d.Date()
	switch rec.Game {
	case knister.GameName:
		if rec.Seed != knister.SeedOfTheDay(y, m, day) {
			return 0, refuse(wire.CodeNotDaily, "these are not the rolls of %s", d.Format(time.DateOnly))
		}
	case kakuro.GameName:
		if rec.Seed != kakuro.SeedOfTheDay(y, m, day) {
			return 0, refuse(wire.CodeNotDaily, "this is not the deal of %s", d.Format(time.DateOnly))
		}
	case kakuzu.GameName:
		if rec.Seed != kakuzu.SeedOfTheDay(y, m, day) {
			return 0, refuse(wire.CodeNotDaily, "this is not the bag of %s", d.Format(time.DateOnly))
		}
		var setup kakuzu.Setup
		sheet := kakuzu.SheetOfTheDay(y, m, day)
		if err := json.Unmarshal(rec.Setup, &setup); err != nil || !slices.Equal(setup.Sheet, sheet.Rows()) {
			return 0, refuse(wire.CodeNotDaily, "this is not the sheet of %s", d.Format(time.DateOnly))
		}
		var o kakuzu.Options
		if len(rec.Options) > 0 {
			if err := json.Unmarshal(rec.Options, &o); err != nil {
				return 0, refuse(wire.CodeNoReplay, "the options are unreadable: %v", err)
			}
		}
		if cmp.Or(o.Variant, kakuzu.Classic) != kakuzu.Classic {
			return 0, refuse(wire.CodeNotDaily, "the sheet of the day is played classic")
		}
	default:
		return 0, refuse(wire.CodeNotDaily, "%s has no game of the day", rules.Quote(rec.Game))
	}
	if rec.Game != kakuzu.GameName && !dealtFromSeed(r, rec) {
		return 0, refuse(wire.CodeNotDaily, "a game of the day is dealt from the day's seed, not from a setup of its own")
	}
	p, err := rules.ReplayRecord(r, rec, nil)
	if err != nil {
		return 0, refuse(wire.CodeNoReplay, "the game does not replay: %v", err)
	}
	if !p.Finished() {
		return 0, refuse(wire.CodeNoReplay, "the game is not over: %d moves", len(rec.Moves))
	}
	return p.Scores()[0], nil
}

// dealtFromSeed reports whether rec's setup is none, or the one its seed
// deals (as a game writes it out): a setup of its own (Knister's rolls,
// Kakuro's board, stack and stock) would be another deal under the day's
// seed.
func dealtFromSeed(r rules.Rules, rec *rules.Record) bool {
	if len(rec.Setup) == 0 || string(rec.Setup) == "{}" {
		return true
	}
	fresh := *rec
	fresh.Setup, fresh.Moves = nil, nil
	p, err := r.Start(&fresh)
	if err != nil {
		return false
	}
	var got, want any
	if json.Unmarshal(rec.Setup, &got) != nil || json.Unmarshal(p.Record(rec.Players).Setup, &want) != nil {
		return false
	}
	return reflect.DeepEqual(got, want)
}

// dayKey is a day as a key's token.
func dayKey(d time.Time) string { return d.Format("20060102") }

// movesHash is what makes a game the same game: its moves.
func movesHash(rec *rules.Record) string {
	h := sha256.New()
	for _, m := range rec.Moves {
		h.Write(m)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// Send checks player id's game of day (named name on the table) and
// enters its score, once: a second try is checked and told, not entered.
func (s *Store) Send(ctx context.Context, id, name, day string, raw json.RawMessage) (wire.DailyReply, error) {
	d, err := s.parseDay(day)
	if err != nil {
		return wire.DailyReply{}, err
	}
	rec, err := rules.DecodeRecord(raw)
	if err != nil {
		return wire.DailyReply{}, refuse(wire.CodeNoReplay, "the record is unreadable: %v", err)
	}
	score, err := s.Check(rec, d)
	if err != nil {
		return wire.DailyReply{}, err
	}
	prefix := rec.Game + "." + dayKey(d) + "."
	hash := "h." + prefix + movesHash(rec)
	if _, err := s.kv.Create(ctx, hash, []byte(id)); errors.Is(err, jetstream.ErrKeyExists) {
		if e, err := s.kv.Get(ctx, hash); err == nil && string(e.Value()) != id {
			return wire.DailyReply{}, refuse(wire.CodeCopied, "another player sent this very game today: it counts for them alone")
		}
	} else if err != nil {
		return wire.DailyReply{}, fmt.Errorf("cannot keep the game: %w", err)
	}
	data, _ := json.Marshal(Entry{Name: name, Score: score, At: s.now().Unix()})
	counted := true
	if _, err := s.kv.Create(ctx, "s."+prefix+id, data); errors.Is(err, jetstream.ErrKeyExists) {
		counted = false // the first try stands
	} else if err != nil {
		return wire.DailyReply{}, fmt.Errorf("cannot keep the result: %w", err)
	}
	reply, err := s.Table(ctx, id, rec.Game, day)
	if err != nil {
		return reply, err
	}
	reply.Counted = counted
	if !counted {
		reply.Mine.Score = score // told; the table keeps the first
	}
	return reply, nil
}

// Table is game's table of day, as player id reads it: the best
// wire.DailyTop, their own entry, and their results of the days before.
func (s *Store) Table(ctx context.Context, id, game, day string) (wire.DailyReply, error) {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return wire.DailyReply{}, refuse(wire.CodeBadDay, "a day is written YYYY-MM-DD, not %s", rules.Quote(day))
	}
	if _, ok := s.games[game]; !ok {
		return wire.DailyReply{}, refuse(wire.CodeNotDaily, "%s has no game of the day here", rules.Quote(game))
	}
	entries, err := s.day(ctx, game, d)
	if err != nil {
		return wire.DailyReply{}, err
	}
	reply := wire.DailyReply{Game: game, Day: day, Players: len(entries)}
	for i, e := range entries {
		if e.id == id {
			e.You = true
			reply.Mine = e.DailyEntry
		}
		if i < wire.DailyTop {
			reply.Top = append(reply.Top, e.DailyEntry)
		}
	}
	for back := range wire.DailyDays {
		past := d.AddDate(0, 0, -back)
		if back > 0 {
			if entries, err = s.day(ctx, game, past); err != nil {
				return reply, err
			}
		}
		for _, e := range entries {
			if e.id == id {
				reply.Days = append(reply.Days, wire.DailyResult{Day: past.Format(time.DateOnly), Score: e.Score, Place: e.Place, Players: len(entries)})
			}
		}
	}
	return reply, nil
}

// ranked is a day's entry with its player's id.
type ranked struct {
	wire.DailyEntry
	id string
	at int64
}

// day is game's results of d, best first, placed (Table marks the
// asker's own).
func (s *Store) day(ctx context.Context, game string, d time.Time) ([]ranked, error) {
	prefix := "s." + game + "." + dayKey(d) + "."
	lister, err := s.kv.ListKeysFiltered(ctx, prefix+"*")
	if err != nil {
		if errors.Is(err, jetstream.ErrNoKeysFound) {
			return nil, nil
		}
		return nil, fmt.Errorf("cannot read the day's table: %w", err)
	}
	var out []ranked
	for key := range lister.Keys() {
		e, err := s.kv.Get(ctx, key)
		if err != nil {
			continue // dropped meanwhile
		}
		var v Entry
		if json.Unmarshal(e.Value(), &v) != nil {
			continue
		}
		out = append(out, ranked{DailyEntry: wire.DailyEntry{Name: v.Name, Score: v.Score}, id: strings.TrimPrefix(key, prefix), at: v.At})
	}
	slices.SortFunc(out, func(a, b ranked) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.at, b.at), cmp.Compare(a.id, b.id))
	})
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && out[i].Score == out[i-1].Score {
			out[i].Place = out[i-1].Place
		}
	}
	return out, nil
}
