package startup

import (
	"strings"
	"testing"
)

// TestDoneListsTheStagesOnce: Done gives every marked stage in order,
// then nothing; marks after it are ignored.
func TestDoneListsTheStagesOnce(t *testing.T) {
	Mark("package init")
	Mark("app")
	line := Done("first frame")
	want := []string{"cifra: start-up:", "package init ", "; app ", "; first frame "}
	at := 0
	for _, w := range want {
		i := strings.Index(line[at:], w)
		if i < 0 {
			t.Fatalf("%q lacks %q after byte %d", line, w, at)
		}
		at += i + len(w)
	}
	if !strings.HasSuffix(line, " ms") {
		t.Errorf("%q does not end with a figure in ms", line)
	}
	Mark("late")
	if again := Done("again"); again != "" {
		t.Errorf("second Done gave %q", again)
	}
	if len(stages) != 0 {
		t.Errorf("stages kept after Done: %v", stages)
	}
}
