//go:build js

package scenes

import (
	"encoding/json"
	"syscall/js"
)

// exposeStats publishes what -stats measures to the page, which has no
// file to write it to: globalThis.cifraFrameStats() returns, as JSON, the
// Update+Draw milliseconds of every steady tick so far, in order
// ("ticks"), and of the ticks that repainted every sprite ("repaints").
// wasm/e2e/autoplay-p99.mjs reads it (it starts the game with -stats).
func exposeStats(s *frameStats) {
	js.Global().Set("cifraFrameStats", js.FuncOf(func(js.Value, []js.Value) any {
		out := struct {
			Ticks    []float64 `json:"ticks"`
			Repaints []float64 `json:"repaints"`
		}{make([]float64, len(s.steady.cpu)), make([]float64, len(s.repaint.cpu))}
		for i, d := range s.steady.cpu {
			out.Ticks[i] = float64(d.Nanoseconds()) / 1e6
		}
		for i, d := range s.repaint.cpu {
			out.Repaints[i] = float64(d.Nanoseconds()) / 1e6
		}
		data, err := json.Marshal(out)
		if err != nil {
			return err.Error()
		}
		return string(data)
	}))
}
