// Command serve builds Cifra for the browser and serves it.
//
//	go run ./wasm/serve                      # build, then serve at localhost:8080
//	go run ./wasm/serve -addr 127.0.0.1:0    # any free port (printed)
//	go run ./wasm/serve -build=false -wasm F # serve an existing build (a file, or a folder of modules)
//	go run ./wasm/serve -build-only DIR      # build the modules into DIR and quit
//	go run ./wasm/serve -export DIR          # write a static folder instead (make dist)
//
// It compiles the module's main package with GOOS=js GOARCH=wasm, once a
// game (the page loads one game's module and switches to another's when
// the player picks it: scenes/games), into a temporary directory, takes
// wasm_exec.js from the same Go installation, and serves them with
// wasm/index.html under content-hashed names, brotli-
// or gzip-compressed (once, at start; the game's brotli is made again at
// the best quality in the background and kept on disk) as the browser accepts, along with
// a web app manifest, icons and a service worker that make Cifra
// installable and playable offline. When ready it prints
// "Cifra is at http://HOST:PORT/".
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"cifra/online/transport/web"
	"cifra/rules/served"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("serve: ")
	addr := flag.String("addr", "localhost:8080", "listen address HOST:PORT (port 0 picks a free one)")
	build := flag.Bool("build", true, "build the game first; false serves -wasm as it is")
	modules := flag.Bool("modules", true, "build one module a game; false builds one file of every game (to measure against)")
	wasmPath := flag.String("wasm", "", "with -build=false: a build of every game (a .wasm file), or a folder of modules as -build-only writes them")
	buildOnly := flag.String("build-only", "", "build the modules into this `directory` and quit")
	version := flag.String("version", "", "the version the app's About shows (make dist passes git describe)")
	bestBrotli := flag.Bool("best-brotli", true, "serve game.wasm at brotli quality 11 once made (in the background, kept in the user cache directory)")
	export := flag.String("export", "", "write the site as a static folder to this `directory` and quit, instead of serving it")
	server := flag.String("server", "", "with -export: the online server config.json names (empty: the host that serves the page)")
	flag.Parse()
	o := options{addr: *addr, build: *build, modules: *modules, wasmPath: *wasmPath, buildOnly: *buildOnly,
		version: *version, bestBrotli: *bestBrotli, export: *export, server: *server}
	if err := run(o); err != nil {
		log.Fatal(err)
	}
}

// options are the command's flags.
type options struct {
	addr, wasmPath, buildOnly, version, export, server string
	build, modules, bestBrotli                         bool
}

func run(o options) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	wasmPath := o.wasmPath
	if wasmPath == "" {
		wasmPath = filepath.Join(root, "wasm", "game.wasm")
	}
	if o.build || o.buildOnly != "" {
		dir := o.buildOnly
		if dir == "" {
			tmp, err := os.MkdirTemp("", "cifra-wasm-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(tmp)
			dir = tmp
		} else if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if wasmPath, err = buildAll(root, dir, o.modules, o.version); err != nil {
			return err
		}
		if o.buildOnly != "" {
			log.Printf("built into %s", o.buildOnly)
			return nil
		}
	}
	mods, err := loadModules(wasmPath)
	if err != nil {
		return fmt.Errorf("%w (build it, or drop -build=false)", err)
	}
	glue, err := wasmExecJS()
	if err != nil {
		return err
	}
	indexPath := filepath.Join(root, "wasm", "index.html")
	start := time.Now()
	s := newSite(func() ([]byte, error) { return os.ReadFile(indexPath) }, buildFiles{Glue: glue, Modules: mods, Assets: served.Files(), Online: onlineFiles()})
	took := time.Since(start).Seconds()
	for _, name := range s.names.hashedModules() {
		g := s.routes["/"+name].asset
		// Name the brotli's quality: a log read alone should not pass the
		// quick quality 6 off as the size of the download once quality 11
		// is made.
		quality := "quality 6"
		if g.brTag == brotliBestTag {
			quality = "quality 11"
		}
		log.Printf("%s: %d bytes, %d brotli (%s), %d gzip (compressed in %.1fs)", name,
			len(g.plain()), len(g.bodies[codingBrotli]), quality, len(g.bodies[codingGzip]), took)
	}
	if o.export != "" {
		if err := exportSite(s, o.export, o.server, log.Printf); err != nil {
			return err
		}
		log.Printf("exported to %s", o.export)
		return nil
	}
	if o.bestBrotli {
		if dir, err := brotliCacheDir(); err != nil {
			log.Printf("no cache directory for brotli quality 11 (%v): serving quality 6", err)
		} else {
			go func() {
				// One at a time: quality 11 of a module takes a core for seconds.
				for _, name := range s.names.hashedModules() {
					s.routes["/"+name].asset.upgradeBrotli(dir, log.Printf)
				}
			}()
		}
	}

	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		return err
	}
	srv := newServer(s, ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	// Printed on stdout, exactly once, so scripts can wait for it and read
	// the port.
	fmt.Printf("Cifra is at http://%s/\n", ln.Addr())
	if err := srv.Serve(newLimitListener(ln, maxConns)); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// buildAll builds into dir the modules (a module a game) or, with
// modules false, one build of every game, and returns what loadModules
// reads: the folder, or the one file.
func buildAll(root, dir string, modules bool, version string) (string, error) {
	start := time.Now()
	if !modules {
		out := filepath.Join(dir, "game.wasm")
		log.Printf("building game.wasm (every game in one file)…")
		if err := buildModule(root, "", version, out); err != nil {
			return "", err
		}
		log.Printf("built in %.1fs", time.Since(start).Seconds())
		return out, nil
	}
	for _, g := range games {
		m := module{Game: g}
		log.Printf("building %s…", m.fileName())
		if err := buildModule(root, g, version, filepath.Join(dir, m.fileName())); err != nil {
			return "", err
		}
	}
	log.Printf("built %d modules in %.1fs", len(games), time.Since(start).Seconds())
	return dir, nil
}

// newServer serves h at addr with the guard's limits: a request's header
// within 10 s and the whole of it within readTimeout, an idle keep-alive
// connection closed after idleTimeout, and no WriteTimeout (the guard
// gives each chunk of a response its own deadline, so a slow download
// goes on and a stalled one ends). Bound to loopback (the default,
// localhost:8080), it answers to this machine's names only; bound to a
// network, to any.
func newServer(h http.Handler, addr net.Addr) *http.Server {
	loopback := false
	if a, ok := addr.(*net.TCPAddr); ok {
		loopback = a.IP.IsLoopback()
	}
	return &http.Server{Handler: guard(h, loopback), ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout: readTimeout, IdleTimeout: idleTimeout}
}

// onlineFiles are online play's files in the browser (package transport/web),
// served beside the game and fetched only by a player who goes online.
func onlineFiles() []served.File {
	var out []served.File
	for _, f := range web.Files() {
		out = append(out, served.File{Name: f.Name, Type: f.Type, Data: f.Data})
	}
	return out
}
