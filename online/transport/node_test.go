//go:build !js

package transport_test

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/wire"
)

// TestTheBrowserTransportUnderNode runs the browser's transport — js.go,
// the shim and nats.ws, which build only for js/wasm — under Node (Go's
// wasm_exec_node.js, as go_js_wasm_exec runs ./scenes/store), against real
// servers started here: it builds js_test.go's test for js/wasm, hands
// it the servers (jsServers) and holds it to its result. Node's
// WebSocket stands in for the browser's; what only a browser does (the
// page's cifraModule fetching the files over HTTP, a tab put to sleep)
// is the browser end-to-end tests' (wasm/e2e/online.mjs).
func TestTheBrowserTransportUnderNode(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command to build the js/wasm test with: %v", err)
	}
	goroot, err := exec.Command(goTool, "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	web, err := filepath.Abs("web")
	if err != nil {
		t.Fatal(err)
	}
	env := jsServers{Web: web, Guest: "0123456789abcdef", Table: "ABCDEF", Seat: 1, Token: "0123456789abcdef0123456789abcdef"}

	// The bare server, stopped and started again on bounceSubject.
	first, err := startNATS(-1, -1)
	if err != nil {
		t.Fatal(err)
	}
	env.WS = first.WebsocketURL()
	port, wsPort := first.Addr().(*net.TCPAddr).Port, portOf(t, env.WS)
	var mu sync.Mutex
	current, bounced := first, make(chan error, 4)
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		current.Shutdown()
	})
	side := serverSide(t, first.ClientURL())
	answer := map[string]nats.MsgHandler{
		echoSubject: func(m *nats.Msg) {
			a := nats.NewMsg(m.Reply)
			a.Data = []byte("echo " + string(m.Data) + " " + m.Header.Get(wire.MoveIDHeader))
			a.Header.Set("Echoed", "yes")
			_ = side.PublishMsg(a)
		},
		silentSubject: func(*nats.Msg) {},
		tellSubject: func(m *nats.Msg) {
			for _, line := range strings.Split(string(m.Data), "\n") {
				out := nats.NewMsg(wire.Out(tellTable))
				out.Data = []byte(line)
				if !strings.HasPrefix(line, "-") {
					out.Header.Set(wire.SentHeader, out.Subject)
				}
				_ = side.PublishMsg(out)
			}
		},
		bounceSubject: func(m *nats.Msg) {
			_ = m.Respond(nil)
			_ = side.Flush()
			go func() {
				mu.Lock()
				defer mu.Unlock()
				current.Shutdown()
				time.Sleep(time.Second)
				s, err := startNATS(port, wsPort)
				if err == nil {
					current = s
				}
				bounced <- err
			}()
		},
	}
	for subject, handle := range answer {
		if _, err := side.Subscribe(subject, handle); err != nil {
			t.Fatal(err)
		}
	}
	if err := side.Flush(); err != nil {
		t.Fatal(err)
	}

	// Cifra's broker, with one seat and a side that answers it.
	b, _ := seatBroker(t, env.Table, env.Seat, env.Token)
	env.Broker = b.WebSocketURL()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	env.Nobody = "ws://" + l.Addr().String()
	l.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bin := filepath.Join(t.TempDir(), "transport_test.wasm")
	build := exec.CommandContext(ctx, goTool, "test", "-c", "-o", bin, ".")
	build.Env = append(withoutGOFLAGS(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the js/wasm test: %v\n%s", err, out)
	}
	data, _ := json.Marshal(env)
	// Node runs Go's wasm_exec_node.js as go_js_wasm_exec does, but
	// with V8's own stack size, as a browser's: go_js_wasm_exec's
	// --stack-size=8192 lets V8 run past the thread's 8 MiB, and Node 20
	// dies of a segmentation fault when nats.ws reconnects (plain nats.ws,
	// without Go, does the same). Node 20's WebSocket is behind a flag;
	// later Nodes have it anyway.
	run := exec.CommandContext(ctx, "node", "--experimental-websocket",
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js"), bin,
		"-test.v", "-test.run", "^TestTheBrowsersTransport$")
	run.Env = append(os.Environ(), jsEnv+"="+string(data))
	out, err := run.CombinedOutput()
	t.Logf("under Node:\n%s", out)
	if err != nil {
		t.Fatalf("the browser's transport under Node: %v", err)
	}
	if !strings.Contains(string(out), "--- PASS: TestTheBrowsersTransport ") {
		t.Fatal("the browser's transport's test did not pass under Node")
	}
	select {
	case err := <-bounced:
		if err != nil {
			t.Fatalf("the bare server did not start again: %v", err)
		}
	default:
		t.Fatal("the browser's transport's test never bounced the server")
	}
}

// portOf is the port of a ws:// URL.
func portOf(t *testing.T, url string) int {
	t.Helper()
	_, port, err := net.SplitHostPort(strings.TrimPrefix(url, "ws://"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := net.LookupPort("tcp", port)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// withoutGOFLAGS is the environment without GOFLAGS: this test's own
// flags (-race, say) are not the js/wasm build's.
func withoutGOFLAGS() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOFLAGS=") {
			env = append(env, kv)
		}
	}
	return env
}
