package nonogram

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// benchSolve solves text and proves its solution unique, as the app does.
// Natively it also reports the CPU time per solve (cpu-ms/op), which stays
// meaningful on a loaded machine where wall time does not.
func benchSolve(b *testing.B, text string) {
	p, err := Parse(text)
	if err != nil {
		b.Fatal(err)
	}
	start := cpuTime()
	for b.Loop() {
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			b.Fatalf("%v %v", res, err)
		}
	}
	if used := cpuTime() - start; used > 0 {
		b.ReportMetric(float64(used.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
}

// BenchmarkNonogram10 .. 30: Tatham Pattern puzzles (the built-in examples).
func BenchmarkNonogram10(b *testing.B) { benchSolve(b, pattern10) }
func BenchmarkNonogram15(b *testing.B) { benchSolve(b, pattern15) }
func BenchmarkNonogram20(b *testing.B) { benchSolve(b, pattern20) }
func BenchmarkNonogram30(b *testing.B) { benchSolve(b, pattern30) }
