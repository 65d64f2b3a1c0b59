package kakuzu

import (
	"cifra/sprites"
)

// The kinds of Kakuzu's pieces in the kit's cache (see sprites.NewKind).
var (
	kindTray        = sprites.NewKind("kakuzu.tray")
	kindStone       = sprites.NewKind("kakuzu.stone")
	kindStoneLift   = sprites.NewKind("kakuzu.stone-lift")
	kindDigit       = sprites.NewKind("kakuzu.digit")
	kindNumberStone = sprites.NewKind("kakuzu.number-stone")
	kindBag         = sprites.NewKind("kakuzu.bag")
	kindStonePile   = sprites.NewKind("kakuzu.stone-pile")
	kindSeatMark    = sprites.NewKind("kakuzu.seat-mark")
	kindPebble      = sprites.NewKind("kakuzu.pebble")
	kindIcon        = sprites.NewKind("kakuzu.icon")
)
