// Package core is the contract between Cifra's app and its scenes: the
// Scene interface, the Context of shared services a scene receives each
// tick, the player settings and a few drawing helpers every scene uses.
// Game scenes (scenes/knister, …) import core, never the app itself.
package core

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TPS is the tick rate scenes count time in: the rules' game time.
const TPS = rules.TicksPerSecond

// Scene is one screen of the app.
type Scene interface {
	// Name is reported to tests and the browser hook: "menu", "setup",
	// "round", "pass", "scoring", "overlay".
	Name() string
	// Layout recomputes rectangles for ctx.W × ctx.H; called after a
	// resize, a language change and before the first Update.
	Layout(ctx *Context)
	// Update advances one tick with ctx.Frame as the player's input.
	Update(ctx *Context)
	// Draw paints the whole scene (the screen is not cleared for it).
	Draw(dst *ebiten.Image, ctx *Context)
	// Animating reports whether the scene's picture changed this tick (or
	// moves on by itself next tick), so it must be drawn even without
	// input; when false and nothing happens, the app skips drawing. A
	// scene that only waits (a bot's reaction time, a clock whose digits
	// have not moved) says so through Ticker instead.
	Animating() bool
	// Targets lists the pressable widgets (tests, browser hook).
	Targets() []ui.Target
}

// InGame is a Scene that belongs to one game (a round, its scoring): the
// overlays opened over it show that game's rules and settings.
type InGame interface {
	Scene
	Game() string
}

// Prober is a Scene that tells browser tests what it shows beyond its
// widgets (the number drawn, whose turn it is), as plain JSON values.
type Prober interface {
	Probe() map[string]any
}

// FlatTable is a Scene played around a screen lying flat on a table: it
// has no up, only long and short sides. On a portrait screen the app lays
// it out on a landscape one (W and H swapped), draws it turned a quarter
// turn and turns the pointers to match, so every scene around a table
// only ever meets landscape.
type FlatTable interface {
	LiesFlat() bool
}

// Ticker is a Scene that needs Update every tick while its picture stays
// the same: bots think, clocks count down between the digits they show.
// The app keeps ticking it without drawing, so a hunt against a bot costs
// a tick's work, not a frame's. A Ticker's Animating reports every tick
// whose picture changed, the tick a motion ends included: the app adds no
// frame after an animation of its own, as it does for other scenes.
type Ticker interface {
	Ticking() bool
}

// PartialDrawer is a Ticker that can tell when a tick changed only part
// of its picture (a clock's digits, the sand): the app then redraws just
// that rectangle, the rest of the screen kept from the last frame, since a
// software renderer pays for every pixel drawn.
type PartialDrawer interface {
	// ChangedPart is the screen rectangle this tick's change lies in;
	// false when the change is wider (or there is none).
	ChangedPart() (ui.Rect, bool)
}

// Racer is a Scene everyone plays at once against the clock (Kakuro's
// hunt): while an overlay is open the app hides it, so nobody hunts while
// the game is paused.
type Racer interface {
	Racing() bool
}

// PadRouter is a Scene that gives each gamepad to its own seat (a table).
// For every other scene the app merges the pads' keys into the keyboard's,
// so any pad drives menus and a hot-seat game.
type PadRouter interface {
	RoutesPads() bool
}

// OverlayKind is a panel the app opens over the current scene.
type OverlayKind int

// The overlays.
const (
	OverlayPause    OverlayKind = iota // resume, help, settings, leave
	OverlaySettings                    // the player's preferences
	OverlayHelp                        // how to play (the current game's, or a choice of games)
	OverlayLog                         // the game so far in words (a Logged scene's GameLog)
)

// Navigator is how a scene moves the app elsewhere.
type Navigator interface {
	Switch(s Scene)           // cross-fade to s
	Menu()                    // back to the main menu
	Overlay(kind OverlayKind) // open a panel on top of the current scene
	CloseOverlay()
	Quit() // leave the program (desktop) — ignored in the browser
	SettingsChanged()
}

// Context carries the services a scene may use during one tick.
type Context struct {
	Kit      *sprites.Kit
	Tr       *i18n.Translator
	Sound    *audio.Player
	Settings *Settings
	Nav      Navigator
	Frame    *ui.Frame
	// Daily sends games of the day to the day's table (nil: none here).
	Daily Daily
	// W, H are the screen size in device pixels; Scale is the device
	// scale factor (2 on a HiDPI screen), U the size unit layouts use.
	W, H  int
	Scale float64
	Tick  int64
	// Autoplay puts bots in every seat and restarts finished games.
	Autoplay bool
	// Browser is true in the WebAssembly build (no Quit button).
	Browser bool
	// notices waiting to be shown by the app
	notices []string
	// Shot, when set by a scene, asks -shots for a picture of this moment.
	Shot string
	// Texts, when set (layout tests), collects the text boxes drawn.
	Texts *TextLog
	// memo keeps T's formatted messages (made on first use).
	memo *messageMemo
}

// U is the layout unit: 1/100 of the smaller screen side, so layouts scale
// from a phone to a 4K table.
func (c *Context) U() float64 { return float64(min(c.W, c.H)) / 100 }

// Notify shows a short message as a toast.
func (c *Context) Notify(msg string) { c.notices = append(c.notices, msg) }

// TakeNotices returns and clears the waiting toasts (for the app).
func (c *Context) TakeNotices() []string {
	n := c.notices
	c.notices = nil
	return n
}

// Play plays a sound effect (nothing when muted or without audio).
func (c *Context) Play(e audio.Effect) {
	if c.Sound != nil {
		c.Sound.Play(e)
	}
}

// OnOff is the translated word for a switch's state.
func (c *Context) OnOff(on bool) string {
	if on {
		return c.T("on")
	}
	return c.T("off")
}

// Explain words a rules error of game for the player: the translation of
// "error.GAME.CODE" when the error has a Code and the catalog knows it,
// else the error's own English.
func Explain(ctx *Context, game string, err error) string {
	var coded interface{ Code() string }
	if errors.As(err, &coded) {
		return ExplainCode(ctx, game, coded.Code(), err.Error())
	}
	return err.Error()
}

// ExplainCode is Explain for a refusal known by its code and English
// words (an online table's): the game's message for the code in the
// player's language where there is one, else the words.
func ExplainCode(ctx *Context, game, code, words string) string {
	if key := "error." + game + "." + code; code != "" && i18n.Has(key) {
		return ctx.T(key)
	}
	return words
}
