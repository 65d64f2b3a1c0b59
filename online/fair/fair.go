// Package fair is what lets anyone check an online game was fair: the
// commitment to a table's seed its seats get at the start, and the check
// of the game told at the end against it. Servers and the desktop use it;
// the browser build leaves it out (crypto/sha256 would bring the whole of
// Go's FIPS machinery into every player's download).
package fair

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"

	"cifra/online/wire"
	"cifra/rules"
)

// Commitment is the hash of a table's seed that its seats get at the
// start: hex SHA-256 of the salt, a colon and the seed in decimal. The
// salt (random, revealed with the seed at the end) keeps the seed from
// being found by trying every seed.
func Commitment(salt string, seed uint64) string {
	sum := sha256.Sum256([]byte(salt + ":" + strconv.FormatUint(seed, 10)))
	return hex.EncodeToString(sum[:])
}

// Check replays end's record through r and checks it against the
// commitment the seat was given and the scores told: what any player can
// do to see the game was fair.
func Check(r rules.Rules, t wire.Table, end *wire.End) error {
	if got := Commitment(end.Salt, end.Seed); got != t.Commit {
		return fmt.Errorf("the seed told at the end (%d) does not match the commitment given at the start", end.Seed)
	}
	if end.Record.Seed != end.Seed {
		return fmt.Errorf("the record's seed %d is not the seed told, %d", end.Record.Seed, end.Seed)
	}
	p, err := rules.ReplayRecord(r, end.Record, nil)
	if err != nil {
		return fmt.Errorf("the table's record does not replay: %w", err)
	}
	if fmt.Sprint(p.Scores(), p.Winners()) != fmt.Sprint(end.Scores, end.Winners) {
		return fmt.Errorf("the record replays to %v %v; the table said %v %v", p.Scores(), p.Winners(), end.Scores, end.Winners)
	}
	return nil
}
