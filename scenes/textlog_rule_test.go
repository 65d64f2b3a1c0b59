package scenes

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// drawsOutsideTheLog are the files that may draw text with
// sprites.DrawText rather than core.Text, each with why: what they draw
// is a picture or a mark, not a line the layout tests must read.
var drawsOutsideTheLog = map[string]string{
	"core/texts.go":                "core.Text itself",
	"internal/pixeltest/frame.go":  "the pixel tests' reference drawing",
	"kakuro/helppics.go":           "the how-to-play pictures, drawn into an image shown as a picture",
	"knister/helppics/helppics.go": "the how-to-play pictures",
	"kakuzu/helppics/helppics.go":  "the how-to-play pictures",
	"kakuzu/draw.go":               "pencil marks: a sudoku's candidates in a ninth of a square, a picture of them",
	"kakuzu/facing.go":             "pencil marks painted turned to the seat to move",
	"kakuzu/log.go":                "the arrow marking a missed lift on a log line's miniature",
	"knister/linefx.go":            "a scored line's pill, painted once into its own image (its size is held by TestLineLabelsLeaveTheirNumbersInSight)",
}

// TestTextGoesThroughTheLog: every scene draws its words with core.Text
// (or what calls it: DrawButton, Paragraphs, StatusLines…), which notes
// each line's box and size for the layout tests; a line drawn with
// sprites.DrawText is invisible to them, and its size and place go
// unchecked. Only the files above may, each for its reason.
func TestTextGoesThroughTheLog(t *testing.T) {
	call := regexp.MustCompile(`sprites\.DrawText\(`)
	seen := map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(src), "\n") {
			if code, _, _ := strings.Cut(line, "//"); call.MatchString(code) {
				if _, ok := drawsOutsideTheLog[filepath.ToSlash(path)]; ok {
					seen[filepath.ToSlash(path)] = true
					continue
				}
				t.Errorf("%s:%d draws text past the text log (use core.Text): %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for path := range drawsOutsideTheLog {
		if !seen[path] {
			t.Errorf("%s no longer draws text past the log: take it off the list", path)
		}
	}
}
