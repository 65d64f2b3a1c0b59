// Package kakuro is the rules engine of Kakuro, the real-time board game
// (RULES.md §1): the board and its tiles, setup and dealing, rounds,
// claims with action tiles, resupply and the end of the game, a solver that
// finds every legal claim and the best one, bots of three levels, and game
// records (RULES.md §4).
//
// The engine is pure: it never reads the clock and never imports
// Ebitengine. A scene drives it with moves — a claim or "the sum tile is set
// aside" — handed to [State.Apply], and animates the [Event] values that
// come back. Time (the hourglass, a bot's reaction) is counted in ticks by
// the caller; this package only supplies the pure functions that say how
// many ([ReactionTicks], [HourglassTicks]).
//
// A claim that breaks the row rules is not an error: Apply reports it as a
// [ClaimRejected] event whose [Reason] names the broken rule with its facts,
// and locks the claimer out until the next sum tile; a failed claim that
// leaves every seat locked out sets the sum tile aside at once. Apply
// returns an error (an [*InvalidMove]) only for a move that cannot happen
// at all, such as a tile the player does not hold or a claim naming a
// square off the 9×9 board (RULES.md §4).
//
// Every error this package returns has a stable Code (it is a
// [rules.Coded]): an [*InvalidMove] from Apply, a [*ConfigError] from New,
// NewBot and the options decoder, and from FromRecord a [*rules.MoveError]
// that wraps one of them and carries its code.
package kakuro
