//go:build race

package cryptotest

// raceEnabled reports a -race build, where the detector's instrumentation
// allocates and AllocsPerRun figures mean nothing.
const raceEnabled = true
