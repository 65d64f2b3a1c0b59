// Package kakuro paints Kakuro's pieces and keeps them in a sprites.Kit's
// cache: the board (board.go), the silver and red number tiles (tile.go),
// the action tiles — the sum-field back; doubler, swap and digit fronts
// (action.go) — the triangular sum tiles and the revealed-target plate
// (sum.go), the scored mark, the hourglass, the buzzer and the game's menu
// illustration (icon.go).
//
// Every piece lies on the table under the same lamp as the number tiles
// and has the same sprites.PieceMargin shadow border, so a scene centres
// any of them on a square exactly as it centres a Tile. Sizes are in device
// pixels; each image is painted once per size and variant (see Kit.Sprite)
// and only drawn after that.
//
// The Kakuro scene (scenes/kakuro) draws with it; the app meets it only
// through the game's registry entry, whose Icon is Icon.
package kakuro
