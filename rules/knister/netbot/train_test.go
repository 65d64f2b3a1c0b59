//go:build cifra_train

package netbot

import (
	"encoding/binary"
	"flag"
	"os"
	"testing"

	"cifra/rules"
)

var (
	trainGames  = flag.Int("train", 0, "train the hard model for this many games (0: skip)")
	trainAlpha  = flag.Float64("alpha", 0.01, "learning rate")
	trainFrom   = flag.String("from", "", "start from this model file")
	trainOut    = flag.String("out", "/tmp/knister-model.bin", "write the model here")
	evalGames   = flag.Int("eval", 0, "evaluate policies over this many games (0: skip)")
	trainLambda = flag.Float64("lambda", 0, "TD(λ)")
	generate    = flag.Bool("generate", false, "retrain the hard model and rewrite hard_model.bin")
	evalModel   = flag.String("model", "", "model file to evaluate (default: the embedded one)")
)

func saveModel(path string, m *model) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return binary.Write(f, binary.LittleEndian, &m.w)
}

func loadModel(path string) (*model, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := &model{}
	if err := binary.Read(f, binary.LittleEndian, &m.w); err != nil {
		return nil, err
	}
	return m, nil
}

func TestTrainHardModel(t *testing.T) {
	if *trainGames == 0 {
		t.Skip("run with -train N")
	}
	m := newModelFrom(fillTable)
	if *trainFrom != "" {
		var err error
		if m, err = loadModel(*trainFrom); err != nil {
			t.Fatal(err)
		}
	}
	rng := rules.NewRand(uint64(*trainGames), 99)
	const chunk = 200000
	for done := 0; done < *trainGames; done += chunk {
		mean := m.train(chunk, float32(*trainAlpha), float32(*trainLambda), rng)
		t.Logf("%7d games: mean %.2f", done+chunk, mean)
	}
	if err := saveModel(*trainOut, m); err != nil {
		t.Fatal(err)
	}
}

// hardModelSchedule is how hard_model.bin was made: TD(0) self-play from
// the blind-fill table, games at a learning rate, in this order.
var hardModelSchedule = []struct {
	games int
	alpha float32
}{{3_000_000, 0.01}, {2_000_000, 0.003}}

// TestGenerateHardModel retrains the hard bot's line model from scratch
// (about 40 s) and rewrites hard_model.bin; run it with -generate. The
// file then has no network, which was trained for the old line values:
// retrain one with TestTrainNet and -writenet (docs/knister-bot.md).
func TestGenerateHardModel(t *testing.T) {
	if !*generate {
		t.Skip("run with -generate to rewrite hard_model.bin")
	}
	m := newModelFrom(fillTable)
	rng := rules.NewRand(2024, 99)
	for _, step := range hardModelSchedule {
		mean := m.train(step.games, step.alpha, 0, rng)
		t.Logf("%d games at %.3f: mean %.2f", step.games, step.alpha, mean)
	}
	if err := os.WriteFile("hard_model.bin", encodeModel(m), 0o644); err != nil {
		t.Fatal(err)
	}
}
