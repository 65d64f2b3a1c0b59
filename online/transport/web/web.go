// Package web is the browser's side of an online connection (package
// transport's js build): the files the browser build's server serves
// beside the game (Files), which the page fetches only when a player
// first goes online. Only the server imports it: the game never carries
// them.
//
// The names they are served under are transport.NATSModule and
// transport.ShimModule.
package web

import (
	_ "embed"

	"cifra/online/transport"
)

var (
	//go:embed nats.ws.js
	natsWS []byte
	//go:embed cifra-nats.js
	shimJS []byte
)

// File is one file the browser build serves for online play.
type File struct {
	Name, Type string
	Data       []byte
}

// Files are the files the browser build serves for online play: the
// NATS WebSocket client (nats.ws 1.30.3, Apache-2.0, its esm bundle as
// published on npm) and Cifra's few lines around it.
func Files() []File {
	return []File{
		{Name: transport.NATSModule, Type: "text/javascript", Data: natsWS},
		{Name: transport.ShimModule, Type: "text/javascript", Data: shimJS},
	}
}
