package scenes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cifra/scenes/i18n"
	"cifra/scenes/i18n/i18ntest"
)

// TestMessages holds every message the app links in, the shared ones and
// every game's, to i18n.Problems' rules, with the bundled fonts.
func TestMessages(t *testing.T) { i18ntest.Check(t) }

// TestEveryGamesTextsShow: each game's texts package (and scenes/i18n)
// reaches the catalogs the app reads: every key its source registers
// shows its message, and every game in the registry has its name, blurb
// and how to play.
func TestEveryGamesTextsShow(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("*", "texts"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no game texts packages found (%v)", err)
	}
	for _, dir := range append(dirs, "i18n") {
		i18ntest.CheckRegistered(t, dir)
	}
	for _, g := range registry {
		for _, key := range []string{g.NameKey(), g.BlurbKey(), g.HelpKey()} {
			if !i18n.Has(key) {
				t.Errorf("game %s has no message %s", g.ID, key)
			}
		}
	}
}

// TestLookedUpKeysExist reads the scenes' source and wants every key it
// names to be a message: the literal key of each T, N and WithName call,
// and each literal named like one of a game's keys ("knister.…") however
// it is used (in a table of lessons, say). Keys built at run time are
// not seen here. A constant named …Name is a widget ID's name, not a key.
func TestLookedUpKeysExist(t *testing.T) {
	var ids []string
	for _, g := range registry {
		ids = append(ids, regexp.QuoteMeta(g.ID))
	}
	gameKey := regexp.MustCompile(`^(` + strings.Join(ids, "|") + `)\.[A-Za-z0-9.-]*[A-Za-z0-9]$`)
	exists := func(k string) bool { return i18n.Has(k) || i18n.Has(k+"#other") }
	fset := token.NewFileSet()
	seen := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "i18n" || d.Name() == "texts") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		notKeys := map[*ast.BasicLit]bool{}
		check := func(l *ast.BasicLit, how string) {
			k, _ := strconv.Unquote(l.Value)
			seen++
			if !exists(k) {
				t.Errorf("%s: %s %q has no message", fset.Position(l.Pos()), how, k)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec: // const cellName = "round.cell"
				for i, name := range n.Names {
					if l, ok := valueAt(n.Values, i).(*ast.BasicLit); ok && strings.HasSuffix(name.Name, "Name") {
						notKeys[l] = true
					}
				}
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				arg := map[string]int{"T": 0, "N": 0, "WithName": 1}
				if i, ok := arg[sel.Sel.Name]; ok && i < len(n.Args) {
					if l, ok := n.Args[i].(*ast.BasicLit); ok && l.Kind == token.STRING {
						check(l, sel.Sel.Name)
						notKeys[l] = true
					}
				}
				if sel.Sel.Name == "Named" { // a widget's ID, which may be a key too
					for _, a := range n.Args {
						if l, ok := a.(*ast.BasicLit); ok {
							notKeys[l] = true
						}
					}
				}
			case *ast.BasicLit:
				if k, _ := strconv.Unquote(n.Value); n.Kind == token.STRING && !notKeys[n] && gameKey.MatchString(k) {
					check(n, "the key")
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 100 {
		t.Errorf("only %d keys found in the scenes' source: is the search broken?", seen)
	}
}

// valueAt is values[i], or nil past its end.
func valueAt(values []ast.Expr, i int) ast.Expr {
	if i < len(values) {
		return values[i]
	}
	return nil
}
