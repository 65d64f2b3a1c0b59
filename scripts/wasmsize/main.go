// Command wasmsize prints where the bytes of a Go WebAssembly binary go:
// the size of each section, the data segments, and the code per Go package
// (from the wasm name section, which `-ldflags=-s` strips: measure a build
// without -s; the function bodies are the same either way). `go tool nm`
// does not read wasm, hence this. Used by scripts/bench.sh.
//
// The linker writes function names with every character but letters,
// digits, '_' and '.' turned into '_' ("cifra/sprites.(*Kit).Die" becomes
// "cifra_sprites.__Kit_.Die"), so the package of a function is found by
// matching the names against the import paths `go list -deps` gives for
// the package that was built (-pkg, GOOS=js GOARCH=wasm).
//
//	go run ./scripts/wasmsize [-top 25] [-pkg .] game.wasm
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 25, "how many packages to list, largest first")
	pkg := flag.String("pkg", ".", "the main package the binary was built from (for its import paths)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] FILE.wasm")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	m, err := parse(b)
	if err != nil {
		fmt.Fprintf(os.Stderr, "wasmsize: %s: %v\n", flag.Arg(0), err)
		os.Exit(1)
	}
	paths, err := importPaths(*pkg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize: go list:", err)
		os.Exit(1)
	}
	report(os.Stdout, m, newPackager(paths), *top)
}

// importPaths lists the packages pkg builds from for js/wasm.
func importPaths(pkg string) ([]string, error) {
	cmd := exec.Command("go", "list", "-deps", pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	return strings.Fields(string(out)), nil
}

// module is what wasmsize needs from a wasm binary.
type module struct {
	size      int
	sections  map[string]int // section name → bytes, headers included
	imports   int            // imported functions (they come first in the index space)
	bodies    [][]byte       // defined functions' bodies, in index order
	names     map[int]string // function index → name (name section)
	dataBytes int            // bytes in all data segments
	dataSegs  int
	codeGzip  int // the code section compressed on its own
	dataGzip  int // the data section compressed on its own
}

var sectionNames = [...]string{"custom", "type", "import", "function", "table", "memory",
	"global", "export", "start", "element", "code", "data", "datacount"}

// parse reads the sections wasmsize reports on and skips the rest.
func parse(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly binary")
	}
	m := &module{size: len(b), sections: map[string]int{}, names: map[int]string{}}
	r := &reader{b: b, i: 8}
	for r.i < len(b) {
		start := r.i
		id := r.byte()
		n := r.uleb()
		if r.err != nil || r.i+n > len(b) {
			return nil, fmt.Errorf("section at byte %d runs past the end", start)
		}
		body := &reader{b: b[r.i : r.i+n]}
		r.i += n
		name := fmt.Sprintf("id%d", id)
		if int(id) < len(sectionNames) {
			name = sectionNames[id]
		}
		switch id {
		case 0:
			cname := body.name()
			name = "custom " + cname
			if cname == "name" {
				m.readNames(body)
			}
		case 2:
			m.readImports(body)
		case 10:
			for c := body.uleb(); c > 0 && body.err == nil; c-- {
				sz := body.uleb()
				m.bodies = append(m.bodies, body.bytes(sz))
			}
		case 11:
			for c := body.uleb(); c > 0 && body.err == nil; c-- {
				m.dataSegs++
				m.dataBytes += skipDataSegment(body)
			}
		}
		if body.err != nil {
			return nil, fmt.Errorf("%s section: %v", name, body.err)
		}
		m.sections[name] += r.i - start
		switch id {
		case 10:
			m.codeGzip = gzipSize(body.b)
		case 11:
			m.dataGzip = gzipSize(body.b)
		}
	}
	return m, nil
}

func (m *module) readImports(r *reader) {
	for c := r.uleb(); c > 0 && r.err == nil; c-- {
		r.name()
		r.name()
		switch kind := r.byte(); kind {
		case 0: // function: a type index
			r.uleb()
			m.imports++
		case 1: // table: element type and limits
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case 3: // global: value type and mutability
			r.byte()
			r.byte()
		default:
			r.err = fmt.Errorf("unknown import kind %d", kind)
		}
	}
}

// readNames reads the function names (subsection 1) of the name section.
func (m *module) readNames(r *reader) {
	for r.i < len(r.b) && r.err == nil {
		id := r.byte()
		sub := &reader{b: r.bytes(r.uleb())}
		if id != 1 {
			continue
		}
		for c := sub.uleb(); c > 0 && sub.err == nil; c-- {
			idx := sub.uleb()
			m.names[idx] = sub.name()
		}
		r.err = sub.err
	}
}

// skipDataSegment reads one active or passive segment; it returns its size.
func skipDataSegment(r *reader) int {
	switch flags := r.uleb(); flags {
	case 0:
		r.constExpr()
	case 1:
	case 2:
		r.uleb()
		r.constExpr()
	default:
		r.err = fmt.Errorf("unknown data segment flags %d", flags)
		return 0
	}
	n := r.uleb()
	r.bytes(n)
	return n
}

// packager maps a function's name in the wasm name section to its package.
type packager map[string]string // sanitized import path → import path

func newPackager(paths []string) packager {
	p := packager{}
	for _, path := range paths {
		p[sanitize(path)] = path
	}
	return p
}

// sanitize does to an import path what the linker does to names.
func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '.' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, s)
}

// pkgOf is the package of a function: the longest listed import path
// followed by '.' that starts name ("cifra_sprites.__Kit_.Die" is
// cifra/sprites). Other names (type:.eq.* helpers, linker stubs) are
// grouped by what comes before their first '.'.
func (p packager) pkgOf(name string) string {
	best := ""
	for i := 0; i < len(name); i++ {
		if name[i] != '.' {
			continue
		}
		if path, ok := p[name[:i]]; ok {
			best = path
		}
	}
	if best != "" {
		return best
	}
	if i := strings.IndexByte(name, '.'); i > 0 {
		return "(" + name[:i] + ")"
	}
	return "(" + name + ")"
}

type pkgSize struct {
	name      string
	raw, gzip int
	funcs     int
}

func report(w io.Writer, m *module, pk packager, top int) {
	fmt.Fprintf(w, "file %d bytes; code %d bytes in %d functions (gzip -9 alone %d); data %d bytes in %d segments (gzip -9 alone %d)\n",
		m.size, m.sections["code"], len(m.bodies), m.codeGzip, m.dataBytes, m.dataSegs, m.dataGzip)
	var secs []string
	for s := range m.sections {
		secs = append(secs, s)
	}
	sort.Slice(secs, func(i, j int) bool { return m.sections[secs[i]] > m.sections[secs[j]] })
	for _, s := range secs {
		fmt.Fprintf(w, "  section %-20s %9d bytes %5.1f%%\n", s, m.sections[s], pct(m.sections[s], m.size))
	}
	if len(m.names) == 0 {
		fmt.Fprintln(w, "no name section (built with -ldflags=-s?): no code per package")
		return
	}
	byPkg := map[string]*pkgSize{}
	bodies := map[string]*bytes.Buffer{}
	for i, body := range m.bodies {
		name, ok := m.names[m.imports+i]
		if !ok {
			name = "(unnamed)"
		}
		p := pk.pkgOf(name)
		if byPkg[p] == nil {
			byPkg[p] = &pkgSize{name: p}
			bodies[p] = &bytes.Buffer{}
		}
		byPkg[p].raw += len(body)
		byPkg[p].funcs++
		bodies[p].Write(body)
	}
	var pkgs []*pkgSize
	for p, s := range byPkg {
		s.gzip = gzipSize(bodies[p].Bytes())
		pkgs = append(pkgs, s)
	}
	sort.Slice(pkgs, func(i, j int) bool {
		if pkgs[i].raw != pkgs[j].raw {
			return pkgs[i].raw > pkgs[j].raw
		}
		return pkgs[i].name < pkgs[j].name
	})
	code := m.sections["code"]
	fmt.Fprintf(w, "code per Go package, top %d of %d (gzip: that package's bodies alone, gzip -9):\n", min(top, len(pkgs)), len(pkgs))
	for i, p := range pkgs {
		if i == top {
			rest := pkgSize{name: fmt.Sprintf("(%d more packages)", len(pkgs)-top)}
			for _, q := range pkgs[top:] {
				rest.raw += q.raw
				rest.gzip += q.gzip
				rest.funcs += q.funcs
			}
			p = &rest
		}
		fmt.Fprintf(w, "  %9d %5.1f%%  gz %8d  %5d funcs  %s\n", p.raw, pct(p.raw, code), p.gzip, p.funcs, p.name)
		if i == top {
			break
		}
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func gzipSize(b []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Len()
}

// reader decodes the LEB128 and length-prefixed fields of a wasm binary;
// the first error sticks and later reads return zeros.
type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil || r.i >= len(r.b) {
		r.fail()
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

func (r *reader) uleb() int {
	v, shift := 0, 0
	for {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= int(c&0x7f) << shift
		if c < 0x80 {
			return v
		}
		if shift += 7; shift > 63 {
			r.err = errors.New("LEB128 number too long")
			return 0
		}
	}
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || r.i+n > len(r.b) {
		r.fail()
		return nil
	}
	r.i += n
	return r.b[r.i-n : r.i]
}

func (r *reader) name() string { return string(r.bytes(r.uleb())) }

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}

// constExpr skips an initializer expression up to its end opcode (0x0b);
// Go's data segments use i32.const offsets.
func (r *reader) constExpr() {
	for r.err == nil {
		switch op := r.byte(); op {
		case 0x0b:
			return
		case 0x41, 0x42, 0x23: // i32.const, i64.const, global.get
			r.uleb()
		default:
			r.err = fmt.Errorf("unexpected opcode 0x%02x in a data segment offset", op)
		}
	}
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = errors.New("unexpected end of section")
	}
}
