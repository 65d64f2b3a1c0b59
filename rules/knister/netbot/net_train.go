package netbot

// The network's trainer: self-play for targets, then Adam on the squared
// error. TestTrainNet drives it; docs/knister-bot.md says how to
// reproduce hard_model.bin's network and how long it took on what.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"cifra/rules/knister"
)

// netSample is a position met in self-play and what it was worth.
type netSample struct {
	x      netInput
	target float32
}

// playForTargets plays one solo game greedily by the evaluator (a share
// explore of placements made at random instead, so the network also sees
// positions it would not choose) and appends each position after a
// placement, 1 to 24 squares written, with its target. The target starts
// from the backup: the mean over the next roll's sums, weighted by the
// dice's odds, of the best value the evaluator gives the placements of
// that sum (a full grid's exact score for the last). With lambda > 0 it
// also leans on what happened next, as a λ-return: the next position's
// target minus the value the evaluator gave it is added, times lambda,
// so the game's real outcome reaches early positions sooner. (After a
// random placement nothing is added: that future is not the policy's.)
// It returns the samples and the game's score.
func (m *model) playForTargets(rng *rand.Rand, explore float64, lambda float32, s *netScratch, f *netFilter, out []netSample) ([]netSample, int) {
	var g knister.Grid
	var values [numValues][knister.Rounds]float32
	var backup, chosen [knister.Rounds]float32 // by stage
	var greedyNext [knister.Rounds]bool
	first := len(out)
	v := rollSum(rng)
	m.valuesFor(&g, allSums[v-knister.MinValue:][:1], s, f, &values)
	c := m.pick(&g, &values[v-knister.MinValue], rng, explore)
	g[c.R][c.C] = v
	for filled := 1; filled < knister.Rounds; filled++ {
		m.valuesFor(&g, allSums, s, f, &values)
		backup[filled] = weightedBest(&g, &values) / 36
		out = append(out, netSample{})
		keys := lineKeys(&g)
		m.encode(&g, &keys, filled, &out[len(out)-1].x)
		v := rollSum(rng)
		c := m.pick(&g, &values[v-knister.MinValue], rng, explore)
		greedyNext[filled] = c == bestSquare(&g, &values[v-knister.MinValue])
		chosen[filled] = values[v-knister.MinValue][c.R*knister.Size+c.C]
		g[c.R][c.C] = v
	}
	// From the end back: stage 24's backup is exact.
	next := float32(0)
	for filled := knister.Rounds - 1; filled >= 1; filled-- {
		t := backup[filled]
		if filled < knister.Rounds-1 && greedyNext[filled] {
			t += lambda * (next - chosen[filled])
		}
		out[first+filled-1].target = t
		next = t
	}
	_, score := knister.ScoreGrid(g)
	return out, score
}

// pick is the best square by values, or with chance explore a random
// empty one.
func (m *model) pick(g *knister.Grid, values *[knister.Rounds]float32, rng *rand.Rand, explore float64) knister.Cell {
	if rng.Float64() < explore {
		empty := g.Empty()
		return empty[rng.IntN(len(empty))]
	}
	return bestSquare(g, values)
}

// netTrainer fits m.net to self-play targets with Adam.
type netTrainer struct {
	m            *model
	adamM, adamV []float32
	steps        int
	workers      int
	// filter, when not nil, is the cheaper evaluator self-play picks
	// each sum's filterTop squares with (see netFilter).
	filter    *valueNet
	filterTop int
}

// newNetTrainer starts a trainer for m, whose net it gives hidden layers
// of the given widths, random hidden weights and a zero output layer (so
// the evaluator starts as the line model alone) unless it already has
// one.
func newNetTrainer(m *model, widths []int, seed uint64, workers int) *netTrainer {
	if m.net == nil {
		m.net = newValueNet(widths...)
		rng := rand.New(rand.NewPCG(seed, 7))
		n := m.net
		// He initialisation: a position has about 100 active inputs.
		a1 := float32(math.Sqrt(6.0 / 100))
		for i := range n.w1 {
			n.w1[i] = a1 * (2*rng.Float32() - 1)
		}
		for _, d := range n.dense {
			a := float32(math.Sqrt(6.0 / float64(d.in)))
			for i := range d.w {
				d.w[i] = a * (2*rng.Float32() - 1)
			}
		}
	}
	k := len(m.net.params)
	return &netTrainer{m: m, adamM: make([]float32, k), adamV: make([]float32, k), workers: workers}
}

// selfPlay plays games split among the workers (worker w's dice come
// from seeds[w]) and returns their samples and mean score.
func (t *netTrainer) selfPlay(games int, seeds []uint64, explore float64, lambda float32) ([]netSample, float64) {
	if t.filter != nil {
		t.filter.pack()
	}
	t.m.net.pack()
	parts := make([][]netSample, t.workers)
	scores := make([]int, t.workers)
	var wg sync.WaitGroup
	for w := range t.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seeds[w], 11))
			s := t.m.net.newScratch()
			var f *netFilter
			if t.filter != nil {
				f = newNetFilter(t.filter, t.filterTop)
			}
			mine := games / t.workers
			if w < games%t.workers {
				mine++
			}
			out := make([]netSample, 0, mine*(knister.Rounds-1))
			for range mine {
				var score int
				out, score = t.m.playForTargets(rng, explore, lambda, s, f, out)
				scores[w] += score
			}
			parts[w] = out
		}()
	}
	wg.Wait()
	total := 0
	for _, s := range scores {
		total += s
	}
	return slices.Concat(parts...), float64(total) / float64(games)
}

// epoch makes one pass over samples (shuffled by rng) in batches,
// with learning rate lr, and returns the mean squared error seen.
func (t *netTrainer) epoch(samples []netSample, batch int, lr float32, rng *rand.Rand) float64 {
	rng.Shuffle(len(samples), func(i, j int) { samples[i], samples[j] = samples[j], samples[i] })
	n := t.m.net
	grads := make([][]float32, t.workers)
	for w := range grads {
		grads[w] = make([]float32, len(n.params))
	}
	losses := make([]float64, t.workers)
	var total float64
	for start := 0; start < len(samples); start += batch {
		b := samples[start:min(len(samples), start+batch)]
		var wg sync.WaitGroup
		for w := range t.workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				clear(grads[w])
				lo, hi := w*len(b)/t.workers, (w+1)*len(b)/t.workers
				losses[w] = n.gradient(b[lo:hi], grads[w])
			}()
		}
		wg.Wait()
		g := grads[0]
		for w := 1; w < t.workers; w++ {
			axpy(g, grads[w], 1)
			losses[0] += losses[w]
		}
		total += losses[0]
		t.adam(g, lr, 1/float32(len(b)))
	}
	return total / float64(len(samples))
}

// adam applies one Adam step with gradient g (scaled by scale).
func (t *netTrainer) adam(g []float32, lr, scale float32) {
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	t.steps++
	c1 := 1 - float32(math.Pow(beta1, float64(t.steps)))
	c2 := 1 - float32(math.Pow(beta2, float64(t.steps)))
	p := t.m.net.params
	for l := range t.m.net.dense {
		t.m.net.dense[l].packed = nil // stale from here on
	}
	for i, gi := range g {
		gi *= scale
		t.adamM[i] = beta1*t.adamM[i] + (1-beta1)*gi
		t.adamV[i] = beta2*t.adamV[i] + (1-beta2)*gi*gi
		p[i] -= lr * (t.adamM[i] / c1) / (float32(math.Sqrt(float64(t.adamV[i]/c2))) + eps)
	}
}

// gradient adds to g (laid out like n.params) the gradient of half the
// squared error over samples, and returns the summed squared error.
func (n *valueNet) gradient(samples []netSample, g []float32) float64 {
	gn := netOver(g, n.widths())
	a1 := make([]float32, n.h1)
	bufs := n.newLayerBufs()
	// da[k] is the error's gradient by hidden layer k's weighted sums.
	da := make([][]float32, len(n.dense)+1)
	da[0] = make([]float32, n.h1)
	for k, d := range n.dense {
		da[k+1] = make([]float32, d.out)
	}
	loss := 0.0
	for i := range samples {
		x := &samples[i].x
		n.hidden1(x, a1)
		d := x.tableSum() + n.head(a1, &bufs) - samples[i].target
		loss += float64(d * d)
		// The output layer, fed by the last hidden layer.
		last := a1
		if k := len(n.dense); k > 0 {
			last = bufs.a[k-1]
		}
		gn.bOut[0] += d
		top := da[len(n.dense)]
		for j, v := range last {
			if v > 0 {
				gn.wOut[j] += d * v
				top[j] = d * n.wOut[j]
			} else {
				top[j] = 0
			}
		}
		// The dense layers, last to first: layer k's input is h[k].
		for k := len(n.dense) - 1; k >= 0; k-- {
			layer, grad := &n.dense[k], &gn.dense[k]
			out, in := da[k+1], da[k]
			axpy(grad.b, out, 1)
			for u, v := range bufs.h[k] {
				if v > 0 {
					axpy(grad.w[u*layer.out:][:layer.out], out, v)
					in[u] = dot(layer.w[u*layer.out:][:layer.out], out)
				} else {
					in[u] = 0
				}
			}
		}
		// The first layer: the rows of the active inputs.
		axpy(gn.b1, da[0], 1)
		for _, in := range x.active[:x.n] {
			axpy(gn.row(int(in)), da[0], 1)
		}
		for slot, v := range x.table {
			axpy(gn.row(inTable+slot), da[0], v/tableScale)
		}
	}
	return loss
}

// dot is the dot product of x and y (len(y) ≥ len(x)).
func dot(x, y []float32) float32 {
	y = y[:len(x)]
	s0, s1, s2, s3 := float32(0), float32(0), float32(0), float32(0)
	i := 0
	for ; i+4 <= len(x); i += 4 {
		s0 += x[i] * y[i]
		s1 += x[i+1] * y[i+1]
		s2 += x[i+2] * y[i+2]
		s3 += x[i+3] * y[i+3]
	}
	for ; i < len(x); i++ {
		s0 += x[i] * y[i]
	}
	return s0 + s1 + s2 + s3
}

// grown is a wider and deeper copy of n, with hidden layers of the given
// widths, that values every grid exactly as n does: so training can go on
// from n's games with room for more. Each layer keeps n's units first;
// the new units get random weights in and zero weights out to the units
// that were there, and to the output. A layer beyond n's depth starts as
// the identity on the units of n's last layer. widths must be at least
// as many, and each at least as wide, as n's (a layer beyond n's depth
// at least as wide as n's last).
func (n *valueNet) grown(widths []int, rng *rand.Rand) (*valueNet, error) {
	old := n.widths()
	if len(widths) < len(old) {
		return nil, fmt.Errorf("cannot grow %s into fewer layers (%s)", widthsName(old), widthsName(widths))
	}
	for l, w := range widths {
		if w < old[min(l, len(old)-1)] {
			return nil, fmt.Errorf("cannot grow %s into narrower layers (%s)", widthsName(old), widthsName(widths))
		}
	}
	g := newValueNet(widths...)
	random := func(fanIn int) float32 {
		return float32(math.Sqrt(6.0/float64(fanIn))) * (2*rng.Float32() - 1)
	}
	for i := range netInputs {
		row, oldRow := g.row(i), n.row(i)
		copy(row, oldRow)
		for j := len(oldRow); j < len(row); j++ {
			row[j] = random(100)
		}
	}
	copy(g.b1, n.b1)
	for l := range g.dense {
		d := &g.dense[l]
		if l < len(n.dense) {
			o := &n.dense[l]
			for i := range d.in {
				for j := range d.out {
					switch {
					case j >= o.out:
						d.w[i*d.out+j] = random(d.in)
					case i < o.in:
						d.w[i*d.out+j] = o.w[i*o.out+j]
					}
				}
			}
			copy(d.b, o.b)
			continue
		}
		// A layer beyond n's: the identity on n's last layer's units.
		last := old[len(old)-1]
		for i := range d.in {
			for j := range d.out {
				switch {
				case j >= last:
					d.w[i*d.out+j] = random(d.in)
				case i == j:
					d.w[i*d.out+j] = 1
				}
			}
		}
	}
	copy(g.wOut, n.wOut)
	g.bOut[0] = n.bOut[0]
	return g, nil
}
