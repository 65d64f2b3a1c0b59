package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// moduleFiles is a build of one module a game, each tagged with its game.
func moduleFiles() buildFiles {
	f := testFiles("")
	f.Modules = nil
	for _, g := range games {
		f.Modules = append(f.Modules, module{Game: g, Data: testGame(g)})
	}
	return f
}

func TestEachGamesModuleIsServedAndNamedInThePage(t *testing.T) {
	s := newSite(func() ([]byte, error) { return []byte(testPage), nil }, moduleFiles())
	if len(s.names.Modules) != len(games) {
		t.Fatalf("modules %v, want one for each of %v", s.names.Modules, games)
	}
	page := string(decode(t, get(t, s, "GET", "/", nil)))
	sw := string(s.routes["/sw.js"].asset.plain())
	for _, g := range games {
		name := s.names.Modules[g]
		if !regexp.MustCompile(`^game-` + g + `\.[0-9a-f]{16}\.wasm$`).MatchString(name) {
			t.Errorf("%s's module is named %q", g, name)
		}
		for _, path := range []string{"/" + name, "/game-" + g + ".wasm"} {
			res := get(t, s, "GET", path, nil)
			if body := decode(t, res); res.StatusCode != 200 || !strings.Contains(string(body), g) {
				t.Errorf("%s: status %d, not %s's module", path, res.StatusCode, g)
			}
		}
		if !strings.Contains(page, `"`+g+`":"`+name+`"`) {
			t.Errorf("the page does not name %s's module %s:\n%s", g, name, page)
		}
		if !strings.Contains(page, `"`+g+`":`) || !strings.Contains(sw, `"`+name+`"`) {
			t.Errorf("sw.js does not keep %s's module", g)
		}
	}
	if res := get(t, s, "GET", "/game.wasm", nil); res.StatusCode != 404 {
		t.Errorf("/game.wasm: status %d, want 404 when there is no build of every game", res.StatusCode)
	}
	if !strings.Contains(page, `const FIRST = "knister"`) {
		t.Errorf("a first visit does not load the menu's first game, Knister's module:\n%s", page)
	}
	if strings.Contains(page, "{{") {
		t.Errorf("a marker was left in the page:\n%s", page)
	}
}

func TestExportWritesHashedModulesOnly(t *testing.T) {
	f := moduleFiles()
	f.Assets = f.Assets[:1] // the other's name holds a slash: no file name
	s := newSite(func() ([]byte, error) { return []byte(testPage), nil }, f)
	dir := t.TempDir()
	if err := exportSite(s, dir, "", t.Logf); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	var wasm []string
	for _, e := range entries {
		if strings.Contains(e.Name(), ".wasm") {
			wasm = append(wasm, e.Name())
		}
	}
	var want []string
	for _, g := range games {
		n := s.names.Modules[g]
		want = append(want, n, n+".br", n+".gz")
	}
	slices.Sort(want)
	if !slices.Equal(wasm, want) {
		t.Errorf("exported %v, want %v", wasm, want)
	}
}

func TestLoadModulesReadsAFileOrAFolder(t *testing.T) {
	dir := t.TempDir()
	for _, g := range games {
		if err := os.WriteFile(filepath.Join(dir, "game-"+g+".wasm"), []byte(g), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mods, err := loadModules(dir)
	if err != nil || len(mods) != len(games) || mods[1].Game != "kakuro" || string(mods[1].Data) != "kakuro" {
		t.Fatalf("folder: %v, %v", mods, err)
	}
	one := filepath.Join(dir, "game-knister.wasm")
	if mods, err = loadModules(one); err != nil || len(mods) != 1 || mods[0].Game != "" {
		t.Fatalf("one file: %v, %v", mods, err)
	}
	os.Remove(filepath.Join(dir, "game-kakuzu.wasm"))
	if _, err := loadModules(dir); err == nil || !strings.Contains(err.Error(), "game-kakuzu.wasm") {
		t.Errorf("a folder missing Kakuzu's module: %v, want an error naming it", err)
	}
}

func TestModulesKeepInliningWhereFramesAreDrawn(t *testing.T) {
	for _, g := range games {
		flags := strings.Join(gcflags(g), " ")
		for _, hot := range []string{"cifra/rules", "cifra/sprites", "cifra/scenes/core", "ebiten", "runtime"} {
			if strings.Contains(flags, hot) {
				t.Errorf("%s's module builds %s without inlining: %s", g, hot, flags)
			}
		}
		if got := strings.Contains(flags, "cifra/scenes/"+g+"=-l"); got != coldRound[g] {
			t.Errorf("%s's round without inlining: %v, want %v", g, got, coldRound[g])
		}
	}
	if gcflags("") != nil {
		t.Error("the build of every game has flags of its own")
	}
}
