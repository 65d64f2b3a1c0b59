package knister

import (
	"cifra/sprites"
)

// The kinds of Knister's pieces in the kit's cache (see sprites.NewKind).
var (
	kindCard   = sprites.NewKind("knister.card")
	kindCell   = sprites.NewKind("knister.cell")
	kindDie    = sprites.NewKind("knister.die")
	kindPencil = sprites.NewKind("knister.pencil")
	kindIcon   = sprites.NewKind("knister.icon")
)
