package knister

import (
	"testing"

	"cifra/rules/rulestest"
)

func TestAFollowerSeesWhatTheTableSees(t *testing.T) { rulestest.CheckFollow(t, Rules) }
