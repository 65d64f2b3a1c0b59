package attacker

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
)

// bin is the cifra-server binary the tests run, built once.
var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "cifra-attacker")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bin = filepath.Join(dir, "cifra-server")
	if out, err := onlinetest.BuildServer(bin).CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building the server: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

// server is a running cifra-server process.
type server struct {
	url  string // where NATS clients connect
	data string // its data directory
	cmd  *exec.Cmd
	mu   sync.Mutex
	log  []string
	done chan struct{} // closed once its standard error closed
}

var started = regexp.MustCompile(`msg="NATS node started".* clients=(\S+)`)

// start runs the server on free loopback ports with the default limits
// and args after them, and waits until it serves tables; it is stopped
// when the test ends, and its log shown if the test failed.
func start(t *testing.T, args ...string) *server {
	t.Helper()
	return launch(t, t.TempDir(), "127.0.0.1:0", args...)
}

// restart starts s again after it stopped, on its address and data
// directory, with args.
func restart(t *testing.T, s *server, args ...string) *server {
	t.Helper()
	return launch(t, s.data, strings.TrimPrefix(s.url, "nats://"), args...)
}

// launch runs the server at addr on data with args (start's).
func launch(t *testing.T, data, addr string, args ...string) *server {
	t.Helper()
	s := &server{data: data, done: make(chan struct{})}
	s.cmd = exec.Command(bin, append([]string{"-name", "target", "-addr", addr, "-ws", "", "-data", s.data}, args...)...)
	stderr, err := s.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	serving := make(chan string, 1)
	go func() {
		defer close(s.done)
		sc := bufio.NewScanner(stderr)
		url := ""
		for sc.Scan() {
			line := sc.Text()
			s.mu.Lock()
			s.log = append(s.log, line)
			s.mu.Unlock()
			if m := started.FindStringSubmatch(line); m != nil {
				url = m[1]
			}
			if strings.Contains(line, `msg="serving tables"`) {
				serving <- url
			}
		}
	}()
	t.Cleanup(func() {
		s.stop()
		if t.Failed() {
			t.Logf("the server's log:\n%s", strings.Join(s.lines(), "\n"))
		}
	})
	select {
	case s.url = <-serving:
	case <-s.done:
		t.Fatalf("the server stopped before it served:\n%s", strings.Join(s.lines(), "\n"))
	case <-time.After(60 * time.Second):
		t.Fatal("the server did not serve within 60 s")
	}
	return s
}

// logged returns the server's log lines that contain all of words,
// waiting up to 10 s for one: the log is read as the server writes it.
func (s *server) logged(words ...string) []string {
	deadline := time.Now().Add(10 * time.Second)
	for {
		var found []string
		for _, l := range s.lines() {
			all := true
			for _, w := range words {
				all = all && strings.Contains(l, w)
			}
			if all {
				found = append(found, l)
			}
		}
		if len(found) > 0 || time.Now().After(deadline) {
			return found
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (s *server) lines() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.log...)
}

// stop stops the server as an operator would (SIGTERM) and waits.
func (s *server) stop() {
	if s.cmd.ProcessState != nil {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(20 * time.Second):
		_ = s.cmd.Process.Kill()
	}
	_ = s.cmd.Wait()
}

// export stops the server and returns table code's record from its data
// directory, as an operator would read it.
func (s *server) export(t *testing.T, code string) *rules.Record {
	t.Helper()
	s.stop()
	var out, errs bytes.Buffer
	cmd := exec.Command(bin, "export", "-data", s.data, code)
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		t.Fatalf("export %s: %v\n%s", code, err, errs.String())
	}
	rec, err := rules.DecodeRecord(out.Bytes())
	if err != nil {
		t.Fatalf("the export of %s is not a record: %v", code, err)
	}
	return rec
}

// guest connects to s as a new guest (a user name of its own choosing,
// as a client's).
func guest(t *testing.T, s *server) *nats.Conn {
	t.Helper()
	return onlinetest.GuestAt(t, s.url)
}

// seatConn connects to s with a seat's credential, as its client does.
func seatConn(t *testing.T, s *server, cred wire.Credential, opts ...nats.Option) *nats.Conn {
	t.Helper()
	opts = append([]nats.Option{nats.Token(cred.Token), nats.CustomInboxPrefix(wire.Inbox(cred.Table, cred.Seat))}, opts...)
	nc, err := nats.Connect(s.url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// ask sends v on subject over nc and decodes the answer into out.
func ask(t *testing.T, nc *nats.Conn, subject string, v, out any) {
	t.Helper()
	data, _ := json.Marshal(v)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m, err := nc.RequestWithContext(ctx, subject, data)
	if err != nil {
		t.Fatalf("%s: %v", subject, err)
	}
	if err := json.Unmarshal(m.Data, out); err != nil {
		t.Fatalf("%s answered %s: %v", subject, m.Data, err)
	}
}

// create asks for a table over a guest's connection and fails the test
// when there is none.
func create(t *testing.T, nc *nats.Conn, req wire.CreateRequest) wire.CreateReply {
	t.Helper()
	var reply wire.CreateReply
	ask(t, nc, wire.CreateSubject, req, &reply)
	if reply.Error != "" {
		t.Fatalf("no table: %s", reply.Error)
	}
	return reply
}
