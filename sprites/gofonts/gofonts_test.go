package gofonts

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"cifra/sprites/gofonts/internal/subset"
)

var fonts = map[string][]byte{"regular": Regular, "bold": Bold, "italic": Italic}

// notDrawn are runes in literals that are only measured, never drawn.
var notDrawn = map[rune]string{
	// scenes/stats measures label+em space+value to keep an em between
	// them. The Go fonts never had U+2003, so it measures as .notdef's
	// advance, as it did with the original fonts.
	'\u2003': "em space",
}

// The embedded files are what gen.go makes of the x/image fonts today:
// run go generate when this fails (a changed rune set, subsetter or
// x/image version).
func TestFilesAreGenerated(t *testing.T) {
	for name, src := range map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF, "italic": goitalic.TTF} {
		want, err := subset.Subset(src, subset.Runes())
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(fonts[name], want) {
			t.Errorf("%s.ttf is stale (%d bytes, generating gives %d): run go generate ./sprites/gofonts", name, len(fonts[name]), len(want))
		}
	}
}

// Every character of every string and rune literal in the game's code
// (scenes, sprites, rules: what it draws, catalogs and keyboard pages
// included) has a glyph in every bundled font, or the player sees a box.
// Comments do not count; tests and the cmd tools are not drawn.
func TestSourceLiteralsHaveGlyphs(t *testing.T) {
	parsed := map[string]*sfnt.Font{}
	for name, ttf := range fonts {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		parsed[name] = f
	}
	var buf sfnt.Buffer
	missing := map[rune]string{} // rune → first place seen
	files := 0
	for _, dir := range []string{"../../scenes", "../../sprites", "../../rules"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "cmd" || d.Name() == "testdata" || d.Name() == "internal" && strings.HasSuffix(filepath.Dir(path), "gofonts")) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			files++
			fset := token.NewFileSet()
			file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ast.Inspect(file, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Errorf("%s: %v", fset.Position(lit.Pos()), err)
					return true
				}
				for _, r := range s {
					if r < ' ' || r == 0x7F || missing[r] != "" || notDrawn[r] != "" {
						continue // control characters are never drawn
					}
					for name, f := range parsed {
						if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
							missing[r] = fmt.Sprintf("%s (not in %s)", fset.Position(lit.Pos()), name)
							break
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 100 {
		t.Fatalf("scanned only %d files: is the walk rooted right?", files)
	}
	for r, where := range missing {
		t.Errorf("%q (%U) has no glyph: %s", r, r, where)
	}
}
