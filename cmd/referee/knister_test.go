package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateKnister = flag.Bool("update-knister", false, "rewrite testdata/knister/*.golden")

// TestKnisterReplayGolden replays every record in testdata/knister and
// compares the summary with its .golden file; a summary with an "error"
// must exit 1, any other 0.
func TestKnisterReplayGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "knister", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no records: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run([]string{"replay", file}, &out, &errOut)
			golden := strings.TrimSuffix(file, ".json") + ".golden"
			if *updateKnister {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != string(want) {
				t.Errorf("summary:\n%s\nwant:\n%s", out.String(), want)
			}
			wantCode := 0
			if strings.Contains(string(want), `"error":`) {
				wantCode = 1
			}
			if code != wantCode {
				t.Errorf("exit %d, want %d (stderr %q)", code, wantCode, errOut.String())
			}
		})
	}
}

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
