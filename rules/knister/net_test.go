package knister

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// testNet is a small network with random weights everywhere (the output
// layer too, so every input matters), over the embedded line model.
func testNet(t *testing.T, h1, h2 int) *model {
	t.Helper()
	line, err := readModel(hardModelBytes)
	if err != nil {
		t.Skipf("no model file in this build: %v", err)
	}
	m := &model{w: line.w, net: newValueNet(h1, h2)}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range m.net.params {
		m.net.params[i] = rng.Float32() - 0.45
	}
	return m
}

// fullValue is the evaluator's value of g at its own stage, computed
// from scratch.
func fullValue(m *model, g *Grid) float32 {
	if g.Filled() == Rounds {
		_, s := ScoreGrid(*g)
		return float32(s)
	}
	n := m.net
	keys := lineKeys(g)
	var x netInput
	m.encode(g, &keys, g.Filled(), &x)
	a1, h1, a2 := make([]float32, n.h1), make([]float32, n.h1), make([]float32, n.h2)
	n.hidden1(&x, a1)
	return x.tableSum() + n.head(a1, h1, a2)
}

// The decision's shortcut (the grids one placement away computed from
// the current one's sums) gives what encoding each of them afresh gives.
func TestAfterValuesMatchFullEncoding(t *testing.T) {
	m := testNet(t, 16, 8)
	s := m.net.newScratch()
	for seed := range uint64(6) {
		for n := 0; n < Rounds; n += 3 {
			g := randomGrid(seed, n)
			var values [numValues][Rounds]float32
			m.afterValues(&g, allSums, s, &values)
			for _, c := range g.Empty() {
				for _, v := range allSums {
					g2 := g
					g2[c.R][c.C] = v
					want, got := fullValue(m, &g2), values[v-MinValue][c.R*Size+c.C]
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
	var g Grid
	g[0] = [Size]int{7, 7, 7, 7, 0}
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
	if !on[inStage+4] || !on[emptyInput(0, 1)] || !on[emptyInput(Size, 4)] {
		t.Errorf("stage or empties missing: %v", x.active[:x.n])
	}
	// 25 squares + row 0's three counts + four columns' one each + the
	// main diagonal's one + 12 empties + the stage.
	if want := 25 + 3 + 4 + 1 + 12 + 1; x.n != want {
		t.Errorf("%d active inputs, want %d", x.n, want)
	}
}

// The trainer's gradient agrees with finite differences of its loss.
func TestNetGradient(t *testing.T) {
	m := testNet(t, 6, 5)
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
			a1, h1, a2 := make([]float32, n.h1), make([]float32, n.h1), make([]float32, n.h2)
			n.hidden1(&samples[i].x, a1)
			d := float64(samples[i].x.tableSum()+n.head(a1, h1, a2)) - float64(samples[i].target)
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

// A network section survives its file format up to int16 rounding, and
// every kind of damage is caught with its reason.
func TestNetSectionRoundTrip(t *testing.T) {
	m := testNet(t, 12, 7)
	data := encodeNet(m.net, 99)
	n, err := decodeNet(data, 99)
	if err != nil {
		t.Fatal(err)
	}
	for ti, want := range m.net.tensors() {
		got := n.tensors()[ti]
		for i := range want.v {
			// Rounded to 1/254 of its row's largest weight (here ≤ 0.55).
			if math.Abs(float64(got.v[i]-want.v[i])) > 0.55/254 {
				t.Fatalf("tensor %d[%d]: %v, want %v", ti, i, got.v[i], want.v[i])
			}
		}
	}
	flipped := append([]byte(nil), data...)
	flipped[len(flipped)-5] ^= 0x40
	wide := append([]byte(nil), data...)
	binary.LittleEndian.PutUint16(wide[4:], maxHidden+1)
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

// hardModelSHA256 is the checksum of the hard_model.bin the bot was
// measured with (docs/knister-bot.md). Retraining changes it: update it
// with the new figures.
const hardModelSHA256 = "db0db8e6d53ccedf4cf91be6beee0e39753a996c2e92abe2187f680d22e17acc"

// The shipped model file is the one measured, and it carries a network
// that loads.
func TestHardModelFileIsTheMeasuredOne(t *testing.T) {
	data, err := hardModelBytes()
	if err != nil {
		t.Skipf("no model file in this build: %v", err)
	}
	if got := fmt.Sprintf("%x", sha256.Sum256(data)); got != hardModelSHA256 {
		t.Errorf("hard_model.bin has SHA-256 %s, want %s", got, hardModelSHA256)
	}
	m, err := decodeModel(data)
	if err != nil || m.net == nil || m.netErr != nil {
		t.Fatalf("hard_model.bin: %v, network loaded %v (%v)", err, m != nil && m.net != nil, m.netErr)
	}
}

// Looking ahead from one square is the greedy choice; from more it picks
// one of the evaluator's top squares, the same one every time.
func TestLookaheadChoosesAmongTheTop(t *testing.T) {
	m := testNet(t, 16, 8)
	s := m.net.newScratch()
	for seed := range uint64(3) {
		for n := 0; n < Rounds; n += 4 {
			g := randomGrid(seed, n)
			for _, v := range []int{2, 7, 11} {
				if got, want := m.lookaheadChoose(&g, v, 1, s), m.netChoose(&g, v, s); got != want {
					t.Fatalf("top 1 chose %v, greedy %v", got, want)
				}
				var values [numValues][Rounds]float32
				m.afterValues(&g, allSums, s, &values)
				c := m.lookaheadChoose(&g, v, 3, s)
				if c != m.lookaheadChoose(&g, v, 3, s) {
					t.Fatal("two lookaheads from one position differ")
				}
				better := 0
				for _, e := range g.Empty() {
					if values[v-MinValue][e.R*Size+e.C] > values[v-MinValue][c.R*Size+c.C] {
						better++
					}
				}
				if g.At(c) != 0 || better >= 3 {
					t.Fatalf("lookahead chose %v, with %d squares valued higher", c, better)
				}
			}
		}
	}
}
