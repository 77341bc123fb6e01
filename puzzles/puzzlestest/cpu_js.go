//go:build js

package puzzlestest

// cpuTime is not available under js: benchmarks report wall time only.
func cpuTime() int64 { return 0 }
