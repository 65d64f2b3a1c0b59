package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestKnisterBookCard pins the rule book's 53-point card to RULES.md §4.
func TestKnisterBookCard(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"replay", filepath.Join("testdata", "knister", "book-53.json")}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	want := `{"game":"knister","finished":true,"scores":[53],"winners":[0],"lines":[{"rows":[0,8,6,1,3],"cols":[1,0,3,8,1],"diagonals":[6,16]}]}`
	if strings.TrimSpace(out.String()) != want {
		t.Fatalf("got %s\nwant %s", out.String(), want)
	}
}

func TestKnisterSimSmoke(t *testing.T) {
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	code := run([]string{"sim", "-game", "knister", "-bots", "hard,normal,easy", "-games", "3", "-seed", "9", "-out", dir}, &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var report struct {
		Games int       `json:"games"`
		Mean  []float64 `json:"mean"`
	}
	if err := json.Unmarshal(out.Bytes(), &report); err != nil || report.Games != 3 || len(report.Mean) != 3 {
		t.Fatalf("report %s: %v", out.String(), err)
	}
	recs, _ := filepath.Glob(filepath.Join(dir, "knister-*.json"))
	if len(recs) != 3 {
		t.Fatalf("%d records written", len(recs))
	}
	out.Reset()
	if code := run([]string{"replay", recs[0]}, &out, &errOut); code != 0 || !strings.Contains(out.String(), `"finished":true`) {
		t.Fatalf("sim record replay: exit %d %s", code, out.String())
	}
	if code := run([]string{"sim", "-game", "knister", "-bots", "wizard"}, &out, &errOut); code != 2 {
		t.Fatalf("unknown level: exit %d", code)
	}
}
