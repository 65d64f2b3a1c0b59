package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Set KAKUZU_UPDATE=1 to rewrite testdata/kakuzu/*.golden from the
// current output (then review the diff).
func TestKakuzuReplayGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/kakuzu/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no kakuzu records: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run([]string{"replay", file}, &out, &errOut)
			want := 0
			if strings.HasPrefix(filepath.Base(file), "invalid-") {
				want = 1
			}
			if code != want {
				t.Fatalf("exit %d, want %d; stdout %s stderr %s", code, want, out.String(), errOut.String())
			}
			golden := strings.TrimSuffix(file, ".json") + ".golden"
			if os.Getenv("KAKUZU_UPDATE") != "" {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			wantOut, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), wantOut) {
				t.Fatalf("replay output differs from %s:\n got %s\nwant %s", golden, out.Bytes(), wantOut)
			}
		})
	}
}

func TestKakuzuSimEveryVariant(t *testing.T) {
	for _, v := range []string{"", "classic", "same-digit", "no-bag"} {
		var out, errOut bytes.Buffer
		dir := t.TempDir()
		args := []string{"sim", "-game", "kakuzu", "-bots", "hard,normal,easy", "-games", "2", "-seed", "3", "-out", dir}
		if v != "" {
			args = append(args, "-variant", v)
		}
		if code := run(args, &out, &errOut); code != 0 {
			t.Fatalf("variant %q: exit %d: %s", v, code, errOut.String())
		}
		var report struct {
			Games int   `json:"games"`
			Mean  []any `json:"mean"`
			Lifts struct {
				Hit, Miss int
			} `json:"lifts"`
		}
		if err := json.Unmarshal(out.Bytes(), &report); err != nil || report.Games != 2 || len(report.Mean) != 3 {
			t.Fatalf("variant %q: report %s: %v", v, out.String(), err)
		}
		if report.Lifts.Hit+report.Lifts.Miss != 2*72 {
			t.Fatalf("variant %q: %d hits + %d misses, want 144 lifts", v, report.Lifts.Hit, report.Lifts.Miss)
		}
		// Every game the simulator writes replays as valid.
		recs, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, rec := range recs {
			var o, e bytes.Buffer
			if code := run([]string{"replay", rec}, &o, &e); code != 0 {
				t.Fatalf("variant %q: %s does not replay: %s", v, rec, o.String())
			}
		}
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"sim", "-game", "kakuzu", "-bots", "hard", "-games", "1"}, &out, &errOut); code != 1 {
		t.Fatalf("one seat: exit %d", code)
	}
	if code := run([]string{"sim", "-game", "kakuzu", "-bots", "hard,easy", "-variant", "x"}, &out, &errOut); code != 1 {
		t.Fatalf("unknown variant: exit %d", code)
	}
}
