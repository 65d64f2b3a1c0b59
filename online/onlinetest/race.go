//go:build race

package onlinetest

// raceDetector: this build has the race detector.
const raceDetector = true
