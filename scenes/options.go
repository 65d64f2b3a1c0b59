// Package scenes is the Cifra app: the scene manager with cross-fades, the
// menu, setup and overlay scenes, settings, and the measuring hooks used by
// demos and tests. Game rounds live in scenes/<game>.
package scenes

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"cifra/scenes/core"
	"cifra/scenes/i18n"
)

// Options are the game binary's command-line settings.
type Options struct {
	Game       string      // start straight in this game's setup ("knister")
	Players    []core.Seat // with Game: skip setup and seat these
	Seed       uint64
	Lang       i18n.Lang
	Fullscreen bool
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
	game := fs.String("game", "", "start this game: knister")
	players := fs.String("players", "", `seats, comma-separated: names for people, bot:easy|normal|hard for bots (e.g. "Ana,Bo,bot:hard")`)
	fs.Uint64Var(&o.Seed, "seed", 0, "seed for the first game (0 = random)")
	lang := fs.String("lang", "", "language: en, it, de, fr, ru (default: from the system)")
	fs.BoolVar(&o.Fullscreen, "fullscreen", false, "start in fullscreen")
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
	switch *game {
	case "", "knister":
		o.Game = *game
	case "kakuro", "kakuzu":
		return o, fmt.Errorf("-game %s: this game is not playable yet; try -game knister", *game)
	default:
		return o, fmt.Errorf("-game %q: unknown game (knister, kakuro, kakuzu)", *game)
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
			o.Game = "knister"
		}
	}
	if o.Frames < 0 {
		return o, errors.New("-frames must not be negative")
	}
	return o, nil
}

// ParseSeats reads "Ana,Bo,bot:hard" into seats (1–12). Bot seats get no
// name here: the language is not known yet, and the app names them
// ("Bot 1", "Бот 1", …) when the game starts (nameBots).
func ParseSeats(s string) ([]core.Seat, error) {
	var seats []core.Seat
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		switch {
		case part == "":
			return nil, fmt.Errorf("-players %q: an empty name", s)
		case strings.HasPrefix(part, "bot:"):
			level := strings.TrimPrefix(part, "bot:")
			if level != "easy" && level != "normal" && level != "hard" {
				return nil, fmt.Errorf("-players: unknown bot level %q (easy, normal, hard)", level)
			}
			seats = append(seats, core.Seat{Bot: level})
		default:
			seats = append(seats, core.Seat{Name: part})
		}
	}
	if len(seats) > 12 {
		return nil, fmt.Errorf("-players: %d seats, at most 12", len(seats))
	}
	return seats, nil
}

// nameBots gives unnamed bot seats a numbered name in the language in use.
func nameBots(ctx *core.Context, seats []core.Seat) []core.Seat {
	named := append([]core.Seat(nil), seats...)
	bots := 0
	for i := range named {
		if !named[i].Human() {
			bots++
			if named[i].Name == "" {
				named[i].Name = ctx.T("seat.bot.name", bots)
			}
		}
	}
	return named
}
