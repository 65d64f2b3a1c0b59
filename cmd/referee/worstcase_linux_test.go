//go:build linux

package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// envReplayChild names the record TestReplayChild replays, in a process
// of its own started by childPeakRSS.
const envReplayChild = "CIFRA_REFEREE_REPLAY_CHILD"

// TestReplayChild is "referee replay FILE" when started by childPeakRSS,
// and then prints the process's peak resident memory; otherwise it does
// nothing.
func TestReplayChild(t *testing.T) {
	file := os.Getenv(envReplayChild)
	if file == "" {
		t.Skip("run by BenchmarkWorstCaseRecords in a process of its own")
	}
	runWith([]string{"replay", file}, nil, io.Discard, io.Discard)
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			fmt.Println(line)
		}
	}
}

// childPeakRSS writes data to a file and replays it in a fresh test
// process, returning that process's peak resident memory in bytes (the
// test binary's own start-up included: a few MB). It is the kernel's
// VmHWM of the process: getrusage's figure for a child would also count
// the parent's memory at the fork.
func childPeakRSS(tb testing.TB, dir string, i int, data []byte) (uint64, bool) {
	file := filepath.Join(dir, fmt.Sprintf("worst-%d.json", i))
	if err := os.WriteFile(file, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestReplayChild$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), envReplayChild+"="+file)
	out, err := cmd.CombinedOutput()
	if err != nil {
		tb.Fatalf("replaying in a child process: %v\n%s", err, out)
	}
	var kb uint64
	for _, line := range strings.Split(string(out), "\n") {
		if _, err := fmt.Sscanf(line, "VmHWM: %d kB", &kb); err == nil {
			return kb << 10, true
		}
	}
	return 0, false
}
