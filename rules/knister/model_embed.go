//go:build !cifra_web

package knister

import _ "embed"

//go:embed hard_model.bin
var hardModelFile []byte

// hardModelBytes returns the embedded model file.
func hardModelBytes() ([]byte, error) { return hardModelFile, nil }
