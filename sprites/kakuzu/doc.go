// Package kakuzu paints Kakuzu's pieces and keeps them in a sprites.Kit's
// cache: the wooden 9×9 tray with its 81 wells (tray.go), the slate stones
// that cover the sheet and a stone being lifted (stone.go), the sheet's
// printed digit that shows in a well once its stone is gone (digit.go), the
// ten number stones (numberstone.go), the cloth bag they are drawn from
// (bag.go), the pile of stones each seat has won (pile.go), the seat marks
// (marks.go) and the game's menu illustration (icon.go).
//
// A scene lays the tray out like the Kakuro board: square [r,c] starts at
// (o+c*cell, o+r*cell) with o = TrayOrigin(cell), and every piece is drawn
// centred on its square's centre. Sizes are in device pixels; each image
// is painted once per size and variant (see Kit.Sprite) and only drawn
// after that.
//
// The Kakuzu scene (scenes/kakuzu) draws with it; the app meets it only
// through the game's registry entry, whose Icon is Icon.
package kakuzu
