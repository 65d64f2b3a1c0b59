package knister_test

// The rules' tests play every level (Levels), hard included: the hard bot
// is a package of its own that registers itself (knister.RegisterHard),
// linked into this test binary here. Its own tests are netbot's.
import _ "cifra/rules/knister/netbot"
