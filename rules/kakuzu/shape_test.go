package kakuzu

import (
	"testing"

	"cifra/rules/rulestest"
)

// Kakuzu's rules in the common shape (rulestest.CheckGame).
func TestCommonShape(t *testing.T) { rulestest.CheckGame(t, Rules, FromRecord) }
