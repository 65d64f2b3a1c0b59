package kakuzu

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestStandardLibraryOnly keeps the rules free of Ebitengine and the app:
// only the standard library and cifra/rules.
func TestStandardLibraryOnly(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range ast.Imports {
			path := strings.Trim(imp.Path.Value, `"`)
			if strings.Contains(path, ".") || (strings.HasPrefix(path, "cifra/") && path != "cifra/rules") {
				t.Errorf("%s imports %s", f, path)
			}
		}
	}
}
