package onlinetest

import "os/exec"

// BuildServer returns the command that builds cifra-server into bin for
// a test that runs it as a process: with the race detector when the test
// itself was built with it (make's race step), so a data race in the
// server a test attacks fails that step too.
func BuildServer(bin string) *exec.Cmd {
	args := []string{"build"}
	if raceDetector {
		args = append(args, "-race")
	}
	return exec.Command("go", append(args, "-o", bin, "cifra/cmd/cifra-server")...)
}
