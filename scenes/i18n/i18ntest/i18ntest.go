// Package i18ntest checks messages in tests: every message registered
// with scenes/i18n, in every language, against i18n.Problems' rules and
// the fonts Cifra bundles. Only tests import it, so the game and its
// tools do not carry a font parser for it.
package i18ntest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/image/font/sfnt"

	"cifra/scenes/i18n"
	"cifra/sprites/gofonts"
)

// fonts are the bundled Go fonts by name, each reporting whether it has
// a glyph for a rune (the fonts keep only the runes
// sprites/gofonts/internal/subset lists).
var fonts = sync.OnceValues(func() (map[string]func(rune) bool, error) {
	out := map[string]func(rune) bool{}
	for name, ttf := range map[string][]byte{"Go regular": gofonts.Regular, "Go bold": gofonts.Bold, "Go italic": gofonts.Italic} {
		font, err := sfnt.Parse(ttf)
		if err != nil {
			return nil, err
		}
		out[name] = func(r rune) bool {
			g, err := font.GlyphIndex(nil, r) // nil: safe for parallel tests
			return err == nil && g != 0
		}
	}
	return out, nil
})

// Check reports each of i18n.Problems, with the bundled fonts, as an
// error of t. Call it from a test that imports the messages it answers
// for (a game's texts package, say).
func Check(t testing.TB) {
	t.Helper()
	fs, err := fonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range i18n.Problems(fs) {
		t.Error(p)
	}
}

// Registered lists, by language, the keys the non-test Go files in dir
// register: the keys of the map literals their Register (or, in
// scenes/i18n, add) calls return, read from the source.
func Registered(dir string) (map[i18n.Lang][]string, error) {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	out := map[i18n.Lang][]string{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 || !registers(call.Fun) {
				return true
			}
			lang, ok := stringLit(call.Args[0])
			if !ok {
				return true
			}
			ast.Inspect(call.Args[1], func(m ast.Node) bool {
				if kv, ok := m.(*ast.KeyValueExpr); ok {
					if key, ok := stringLit(kv.Key); ok {
						out[i18n.Lang(lang)] = append(out[i18n.Lang(lang)], key)
					}
				}
				return true
			})
			return false
		})
	}
	return out, nil
}

// registers reports whether fun is i18n.Register, or add inside scenes/i18n.
func registers(fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name == "add" || f.Name == "Register"
	case *ast.SelectorExpr:
		return f.Sel.Name == "Register"
	}
	return false
}

// stringLit is the value of a string literal.
func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// CheckRegistered reports, as errors of t, each key dir's source
// registers that its language does not show: a package whose messages
// never reached the catalogs (not linked into the test, say) shows its
// keys instead of its words.
func CheckRegistered(t testing.TB, dir string) {
	t.Helper()
	keys, err := Registered(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) == 0 {
		t.Fatalf("%s registers no messages", dir)
	}
	for lang, ks := range keys {
		tr := i18n.New(lang)
		if tr.Lang() != lang {
			t.Errorf("%s registers messages in %s, which is not a supported language", dir, lang)
			continue
		}
		for _, k := range ks {
			// A message may be its key ("off"), never a dotted one.
			if strings.Contains(k, ".") && tr.T(k) == k {
				t.Errorf("%s: %s %s shows as its key", dir, lang, k)
			}
		}
	}
}
