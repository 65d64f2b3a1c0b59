package netbot

import (
	"math"

	"cifra/rules/knister"
)

// netFilter is a cheaper evaluator (a smaller network over the same
// line model) that spares a larger network most of its work when every
// sum's placements are valued (self-play's targets, the lookahead): for
// each sum only the filter's top squares are valued by the larger
// network, so the best placement found is the best of those. That costs
// 11 × (empty squares) evaluations of the filter and at most 11 × top of
// the larger network, rather than 11 × (empty squares) of the larger.
type netFilter struct {
	net    *valueNet // over the same line model as the larger network
	s      *netScratch
	top    int
	values [numValues][knister.Rounds]float32
	only   [numValues][knister.Rounds]bool
}

// newNetFilter makes a filter through n keeping top squares a sum; each
// goroutine needs its own.
func newNetFilter(n *valueNet, top int) *netFilter {
	return &netFilter{net: n, s: n.newScratch(), top: top}
}

// valuesFor is afterValues for sums, through the filter f when there is
// one: the squares f leaves out get -∞, so they are never the best.
func (m *model) valuesFor(g *knister.Grid, sums []int, s *netScratch, f *netFilter, values *[numValues][knister.Rounds]float32) {
	if f == nil || g.Filled() >= knister.Rounds-1 {
		m.afterValues(g, sums, s, values)
		return
	}
	m.netValues(f.net, g, sums, nil, f.s, &f.values)
	clear(f.only[:])
	for _, v := range sums {
		cands, n := emptyByValue(g, &f.values[v-knister.MinValue])
		for i, c := range cands[:n] {
			sq := c.R*knister.Size + c.C
			f.only[v-knister.MinValue][sq] = i < f.top
			values[v-knister.MinValue][sq] = float32(math.Inf(-1))
		}
	}
	m.netValues(m.net, g, sums, &f.only, s, values)
}
