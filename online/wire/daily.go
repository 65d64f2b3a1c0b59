package wire

import "encoding/json"

// # The daily challenge
//
// Every day each game has one deal for everyone, played alone: Knister's
// 25 rolls of the day, Kakuro's deal of the day, Kakuzu's sheet of the
// day. A player's device (a key's connection: "Who you are") sends the
// finished game's record; the server replays it through the rules before
// its score enters the day's table, so only scores that replay count.
// One try per player, game and day counts. A record that another player
// already sent that day (the same moves) is refused: nobody's moves are
// shown, and a copy counts for nobody but its player.
//
//	cifra.daily.send   request/reply: a DailySend, answered by a DailyReply
//	cifra.daily.table  request/reply: a DailyAsk, answered by a DailyReply

// DailySendSubject is where a device sends its game of the day.
const DailySendSubject = Root + ".daily.send"

// DailyTableSubject is where a device asks for a day's table.
const DailyTableSubject = Root + ".daily.table"

// DailyKakuzuBot is the level of the bot a person plays Kakuzu's sheet
// of the day against (Kakuzu is played by two at least): the same bot
// for everyone.
const DailyKakuzuBot = "normal"

// DailyDays is how many days back a player's results are kept and told.
const DailyDays = 30

// DailySend is a finished game of the day: the day it was dealt for
// (YYYY-MM-DD, the player's calendar) and its record (RULES.md §4).
type DailySend struct {
	Version int             `json:"version"`
	Day     string          `json:"day"`
	Record  json.RawMessage `json:"record"`
}

// DailyAsk asks for Game's table of Day and the asker's own results of
// the DailyDays days up to it.
type DailyAsk struct {
	Version int    `json:"version"`
	Game    string `json:"game"`
	Day     string `json:"day"`
}

// DailyEntry is one player's result of a day: their name, score and
// place (1 is first; equal scores share a place, the earlier sender
// listed first). You marks the asker's own.
type DailyEntry struct {
	Name  string `json:"name"`
	Score int    `json:"score"`
	Place int    `json:"place"`
	You   bool   `json:"you,omitempty"`
}

// DailyResult is the asker's result on one of the last days.
type DailyResult struct {
	Day     string `json:"day"`
	Score   int    `json:"score"`
	Place   int    `json:"place"`
	Players int    `json:"players"`
}

// DailyReply is a day's table: its best DailyTop entries and the asker's
// own (Mine, zero Place when they did not play), how many played, and
// the asker's results of the last DailyDays days, newest first. An
// answer to a DailySend says also whether the game counted (Counted:
// false for a second try, whose score is told but not entered). A
// refusal has Error (English) and Code.
type DailyReply struct {
	Game    string        `json:"game,omitempty"`
	Day     string        `json:"day,omitempty"`
	Top     []DailyEntry  `json:"top,omitempty"`
	Mine    DailyEntry    `json:"mine"`
	Players int           `json:"players,omitempty"`
	Counted bool          `json:"counted,omitempty"`
	Days    []DailyResult `json:"days,omitempty"`
	Error   string        `json:"error,omitempty"`
	Code    string        `json:"code,omitempty"`
}

// MaxRecord is the most bytes a DailySend may carry: a whole game's
// record (a Kakuzu game of many turns is tens of KB).
const MaxRecord = 512 << 10

// DailyTop is how many entries a day's table tells.
const DailyTop = 50

// Codes of a daily challenge's refusals (DailyReply.Code).
const (
	// CodeNotDaily: the record is not that day's game of one person
	// alone (another deal, options that change the scoring, bots).
	CodeNotDaily = "not-daily"
	// CodeNoReplay: the record does not replay through the rules to
	// its end.
	CodeNoReplay = "no-replay"
	// CodeBadDay: the day is not today's (nor yesterday's or
	// tomorrow's, for the calendars around the world).
	CodeBadDay = "bad-day"
	// CodeCopied: another player sent this very game that day.
	CodeCopied = "copied"
)
