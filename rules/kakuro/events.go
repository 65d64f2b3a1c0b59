package kakuro

// Event is one visible change, in the order a person should see it. Scenes
// switch on the concrete type.
type Event interface{ isEvent() }

// SumTileRevealed: a new round starts with target Value; Left tiles remain
// face down.
type SumTileRevealed struct{ Value, Left int }

// TilesSwapped: Player's swap tile traded the number tiles on A and B.
type TilesSwapped struct {
	Player int
	A, B   Pos
}

// DigitTileLaid: Player laid a digit tile showing Digit on Square.
type DigitTileLaid struct {
	Player int
	Square Pos
	Digit  int
}

// SumFieldLaid: Player laid Tile, back up, on Square as a sum field.
type SumFieldLaid struct {
	Player int
	Square Pos
	Tile   Tile
}

// DoublerSpent: Player discarded a doubler for the claim.
type DoublerSpent struct{ Player int }

// SumTilePlaced: the round's sum tile went on the half of the sum field at
// Square that points Dir.
type SumTilePlaced struct {
	Square Pos
	Dir    Dir
	Value  int
}

// SquaresFlipped: the row's Squares were scored going Dir; Flipped are the
// ones that turned from silver to red.
type SquaresFlipped struct {
	Dir     Dir
	Squares []Pos
	Flipped []Pos
}

// PointsScored: Player scored Points for a row, now has Total.
type PointsScored struct{ Player, Points, Total int }

// ClaimRejected: Player's claim broke a rule; the board and hand are as
// before and Player is locked out until the next sum tile.
type ClaimRejected struct {
	Player int
	Claim  Claim
	Reason Reason
}

// ActionTileDrawn: Player drew Tile from the stock.
type ActionTileDrawn struct {
	Player int
	Tile   Tile
}

// SumTileSetAside: nobody claimed the target Value; Count tiles are now
// aside.
type SumTileSetAside struct{ Value, Count int }

// GameOver: the game ended with these final Scores and Winners.
type GameOver struct{ Scores, Winners []int }

func (SumTileRevealed) isEvent() {}
func (TilesSwapped) isEvent()    {}
func (DigitTileLaid) isEvent()   {}
func (SumFieldLaid) isEvent()    {}
func (DoublerSpent) isEvent()    {}
func (SumTilePlaced) isEvent()   {}
func (SquaresFlipped) isEvent()  {}
func (PointsScored) isEvent()    {}
func (ClaimRejected) isEvent()   {}
func (ActionTileDrawn) isEvent() {}
func (SumTileSetAside) isEvent() {}
func (GameOver) isEvent()        {}
