package netbot

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cifra/rules/knister"
)

// testNet is a small network with random weights everywhere (the output
// layer too, so every input matters), over the embedded line model.
func testNet(t *testing.T, widths ...int) *model {
	t.Helper()
	line, err := readModel(hardModelBytes)
	if err != nil {
		t.Skipf("no model file in this build: %v", err)
	}
	m := &model{w: line.w, net: newValueNet(widths...)}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range m.net.params {
		m.net.params[i] = rng.Float32() - 0.45
	}
	return m
}

// fullValue is the evaluator's value of g at its own stage, computed
// from scratch.
func fullValue(m *model, g *knister.Grid) float32 {
	if g.Filled() == knister.Rounds {
		_, s := knister.ScoreGrid(*g)
		return float32(s)
	}
	n := m.net
	keys := lineKeys(g)
	var x netInput
	m.encode(g, &keys, g.Filled(), &x)
	a1, bufs := make([]float32, n.h1), n.newLayerBufs()
	n.hidden1(&x, a1)
	return x.tableSum() + n.head(a1, &bufs)
}

// The decision's shortcut (the grids one placement away computed from
// the current one's sums) gives what encoding each of them afresh gives.
func TestAfterValuesMatchFullEncoding(t *testing.T) {
	for _, widths := range [][]int{{16, 8}, {16, 8, 8}} {
		afterValuesMatchFullEncoding(t, testNet(t, widths...))
	}
}

func afterValuesMatchFullEncoding(t *testing.T, m *model) {
	s := m.net.newScratch()
	for seed := range uint64(6) {
		for n := 0; n < knister.Rounds; n += 3 {
			g := randomGrid(seed, n)
			var values [numValues][knister.Rounds]float32
			m.afterValues(&g, allSums, s, &values)
			for _, c := range g.Empty() {
				for _, v := range allSums {
					g2 := g
					g2[c.R][c.C] = v
					want, got := fullValue(m, &g2), values[v-knister.MinValue][c.R*knister.Size+c.C]
					if math.Abs(float64(got-want)) > 1e-3*max(1, math.Abs(float64(want))) {
						t.Fatalf("%d at %v on\n%v: shortcut %v, afresh %v", v, c, g, got, want)
					}
				}
			}
		}
	}
}

// The encoding has the documented shape: 25 squares, the stage, the
// counts of repeated values.
func TestEncodeCountsRepeats(t *testing.T) {
	m := testNet(t, 4, 2)
	var g knister.Grid
	g[0] = [knister.Size]int{7, 7, 7, 7, 0}
	keys := lineKeys(&g)
	var x netInput
	m.encode(&g, &keys, 4, &x)
	on := map[int]bool{}
	for _, i := range x.active[:x.n] {
		on[int(i)] = true
	}
	for times := 1; times <= 3; times++ {
		if !on[countInput(0, 7, times)] {
			t.Errorf("row 0 holds 7 four times, but 'at least %d' is off", times)
		}
	}
	if !on[inStage+4] || !on[emptyInput(0, 1)] || !on[emptyInput(knister.Size, 4)] {
		t.Errorf("stage or empties missing: %v", x.active[:x.n])
	}
	// 25 squares + row 0's three counts + four columns' one each + the
	// main diagonal's one + 12 empties + the stage.
	if want := 25 + 3 + 4 + 1 + 12 + 1; x.n != want {
		t.Errorf("%d active inputs, want %d", x.n, want)
	}
}

// The trainer's gradient agrees with finite differences of its loss, for
// one, two and three hidden layers.
func TestNetGradient(t *testing.T) {
	for _, widths := range [][]int{{6}, {6, 5}, {6, 5, 4}} {
		t.Run(fmt.Sprint(widths), func(t *testing.T) { netGradientMatches(t, testNet(t, widths...)) })
	}
}

func netGradientMatches(t *testing.T, m *model) {
	n := m.net
	for i := range n.params {
		n.params[i] *= 0.3
	}
	var samples []netSample
	for seed := range uint64(4) {
		g := randomGrid(seed, 5+int(seed)*4)
		keys := lineKeys(&g)
		samples = append(samples, netSample{target: 20 + float32(seed)*7})
		m.encode(&g, &keys, g.Filled(), &samples[len(samples)-1].x)
	}
	loss := func() float64 {
		l := 0.0
		for i := range samples {
			a1, bufs := make([]float32, n.h1), n.newLayerBufs()
			n.hidden1(&samples[i].x, a1)
			d := float64(samples[i].x.tableSum()+n.head(a1, &bufs)) - float64(samples[i].target)
			l += d * d / 2
		}
		return l
	}
	grad := make([]float32, len(n.params))
	n.gradient(samples, grad)
	rng := rand.New(rand.NewPCG(1, 2))
	checked := 0
	for range 400 {
		i := rng.IntN(len(n.params))
		if grad[i] == 0 {
			continue
		}
		const h = 1e-2
		old := n.params[i]
		n.params[i] = old + h
		up := loss()
		n.params[i] = old - h
		down := loss()
		n.params[i] = old
		numeric := (up - down) / (2 * h)
		if math.Abs(numeric-float64(grad[i])) > 0.02*math.Abs(numeric)+0.02 {
			t.Errorf("parameter %d: gradient %v, finite difference %v", i, grad[i], numeric)
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d parameters with a gradient checked", checked)
	}
}

// A network section survives its file format up to int8 rounding,
// whatever its depth and in the older two-layer form too, and every kind
// of damage is caught with its reason.
func TestNetSectionRoundTrip(t *testing.T) {
	m := testNet(t, 12, 7)
	data := encodeNet(m.net, 99)
	// The older form of a two-layer section: "KNN1" | h1 | h2 | the rest.
	legacy := append([]byte(netMagicLegacy), data[6:]...)
	deeper := testNet(t, 12, 8, 5)
	for _, c := range []struct {
		name string
		net  *valueNet
		data []byte
	}{{"two layers", m.net, data}, {"KNN1", m.net, legacy}, {"three layers", deeper.net, encodeNet(deeper.net, 99)}} {
		n, err := decodeNet(c.data, 99)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Equal(n.widths(), c.net.widths()) {
			t.Fatalf("%s: widths %v, want %v", c.name, n.widths(), c.net.widths())
		}
		for ti, want := range c.net.tensors() {
			got := n.tensors()[ti]
			for i := range want.v {
				// Rounded to 1/254 of its row's largest weight (here ≤ 0.55).
				if math.Abs(float64(got.v[i]-want.v[i])) > 0.55/254 {
					t.Fatalf("%s: tensor %d[%d]: %v, want %v", c.name, ti, i, got.v[i], want.v[i])
				}
			}
		}
	}
	flipped := append([]byte(nil), data...)
	flipped[len(flipped)-5] ^= 0x40
	wide := append([]byte(nil), data...)
	binary.LittleEndian.PutUint16(wide[6:], maxHidden+1)
	deep := append([]byte(nil), data...)
	binary.LittleEndian.PutUint16(deep[4:], maxLayers+1)
	cases := []struct {
		name string
		data []byte
		crc  uint32
		want string
	}{
		{"damaged", flipped, 99, "checksum"},
		{"cut", data[:len(data)-2], 99, "needs"},
		{"other line model", data, 98, "other line values"},
		{"not a section", []byte("garbage that is long enough"), 99, "no network section"},
		{"too wide", wide, 99, "more than"},
		{"too deep", deep, 99, "hidden layers"},
		{"header cut", data[:9], 99, "cut short"},
	}
	for _, c := range cases {
		if _, err := decodeNet(c.data, c.crc); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error about %q", c.name, err, c.want)
		}
	}
}

// A model file whose network is damaged still loads its line model; the
// reason is logged and the hard bot plays by rollouts over the lines.
func TestDamagedNetFallsBackToLineModel(t *testing.T) {
	m := testNet(t, 8, 4)
	good, _ := hardModelBytes()
	line := good[:lineModelBytes]
	file := append(append([]byte(nil), line...), encodeNet(m.net, crc32.ChecksumIEEE(line))...)
	var logged []string
	logf := func(format string, args ...any) { logged = append(logged, fmt.Sprintf(format, args...)) }
	if got := loadHardModel(func() ([]byte, error) { return file, nil }, logf); got == nil || got.net == nil || len(logged) > 0 {
		t.Fatalf("a sound file: net %v, logged %q", got != nil && got.net != nil, logged)
	}
	file[len(file)-1] ^= 1
	got := loadHardModel(func() ([]byte, error) { return file, nil }, logf)
	if got == nil || got.net != nil || !errors.Is(got.netErr, errNetDamaged) {
		t.Fatalf("a damaged network: model %v", got)
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "without its network") {
		t.Fatalf("logged %q, want the reason", logged)
	}
	g := randomGrid(5, 9)
	if c, _ := hintWith(got, g, 7); c != got.rolloutChoose(&g, 7) {
		t.Errorf("without its network the hard bot chose %v, not the rollouts' choice", c)
	}
}

// A section's length is read off its header, for every form of it, so a
// second section (the lookahead's filter) can follow.
func TestNetSectionLen(t *testing.T) {
	for _, widths := range [][]int{{12, 7}, {12, 8, 5}, {16, 8, 8, 4}} {
		data := encodeNet(testNet(t, widths...).net, 99)
		if n, err := netSectionLen(data); err != nil || n != len(data) {
			t.Errorf("%v: length %d (%v), want %d", widths, n, err, len(data))
		}
	}
	shipped, err := hardModelBytes()
	if err != nil {
		t.Skipf("no model file in this build: %v", err)
	}
	if n, err := netSectionLen(shipped[lineModelBytes:]); err != nil || n > len(shipped)-lineModelBytes {
		t.Errorf("the shipped file's network section: length %d (%v) of %d bytes", n, err, len(shipped)-lineModelBytes)
	}
}

// A model file may carry a second, smaller network after the first: the
// lookahead's filter. A damaged filter is left out with a logged reason
// and the network still plays; the bot with a filter decides legally and
// the same way each time.
func TestModelFileWithFilter(t *testing.T) {
	big, small := testNet(t, 16, 8, 4), testNet(t, 8, 4)
	good, _ := hardModelBytes()
	line := good[:lineModelBytes]
	crc := crc32.ChecksumIEEE(line)
	file := slices.Concat(line, encodeNet(big.net, crc), encodeNet(small.net, crc))
	var logged []string
	logf := func(format string, args ...any) { logged = append(logged, fmt.Sprintf(format, args...)) }
	m := loadHardModel(func() ([]byte, error) { return file, nil }, logf)
	if m == nil || m.net == nil || m.filter == nil || len(logged) > 0 {
		t.Fatalf("a sound file: %+v, logged %q", m, logged)
	}
	if !slices.Equal(m.net.widths(), []int{16, 8, 4}) || !slices.Equal(m.filter.widths(), []int{8, 4}) {
		t.Fatalf("read %s with filter %s", widthsName(m.net.widths()), widthsName(m.filter.widths()))
	}
	for seed := range uint64(3) {
		g := randomGrid(seed, 6)
		c, _ := hintWith(m, g, 9)
		if again, _ := hintWith(m, g, 9); g.At(c) != 0 || again != c {
			t.Fatalf("with a filter the bot chose %v, then %v, on\n%v", c, again, g)
		}
	}
	file[len(file)-1] ^= 1
	m = loadHardModel(func() ([]byte, error) { return file, nil }, logf)
	if m == nil || m.net == nil || m.filter != nil || !errors.Is(m.filterErr, errNetDamaged) {
		t.Fatalf("a damaged filter: %+v", m)
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "without its filter") {
		t.Fatalf("logged %q, want the reason", logged)
	}
	g := randomGrid(7, 11)
	if c, _ := hintWith(m, g, 4); g.At(c) != 0 {
		t.Fatalf("without its filter the bot chose the written square %v", c)
	}
}

// The bound on a decision's work lets the shipped network look ahead as
// far as it would without one, and holds a far larger one to fewer
// squares.
func TestLookaheadWork(t *testing.T) {
	// The file as decoded (the browser build's hardModel leaves the filter
	// out, as it does not look ahead).
	if m, err := readModel(hardModelBytes); err == nil && m.net != nil {
		cost := m.net.evalCost()
		// The first roll is the costliest: 25 squares, 24 left after.
		if most := 25*cost + hardLookahead.top*len(allSums)*24*cost; m.filter == nil && most > hardLookahead.work {
			t.Errorf("the shipped network's first decision costs %d, over the bound %d", most, hardLookahead.work)
		}
	}
	// Only the shape counts: no weights.
	big := &valueNet{h1: 1024, wOut: make([]float32, 1024), dense: []denseLayer{{in: 1024, out: 1024}, {in: 1024, out: 1024}}}
	if c := big.evalCost(); 25*c+2*len(allSums)*24*c <= hardLookahead.work {
		t.Errorf("a 1024-1024-1024 network's lookahead from two squares fits the bound (%d a grid)", c)
	}
}

// hardModelSHA256 is the checksum of the hard_model.bin the bot was
// measured with (docs/knister-bot.md). Retraining changes it: update it
// with the new figures.
const hardModelSHA256 = "926867c7eb2f3e3d5b52ef2d7fddfa10bcf71d50e1c2755df9ca3b587fb5e021"

// The shipped model file is the one measured, and it carries a network
// and the lookahead's filter network, both of which load.
func TestHardModelFileIsTheMeasuredOne(t *testing.T) {
	data, err := hardModelBytes()
	if err != nil {
		t.Skipf("no model file in this build: %v", err)
	}
	if got := fmt.Sprintf("%x", sha256.Sum256(data)); got != hardModelSHA256 {
		t.Errorf("hard_model.bin has SHA-256 %s, want %s", got, hardModelSHA256)
	}
	m, err := decodeModel(data)
	if err != nil || m.net == nil || m.netErr != nil || m.filter == nil || m.filterErr != nil {
		t.Fatalf("hard_model.bin: %v, network loaded %v (%v), filter loaded %v (%v)", err,
			m != nil && m.net != nil, m.netErr, m != nil && m.filter != nil, m.filterErr)
	}
}

// noGap looks ahead from the top squares whatever their values.
var noGap = float32(math.Inf(1))

// netBest is the index of the best empty square of g by values.
func netBest(g *knister.Grid, values *[knister.Rounds]float32) int {
	c := bestSquare(g, values)
	return c.R*knister.Size + c.C
}

// Looking ahead from one square, or within a gap of 0, is the greedy
// choice; from more it picks
// one of the evaluator's top squares, the same one every time.
func TestLookaheadChoosesAmongTheTop(t *testing.T) {
	m := testNet(t, 16, 8)
	s := m.net.newScratch()
	for seed := range uint64(3) {
		for n := 0; n < knister.Rounds; n += 4 {
			g := randomGrid(seed, n)
			for _, v := range []int{2, 7, 11} {
				for _, look := range []lookahead{{top: 1, gap: noGap}, {top: 3, gap: 0}, {top: 3, gap: noGap, work: 1}} {
					if got, want := m.lookaheadChoose(&g, v, look, s, nil), m.netChoose(&g, v, s); got != want {
						t.Fatalf("%+v chose %v, greedy %v", look, got, want)
					}
				}
				var values [numValues][knister.Rounds]float32
				m.afterValues(&g, allSums, s, &values)
				all3 := lookahead{top: 3, gap: noGap}
				c := m.lookaheadChoose(&g, v, all3, s, nil)
				if c != m.lookaheadChoose(&g, v, all3, s, nil) {
					t.Fatal("two lookaheads from one position differ")
				}
				better := 0
				for _, e := range g.Empty() {
					if values[v-knister.MinValue][e.R*knister.Size+e.C] > values[v-knister.MinValue][c.R*knister.Size+c.C] {
						better++
					}
				}
				if g.At(c) != 0 || better >= 3 {
					t.Fatalf("lookahead chose %v, with %d squares valued higher", c, better)
				}
				// Within a gap, the choice trails the favourite by less.
				const gap = 0.05
				c = m.lookaheadChoose(&g, v, lookahead{top: 3, gap: gap}, s, nil)
				mine := &values[v-knister.MinValue]
				if fav := netBest(&g, mine); mine[fav]-mine[c.R*knister.Size+c.C] >= gap {
					t.Fatalf("within %v the lookahead chose %v, worth %v against the favourite's %v", gap, c, mine[c.R*knister.Size+c.C], mine[fav])
				}
			}
		}
	}
}

// A grown network values every grid as the one it grew from, and the
// shapes it cannot grow into are refused.
func TestGrownNetKeepsValues(t *testing.T) {
	m := testNet(t, 16, 8)
	for i := range m.net.params {
		m.net.params[i] *= 0.3
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, widths := range [][]int{{16, 8}, {24, 16}, {24, 16, 8}, {32, 16, 12, 8}} {
		g, err := m.net.grown(widths, rng)
		if err != nil {
			t.Fatal(err)
		}
		bigger := &model{w: m.w, net: g}
		for seed := range uint64(4) {
			grid := randomGrid(seed, 3+int(seed)*5)
			if a, b := fullValue(m, &grid), fullValue(bigger, &grid); math.Abs(float64(a-b)) > 1e-6*math.Abs(float64(a)) {
				t.Fatalf("grown to %v: %v, the original %v", widths, b, a)
			}
		}
	}
	for _, widths := range [][]int{{16}, {12, 8}, {16, 8, 4}} {
		if _, err := m.net.grown(widths, rng); err == nil {
			t.Errorf("grew 16-8 into %v", widths)
		}
	}
}
