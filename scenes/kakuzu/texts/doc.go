// Package texts holds Kakuzu's words in the five languages: its name and
// the menu's line about it, how to play, its options, its round, guide
// and game log, the rules' refusals. It registers them with scenes/i18n
// from init, so linking it in is all it takes (scenes/kakuzu imports it),
// and imports nothing else, so a test or tool can read Kakuzu's words
// without its scenes.
package texts
