package knister

import (
	"testing"

	"cifra/rules/rulestest"
)

// Knister's rules in the common shape (rulestest.CheckGame).
func TestCommonShape(t *testing.T) { rulestest.CheckGame(t, Rules, FromRecord) }
