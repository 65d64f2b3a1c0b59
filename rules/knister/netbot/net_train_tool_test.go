//go:build cifra_train

package netbot

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/rules/knister"
)

var (
	netGames   = flag.Int("trainnet", 0, "train the hard bot's network for this many self-play games (0: skip)")
	netRound   = flag.Int("netround", 4096, "self-play games per training round")
	netH1      = flag.Int("h1", 128, "first hidden layer's units")
	netH2      = flag.Int("h2", 32, "second hidden layer's units")
	netH3      = flag.Int("h3", 0, "third hidden layer's units (0: none)")
	netLR0     = flag.Float64("lr0", 1e-3, "learning rate at the start")
	netLR1     = flag.Float64("lr1", 1e-4, "learning rate at the end")
	netExplore = flag.Float64("explore", 0.03, "share of random placements in self-play")
	netCkpt    = flag.String("netckpt", "/tmp/knister-net.ckpt", "checkpoint file: read to resume, written every round")
	netEvalN   = flag.Int("netevalgames", 500, "games of each evaluation")
	netEvalAt  = flag.Int("netevalevery", 10, "evaluate every this many rounds")
	netLambda  = flag.Float64("netlambda", 0, "λ of the targets' λ-returns (0: the one-roll backup alone)")
	netBatch   = flag.Int("batch", 1024, "samples per Adam step")
	netEpochs  = flag.Int("epochs", 2, "passes over each round's samples")
	netGrow    = flag.String("growfrom", "", "without a checkpoint, start from this checkpoint's network grown to -h1 -h2 -h3 (net_train.go's grown; fresh Adam moments)")
	netShipped = flag.Bool("fromshipped", false, "without a checkpoint, start from hard_model.bin's network (fresh Adam moments) rather than afresh")
	netWrite   = flag.Bool("writenet", false, "after training, write the network into hard_model.bin")
	netFilterK = flag.Int("filtertop", 0, "self-play values only the top this many squares a sum by hard_model.bin's network with the trained one (net_train.go's netFilter; 0: every square)")
	netSave    = flag.String("savenet", "", "after every round, also write the network to this file as a network section (int8 rows, a third of the checkpoint's size: small enough to commit, so a later session can go on)")
	netFrom    = flag.String("fromnet", "", "without a checkpoint, start from the network section in this file (written by -savenet; fresh Adam moments) at round -fromround")
	netFromR   = flag.Int("fromround", 0, "the round -fromnet's or -fromshipped's network was written at (for the learning rate's schedule and the self-play seeds)")
)

// A checkpoint is the trainer's state: a header of int64s, then the
// parameters and Adam's two moments as float32. The header is -1, the
// number of hidden layers, their widths, rounds done and Adam's step
// count; a checkpoint from before deeper networks has h1, h2, rounds,
// steps.
func saveCheckpoint(path string, t *netTrainer, rounds int) error {
	n := t.m.net
	f, err := os.Create(path + ".tmp")
	if err != nil {
		return err
	}
	widths := n.widths()
	hdr := []int64{-1, int64(len(widths))}
	for _, w := range widths {
		hdr = append(hdr, int64(w))
	}
	hdr = append(hdr, int64(rounds), int64(t.steps))
	for _, v := range []any{hdr, n.params, t.adamM, t.adamV} {
		if err := binary.Write(f, binary.LittleEndian, v); err != nil {
			f.Close()
			return err
		}
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(path+".tmp", path)
}

func loadCheckpoint(path string, m *model) (*netTrainer, int, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	read := func(k int) ([]int64, error) {
		v := make([]int64, k)
		return v, binary.Read(f, binary.LittleEndian, v)
	}
	first, err := read(1)
	if err != nil {
		return nil, 0, err
	}
	var widths []int
	if first[0] == -1 {
		k, err := read(1)
		if err != nil {
			return nil, 0, err
		}
		if k[0] < 1 || k[0] > maxLayers {
			return nil, 0, fmt.Errorf("a checkpoint with %d hidden layers", k[0])
		}
		ws, err := read(int(k[0]))
		if err != nil {
			return nil, 0, err
		}
		for _, w := range ws {
			widths = append(widths, int(w))
		}
	} else {
		h2, err := read(1)
		if err != nil {
			return nil, 0, err
		}
		widths = []int{int(first[0]), int(h2[0])}
	}
	tail, err := read(2)
	if err != nil {
		return nil, 0, err
	}
	m.net = newValueNet(widths...)
	t := newNetTrainer(m, widths, 0, 2)
	t.steps = int(tail[1])
	for _, v := range [][]float32{m.net.params, t.adamM, t.adamV} {
		if err := binary.Read(f, binary.LittleEndian, v); err != nil {
			return nil, 0, err
		}
	}
	return t, int(tail[0]), nil
}

// smallNet is the model's filter network when it has one, else its
// network: the cheaper one, for filtering a larger network's squares.
func (m *model) smallNet() *valueNet {
	if m.filter != nil {
		return m.filter
	}
	return m.net
}

// netGreedyMean plays n fixed games (the dice of playPolicy) greedily by
// m's evaluator.
func netGreedyMean(m *model, n int) float64 {
	m.net.pack()
	s := m.net.newScratch()
	mean, _, _, _ := summary(playPolicy(n, func(g *knister.Grid, v, filled int) knister.Cell { return m.netChoose(g, v, s) }))
	return mean
}

// TestTrainNet trains the hard bot's network by self-play, resuming from
// and writing -netckpt; run with -trainnet N -timeout 0.
func TestTrainNet(t *testing.T) {
	if *netGames == 0 {
		t.Skip("run with -trainnet N")
	}
	widths := []int{*netH1, *netH2}
	if *netH3 > 0 {
		widths = append(widths, *netH3)
	}
	for _, w := range widths {
		if w > maxHidden {
			t.Fatalf("a layer of %d units: at most %d", w, maxHidden)
		}
	}
	line, err := readModel(hardModelBytes)
	if err != nil {
		t.Fatal(err)
	}
	m := &model{w: line.w}
	tr, done, err := loadCheckpoint(*netCkpt, m)
	if err != nil {
		m.net = nil
		if *netGrow != "" {
			from := &model{w: line.w}
			_, rounds, err := loadCheckpoint(*netGrow, from)
			if err != nil {
				t.Fatalf("-growfrom: %v", err)
			}
			if m.net, err = from.net.grown(widths, rand.New(rand.NewPCG(9, uint64(rounds)))); err != nil {
				t.Fatal(err)
			}
			t.Logf("starting from %s's network (round %d), grown from %s", *netGrow, rounds, widthsName(from.net.widths()))
		} else if *netFrom != "" {
			if m.net, err = readNetSection(*netFrom); err != nil {
				t.Fatalf("-fromnet: %v", err)
			}
			t.Logf("starting from %s's network at round %d", *netFrom, *netFromR)
		} else if *netShipped && line.net != nil {
			m.net = line.net
			t.Logf("starting from hard_model.bin's network (%v)", err)
		} else {
			t.Logf("starting afresh (%v)", err)
		}
		tr, done = newNetTrainer(m, widths, 1, 2), 0
		if *netFrom != "" || *netShipped {
			done = *netFromR
		}
	}
	if *netFilterK > 0 {
		f := line.smallNet()
		if f == nil {
			t.Fatalf("-filtertop: hard_model.bin has no network (%v)", line.netErr)
		}
		tr.filter, tr.filterTop = f, *netFilterK
		t.Logf("self-play through hard_model.bin's network %s, its top %d squares a sum", widthsName(f.widths()), *netFilterK)
	}
	rounds := *netGames / *netRound
	t.Logf("network %s, %d parameters; rounds %d..%d of %d games", widthsName(m.net.widths()), len(m.net.params), done, rounds, *netRound)
	rng := rand.New(rand.NewPCG(uint64(done), 5))
	for r := done; r < rounds; r++ {
		start := time.Now()
		samples, mean := tr.selfPlay(*netRound, []uint64{uint64(r)*2 + 1, uint64(r)*2 + 2}, *netExplore, float32(*netLambda))
		played := time.Since(start)
		lr := *netLR0 * math.Pow(*netLR1 / *netLR0, float64(r)/float64(max(1, rounds-1)))
		var mse float64
		for range *netEpochs {
			mse = tr.epoch(samples, *netBatch, float32(lr), rng)
		}
		t.Logf("round %d: self-play mean %.2f, mse %.2f, lr %.2e; %.1fs play, %.1fs fit",
			r+1, mean, mse, lr, played.Seconds(), (time.Since(start) - played).Seconds())
		if err := saveCheckpoint(*netCkpt, tr, r+1); err != nil {
			t.Fatal(err)
		}
		if *netSave != "" {
			if err := writeNetSection(*netSave, m.net); err != nil {
				t.Fatal(err)
			}
		}
		if (r+1)%*netEvalAt == 0 || r+1 == rounds {
			t.Logf("round %d: greedy over %d games: %.2f", r+1, *netEvalN, netGreedyMean(m, *netEvalN))
		}
	}
	if *netSave != "" && done >= rounds { // no round was left to write it
		if err := writeNetSection(*netSave, m.net); err != nil {
			t.Fatal(err)
		}
	}
	if *netWrite {
		writeNet(t, m.net, nil)
	}
}

// writeNet rewrites hard_model.bin as its line model followed by n, and
// by filter when it is not nil (the lookahead's, netFilter), and checks
// that the rounding to int8 costs no points.
func writeNet(t *testing.T, n, filter *valueNet) {
	data, err := hardModelBytes()
	if err != nil {
		t.Fatal(err)
	}
	line := data[:lineModelBytes]
	crc := crc32.ChecksumIEEE(line)
	file := slices.Concat(line, encodeNet(n, crc))
	if filter != nil {
		file = append(file, encodeNet(filter, crc)...)
	}
	written, err := decodeModel(file)
	if err != nil || written.net == nil || (filter != nil) != (written.filter != nil) {
		t.Fatalf("the new file does not load: %v %v %v", err, written.netErr, written.filterErr)
	}
	float := &model{w: written.w, net: n}
	t.Logf("greedy over %d games: float32 %.2f, as written %.2f", *netEvalN, netGreedyMean(float, *netEvalN), netGreedyMean(written, *netEvalN))
	if err := os.WriteFile("hard_model.bin", file, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("hard_model.bin: %d bytes, SHA-256 %x (hardModelSHA256 in net_test.go)", len(file), sha256.Sum256(file))
}

var (
	modelNet    = flag.String("modelnet", "", "rewrite hard_model.bin with the network section in this file (written by -savenet or -averagenets)")
	modelFilter = flag.Bool("modelfilter", false, "with -modelnet, keep hard_model.bin's current network (or its filter) as the new one's lookahead filter")
)

// TestWriteHardModel rewrites hard_model.bin with a trained network and,
// with -modelfilter, the current network as its filter; run with
// -modelnet FILE.
func TestWriteHardModel(t *testing.T) {
	if *modelNet == "" {
		t.Skip("run with -modelnet FILE [-modelfilter]")
	}
	n, err := readNetSection(*modelNet)
	if err != nil {
		t.Fatal(err)
	}
	var filter *valueNet
	if *modelFilter {
		if filter = hardModel().smallNet(); filter == nil {
			t.Fatal("-modelfilter: hard_model.bin has no network")
		}
	}
	writeNet(t, n, filter)
}

var (
	netEvalPolicies = flag.Int("evalnet", 0, "compare the network's policies over this many games (0: skip)")
	netEvalFile     = flag.String("evalnetfile", "", "with -evalnet, the network to compare: a network section written by -savenet (default: hard_model.bin's)")
	netEvalLooks    = flag.String("evallooks", "1:inf,3:inf,3:1,3:2", "with -evalnet, the lookaheads to compare, as top:gap[:K[:work]] (K: each next sum's placements only hard_model.bin's network's top K, netFilter; work: lookahead.work)")
)

// TestEvalNetPolicies plays the referee's games (refereePlay) by a
// network greedily and with lookaheads over the next roll from more
// squares or fewer, pairing each with the shipped bot's choices on the
// same games, and times the decisions; run with -evalnet N (and
// -evalnetfile, -evallooks).
func TestEvalNetPolicies(t *testing.T) {
	if *netEvalPolicies == 0 {
		t.Skip("run with -evalnet N")
	}
	shippedModel := hardModel()
	if shippedModel.net == nil {
		t.Fatal("hard_model.bin has no network")
	}
	m := shippedModel
	if *netEvalFile != "" {
		n, err := readNetSection(*netEvalFile)
		if err != nil {
			t.Fatal(err)
		}
		m = &model{w: shippedModel.w, net: n}
	}
	play := func(m *model, look lookahead, f *valueNet) ([]int, []time.Duration) {
		var mu sync.Mutex
		var times []time.Duration
		scores := refereePlay(*netEvalPolicies, func() policy {
			s := m.net.newScratch()
			var filter *netFilter
			if f != nil && look.filterTop > 0 {
				filter = newNetFilter(f, look.filterTop)
			}
			return func(g *knister.Grid, v, filled int) knister.Cell {
				start := time.Now()
				c := m.lookaheadChoose(g, v, look, s, filter)
				d := time.Since(start)
				mu.Lock()
				times = append(times, d)
				mu.Unlock()
				return c
			}
		})
		return scores, times
	}
	shipped, _ := play(shippedModel, hardLookahead, shippedModel.filter)
	t.Logf("network %s against the shipped bot (%s, %+v): %.2f", widthsName(m.net.widths()),
		widthsName(shippedModel.net.widths()), hardLookahead, mean(shipped))
	for _, look := range strings.Split(*netEvalLooks, ",") {
		var l lookahead
		if _, err := fmt.Sscanf(strings.ReplaceAll(look, ":", " "), "%d %g %d %d", &l.top, &l.gap, &l.filterTop, &l.work); err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
			t.Fatalf("-evallooks %q: %v", look, err)
		}
		scores, times := play(m, l, shippedModel.smallNet())
		diff := make([]int, len(scores))
		for i := range scores {
			diff[i] = scores[i] - shipped[i]
		}
		slices.Sort(times)
		_, p10, p50, p90 := summary(scores)
		t.Logf("top %d within %v, filter top %d, work %d: mean %.2f ± %.2f (paired with the shipped bot %+.2f ± %.2f), p10 %d, median %d, p90 %d; decisions p50 %.2f ms, p99 %.2f ms",
			l.top, l.gap, l.filterTop, l.work, mean(scores), stderr(scores), mean(diff), stderr(diff), p10, p50, p90,
			ms(times[len(times)/2]), ms(times[len(times)*99/100]))
	}
}

// mean is the scores' mean.
func mean(scores []int) float64 {
	m, _, _, _ := summary(scores)
	return m
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// stderr is the standard error of the scores' mean.
func stderr(scores []int) float64 {
	mean, _, _, _ := summary(scores)
	ss := 0.0
	for _, v := range scores {
		ss += (float64(v) - mean) * (float64(v) - mean)
	}
	return math.Sqrt(ss/float64(len(scores)-1)) / math.Sqrt(float64(len(scores)))
}

var netAverage = flag.String("averagenets", "", "write the mean of these network sections' weights (a glob, e.g. a run's snapshots of its last rounds) to -savenet")

// TestAverageNets averages networks of one shape weight by weight (the
// mean of a run's last rounds plays a little better than any one of
// them); run with -averagenets GLOB -savenet FILE.
func TestAverageNets(t *testing.T) {
	if *netAverage == "" {
		t.Skip("run with -averagenets GLOB -savenet FILE")
	}
	if *netSave == "" {
		t.Fatal("-averagenets needs -savenet")
	}
	paths, err := filepath.Glob(*netAverage)
	if err != nil || len(paths) == 0 {
		t.Fatalf("-averagenets %q: no files (%v)", *netAverage, err)
	}
	var sum *valueNet
	for _, p := range paths {
		n, err := readNetSection(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if sum == nil {
			sum = n
			continue
		}
		if !slices.Equal(n.widths(), sum.widths()) {
			t.Fatalf("%s is %s, the first %s", p, widthsName(n.widths()), widthsName(sum.widths()))
		}
		axpy(sum.params, n.params, 1)
	}
	for i := range sum.params {
		sum.params[i] /= float32(len(paths))
	}
	if err := writeNetSection(*netSave, sum); err != nil {
		t.Fatal(err)
	}
	t.Logf("the mean of %d networks (%s) written to %s", len(paths), widthsName(sum.widths()), *netSave)
}
