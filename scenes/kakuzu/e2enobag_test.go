package kakuzu

import (
	"testing"

	"cifra/rules/kakuzu"
)

// The browser test's second part plays the end of a no-bag game: Ana names
// a digit with the picker before each lift instead of drawing, keeps at
// most three stones a turn and cannot name again a digit she matched this
// turn. Its save, wasm/e2e/testdata/kakuzu-nobag-endgame.json, is made and
// checked like the classic one (e2erecord_test.go), on the same sheet and
// seats.

// e2eNoBag's seed and hand-over point were picked among those e2eDull
// accepts for a short game (1122 ticks to the scoring scene) that shows
// the picker's rules: 6 stones left; Ana names 3 and misses (a 9, to the
// bot); the bot names 8 and misses (a 9, to Ana); Ana names 3 and keeps it
// (the last 3, retired), names 8 and keeps it while another 8 stays
// covered (so the picker bars the 8), names 9 and keeps it, her third
// stone: the turn passes; the bot names 8 and lifts the last stone.
var e2eNoBag = e2eCase{
	variant: kakuzu.NoBag,
	file:    "../../wasm/e2e/testdata/kakuzu-nobag-endgame.json",
	seed:    42,
	left:    6,
	about:   "a no-bag Kakuzu game saved at Ana's turn near the end, about to name a digit",
}

// TestE2ERecordNoBag makes the no-bag browser test's save; see e2eRecord.
func TestE2ERecordNoBag(t *testing.T) { e2eRecord(t, e2eNoBag) }
