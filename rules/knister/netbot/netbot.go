// Package netbot is Knister's hard bot and its trainer: a learned line
// model and a network over the whole grid (docs/knister-bot.md), the
// model file they are read from (hard_model.bin), the AVX2 kernels that
// train the network faster (GOEXPERIMENT=simd) and, behind the
// cifra_train tag, the tools that train them. It builds on the rules
// (cifra/rules/knister) and hands the hard level to them from its init
// (knister.RegisterHard): a program that plays Knister's hard bot imports
// this package, and knister.NewBot("hard") makes it.
package netbot

import (
	"cifra/rules/knister"
	"cifra/rules/knister/internal/linekey"
)

// The rules cannot import the bot that builds on them, so the bot
// registers itself: the rules' NewBot("hard") makes a hardBot once this
// package is in the program. Sitting a hard bot down is when the browser
// build starts fetching its model (model_web.go).
func init() {
	knister.RegisterHard(func(uint64, int) knister.Bot {
		startModel()
		return hardBot{}
	})
}

// lineKeys returns the keys of g's 12 lines in knister.AllLines order.
func lineKeys(g *knister.Grid) [linekey.Slots]int { return linekey.OfGrid((*linekey.Grid)(g)) }

// fillTable is the normal bot's table (linekey.Fill): the hard bot's
// choice without its model, and where training the line model starts.
var fillTable = linekey.Fill(func(values [knister.Size]int) int { return knister.Classify(values).Points() })

// greedy picks the empty square whose lines gain most in t's value, ties
// going to the first in reading order.
func greedy(g *knister.Grid, sum int, t *linekey.Table) knister.Cell {
	r, c := linekey.Greedy((*linekey.Grid)(g), sum, t, nil)
	return knister.Cell{R: r, C: c}
}

// ModelAsset is the name the browser build fetches hard_model.bin under,
// beside game.wasm (the server hashes it into the served name).
const ModelAsset = "knister-model.bin"
