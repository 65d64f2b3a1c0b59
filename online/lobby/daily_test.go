package lobby_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"cifra/online/daily"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

// dailyGame plays the deal rec starts with bots of levels (the first
// the person's stand-in, named name; the others named Robo) and returns
// its record as the person's game, and the person's score.
func dailyGame(t *testing.T, r rules.Rules, rec *rules.Record, name string, levels ...string) ([]byte, int) {
	t.Helper()
	rec.Format = rules.FormatVersion
	var as []rules.Player
	for i, level := range levels {
		p := rules.Player{Name: "Robo", Bot: level}
		if i == 0 {
			p.Name = name
		}
		rec.Players = append(rec.Players, p)
		if i == 0 {
			p.Bot = ""
		}
		as = append(as, p)
	}
	p, err := rules.PlayBots(r, rec, 100000, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(p.Record(as))
	if err != nil {
		t.Fatal(err)
	}
	return data, p.Scores()[0]
}

// edit decodes a record, changes it and encodes it again.
func edit(t *testing.T, data []byte, change func(r *rules.Record)) []byte {
	t.Helper()
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	change(rec)
	out, _ := json.Marshal(rec)
	return out
}

// The daily challenge's table holds only scores the server replayed: a
// real game of the day counts once, with the replay's score; a second
// try is told, not entered; a tampered game (the seed, a move, a score
// written in) is refused in words; another player's game sent again is
// refused; a day long over is refused. The table ranks the players and
// tells each their place and past days.
func TestTheDailyTableHoldsOnlyReplayedScores(t *testing.T) {
	clock := onlinetest.NewManual(time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC))
	srv := onlinetest.Start(t, clock)
	ctx := onlinetest.Context(t)
	day := "2026-11-29"
	ana, bea := device(t, srv.URL), device(t, srv.URL)
	if _, err := ana.Hello(ctx, "Ana"); err != nil {
		t.Fatal(err)
	}
	if _, err := bea.Hello(ctx, "Bea"); err != nil {
		t.Fatal(err)
	}
	rolls := knister.SeedOfTheDay(2026, time.November, 29)
	anaGame, anaScore := dailyGame(t, knister.Rules, &rules.Record{Game: knister.GameName, Seed: rolls}, "Ana", "hard")

	got, err := ana.SendDaily(ctx, day, anaGame)
	if err != nil || !got.Counted || got.Mine.Score != anaScore || got.Mine.Place != 1 || !got.Mine.You || got.Players != 1 {
		t.Fatalf("Ana's game of the day: %+v, %v (replayed: %d)", got, err, anaScore)
	}
	if again, err := ana.SendDaily(ctx, day, anaGame); err != nil || again.Counted || again.Players != 1 {
		t.Fatalf("Ana's second try: %+v, %v", again, err)
	}

	for what, c := range map[string]struct {
		data []byte
		why  string
	}{
		"another seed": {edit(t, anaGame, func(r *rules.Record) { r.Seed++ }), wire.CodeNotDaily},
		"a move changed": {edit(t, anaGame, func(r *rules.Record) {
			r.Moves[3] = r.Moves[2] // the same square again
		}), wire.CodeNoReplay},
		"a move dropped":  {edit(t, anaGame, func(r *rules.Record) { r.Moves = r.Moves[:len(r.Moves)-1] }), wire.CodeNoReplay},
		"a score written": {[]byte(strings.Replace(string(anaGame), `"moves"`, `"score":99,"moves"`, 1)), wire.CodeNoReplay},
		"a bot's game":    {edit(t, anaGame, func(r *rules.Record) { r.Players[0].Bot = "hard" }), wire.CodeNotDaily},
		"dice of its own": {edit(t, anaGame, func(r *rules.Record) {
			r.Setup = json.RawMessage(`{"rolls":[[6,6],[6,6],[6,6]]}`) // the day's seed, other dice
		}), wire.CodeNotDaily},
		"Ana's own game": {anaGame, wire.CodeCopied},
	} {
		_, err := bea.SendDaily(ctx, day, c.data)
		refusedWith(t, what, err, c.why)
	}
	_, err = bea.SendDaily(ctx, "2026-11-20", anaGame)
	refusedWith(t, "a day long over", err, wire.CodeBadDay)

	// Bea plays the sheet of the day at Kakuzu, and her Knister game.
	sheet := kakuzu.SheetOfTheDay(2026, time.November, 29)
	setup, _ := json.Marshal(kakuzu.Setup{Sheet: sheet.Rows()})
	bag := kakuzu.SeedOfTheDay(2026, time.November, 29)
	beaSheet, _ := dailyGame(t, kakuzu.Rules, &rules.Record{Game: kakuzu.GameName, Seed: bag, Setup: setup}, "Bea", "hard", daily.KakuzuBot)
	if got, err := bea.SendDaily(ctx, day, beaSheet); err != nil || !got.Counted || got.Game != kakuzu.GameName {
		t.Fatalf("Bea's sheet of the day: %+v, %v", got, err)
	}
	otherSheet, _ := dailyGame(t, kakuzu.Rules, &rules.Record{Game: kakuzu.GameName, Seed: bag}, "Bea", "hard", daily.KakuzuBot)
	_, err = bea.SendDaily(ctx, day, otherSheet)
	refusedWith(t, "another sheet", err, wire.CodeNotDaily)
	easier := edit(t, beaSheet, func(r *rules.Record) { r.Players[1].Bot = "easy" })
	_, err = bea.SendDaily(ctx, day, easier)
	refusedWith(t, "the sheet against an easier bot", err, wire.CodeNotDaily)

	// Kakuro's deal of the day, solo: as dealt, and with a board of its own.
	deal, _ := dailyGame(t, kakuro.Rules, &rules.Record{Game: kakuro.GameName, Seed: kakuro.SeedOfTheDay(2026, time.November, 29)}, "Bea", "hard")
	if got, err := bea.SendDaily(ctx, day, deal); err != nil || !got.Counted {
		t.Fatalf("Bea's deal of the day: %+v, %v", got, err)
	}
	_, err = ana.SendDaily(ctx, day, edit(t, deal, func(r *rules.Record) {
		r.Setup = json.RawMessage(`{"sums":[3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45]}`)
	}))
	refusedWith(t, "a stack of its own", err, wire.CodeNotDaily)

	// Bea's own Knister game of the day ranks beside Ana's.
	beaGame, beaScore := dailyGame(t, knister.Rules, &rules.Record{Game: knister.GameName, Seed: rolls}, "Bea", "easy")
	table, err := bea.DailyTable(ctx, knister.GameName, day)
	if err != nil || table.Players != 1 || table.Mine.Place != 0 || table.Top[0].Name != "Ana" || table.Top[0].You {
		t.Fatalf("the table before Bea played: %+v, %v", table, err)
	}
	table, err = bea.SendDaily(ctx, day, beaGame)
	wantPlace := 1
	if beaScore < anaScore {
		wantPlace = 2
	}
	if err != nil || !table.Counted || table.Players != 2 || table.Mine.Score != beaScore || table.Mine.Place != wantPlace {
		t.Fatalf("Bea's game of the day (%d against Ana's %d): %+v, %v", beaScore, anaScore, table, err)
	}
	// The next day Ana asks: yesterday's result is among her days.
	clock.Advance(24 * time.Hour)
	table, err = ana.DailyTable(ctx, knister.GameName, "2026-11-30")
	if err != nil || table.Players != 0 || len(table.Days) != 1 || table.Days[0].Day != day || table.Days[0].Score != anaScore || table.Days[0].Players != 2 {
		t.Fatalf("Ana's table the next day: %+v, %v", table, err)
	}
}
