package core

import "cifra/rules"

// MaxNameRunes is the one limit on a person's name, in characters
// (runes), everywhere a name comes in: rules.MaxNameRunes, which the one
// name rule (rules.CheckName) applies to -players, records and saves;
// setup stops taking letters there, showing how many are left. Headers
// and lists still ellipsize a name that does not fit their space.
const MaxNameRunes = rules.MaxNameRunes
