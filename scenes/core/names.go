package core

import "cifra/internal/cli"

// MaxNameRunes is the one limit on a person's name, in characters
// (runes), everywhere a name comes in: -players refuses a longer one
// (internal/cli, which the binary checks before Ebitengine starts, holds
// the number) and setup stops taking letters there, showing how many are
// left. Headers and lists still ellipsize a name that does not fit their
// space.
const MaxNameRunes = cli.MaxNameRunes
