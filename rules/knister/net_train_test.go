package knister

import (
	"encoding/binary"
	"flag"
	"fmt"
	"hash/crc32"
	"math"
	"math/rand/v2"
	"os"
	"testing"
	"time"
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

// netGreedyMean plays n fixed games (the dice of playPolicy) greedily by
// m's evaluator.
func netGreedyMean(m *model, n int) float64 {
	m.net.pack()
	s := m.net.newScratch()
	mean, _, _, _ := summary(playPolicy(n, func(g *Grid, v, filled int) Cell { return m.netChoose(g, v, s) }))
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
		} else if *netShipped && line.net != nil {
			m.net = line.net
			t.Logf("starting from hard_model.bin's network (%v)", err)
		} else {
			t.Logf("starting afresh (%v)", err)
		}
		tr, done = newNetTrainer(m, widths, 1, 2), 0
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
		if (r+1)%*netEvalAt == 0 || r+1 == rounds {
			t.Logf("round %d: greedy over %d games: %.2f", r+1, *netEvalN, netGreedyMean(m, *netEvalN))
		}
	}
	if *netWrite {
		writeNet(t, m.net)
	}
}

// writeNet rewrites hard_model.bin as its line model followed by n, and
// checks that the rounding to int16 costs no points.
func writeNet(t *testing.T, n *valueNet) {
	data, err := hardModelBytes()
	if err != nil {
		t.Fatal(err)
	}
	line := data[:lineModelBytes]
	file := append(append([]byte(nil), line...), encodeNet(n, crc32.ChecksumIEEE(line))...)
	written, err := decodeModel(file)
	if err != nil || written.net == nil {
		t.Fatalf("the new file does not load: %v %v", err, written.netErr)
	}
	float := &model{w: written.w, net: n}
	t.Logf("greedy over %d games: float32 %.2f, as written %.2f", *netEvalN, netGreedyMean(float, *netEvalN), netGreedyMean(written, *netEvalN))
	if err := os.WriteFile("hard_model.bin", file, 0o644); err != nil {
		t.Fatal(err)
	}
}

var netEvalPolicies = flag.Int("evalnet", 0, "compare the network's policies over this many games (0: skip)")

// TestEvalNetPolicies compares greedy play by the network with
// lookaheads over the next roll from more squares or fewer, on the
// referee's games (refereePlay), each paired with the shipped choice;
// run with -evalnet N.
func TestEvalNetPolicies(t *testing.T) {
	if *netEvalPolicies == 0 {
		t.Skip("run with -evalnet N")
	}
	m := hardModel()
	if m.net == nil {
		t.Fatal("hard_model.bin has no network")
	}
	play := func(top int, gap float32) []int {
		return refereePlay(*netEvalPolicies, func() policy {
			s := m.net.newScratch()
			return func(g *Grid, v, filled int) Cell { return m.lookaheadChoose(g, v, top, gap, s) }
		})
	}
	shipped := play(lookaheadTop, lookaheadGap)
	for _, look := range []struct {
		top int
		gap float32
	}{{1, noGap}, {2, noGap}, {3, noGap}, {3, 0.5}, {3, 1}, {lookaheadTop, lookaheadGap}} {
		start := time.Now()
		scores := play(look.top, look.gap)
		diff := make([]int, len(scores))
		for i := range scores {
			diff[i] = scores[i] - shipped[i]
		}
		mean, p10, p50, p90 := summary(scores)
		paired, _, _, _ := summary(diff)
		t.Logf("lookahead over the top %d within %v: mean %.2f ± %.2f (against the shipped choice %+.2f ± %.2f), p10 %d, median %d, p90 %d (%.1fs)",
			look.top, look.gap, mean, stderr(scores), paired, stderr(diff), p10, p50, p90, time.Since(start).Seconds())
	}
}

// stderr is the standard error of the scores' mean.
func stderr(scores []int) float64 {
	mean, _, _, _ := summary(scores)
	ss := 0.0
	for _, v := range scores {
		ss += (float64(v) - mean) * (float64(v) - mean)
	}
	return math.Sqrt(ss/float64(len(scores)-1)) / math.Sqrt(float64(len(scores)))
}
