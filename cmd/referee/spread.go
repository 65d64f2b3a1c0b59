package main

import "math"

// addSpread fills in how far r's means and win shares may be from the
// true ones: each seat's mean's standard error (the scores' sample
// standard deviation over √games) and, with two seats or more, each
// seat's share of games won (a shared win counts for every winner) and
// its standard error, √(p(1−p)/games). A difference between two
// independent runs' means has the standard error √(se₁² + se₂²); runs
// on the same seeds are better compared game by game.
func (r *simReport) addSpread(games []*simGame) {
	n := len(r.Bots)
	r.MeanStderr = make([]float64, n)
	for seat := range n {
		scores := make([]float64, len(games))
		for i, g := range games {
			scores[i] = float64(g.Scores[seat])
		}
		r.MeanStderr[seat] = round3(stderrOfMean(scores))
	}
	if n < 2 {
		return
	}
	r.WinShare, r.WinShareStderr = make([]float64, n), make([]float64, n)
	for seat, w := range r.Wins {
		p := float64(w) / float64(len(games))
		r.WinShare[seat] = round4(p)
		r.WinShareStderr[seat] = round4(math.Sqrt(p * (1 - p) / float64(len(games))))
	}
}

// stderrOfMean is the standard error of xs's mean: the sample standard
// deviation (n−1) over √n; 0 for fewer than two values.
func stderrOfMean(xs []float64) float64 {
	if len(xs) < 2 {
		return 0
	}
	mean := 0.0
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return math.Sqrt(ss/float64(len(xs)-1)) / math.Sqrt(float64(len(xs)))
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }
