package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

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
	// A variant the game does not have is a flag refused, like a game or
	// a bot level: exit 2, in words.
	if code := run([]string{"sim", "-game", "kakuzu", "-bots", "hard,easy", "-variant", "x"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), `unknown variant "x"`) {
		t.Fatalf("unknown variant: exit %d, %q", code, errOut.String())
	}
}
