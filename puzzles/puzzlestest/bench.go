package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// BenchSolve solves inst and proves its answer unique (counting up to two
// solutions, as the app does) once per iteration. Natively it also reports
// the CPU time per solve (cpu-ms/op), which stays meaningful on a loaded
// machine where wall time does not.
func BenchSolve(b *testing.B, inst puzzles.Instance) {
	b.Helper()
	start := cpuTime()
	for b.Loop() {
		res, err := puzzles.Solve(inst, 2)
		if err != nil || !res.Unique() {
			b.Fatalf("%v %v", res, err)
		}
	}
	reportCPU(b, start)
}

// BenchGenerate runs typ's generator on o once per iteration.
func BenchGenerate(b *testing.B, typ puzzles.Type, o puzzles.GenerateOptions) {
	b.Helper()
	gen := typ.(puzzles.Generator)
	start := cpuTime()
	for b.Loop() {
		if _, err := gen.Generate(o); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

func reportCPU(b *testing.B, start int64) {
	if used := cpuTime() - start; used > 0 && start > 0 {
		b.ReportMetric(float64(used)/1e6/float64(b.N), "cpu-ms/op")
	}
}
