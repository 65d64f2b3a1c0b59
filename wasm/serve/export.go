package main

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/andybalholm/brotli"
)

// precompressMin is the size from which an exported file gets .br and
// .gz copies beside it: below it the saving is a few hundred bytes.
const precompressMin = 1024

// exportSite writes the site as a static folder that any web host can
// serve (make dist's web folder): the page with the build's names filled
// in, each hashed file, the manifest, the icons, the service worker and
// config.json naming server. Each large text or wasm file gets a .br
// (quality 11) and a .gz copy beside it for hosts that serve
// precompressed files; the plain file is always there for hosts that
// cannot. The plain names (/game-knister.wasm, /wasm_exec.js), kept by
// the live server for scripts, are left out: the page asks for the hashed
// ones.
func exportSite(s *site, dir, server string, logf func(string, ...any)) error {
	page, err := s.page()
	if err != nil {
		return fmt.Errorf("index.html: %w", err)
	}
	files := map[string]*asset{"index.html": page, configName: newAsset("application/json", siteConfig(server))}
	plainNames := map[string]bool{"wasm_exec.js": true, configName: true}
	for path, rt := range s.routes {
		if rt.asset.contentType == "application/wasm" && rt.cache == cacheRevalidate {
			plainNames[strings.TrimPrefix(path, "/")] = true
		}
	}
	for path, rt := range s.routes {
		name := strings.TrimPrefix(path, "/")
		if plainNames[name] {
			continue
		}
		files[name] = rt.asset
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		a := files[name]
		plain := a.plain()
		if err := os.WriteFile(filepath.Join(dir, name), plain, 0o644); err != nil {
			return err
		}
		if len(plain) < precompressMin || strings.HasPrefix(a.contentType, "image/") {
			continue
		}
		gz, _ := a.body(codingGzip)
		br, tag := a.body(codingBrotli)
		if tag != brotliBestTag {
			if br, err = brotliBest(plain); err != nil {
				return err
			}
			logf("%s: brotli quality 11, %d bytes of %d", name, len(br), len(plain))
		}
		if err := os.WriteFile(filepath.Join(dir, name+".gz"), gz, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".br"), br, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// brotliBest compresses data at quality 11 with a 16 MB window: with the
// brotli command when it is on PATH (C: seconds for the game, where the
// pure-Go encoder takes minutes), else in Go. Both decode anywhere.
func brotliBest(data []byte) ([]byte, error) {
	if path, err := exec.LookPath("brotli"); err == nil {
		cmd := exec.Command(path, "-c", "-q", "11", "-w", "24")
		cmd.Stdin = bytes.NewReader(data)
		var out, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("brotli: %w: %s", err, stderr.String())
		}
		return out.Bytes(), nil
	}
	var buf bytes.Buffer
	bw := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	bw.Write(data)
	bw.Close()
	return buf.Bytes(), nil
}
