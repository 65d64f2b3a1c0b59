package kakuro

import "cifra/sprites"

// The kinds of Kakuro's pieces in the kit's cache (see sprites.NewKind).
var (
	kindBoard       = sprites.NewKind("kakuro.board")
	kindTile        = sprites.NewKind("kakuro.tile")
	kindActionBack  = sprites.NewKind("kakuro.action-back")
	kindActionFront = sprites.NewKind("kakuro.action-front")
	kindSumTile     = sprites.NewKind("kakuro.sum-tile")
	kindSumBig      = sprites.NewKind("kakuro.sum-big")
	kindSumBack     = sprites.NewKind("kakuro.sum-back")
	kindScored      = sprites.NewKind("kakuro.scored")
	kindBuzzer      = sprites.NewKind("kakuro.buzzer")
	kindHourglass   = sprites.NewKind("kakuro.hourglass")
	kindIcon        = sprites.NewKind("kakuro.icon")
)
