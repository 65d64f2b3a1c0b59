package knister

// Rating is the rule book's verdict on a solo score.
type Rating int

// The ratings, worst first: over 50 is good, over 80 super, over 100
// spectacular.
const (
	RatingKeepTrying Rating = iota
	RatingGood
	RatingSuper
	RatingSpectacular
)

// SoloRating is the rule book's verdict on score.
func SoloRating(score int) Rating {
	switch {
	case score > 100:
		return RatingSpectacular
	case score > 80:
		return RatingSuper
	case score > 50:
		return RatingGood
	}
	return RatingKeepTrying
}
