package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/kakuro"
)

// TestKakuroBookExample pins the book's example 1 (the 36 row, 8 tiles)
// to RULES.md §4's summary shape.
func TestKakuroBookExample(t *testing.T) {
	dir := t.TempDir()
	rec := `{"format":1,"game":"kakuro","seed":1,"players":[{"name":"Ana"}],
	"setup":{"board":["92943562","73286451","12673364","75892513","84718947","96418723","17845682","43795169"],"sums":[36,20],"stock":["S","4","9"]},
	"moves":[{"p":0,"claim":{"at":[2,1],"dir":"right","len":8}}]}`
	file := filepath.Join(dir, "book.json")
	if err := os.WriteFile(file, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"replay", file}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	want := `{"game":"kakuro","finished":false,"scores":[8],"winners":[],"claims":[{"move":0,"p":0,"ok":true,"points":8}],"aside":0,"hands":[["D","S","4","9"]]}`
	if strings.TrimSpace(out.String()) != want {
		t.Fatalf("got %s\nwant %s", out.String(), want)
	}
}

// TestKakuroSim runs a few bot games through the referee: every level
// plays, the counters appear as RULES.md asks, and each written record
// replays as valid.
func TestKakuroSim(t *testing.T) {
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	if code := run([]string{"sim", "-game", "kakuro", "-bots", "easy,normal,hard", "-games", "4", "-seed", "9", "-out", dir}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var rep struct {
		Games  int            `json:"games"`
		Claims map[string]int `json:"claims"`
		Aside  *int           `json:"aside"`
		Wins   []int          `json:"wins"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if _, ok := rep.Claims["legal"]; !ok || rep.Aside == nil || rep.Games != 4 {
		t.Fatalf("report %s", out.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 4 {
		t.Fatalf("%d records written", len(files))
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		rec, err := rules.DecodeRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		if s, err := kakuro.FromRecord(rec); err != nil || !s.Finished() {
			t.Errorf("%s: %v", f, err)
		}
	}
}
