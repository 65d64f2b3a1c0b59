package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*/*.golden from the current output (review the diff)")

// TestReplayGolden replays every record in testdata/<game>/ and compares
// the printed summary with its .golden file. A summary with an "error" must
// exit 1, any other 0.
func TestReplayGolden(t *testing.T) {
	for _, game := range []string{"knister", "kakuro", "kakuzu"} {
		files, err := filepath.Glob(filepath.Join("testdata", game, "*.json"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no %s records: %v", game, err)
		}
		for _, file := range files {
			t.Run(game+"/"+filepath.Base(file), func(t *testing.T) { checkGolden(t, file) })
		}
	}
}

func checkGolden(t *testing.T, file string) {
	var out, errOut bytes.Buffer
	code := run([]string{"replay", file}, &out, &errOut)
	golden := strings.TrimSuffix(file, ".json") + ".golden"
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), want) {
		t.Errorf("summary:\n%s\nwant:\n%s", out.String(), want)
	}
	wantCode := 0
	if bytes.Contains(want, []byte(`"error":`)) {
		wantCode = 1
	}
	if code != wantCode {
		t.Errorf("exit %d, want %d (stderr %q)", code, wantCode, errOut.String())
	}
}
