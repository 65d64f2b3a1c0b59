package rules_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestRulesStayEngineFree enforces DESIGN.md's first boundary: nothing
// under rules/ (nor the referee) may depend on Ebitengine or the app.
func TestRulesStayEngineFree(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "cifra/rules/...", "cifra/cmd/referee").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range []string{"github.com/hajimehoshi/ebiten", "cifra/scenes", "cifra/sprites", "cifra/audio"} {
			if strings.HasPrefix(dep, banned) {
				t.Errorf("rules/ or the referee depends on %s", dep)
			}
		}
	}
}
