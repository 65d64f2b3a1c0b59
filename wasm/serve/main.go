// Command serve builds Cifra for the browser and serves it.
//
//	go run ./wasm/serve                      # build, then serve at localhost:8080
//	go run ./wasm/serve -addr 127.0.0.1:0    # any free port (printed)
//	go run ./wasm/serve -build=false         # serve an existing wasm/game.wasm
//	go run ./wasm/serve -export DIR          # write a static folder instead (make dist)
//
// It compiles the module's main package with GOOS=js GOARCH=wasm into a
// temporary directory, takes wasm_exec.js from the same Go installation,
// and serves them with wasm/index.html under content-hashed names, brotli-
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
	build := flag.Bool("build", true, "build game.wasm first; false serves -wasm as it is")
	wasmPath := flag.String("wasm", "", "game.wasm to serve with -build=false (default wasm/game.wasm in the module)")
	bestBrotli := flag.Bool("best-brotli", true, "serve game.wasm at brotli quality 11 once made (in the background, kept in the user cache directory)")
	export := flag.String("export", "", "write the site as a static folder to this `directory` and quit, instead of serving it")
	server := flag.String("server", "", "with -export: the online server config.json names (empty: the host that serves the page)")
	flag.Parse()
	if err := run(*addr, *build, *wasmPath, *bestBrotli, *export, *server); err != nil {
		log.Fatal(err)
	}
}

func run(addr string, build bool, wasmPath string, bestBrotli bool, export, server string) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	if wasmPath == "" {
		wasmPath = filepath.Join(root, "wasm", "game.wasm")
	}
	if build {
		tmp, err := os.MkdirTemp("", "cifra-wasm-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		wasmPath = filepath.Join(tmp, "game.wasm")
		log.Printf("building game.wasm…")
		start := time.Now()
		if err := buildGame(root, wasmPath); err != nil {
			return err
		}
		log.Printf("built in %.1fs", time.Since(start).Seconds())
	}
	game, err := os.ReadFile(wasmPath)
	if err != nil {
		return fmt.Errorf("%w (build it, or drop -build=false)", err)
	}
	glue, err := wasmExecJS()
	if err != nil {
		return err
	}
	indexPath := filepath.Join(root, "wasm", "index.html")
	start := time.Now()
	s := newSite(func() ([]byte, error) { return os.ReadFile(indexPath) }, buildFiles{Glue: glue, Game: game, Assets: served.Files(), Online: onlineFiles()})
	g := s.routes["/"+s.names.Game].asset
	// Name the brotli's quality: a log read alone should not pass the quick
	// quality 6 off as the size of the download once quality 11 is made.
	quality := "quality 6"
	if g.brTag == brotliBestTag {
		quality = "quality 11"
	}
	log.Printf("%s: %d bytes, %d brotli (%s), %d gzip (compressed in %.1fs)", s.names.Game,
		len(g.plain()), len(g.bodies[codingBrotli]), quality, len(g.bodies[codingGzip]), time.Since(start).Seconds())
	if export != "" {
		if err := exportSite(s, export, server, log.Printf); err != nil {
			return err
		}
		log.Printf("exported to %s", export)
		return nil
	}
	if bestBrotli {
		if dir, err := brotliCacheDir(); err != nil {
			log.Printf("no cache directory for brotli quality 11 (%v): serving quality 6", err)
		} else {
			go g.upgradeBrotli(dir, log.Printf)
		}
	}

	ln, err := net.Listen("tcp", addr)
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
