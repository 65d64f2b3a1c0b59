// Package scenes is the Cifra app: the scene manager with its
// cross-fades and navigation (core.Navigator), the settings, the notices,
// the command line's checks against the games, and the measuring hooks used
// by demos and tests. The menu, setup and the overlays are scenes/menu,
// scenes/setup and scenes/overlay; a game's rounds are scenes/<game>, and
// the list of games, which the app is given, is scenes/games.
package scenes

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"cifra/internal/cli"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/menu"
	"cifra/scenes/online"
	"cifra/scenes/setup"
)

// Options are the game binary's command-line settings. They live in
// internal/cli, which imports no Ebitengine, so the binary can answer -h
// and refuse a bad flag before the windowing library starts.
type Options = cli.Options

// ParseOptions reads the flags (cli.Parse) and checks them against games
// (every game, in menu order): the game is known and playable, the seats
// are as many as it takes and its bots have the levels asked for, -guide
// has a guided game. Errors are in words; -h writes the help to help and
// returns flag.ErrHelp.
func ParseOptions(args []string, games []*core.Game, help io.Writer) (Options, error) {
	o, err := cli.Parse(args, help)
	if err != nil {
		return o, err
	}
	return o, checkGame(&o, games)
}

// checkGame does ParseOptions' checks against games, filling in the game
// -players and -guide start when -game is not given.
func checkGame(o *Options, games []*core.Game) error {
	if o.Game != "" {
		switch g := findGame(games, o.Game); {
		case g == nil:
			return fmt.Errorf("-game %q: unknown game (%s)", o.Game, strings.Join(gameIDs(games), ", "))
		case !g.Playable():
			return fmt.Errorf("-game %s: this game is not playable yet; try %s", o.Game, strings.Join(playableIDs(games), ", "))
		}
	}
	if len(o.Players) > 0 {
		if o.Game == "" {
			o.Game = playableIDs(games)[0]
		}
		g := findGame(games, o.Game)
		if n := len(o.Players); n < g.MinSeats || n > g.MaxSeats {
			return fmt.Errorf("-players: %s seats %d to %d players, not %d", g.ID, g.MinSeats, g.MaxSeats, n)
		}
		for i, p := range o.Players {
			if p.Bot != "" && !slices.Contains(g.BotLevels, p.Bot) {
				return fmt.Errorf("-players: seat %d: %q is not a bot level of %s; its levels are %s (e.g. bot:%s)",
					i+1, p.Bot, g.ID, strings.Join(g.BotLevels, ", "), g.BotLevels[len(g.BotLevels)-1])
			}
		}
	}
	if o.Guide {
		if o.Game == "" {
			o.Game = guidedIDs(games)[0]
		}
		if g := findGame(games, o.Game); g.Guide == nil {
			return fmt.Errorf("-guide: %s has no guided game; try %s", o.Game, strings.Join(guidedIDs(games), ", "))
		}
	}
	return nil
}

// findGame returns the game of games with id, or nil.
func findGame(games []*core.Game, id string) *core.Game {
	if i := slices.IndexFunc(games, func(g *core.Game) bool { return g.ID == id }); i >= 0 {
		return games[i]
	}
	return nil
}

// gameIDs lists the IDs of games, in their order.
func gameIDs(games []*core.Game) []string {
	return idsOf(games, func(*core.Game) bool { return true })
}

// playableIDs lists the games that have a round, in menu order.
func playableIDs(games []*core.Game) []string {
	return idsOf(games, (*core.Game).Playable)
}

// guidedIDs lists the games that have a guided first game.
func guidedIDs(games []*core.Game) []string {
	return idsOf(games, func(g *core.Game) bool { return g.Guide != nil })
}

// idsOf lists the IDs of the games that keep, in their order.
func idsOf(games []*core.Game, keep func(*core.Game) bool) []string {
	var ids []string
	for _, g := range games {
		if keep(g) {
			ids = append(ids, g.ID)
		}
	}
	return ids
}

// firstScene is the menu, or straight into a game when -game/-players or
// -autoplay ask for it.
func firstScene(ctx *core.Context, o Options, games []*core.Game) core.Scene {
	if Arrival != nil {
		if s := Arrival(ctx, games); s != nil {
			return s
		}
	}
	g := findGame(games, o.Game)
	if g == nil {
		g = findGame(games, playableIDs(games)[0])
	}
	t := core.Table{Game: g.ID, Seed: o.Seed, Around: o.Table && g.TableSeats > 0}
	t.Options = t.WithDefaults(g)
	switch {
	case o.Server != "" || o.Join != "" || o.Watch != "":
		if o.Server != "" {
			ctx.Settings.Online.Server = o.Server
		}
		if o.Watch != "" {
			return online.Watching(ctx, games, o.Watch)
		}
		return online.Entry(ctx, games, o.Join)
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
		return setup.New(ctx, g, o.Seed)
	case ctx.Settings.Online.Seat != nil && !ctx.Settings.Online.Seat.OverDays:
		// A closed app or tab, a reloaded page: back to the online table
		// this device sits at (its round, or its podium once if it ended
		// meanwhile); the menu shows it as a card too. A table played
		// over days is one of several the player may come back to: the
		// menu says which waits for them.
		return online.Resume(ctx, games, ctx.Settings.Online.Seat)
	}
	return menu.New(ctx, games, o.Seed)
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
