package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules/rulestest"
)

// A fourth game reaches the referee through its registration alone: the
// test-only coin-flip game, registered here with the driver any game gets
// from the common shape of its rules, is simulated, its records replay,
// and a record that cannot have happened is refused, with no other
// referee file knowing it.
func TestAFourthGameNeedsOnlyItsRegistration(t *testing.T) {
	register(rulestest.CoinFlipName, rulesDriver(rulestest.CoinFlip))
	defer delete(drivers, rulestest.CoinFlipName)

	dir := t.TempDir()
	var out, errs bytes.Buffer
	if code := run([]string{"sim", "-game", "coinflip", "-bots", "easy,hard", "-games", "20", "-seed", "3", "-out", dir}, &out, &errs); code != 0 {
		t.Fatalf("sim exits %d: %s%s", code, out.String(), errs.String())
	}
	var report struct {
		Games int `json:"games"`
	}
	if err := json.Unmarshal(out.Bytes(), &report); err != nil || report.Games != 20 {
		t.Fatalf("sim printed %s (%v)", out.String(), err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 20 {
		t.Fatalf("sim wrote %d records, want 20", len(files))
	}
	out.Reset()
	if code := run([]string{"replay", files[0]}, &out, &errs); code != 0 || !strings.Contains(out.String(), `"finished":true`) {
		t.Errorf("replay of a simulated record exits %d: %s", code, out.String())
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	// The first call becomes "edge" (the record is indented).
	bad := strings.Replace(string(data), `"call": "heads"`, `"call": "edge"`, 1)
	if bad == string(data) {
		bad = strings.Replace(bad, `"call": "tails"`, `"call": "edge"`, 1)
	}
	file := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := run([]string{"replay", file}, &out, &errs); code != 1 || !strings.Contains(out.String(), "heads or tails") {
		t.Errorf("an impossible call exits %d: %s", code, out.String())
	}
	if help := usageText(); !strings.Contains(help, "coinflip") {
		t.Errorf("the usage does not list the registered game: %s", help)
	}
}

// usageText is the referee's usage as printed.
func usageText() string {
	var b bytes.Buffer
	usage(&b)
	return b.String()
}
