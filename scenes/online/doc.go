// Package online is online play in the app: the screens that make and
// join an online table (server, code, waiting room) and the link between
// a round and its table (package online/remote), through which the same
// round scenes as a local game play at a table on a server.
package online
