//go:build !js

package store

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

type settings struct {
	Lang   string         `json:"lang"`
	Muted  bool           `json:"muted"`
	Volume int            `json:"volume"`
	Best   map[string]int `json:"best,omitempty"`
}

// useTempDir points the store at a fresh directory for one test.
func useTempDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(EnvConfigDir, dir)
	return dir
}

func TestDirHonoursEnv(t *testing.T) {
	dir := useTempDir(t)
	if got := Dir(); got != dir {
		t.Fatalf("Dir() = %q, want %q", got, dir)
	}
}

func TestRoundTrip(t *testing.T) {
	dir := useTempDir(t)
	want := settings{Lang: "it", Muted: true, Volume: 7, Best: map[string]int{"knister": 42}}
	if err := Save("settings", want); err != nil {
		t.Fatal(err)
	}
	var got settings
	if err := Load("settings", &got); err != nil {
		t.Fatal(err)
	}
	if got.Lang != want.Lang || got.Muted != want.Muted || got.Volume != want.Volume || got.Best["knister"] != 42 {
		t.Fatalf("round trip: got %+v, want %+v", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "settings.json")); err != nil {
		t.Fatalf("expected settings.json in %s: %v", dir, err)
	}
}

func TestSaveOverwritesAndLeavesNoTempFiles(t *testing.T) {
	dir := useTempDir(t)
	for i := range 5 {
		if err := Save("save", settings{Volume: i}); err != nil {
			t.Fatal(err)
		}
	}
	var got settings
	if err := Load("save", &got); err != nil || got.Volume != 4 {
		t.Fatalf("after 5 saves: %+v, %v; want Volume 4", got, err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != "save.json" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("directory should hold only save.json, has %v", names)
	}
}

func TestSaveCreatesMissingDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "deep", "er")
	t.Setenv(EnvConfigDir, dir)
	if err := Save("x", 1); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.json")); err != nil {
		t.Fatal(err)
	}
}

func TestLoadMissingLeavesValue(t *testing.T) {
	useTempDir(t)
	v := settings{Lang: "de", Volume: 3}
	if err := Load("nothing", &v); err != nil {
		t.Fatalf("missing blob should be nil, got %v", err)
	}
	if v.Lang != "de" || v.Volume != 3 {
		t.Fatalf("value changed: %+v", v)
	}
}

func TestLoadKeepsDefaultsForAbsentFields(t *testing.T) {
	dir := useTempDir(t)
	os.WriteFile(filepath.Join(dir, "s.json"), []byte(`{"lang":"fr"}`), 0o644)
	v := settings{Lang: "en", Volume: 5}
	if err := Load("s", &v); err != nil {
		t.Fatal(err)
	}
	if v.Lang != "fr" || v.Volume != 5 {
		t.Fatalf("got %+v, want lang fr with volume default 5 kept", v)
	}
}

func TestCorruptIsKeptAsideAndReported(t *testing.T) {
	cases := map[string]string{
		"syntax":   `{"lang": "it", `,
		"type":     `{"lang": "it", "volume": "loud"}`,
		"map":      `{"best": {"knister": 7, "kakuzu": "x"}}`,
		"garbage":  "\x00\x01binary",
		"empty":    ``,
		"trailing": `{"lang":"it"} {"lang":"de"}`,
	}
	for label, content := range cases {
		t.Run(label, func(t *testing.T) {
			dir := useTempDir(t)
			p := filepath.Join(dir, "settings.json")
			if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			v := settings{Lang: "en", Volume: 5, Best: map[string]int{"kakuro": 3}}
			err := Load("settings", &v)
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("want *CorruptError, got %T %v", err, err)
			}
			if ce.Name != "settings" || ce.Reason == "" || ce.KeptAs != p+".bad" || ce.Code() != CorruptCode {
				t.Fatalf("error fields wrong: %+v", ce)
			}
			if !strings.Contains(ce.Error(), "settings.json.bad") {
				t.Fatalf("message should say where the data went: %q", ce.Error())
			}
			if v.Lang != "en" || v.Volume != 5 || len(v.Best) != 1 || v.Best["kakuro"] != 3 {
				t.Fatalf("value touched by a corrupt load: %+v", v)
			}
			kept, err := os.ReadFile(p + ".bad")
			if err != nil || string(kept) != content {
				t.Fatalf("bad data not kept byte for byte: %q, %v", kept, err)
			}
			if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
				t.Fatalf("corrupt file should have moved away, stat: %v", err)
			}
			// The next save works and the next load is clean.
			if err := Save("settings", settings{Lang: "ru"}); err != nil {
				t.Fatal(err)
			}
			if err := Load("settings", &v); err != nil || v.Lang != "ru" {
				t.Fatalf("after re-save: %+v %v", v, err)
			}
		})
	}
}

func TestUnwritableDirIsAnError(t *testing.T) {
	if os.Geteuid() == 0 {
		// root ignores permission bits; a regular file in the way of the
		// directory fails for everyone.
		t.Log("running as root: using a file in place of the directory")
	}
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvConfigDir, filepath.Join(blocker, "cifra"))
	if err := Save("settings", settings{}); err == nil {
		t.Fatal("Save into a path under a regular file should fail")
	}
	var v settings
	var ce *CorruptError
	if err := Load("settings", &v); err == nil || errors.As(err, &ce) {
		t.Fatalf("Load from an impossible dir: want a plain I/O error, got %v", err)
	}
}

func TestReadOnlyDirIsAnError(t *testing.T) {
	dir := readOnlyDir(t)
	t.Setenv(EnvConfigDir, dir)
	err := Save("settings", settings{})
	if err == nil {
		t.Fatal("Save into a read-only directory should fail")
	}
	if strings.Contains(err.Error(), "panic") || !strings.Contains(err.Error(), "settings") {
		t.Fatalf("the error does not say what could not be saved: %v", err)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".settings.*.tmp")); len(leftovers) > 0 {
		t.Fatalf("temporary files left behind: %v", leftovers)
	}
}

// readOnlyDir is a directory this process cannot create files in. Root
// writes through any mode bits, so as root it is /sys, where the kernel
// refuses new files to everyone (EACCES, or EROFS where sysfs is mounted
// read-only, as in containers).
func readOnlyDir(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		dir := t.TempDir()
		if err := os.Chmod(dir, 0o500); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o700) })
		return dir
	}
	if runtime.GOOS != "linux" {
		t.Skipf("root on %s: no directory here refuses root a new file", runtime.GOOS)
	}
	if f, err := os.CreateTemp("/sys", ".cifra-probe.*"); err == nil {
		f.Close()
		os.Remove(f.Name())
		t.Fatal("root could create a file in /sys: no read-only directory to test with")
	}
	return "/sys"
}

func TestBadNamesRefused(t *testing.T) {
	useTempDir(t)
	for _, name := range []string{"", "../x", "a/b", "a.b", "a b", "café", "x\x00", strings.Repeat("x", 65)} {
		var ne *NameError
		if err := Save(name, 1); !errors.As(err, &ne) {
			t.Errorf("Save(%q): want *NameError, got %v", name, err)
		}
		if err := Load(name, new(int)); !errors.As(err, &ne) {
			t.Errorf("Load(%q): want *NameError, got %v", name, err)
		}
	}
}

func TestGoodNamesAccepted(t *testing.T) {
	useTempDir(t)
	for _, name := range []string{"a", "Z9", "knister-resume_2", strings.Repeat("x", 64)} {
		if err := Save(name, 1); err != nil {
			t.Errorf("Save(%q): %v", name, err)
		}
	}
}

func TestUnencodableValueIsAnError(t *testing.T) {
	dir := useTempDir(t)
	if err := Save("ch", make(chan int)); err == nil {
		t.Fatal("want an encoding error")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("failed save left files: %v", entries)
	}
}

func TestLoadNeedsPointer(t *testing.T) {
	dir := useTempDir(t)
	os.WriteFile(filepath.Join(dir, "n.json"), []byte(`1`), 0o644)
	var n int
	if err := Load("n", n); err == nil {
		t.Fatal("Load into a non-pointer should fail")
	}
	if _, err := os.Stat(filepath.Join(dir, "n.json")); err != nil {
		t.Fatalf("a programming error must not move the save aside: %v", err)
	}
}

func TestRemoveAndKeepAside(t *testing.T) {
	dir := useTempDir(t)
	if err := Remove("game"); err != nil {
		t.Fatalf("removing a missing blob: %v", err)
	}
	if err := Save("game", settings{Volume: 3}); err != nil {
		t.Fatal(err)
	}
	err := KeepAside("game", "the record does not replay")
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.KeptAs != filepath.Join(dir, "game.json.bad") || !strings.Contains(ce.Error(), "does not replay") {
		t.Fatalf("KeepAside: %v", err)
	}
	if _, err := os.Stat(ce.KeptAs); err != nil {
		t.Fatalf("the bad copy is missing: %v", err)
	}
	var got settings
	if err := Load("game", &got); err != nil || got.Volume != 0 {
		t.Fatalf("after KeepAside the blob should be gone: %+v, %v", got, err)
	}
	if err := Save("game", settings{Volume: 4}); err != nil {
		t.Fatal(err)
	}
	if err := Remove("game"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "game.json")); !os.IsNotExist(err) {
		t.Fatalf("Remove left the file: %v", err)
	}
	if err := Remove("../x"); err == nil {
		t.Fatal("Remove accepted a path")
	}
}

// TestOddFilesAreKeptAsideNotRead: a settings file that is a link to an
// endless device, or one far larger than any save, is not read: it is
// kept aside (the link itself moved) with the reason, and the name is free
// for the next Save.
func TestOddFilesAreKeptAsideNotRead(t *testing.T) {
	for _, c := range []struct {
		name string
		make func(p string) error
		want string
	}{
		{"a link to /dev/zero", func(p string) error { return os.Symlink("/dev/zero", p) }, "not a regular file"},
		{"a folder", func(p string) error { return os.Mkdir(p, 0o755) }, "not a regular file"},
		{"20 MB", func(p string) error { return os.WriteFile(p, bytes.Repeat([]byte(" "), 20<<20), 0o644) }, "larger than 16 MB"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := useTempDir(t)
			p := filepath.Join(dir, "settings.json")
			if err := c.make(p); err != nil {
				t.Fatal(err)
			}
			var v settings
			err := Load("settings", &v)
			var ce *CorruptError
			if !errors.As(err, &ce) || !strings.Contains(ce.Reason, c.want) || ce.KeptAs == "" {
				t.Fatalf("Load: %v, want it kept aside saying %q", err, c.want)
			}
			if _, err := os.Lstat(ce.KeptAs); err != nil {
				t.Fatalf("nothing kept at %s: %v", ce.KeptAs, err)
			}
			if err := Save("settings", settings{Lang: "it"}); err != nil {
				t.Fatalf("Save after: %v", err)
			}
			if err := Load("settings", &v); err != nil || v.Lang != "it" {
				t.Fatalf("Load after Save: %+v, %v", v, err)
			}
		})
	}
}

// TestKeptAsideCopiesAreNeverOverwritten: the 100th and 101st damaged
// saves are kept beside the 99 before them (the 100th once overwrote
// .bad.99).
func TestKeptAsideCopiesAreNeverOverwritten(t *testing.T) {
	taken := map[string]bool{}
	for range 120 {
		name := badName("x.json", func(n string) bool { return taken[n] })
		if taken[name] {
			t.Fatalf("%s given twice", name)
		}
		taken[name] = true
	}
}
