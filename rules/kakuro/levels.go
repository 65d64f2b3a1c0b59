package kakuro

// Level is a bot's strength.
type Level int8

// The bot levels.
const (
	Easy   Level = iota // plain rows only
	Normal              // adds sum fields and digit tiles
	Hard                // everything: the solver's best claim
)

var levelNames = [...]string{"easy", "normal", "hard"}

// String is the level's name in records and on the command line.
func (l Level) String() string { return levelNames[l] }

// ParseLevel reads a record's or the referee's level name.
func ParseLevel(s string) (Level, bool) {
	for i, n := range levelNames {
		if n == s {
			return Level(i), true
		}
	}
	return 0, false
}

// Levels lists the level names, easiest first.
func Levels() []string { return append([]string(nil), levelNames[:]...) }

// Features is what a level may use; the solver searches only these.
type Features struct {
	SumFields, Digits, Swaps, Doublers bool
}

// AllFeatures lets the solver use every action-tile use.
var AllFeatures = Features{SumFields: true, Digits: true, Swaps: true, Doublers: true}

// Features is what a bot of level l looks for.
func (l Level) Features() Features {
	switch l {
	case Easy:
		return Features{}
	case Normal:
		return Features{SumFields: true, Digits: true}
	}
	return AllFeatures
}

// allows reports whether a use of kind k is among the features.
func (f Features) allows(k UseKind) bool {
	switch k {
	case UseSwap:
		return f.Swaps
	case UseDigit:
		return f.Digits
	case UseDouble:
		return f.Doublers
	}
	return f.SumFields
}
