// Package cli is the game binary's command line: its flags, their
// checks, the window's size limits and the display check. It imports no
// Ebitengine, so that cli/early can answer -h, refuse a bad flag and say
// that a display is missing before Ebitengine's windowing library starts
// (it panics in its package init when there is no display).
//
// The checks that need the game registry (is the game known, how many
// seats, which bot levels) are scenes.ParseOptions'; everything else is
// here, once.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cifra/internal/version"
	"cifra/online/wire"
	"cifra/rules"
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
	// Width and Height are the window size asked for with -size, in
	// logical pixels; 0 when not asked (FitWindow then picks the default).
	Width, Height int
	// Server and Join open Play online: at that server, and at the table
	// with that code (a shared link's ?join=): its seat taken and its
	// waiting room open, the player's name asked first on a first visit.
	Server, Join string
	// Watch opens Play online watching the table with that code (a
	// link's ?watch=): its round, where nobody at this device plays.
	Watch string
}

// Parse reads the flags and checks everything that needs no game
// registry. -h writes the help to help and returns flag.ErrHelp; other
// errors are in words and end with a pointer to -h.
func Parse(args []string, help io.Writer) (Options, error) {
	var o Options
	fs := flag.NewFlagSet("cifra", flag.ContinueOnError)
	// The flag package's own error output is replaced by the returned
	// error; only -h prints.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	game := fs.String("game", "", "start in the setup of the game with this `id` (as its records name it; an unknown id is answered with the list)")
	players := fs.String("players", "", fmt.Sprintf("skip setup and play with these `seats`, comma-separated, each a person's name (at most %d characters) or bot:easy, bot:normal, bot:hard (e.g. \"Ana,Bo,bot:hard\")", MaxNameRunes))
	fs.Uint64Var(&o.Seed, "seed", 0, "`seed` for the first game (0 = random)")
	lang := fs.String("lang", "", "`language`: en, it, de, fr, ru (default: from the system)")
	fs.BoolVar(&o.Fullscreen, "fullscreen", false, "start in fullscreen")
	fs.BoolVar(&o.Table, "table", false, "table mode: everyone around one touchscreen, each at their own edge")
	fs.BoolVar(&o.Guide, "guide", false, "start the guided first game of -game (or of the first game in menu order that has one)")
	fs.BoolVar(&o.Autoplay, "autoplay", false, "bots in every seat, game after game (demo, measuring)")
	fs.IntVar(&o.Frames, "frames", 0, "quit after this many `frames` of game time (ticks, 60 a second)")
	fs.StringVar(&o.StatsFile, "stats", "", "write frame statistics (JSON) to this `file` on exit")
	fs.StringVar(&o.ShotsDir, "shots", "", "save a PNG screenshot in this `directory` at every scene change")
	fs.StringVar(&o.Server, "server", "", "open Play online with this server `address` (host, host:port or URL)")
	fs.StringVar(&o.Join, "join", "", "take a seat at the table with this `code` and open its waiting room (asking your name on a first visit)")
	fs.StringVar(&o.Watch, "watch", "", "open Play online watching the table with this `code` (a spectator: nobody here plays)")
	showVersion := fs.Bool("version", false, "print the version and quit")
	size := fs.String("size", fmt.Sprintf("%dx%d", DefaultWidth, DefaultHeight), fmt.Sprintf("window size `WIDTHxHEIGHT` (e.g. 390x844 for a portrait phone; at least %d, at most the screen)", MinWindowSide))
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		writeHelp(fs, help)
		return o, err
	} else if err != nil {
		return o, fmt.Errorf("%w (see cifra -h)", err)
	}
	if *showVersion {
		// Answered like -h (flag.ErrHelp: exit 0), before any display is needed.
		fmt.Fprintln(help, version.String("Cifra"))
		return o, flag.ErrHelp
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q: flags start with - (see cifra -h)", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["size"] {
		w, h, err := parseSize(*size)
		if err != nil {
			return o, err
		}
		o.Width, o.Height = w, h
	}
	o.Game = *game
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
	}
	if o.Frames < 0 {
		return o, errors.New("-frames must not be negative")
	}
	if o.Join != "" {
		o.Join = strings.ToUpper(strings.TrimSpace(o.Join))
		if err := wire.CheckCode(o.Join); err != nil {
			return o, fmt.Errorf("-join %q: %v", o.Join, err)
		}
	}
	if o.Watch != "" {
		o.Watch = strings.ToUpper(strings.TrimSpace(o.Watch))
		if err := wire.CheckCode(o.Watch); err != nil {
			return o, fmt.Errorf("-watch %q: %v", o.Watch, err)
		}
		if o.Join != "" {
			return o, errors.New("-join and -watch: a table is joined or watched, not both")
		}
	}
	return o, nil
}

// writeHelp prints what cifra is and its flags.
func writeHelp(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprint(w, "Usage: cifra [flags]\n\nCifra plays dice and number games in a window. With no flags it opens the menu.\n\nFlags:\n")
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// parseSize reads "WIDTHxHEIGHT" strictly: two whole numbers, nothing else.
func parseSize(s string) (int, int, error) {
	bad := fmt.Errorf("-size %q: expected WIDTHxHEIGHT in pixels, e.g. 1280x800", s)
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	if !ok {
		return 0, 0, bad
	}
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if errW != nil || errH != nil || w < 1 || h < 1 {
		return 0, 0, bad
	}
	return w, h, nil
}
