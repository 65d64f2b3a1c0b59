package main

import (
	"strconv"
	"strings"
)

// Content codings the server keeps ready, best first.
const (
	codingBrotli   = "br"
	codingGzip     = "gzip"
	codingIdentity = ""
)

// chooseEncoding picks the coding for a response from an Accept-Encoding
// header: the accepted coding (q > 0) with the highest q-value, brotli on
// a tie since it is smaller, and identity when neither is accepted. An
// explicit entry beats the "*" wildcard, so "gzip;q=0, *" refuses gzip.
func chooseEncoding(header string) string {
	qBr, qGz := acceptQuality(header, codingBrotli), acceptQuality(header, codingGzip)
	switch {
	case qBr > 0 && qBr >= qGz:
		return codingBrotli
	case qGz > 0:
		return codingGzip
	}
	return codingIdentity
}

// acceptQuality is the q-value an Accept-Encoding header gives coding:
// its own entry's, else the wildcard's, else 0 (not accepted).
func acceptQuality(header, coding string) float64 {
	wild := 0.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		switch name {
		case coding:
			return quality(params)
		case "*":
			wild = quality(params)
		}
	}
	return wild
}

// quality reads a "q=…" parameter; absent means q=1, unreadable means 0
// (a client that garbles the weight gets the safe choice: plain bytes).
func quality(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, found := strings.Cut(strings.TrimSpace(p), "=")
		if found && strings.EqualFold(strings.TrimSpace(k), "q") {
			q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || q < 0 {
				return 0
			}
			return min(q, 1)
		}
	}
	return 1
}
