// Package version names the build: `make dist` sets Version from
// `git describe` with -ldflags "-X cifra/internal/version.Version=…";
// every other build (go run, go test, make play) is "dev".
package version

// Version is the build's version, "dev" unless the linker set it.
var Version = "dev"

// String is the version as the programs print it after their name:
// "Cifra v1.2.0", "cifra-server dev".
func String(program string) string { return program + " " + Version }
