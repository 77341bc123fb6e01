package puzzlestest

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// BenchSolve solves inst and proves its answer unique (counting up to two
// solutions, as the app does) once per iteration. Besides wall time it
// reports the CPU time per solve (cpu-ms/op; under js, Node's
// process.cpuUsage), which the machine's load disturbs less, and two
// counts that do not depend on the machine at all: the solver calls
// (solves/op) and the conflicts of the search (conflicts/op).
func BenchSolve(b *testing.B, inst puzzles.Instance) {
	b.Helper()
	start, solves := cpuTime(), 0
	for b.Loop() {
		res, err := puzzles.Solve(inst, 2)
		if err != nil || !res.Unique() {
			b.Fatalf("%v %v", res, err)
		}
		solves += res.Stats.Solves
	}
	reportCPU(b, start)
	b.ReportMetric(float64(solves)/float64(b.N), "solves/op")
	b.ReportMetric(float64(conflicts(b, inst)), "conflicts/op")
}

// conflicts solves inst as puzzles.Solve(inst, 2) does and returns the
// conflicts its search met.
func conflicts(b *testing.B, inst puzzles.Instance) int {
	m := sat.NewModel()
	dec, err := inst.Encode(m)
	if err != nil {
		b.Fatal(err)
	}
	s := m.Solver()
	var stats puzzles.Stats
	for range 2 {
		a, err := puzzles.Next(s, inst, dec, &stats)
		if err != nil {
			b.Fatal(err)
		}
		if a == nil {
			break
		}
		s.Block(dec.Vars())
	}
	return s.Conflicts()
}

// BenchSolveEach runs BenchSolve on each puzzle of texts as the
// sub-benchmarks a, b, c, ...
func BenchSolveEach(b *testing.B, typ puzzles.Type, texts []string) {
	b.Helper()
	for i, text := range texts {
		benchText(b, typ, string(rune('a'+i)), text)
	}
}

// Bench runs a type's benchmarks as sub-benchmarks: BenchSolve on each
// of its examples with one solution (named by the example) and on each
// puzzle of more (named by its first line up to a colon: a game ID's
// parameters), then, when the type has a generator, BenchGenerate on gen
// (named Generate).
func Bench(b *testing.B, typ puzzles.Type, gen puzzles.GenerateOptions, more ...string) {
	b.Helper()
	for _, ex := range typ.Examples() {
		if !several(ex.Name) {
			benchText(b, typ, ex.Name, ex.Text)
		}
	}
	for _, text := range more {
		line, _, _ := strings.Cut(text, "\n")
		name, _, _ := strings.Cut(line, ":")
		benchText(b, typ, name, text)
	}
	if _, ok := typ.(puzzles.Generator); ok {
		b.Run("Generate", func(b *testing.B) { BenchGenerate(b, typ, gen) })
	}
}

// benchText runs BenchSolve on text, parsed as typ, as the sub-benchmark
// name.
func benchText(b *testing.B, typ puzzles.Type, name, text string) {
	b.Helper()
	inst := MustParse(b, typ, text)
	b.Run(name, func(b *testing.B) { BenchSolve(b, inst) })
}

// BenchGenerate runs typ's generator on o once per iteration.
func BenchGenerate(b *testing.B, typ puzzles.Type, o puzzles.GenerateOptions) {
	b.Helper()
	gen := generator(b, typ)
	start := cpuTime()
	for b.Loop() {
		if _, err := gen.Generate(o); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

// MeasureCPU, called before a benchmark's loop, returns the function to
// call after it, which reports the process's CPU time per iteration
// (cpu-ms/op), as BenchSolve does.
func MeasureCPU(b *testing.B) (stop func()) {
	start := cpuTime()
	return func() { reportCPU(b, start) }
}

func reportCPU(b *testing.B, start int64) {
	if used := cpuTime() - start; used > 0 && start > 0 {
		b.ReportMetric(float64(used)/1e6/float64(b.N), "cpu-ms/op")
	}
}
