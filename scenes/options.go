// Package scenes is the Cifra app: the scene manager with cross-fades, the
// menu, setup and overlay scenes, settings, and the measuring hooks used by
// demos and tests. Game rounds live in scenes/<game>.
package scenes

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
)

// Options are the game binary's command-line settings.
type Options struct {
	Game       string         // start straight in this game's setup ("knister")
	Players    []rules.Player // with Game: skip setup and seat these
	Seed       uint64         // the first game's seed (0 = from the clock)
	Table      bool           // seat several people around one touchscreen
	Lang       i18n.Lang
	Fullscreen bool
	Guide      bool   // start the game's guided first game
	Autoplay   bool   // bots in every seat, game after game
	Frames     int    // quit after this many ticks, 60 a second of game time (0 = never)
	StatsFile  string // write frame statistics as JSON on exit
	ShotsDir   string // save a PNG at every scene change
	Width      int    // window size in logical pixels
	Height     int
}

// ParseOptions reads the flags; errors are in words and mention -h.
func ParseOptions(args []string, stderr io.Writer) (Options, error) {
	var o Options
	fs := flag.NewFlagSet("cifra", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "start this game's setup: "+strings.Join(playableIDs(), ", "))
	players := fs.String("players", "", `seats, comma-separated: names for people, bot:easy|normal|hard for bots (e.g. "Ana,Bo,bot:hard")`)
	fs.Uint64Var(&o.Seed, "seed", 0, "seed for the first game (0 = random)")
	lang := fs.String("lang", "", "language: en, it, de, fr, ru (default: from the system)")
	fs.BoolVar(&o.Fullscreen, "fullscreen", false, "start in fullscreen")
	fs.BoolVar(&o.Table, "table", false, "table mode: everyone around one touchscreen, each at their own edge")
	fs.BoolVar(&o.Guide, "guide", false, "start the guided first game of -game (a game that has one: kakuro)")
	fs.BoolVar(&o.Autoplay, "autoplay", false, "bots in every seat, game after game (demo, measuring)")
	fs.IntVar(&o.Frames, "frames", 0, "quit after this many frames of game time (ticks, 60 a second)")
	fs.StringVar(&o.StatsFile, "stats", "", "write frame statistics (JSON) to this file on exit")
	fs.StringVar(&o.ShotsDir, "shots", "", "save a PNG screenshot in this directory at every scene change")
	size := fs.String("size", "1280x800", "window size WIDTHxHEIGHT (e.g. 390x844 for a portrait phone)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if _, err := fmt.Sscanf(*size, "%dx%d", &o.Width, &o.Height); err != nil || o.Width < 1 || o.Height < 1 {
		return o, fmt.Errorf("-size %q: expected WIDTHxHEIGHT, e.g. 1280x800", *size)
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q (see -h)", fs.Arg(0))
	}
	if *game != "" {
		g := findGame(*game)
		switch {
		case g == nil:
			return o, fmt.Errorf("-game %q: unknown game (%s)", *game, strings.Join(gameIDs(), ", "))
		case !g.Playable():
			return o, fmt.Errorf("-game %s: this game is not playable yet; try %s", *game, strings.Join(playableIDs(), ", "))
		}
		o.Game = *game
	}
	if *lang != "" {
		if !i18n.Supported(i18n.Lang(*lang)) {
			return o, fmt.Errorf("-lang %q: unsupported language (en, it, de, fr, ru)", *lang)
		}
		o.Lang = i18n.Lang(*lang)
	}
	if *players != "" {
		seats, err := ParseSeats(*players)
		if err != nil {
			return o, err
		}
		o.Players = seats
		if o.Game == "" {
			o.Game = playableIDs()[0]
		}
		g := findGame(o.Game)
		if n := len(seats); n < g.MinSeats || n > g.MaxSeats {
			return o, fmt.Errorf("-players: %s seats %d to %d, not %d", g.ID, g.MinSeats, g.MaxSeats, n)
		}
		for _, p := range seats {
			if p.Bot != "" && !slices.Contains(g.BotLevels, p.Bot) {
				return o, fmt.Errorf("-players: unknown bot level %q (%s)", p.Bot, strings.Join(g.BotLevels, ", "))
			}
		}
	}
	if o.Guide {
		if o.Game == "" {
			o.Game = guidedIDs()[0]
		}
		if g := findGame(o.Game); g.Guide == nil {
			return o, fmt.Errorf("-guide: %s has no guided game; try %s", o.Game, strings.Join(guidedIDs(), ", "))
		}
	}
	if o.Frames < 0 {
		return o, errors.New("-frames must not be negative")
	}
	return o, nil
}

// ParseSeats reads "Ana,Bo,bot:hard" into seats; the game checks their
// number and bot levels. Bot seats get no name here: the language is not
// known yet, and the app names them ("Bot 1", "Бот 1", …) when the game
// starts (nameBots).
func ParseSeats(s string) ([]rules.Player, error) {
	var seats []rules.Player
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		switch {
		case part == "":
			return nil, fmt.Errorf("-players %q: an empty name", s)
		case strings.HasPrefix(part, "bot:"):
			seats = append(seats, rules.Player{Bot: strings.TrimPrefix(part, "bot:")})
		default:
			seats = append(seats, rules.Player{Name: part})
		}
	}
	return seats, nil
}

// playableIDs lists the games that have a round, in menu order.
func playableIDs() []string {
	var ids []string
	for _, g := range registry {
		if g.Playable() {
			ids = append(ids, g.ID)
		}
	}
	return ids
}

// guidedIDs lists the games that have a guided first game.
func guidedIDs() []string {
	var ids []string
	for _, g := range registry {
		if g.Guide != nil {
			ids = append(ids, g.ID)
		}
	}
	return ids
}

// firstScene is the menu, or straight into a game when -game/-players or
// -autoplay ask for it.
func firstScene(ctx *core.Context, o Options) core.Scene {
	g := findGame(o.Game)
	if g == nil {
		g = findGame(playableIDs()[0])
	}
	t := core.Table{Game: g.ID, Seed: o.Seed, Around: o.Table && g.TableSeats > 0}
	t.Options = t.WithDefaults(g)
	switch {
	case o.Guide:
		return g.Guide(ctx)
	case o.Autoplay:
		t.Seats = o.Players
		if len(t.Seats) == 0 {
			t.Seats = []rules.Player{{Bot: "hard"}, {Bot: "normal"}, {Bot: "easy"}}
		}
		for i := range t.Seats {
			if t.Seats[i].Bot == "" {
				t.Seats[i].Bot = g.BotLevels[len(g.BotLevels)-1]
			}
			t.Seats[i].Name = ""
		}
		t.Seats = nameBots(ctx, t.Seats)
		return g.Start(ctx, t)
	case len(o.Players) > 0:
		t.Seats = nameBots(ctx, o.Players)
		return g.Start(ctx, t)
	case o.Game != "":
		s := newSetup(ctx, g)
		s.table.Seed = o.Seed
		return s
	}
	return newMenu(ctx, o.Seed)
}

// nameBots gives unnamed bot seats a numbered name in the language in use.
func nameBots(ctx *core.Context, seats []rules.Player) []rules.Player {
	named := append([]rules.Player(nil), seats...)
	bots := 0
	for i := range named {
		if named[i].Bot != "" {
			bots++
			if named[i].Name == "" {
				named[i].Name = ctx.T("seat.bot.name", bots)
			}
		}
	}
	return named
}
