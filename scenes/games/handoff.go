//go:build cifra_module_knister || cifra_module_kakuro || cifra_module_kakuzu

package games

import (
	"encoding/json"
	"fmt"
	"os"

	"cifra/scenes/core"
	"cifra/scenes/online"
)

// handoff is what a module hands the page for the next: the game whose
// module to load and where in it to start. One of Table, Guide, Resume,
// Watch or Online says where; none opens the menu.
type handoff struct {
	Game string `json:"game"`
	// Table is a local table set up here, to start as it is.
	Table *core.Table `json:"table,omitempty"`
	// Guide starts the game's guided first game.
	Guide bool `json:"guide,omitempty"`
	// Resume resumes the game's save.
	Resume bool `json:"resume,omitempty"`
	// Watch is an online table's code, watched.
	Watch string `json:"watch,omitempty"`
	// Online: a seat at an online table, which the settings keep and the
	// app goes back to on start by itself.
	Online bool `json:"online,omitempty"`
}

// page is the browser page as a module sees it: it takes a handoff and
// loads the game's module, and gives the next module what it was handed.
type page interface {
	// hand keeps h for the next module and loads h.Game's.
	hand(h handoff) error
	// handed is the JSON this module was handed ("" when none).
	handed() string
}

// thePage is the page this module runs in (page_js.go; a record of the
// last handoff elsewhere, for tests).
var thePage page = newPage()

// Arrival is the scene this module opens on, when another module handed
// it one of its games: the table set up there, the guide, the saved game
// resumed, the online table watched. Nil when none was handed (or it was
// for a game this module does not play: then the menu).
func Arrival(ctx *core.Context, games []*core.Game) core.Scene {
	raw := thePage.handed()
	if raw == "" {
		return nil
	}
	h, err := decodeHandoff(raw)
	if err != nil { // the page keeps what a module wrote: never, but said
		fmt.Fprintln(os.Stderr, "cifra:", err)
		return nil
	}
	var g *core.Game
	for _, x := range games {
		if x.ID == h.Game && !elsewhereIDs[x.ID] {
			g = x
		}
	}
	switch {
	case g == nil:
		return nil
	case h.Table != nil:
		t := *h.Table
		t.Options = core.NormalizeOptions(t.Options)
		if err := t.Check(g); err != nil {
			fmt.Fprintln(os.Stderr, "cifra: the table handed over:", err)
			return nil
		}
		return g.Start(ctx, t)
	case h.Guide:
		return g.Guide(ctx)
	case h.Resume:
		saved, err := core.LoadSave(g)
		if err != nil {
			ctx.Notify(core.SaveNotice(ctx, err))
		}
		if saved == nil {
			return nil
		}
		return saved.Scene(ctx)
	case h.Watch != "":
		return online.Watching(ctx, games, h.Watch)
	case h.Online && ctx.Settings.Online.Seat != nil:
		// The seat kept: the app would go back to it by itself, but not
		// to a table over days (the menu first); handed over, it goes.
		return online.Resume(ctx, games, ctx.Settings.Online.Seat)
	}
	return nil
}

// decodeHandoff reads a handoff, saying in words what is wrong with one
// that does not decode.
func decodeHandoff(raw string) (handoff, error) {
	var h handoff
	if err := json.Unmarshal([]byte(raw), &h); err != nil {
		return h, fmt.Errorf("the game handed over could not be read: %v", err)
	}
	return h, nil
}

// elsewhereIDs are the games this module lists but does not play
// (elsewhere adds each).
var elsewhereIDs = map[string]bool{}
