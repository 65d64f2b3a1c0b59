package core

import "image/color"

// LogLine is one line of a game's log: what happened, in words, and whose
// doing it was. The words name the seat too: the colour only helps the eye.
type LogLine struct {
	Seat   int        // the seat that acted, -1 for the table (a roll, a new sum)
	Colour color.RGBA // the seat's colour in this game; zero for none
	Text   string     // in the player's language, a sentence
	// Turn groups the lines of one turn or round of the game (0, 1, 2…);
	// the log puts a little space between groups.
	Turn int
}

// Logged is a scene that can tell its game so far in words: a round, or
// a scoring scene after it. The log is built from the game's record and
// the rules' events, so it reads the same after a resume; the app shows
// it in the log overlay (OverlayLog), oldest line first.
type Logged interface {
	GameLog(ctx *Context) []LogLine
}
