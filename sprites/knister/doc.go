// Package knister paints Knister's pieces and keeps them in a sprites.Kit's
// cache: the paper card with its printed title band (card.go), the boxes
// printed on it (cell.go), the ivory dice (die.go), numbers written in
// pencil (pencil.go, traced in a pencil hand: hand.go) and the game's menu
// illustration (icon.go).
//
// Sizes are in device pixels; each image is painted once per size and
// variant (see Kit.Sprite) and only drawn after that.
//
// The Knister scene (scenes/knister) draws with it; the app meets it only
// through the game's registry entry, whose Icon is Icon.
package knister
