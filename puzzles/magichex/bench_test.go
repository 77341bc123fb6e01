package magichex

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Benchmarks for the "Measure" items. Run natively and as WASM:
//
//	go test -run='^$' -bench=. -benchtime=1x -count=3 ./puzzles/magichex/
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run='^$' -bench=. -benchtime=1x -count=3 ./puzzles/magichex/
//
// MAGICHEX_ENCODINGS=1 adds the comparison of encodings (slow: the
// weighted-sum encodings take seconds to minutes).

// benchSolve solves text b.N times and reports, beside the wall clock, the
// process's CPU time per solve ("cpu-ms"), which a loaded machine disturbs
// less.
func benchSolve(b *testing.B, text string, limit int) *puzzles.Result {
	p := mustParse(b, text)
	var res *puzzles.Result
	start := cpuMs()
	for i := 0; i < b.N; i++ {
		var err error
		if res, err = puzzles.Solve(p, limit); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuMs()-start)/float64(b.N), "cpu-ms")
	return res
}

// BenchmarkSolveHex38 finds one arrangement of the empty side-3 hexagon
// (and a second, which the driver looks for to know whether it is unique).
func BenchmarkSolveHex38(b *testing.B) {
	res := benchSolve(b, golden.Read(b, "testdata/magichex_empty.txt"), 1)
	if len(res.Answers) != 1 {
		b.Fatalf("%d answers", len(res.Answers))
	}
}

// BenchmarkCountHex38 counts all 12 arrangements and proves there are no more.
func BenchmarkCountHex38(b *testing.B) {
	res := benchSolve(b, golden.Read(b, "testdata/magichex_empty.txt"), 100)
	if len(res.Answers) != 12 || !res.Complete {
		b.Fatalf("%d answers, complete %v", len(res.Answers), res.Complete)
	}
}

// BenchmarkGivensHex38 solves and proves unique a puzzle with two givens.
func BenchmarkGivensHex38(b *testing.B) {
	res := benchSolve(b, "#magichex side=3\n9 14 .\n. . . .\n. . . . .\n. . . .\n. . .\n", 2)
	if !res.Unique() {
		b.Fatal("not unique")
	}
}

// BenchmarkImpossibleSides answers the sides whose arithmetic fails.
func BenchmarkImpossibleSides(b *testing.B) {
	for side := 2; side <= 5; side++ {
		if side == 3 {
			continue
		}
		b.Run(fmt.Sprintf("side=%d", side), func(b *testing.B) {
			res := benchSolve(b, fmt.Sprintf("#magichex side=%d", side), 2)
			if res.Status != puzzles.Unsat || res.Reason == "" {
				b.Fatalf("status %s", res.Status)
			}
		})
	}
}

// variant is a puzzle solved with a chosen encoding.
type variant struct {
	*Puzzle
	o options
}

func (v variant) Encode(m *sat.Model) (puzzles.Decoder, error) { return v.encodeWith(m, v.o) }
func (v variant) Draw(a puzzles.Answer) draw.Scene             { return v.Puzzle.Draw(a) }

// BenchmarkEncodings solves (one arrangement) and counts (all 12) with each
// encoding. The weighted-sum encoding without symmetry breaking only
// solves: counting with it ran for over 3 minutes natively without ending.
func BenchmarkEncodings(b *testing.B) {
	env := os.Getenv("MAGICHEX_ENCODINGS")
	if env == "" {
		b.Skip("set MAGICHEX_ENCODINGS=1 to compare the encodings (MAGICHEX_ENCODINGS=pb adds the slow weighted sums)")
	}
	p := hex38(b)
	for _, v := range []struct {
		name  string
		o     options
		count bool
	}{
		{"pb", options{lines: "pb"}, false},
		{"pb+symmetry", options{lines: "pb", symmetry: true}, true},
		{"card+symmetry", options{lines: "card", symmetry: true}, true},
		{"adder", options{lines: "adder"}, true},
		{"adder+symmetry", options{lines: "adder", symmetry: true}, true},
	} {
		if !strings.Contains(env, "pb") && strings.HasPrefix(v.name, "pb") {
			continue
		}
		b.Run(v.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				start := time.Now()
				res, err := puzzles.Solve(variant{p, v.o}, 1)
				if err != nil || len(res.Answers) != 1 {
					b.Fatalf("%v %v", res, err)
				}
				b.ReportMetric(ms(time.Since(start)), "solve-ms")
				b.ReportMetric(float64(res.Stats.Variables), "vars")
				b.ReportMetric(float64(res.Stats.Clauses), "constraints")
				if !v.count {
					continue
				}
				start = time.Now()
				res, err = puzzles.Solve(variant{p, v.o}, 100)
				if err != nil || len(res.Answers) != 12 || !res.Complete {
					b.Fatalf("%v %v", res, err)
				}
				b.ReportMetric(ms(time.Since(start)), "count-ms")
			}
		})
	}
}

// BenchmarkNumberings counts the 12 arrangements with the default encoding
// under 10 random numberings of the cells' variables, and reports the
// median and the slowest: one run's time is partly luck.
func BenchmarkNumberings(b *testing.B) {
	if os.Getenv("MAGICHEX_ENCODINGS") == "" {
		b.Skip("set MAGICHEX_ENCODINGS=1 to measure the spread over numberings")
	}
	p := hex38(b)
	for i := 0; i < b.N; i++ {
		var solve, count []float64
		for seed := int64(1); seed <= 10; seed++ {
			o := defaultOptions
			o.shuffle = seed
			start := time.Now()
			if _, err := puzzles.Solve(variant{p, o}, 1); err != nil {
				b.Fatal(err)
			}
			solve = append(solve, ms(time.Since(start)))
			start = time.Now()
			if res, err := puzzles.Solve(variant{p, o}, 100); err != nil || len(res.Answers) != 12 {
				b.Fatal(err)
			}
			count = append(count, ms(time.Since(start)))
		}
		slices.Sort(solve)
		slices.Sort(count)
		b.ReportMetric(solve[len(solve)/2], "solve-median-ms")
		b.ReportMetric(solve[len(solve)-1], "solve-max-ms")
		b.ReportMetric(count[len(count)/2], "count-median-ms")
		b.ReportMetric(count[len(count)-1], "count-max-ms")
	}
}

// BenchmarkZ3 runs Z3 on the seed's SMT-LIB model (testdata/hex38.smt2)
// and this package's solve and count of the same puzzle in the same
// process, and reports the times and their ratios. It is skipped when no
// z3 binary is installed (Debian: apt-get install z3).
func BenchmarkZ3(b *testing.B) {
	p := hex38(b)
	for i := 0; i < b.N; i++ {
		z3, out, err := runZ3("testdata/hex38.smt2")
		if err == errNoZ3 {
			b.Skip("no z3 binary")
		}
		if err != nil || !strings.HasPrefix(out, "sat") {
			b.Fatalf("z3: %v\n%s", err, out)
		}
		start := time.Now()
		if _, err := puzzles.Solve(p, 1); err != nil {
			b.Fatal(err)
		}
		solve := time.Since(start)
		start = time.Now()
		if res, err := puzzles.Solve(p, 100); err != nil || len(res.Answers) != 12 {
			b.Fatal(err)
		}
		count := time.Since(start)
		b.ReportMetric(ms(z3), "z3-ms")
		b.ReportMetric(ms(solve), "solve-ms")
		b.ReportMetric(ms(count), "count-ms")
		b.ReportMetric(float64(z3)/float64(solve), "z3/solve")
		b.ReportMetric(float64(z3)/float64(count), "z3/count")
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
