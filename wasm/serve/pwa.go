package main

import (
	"encoding/json"
	"fmt"
)

// The installable app's files, all at the site's root.
const (
	manifestName = "manifest.webmanifest"
	workerName   = "sw.js"
	// configName is the folder's settings file: which online server the
	// page offers (see wasm/index.html); a host edits it in place.
	configName = "config.json"
	// themeColor is the page's background and <meta name="theme-color">.
	themeColor = "#2b1d14"
)

// appIcons are the manifest's icons: the two sizes installers ask for,
// and a maskable one whose picture keeps inside the safe circle.
var appIcons = []struct {
	name     string
	size     int
	maskable bool
}{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
}

// webManifest describes Cifra to the browser's "install" / "add to home
// screen": it opens fullscreen (standalone where fullscreen is not
// offered), in any orientation, in the game's colours.
func webManifest() []byte {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	var icons []icon
	for _, ic := range appIcons {
		purpose := "any"
		if ic.maskable {
			purpose = "maskable"
		}
		icons = append(icons, icon{ic.name, fmt.Sprintf("%dx%d", ic.size, ic.size), "image/png", purpose})
	}
	data, _ := json.MarshalIndent(map[string]any{
		"name":             "Cifra",
		"short_name":       "Cifra",
		"id":               "./",
		"start_url":        "./",
		"scope":            "./",
		"display":          "fullscreen",
		"display_override": []string{"fullscreen", "standalone"},
		"orientation":      "any",
		"background_color": themeColor,
		"theme_color":      themeColor,
		"icons":            icons,
	}, "", "  ")
	return data
}

// serviceWorker is sw.js for one build. Its cache is named after version
// (the modules', the glue's and the served files' hashes), so a rebuilt game is a changed
// sw.js: the browser installs it, and on activation it deletes the old
// build's cache. The hashed files never change, so they come from the
// cache first; the page, the manifest and the icons come from the
// network first (an online reload sees an edited page) and from the
// cache when the network fails.
func serviceWorker(version string, n pageNames) []byte {
	hashed := append(append([]string{n.Glue}, n.hashedModules()...), n.hashedAssets()...)
	precache := []string{"./"}
	for _, h := range hashed {
		if !n.Online[h] {
			precache = append(precache, h)
		}
	}
	precache = append(precache, manifestName, configName)
	for _, ic := range appIcons {
		precache = append(precache, ic.name)
	}
	list, _ := json.Marshal(precache)
	hashedList, _ := json.Marshal(hashed)
	return fmt.Appendf(nil, `// Cifra's service worker, written by wasm/serve for this build: it keeps the
// page, the Go glue, every game's module, the files its games fetch when
// they need them (a bot's model) and the app's icons, so Cifra starts
// offline after one visit, in any of its games.
"use strict";
const CACHE = "cifra-%s";
const PRECACHE = %s;
// Content-hashed: never changes, so the cache answers first.
const HASHED = new Set(%s.map(n => new URL(n, self.location).pathname));
const PAGE = new URL("./", self.location).href;

self.addEventListener("install", event => {
  event.waitUntil(caches.open(CACHE).then(c => c.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
  event.waitUntil(caches.keys()
    .then(keys => Promise.all(keys.filter(k => k.startsWith("cifra-") && k !== CACHE).map(k => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", event => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  if (HASHED.has(url.pathname)) {
    event.respondWith(caches.match(req).then(hit => hit || fetch(req)));
    return;
  }
  // The page under any query string (?lang=it, ?table=1) is one entry.
  const key = req.mode === "navigate" ? PAGE : req;
  event.respondWith(fetch(req).then(res => {
    if (res.ok && (req.mode === "navigate" || PRECACHE.some(n => new URL(n, self.location).href === url.href))) {
      const copy = res.clone();
      event.waitUntil(caches.open(CACHE).then(c => c.put(key, copy)));
    }
    return res;
  }).catch(err => caches.match(key, { ignoreSearch: req.mode === "navigate" }).then(hit => {
    if (hit) return hit;
    throw err;
  })));
});
`, version, list, hashedList)
}
