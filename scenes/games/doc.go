// Package games is the one list of the games Cifra plays. A game is its
// rules and scenes packages plus one line here: the app, the menu, setup,
// the overlays and the flags take every game from this list (passed to
// scenes.NewApp and scenes.ParseOptions), and no other shared package
// names a game.
//
// The browser build is one WebAssembly module per game (a tag
// cifra_module_<game>; docs/downloads.md has the sizes): each lists all
// three games, but carries the round of its own only. The others are
// their menu entries (their words, icon and setup's choices, kept in
// meta_gen.go) whose round, guide and saved game are handed to the page,
// which loads that game's module (handoff.go). Without a tag, as on the
// desktop, every game is in.
//
//go:generate go test -run TestModuleEntriesAreTheGames -update
package games
