package kakuro

import (
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// The rules never import Ebitengine, scenes, sprites or audio: only the
// standard library and cifra/rules.
func TestImportsStayEngineFree(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), e.Name(), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.Contains(path, ".") || (strings.HasPrefix(path, "cifra/") && path != "cifra/rules") {
				t.Errorf("%s imports %s", e.Name(), path)
			}
		}
	}
}
