package slitherlink

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// benchSolve solves text and proves its solution unique, as the app does.
// Besides wall time it reports the CPU time per solve (cpu-ms/op; under
// js, Node's process.cpuUsage), which the machine's load disturbs less,
// and two counts that do not depend on the machine at all: the solver
// calls (solves/op) and the conflicts of the search (conflicts/op).
func benchSolve(b *testing.B, text string) {
	p, err := Parse(text)
	if err != nil {
		b.Fatal(err)
	}
	start, solves := cpuTime(), 0
	for b.Loop() {
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			b.Fatalf("%v %v", res, err)
		}
		solves += res.Stats.Solves
	}
	if used := cpuTime() - start; used > 0 {
		b.ReportMetric(float64(used.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
	b.ReportMetric(float64(solves)/float64(b.N), "solves/op")
	b.ReportMetric(float64(conflicts(b, p)), "conflicts/op")
}

// conflicts solves p as puzzles.Solve(p, 2) does and returns the
// conflicts its search met.
func conflicts(b *testing.B, p *Puzzle) int {
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		b.Fatal(err)
	}
	s := m.Solver()
	var stats puzzles.Stats
	for range 2 {
		a, err := puzzles.Next(s, p, dec, &stats)
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

// loopyIDs reads the Loopy game IDs of testdata/loopy_ids.txt whose
// parameters start with prefix.
func loopyIDs(tb testing.TB, prefix string) []string {
	f, err := os.Open("testdata/loopy_ids.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if line := sc.Text(); strings.HasPrefix(line, prefix) {
			out = append(out, line)
		}
	}
	return out
}

// BenchmarkLoopy10Hard: Tatham's hardest 10x10 Loopy (10x10t0dh), one
// sub-benchmark per generated ID.
func BenchmarkLoopy10Hard(b *testing.B) {
	for i, id := range loopyIDs(b, "10x10t0:") {
		b.Run(string(rune('a'+i)), func(b *testing.B) { benchSolve(b, id) })
	}
}

// BenchmarkLoopy30Hard: 30x30 hard Loopy (30x30t0dh).
func BenchmarkLoopy30Hard(b *testing.B) {
	for i, id := range loopyIDs(b, "30x30t0:") {
		b.Run(string(rune('a'+i)), func(b *testing.B) { benchSolve(b, id) })
	}
}

// BenchmarkGenerate7: a unique 7x7 puzzle, clues dropped.
func BenchmarkGenerate7(b *testing.B) {
	for b.Loop() {
		if _, err := Generate(7, 7, 1); err != nil {
			b.Fatal(err)
		}
	}
}
