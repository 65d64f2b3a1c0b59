package core

import (
	"errors"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Game describes one game to the app. The menu, setup, the pause overlay,
// the save slots and the -game flag take everything from it, so adding a
// game is its rules and scenes packages plus one line in the list of games
// (scenes/games); nothing else in the app names a game.
//
// Texts come from i18n by ID: "game.ID" (its name), "game.ID.blurb" (the
// menu card), "help.ID" (how to play), "option.ID.KEY" (an option's label)
// and "option.ID.KEY.VALUE" (a choice's label). Setup writes a line under
// an option when the catalog has "option.ID.KEY.VALUE.help" (VALUE a
// choice, on or off) or "option.ID.KEY.help", and under the hints switch
// "option.ID.hints.help".
type Game struct {
	// ID is the record's "game" and the prefix of the game's texts.
	ID string
	// MinSeats and MaxSeats bound the table setup offers.
	MinSeats, MaxSeats int
	// BotLevels are the bot levels a seat cycles through after "Person".
	BotLevels []string
	// Options are the game's choices in setup; the round receives their
	// values in Table.Options and writes the rules' own into its record
	// (a choice only the scene uses, such as a time limit on the screen,
	// lives in the save's table instead).
	Options []Option
	// Settings are per-game switches shown in the settings overlay (such
	// as Knister's automatic roll).
	Settings []Setting
	// Hints says setup offers hints (with several people, all must agree).
	Hints bool
	// HintsSolo says the game's hints serve one person alone (Kakuro's, a
	// row that would have worked, in a race nobody else may see): setup
	// offers them only to a table of one.
	HintsSolo bool
	// TableSeats is how many seats fit around one touchscreen in table
	// mode; 0 when the game has no table mode.
	TableSeats int
	// Online says its round plays at an online table (Table.Remote): its
	// rules can be followed (rules.Followable) and its scene follows.
	Online bool
	// Start begins a round for the table. Nil while the game has no scene:
	// the menu then shows it as coming soon.
	Start func(ctx *Context, t Table) Scene
	// Guide starts a guided first game: a fixed deal that teaches the game
	// step by step. Nil when the game has none; setup offers it otherwise.
	Guide func(ctx *Context) Scene
	// Elsewhere, for a game another of the browser's modules plays
	// (scenes/games), loads that module, which goes back to this device's
	// online seat (kept in the settings). An online room hands over as
	// soon as it knows its game, so the page reloads in the waiting room,
	// never as the game starts. Nil where this build plays the game.
	Elsewhere func(ctx *Context) Scene
	// Icon is the game's illustration on the menu and in the statistics,
	// px square, painted and cached in k by the game's art package. Nil
	// shows none.
	Icon func(k *sprites.Kit, px int) *ebiten.Image
	// HelpPictures draws the rule book's examples into r under the how to
	// play text, for at most a tick's worth of drawing; nil: text only.
	// It returns the height it used (at most r.H).
	HelpPictures func(dst *ebiten.Image, ctx *Context, r ui.Rect) float64
	// Resume checks a saved game (see Save) and returns it ready to go on,
	// or an error in English saying what is wrong (the save is then kept
	// aside as damaged).
	Resume func(s *Save) (Resumable, error)

	textKeys gameKeys // its texts' catalog keys, made on first use
}

// gameKeys are the catalog keys of a game's own name, blurb and rules,
// made once: a frame looks them up without building strings.
type gameKeys struct{ name, blurb, help string }

func (g *Game) keys() *gameKeys {
	if g.textKeys.name == "" {
		g.textKeys = gameKeys{name: "game." + g.ID, blurb: "game." + g.ID + ".blurb", help: "help." + g.ID}
	}
	return &g.textKeys
}

// NameKey is the catalog key of the game's name ("game.ID").
func (g *Game) NameKey() string { return g.keys().name }

// BlurbKey is the catalog key of the game's line on the menu
// ("game.ID.blurb").
func (g *Game) BlurbKey() string { return g.keys().blurb }

// HelpKey is the catalog key of the game's rules ("help.ID").
func (g *Game) HelpKey() string { return g.keys().help }

// Playable reports whether the game has a round scene.
func (g *Game) Playable() bool { return g.Start != nil }

// Resumable is a saved game checked and replayed, ready to go on.
type Resumable interface {
	// Progress says how far the game got, for the menu: "roll 12 of 25".
	Progress(ctx *Context) string
	// Table is who plays and with which options.
	Table() Table
	// Scene rebuilds the round where it stopped.
	Scene(ctx *Context) Scene
}

// Setting is a per-game switch in the settings overlay, kept in
// Settings.Games under the game's ID: read it with Settings.Switch.
type Setting struct {
	Key     string // its name among the game's switches
	Label   string // its label's catalog key, translated with its state
	Default bool   // its state until the player flips it
	// Legacy is the top-level key an older Cifra saved it under ("": none),
	// moved under Settings.Games when read (Settings.Adopt).
	Legacy string
	// Offline: the switch means nothing at an online table, whose server
	// decides (when Knister rolls): the settings panel leaves it out
	// there.
	Offline bool
}

// Tabled is a scene playing a table (a game's round): the settings panel
// reads whether it is online.
type Tabled interface {
	Table() Table
}

// Table is what setup hands to a game's round: the seats (people and bots,
// the record's players), the options and how the people sit.
type Table struct {
	Game  string         `json:"game"`
	Seats []rules.Player `json:"seats"`
	// Options holds a value for each of the game's Options, by key.
	Options map[string]any `json:"options,omitempty"`
	// Hints shows the hard bot's suggestion to human players; with several
	// people it is only offered when all agreed in setup.
	Hints bool `json:"hints"`
	// Around puts every seat around one touchscreen (table mode) instead of
	// passing one device (hot-seat).
	Around bool   `json:"around,omitempty"`
	Seed   uint64 `json:"seed,omitempty"`
	// Practice marks a guided or practice game: it is not counted in the
	// player's statistics.
	Practice bool `json:"practice,omitempty"`
	// Pads binds seats to gamepads (seat → gamepad ID) for this sitting
	// only: a pad is that seat's keyboard focus.
	Pads map[int]int `json:"-"`
	// Remote is the online table this round plays at; nil for a game at
	// this screen alone. Its seats not Mine are other devices' (or its
	// server's bots): this device neither plays nor asks them.
	Remote Remote `json:"-"`
}

// CanSitAround reports whether the table's seats fit around one screen
// in game g's table mode.
func (t Table) CanSitAround(g *Game) bool {
	return len(t.Seats) > 1 && len(t.Seats) <= g.TableSeats
}

// Human reports whether a person plays seat p.
func (t Table) Human(p int) bool { return t.Seats[p].Bot == "" }

// Humans counts the human seats.
func (t Table) Humans() int {
	n := 0
	for i := range t.Seats {
		if t.Human(i) {
			n++
		}
	}
	return n
}

// Check says in English what is wrong with a table for game g (a saved or
// hand-edited table, a record's options), or nil.
func (t Table) Check(g *Game) error {
	if n := len(t.Seats); n < g.MinSeats || n > g.MaxSeats {
		return fmt.Errorf("%s needs %d to %d seats, not %d", g.ID, g.MinSeats, g.MaxSeats, n)
	}
	for i, s := range t.Seats {
		if s.Name == "" {
			return fmt.Errorf("seat %d has no name", i+1)
		}
		if s.Bot != "" && !slices.Contains(g.BotLevels, s.Bot) {
			return fmt.Errorf("seat %d: unknown bot level %q", i+1, s.Bot)
		}
	}
	var errs []error
	for key := range t.Options {
		if !slices.ContainsFunc(g.Options, func(o Option) bool { return o.Key == key }) {
			errs = append(errs, fmt.Errorf("unknown option %q", key))
		}
	}
	for _, o := range g.Options {
		if v, ok := t.Options[o.Key]; ok {
			errs = append(errs, o.Check(v))
		}
	}
	return errors.Join(errs...)
}

// WithDefaults returns the table's options with every missing one set to
// its default (a fresh map: the table's own is not changed).
func (t Table) WithDefaults(g *Game) map[string]any {
	out := make(map[string]any, len(g.Options))
	for _, o := range g.Options {
		out[o.Key] = o.Default
		if v, ok := t.Options[o.Key]; ok && o.Check(v) == nil {
			out[o.Key] = v
		}
	}
	return out
}
