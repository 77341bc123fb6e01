package main

import (
	"strings"
	"testing"
)

const native = `goos: linux
pkg: github.com/puzzlesat/puzzlesat/puzzles/numberlink
BenchmarkSeed-2   	       1	   2777414 ns/op
BenchmarkSeed-2   	       1	   1500000 ns/op
BenchmarkSeed-2   	       1	   3000000 ns/op
BenchmarkFlowFree/regular_5x5_01-2   	       1	    250000 ns/op
`

const wasm = `pkg: github.com/puzzlesat/puzzlesat/puzzles/numberlink
BenchmarkSeed 	       1	 365385728 ns/op
`

func TestTable(t *testing.T) {
	got := Table(Parse(strings.NewReader(native)), Parse(strings.NewReader(wasm)))
	for _, want := range []string{
		"| numberlink | Seed | **2.8**; 2.8, 1.5, 3.0 | **365**; 365 |",
		"| numberlink | FlowFree/regular_5x5_01 | **0.25**; 0.25 | – |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("table lacks %q:\n%s", want, got)
		}
	}
}
