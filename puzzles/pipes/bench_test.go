package pipes

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// benchSolve solves the puzzle in file and counts up to limit solutions,
// failing unless it finds want (a complete count when want < limit). It
// reports the solver calls, which include the lazy refinement's rounds.
func benchSolve(b *testing.B, file string, limit, want int) {
	p := mustParse(b, golden.Read(b, file))
	solves := 0
	for b.Loop() {
		res, err := puzzles.Solve(p, limit)
		if err != nil {
			b.Fatal(err)
		}
		if len(res.Answers) != want || res.Complete != (want < limit) {
			b.Fatalf("%d solutions (complete %v), want %d", len(res.Answers), res.Complete, want)
		}
		solves = res.Stats.Solves
	}
	b.ReportMetric(float64(solves), "solves/op")
}

// The seed's 8x16 example, solved and both solutions counted (limit 3
// proves there are exactly 2).
func BenchmarkSeed8x16(b *testing.B) { benchSolve(b, "testdata/seed_8x16.txt", 3, 2) }

// netBenches are Net-rule puzzles: the generator's, solved and proved
// unique, and Tatham's 48x25 wrapping example (made with ambiguity
// allowed), the first two of its 2048 solutions.
var netBenches = []struct {
	name, file  string
	limit, want int
}{
	{"15x15w", "testdata/net_15x15w.txt", 2, 1},
	{"40x40", "testdata/net_40x40.txt", 2, 1},
	{"40x40w", "testdata/net_40x40w.txt", 2, 1},
	{"tatham48x25w", "testdata/tatham/net_48x25w.txt", 2, 2},
}

// BenchmarkNet solves with the encoding as it is: lazy connectivity plus
// the up-front short-loop clauses.
func BenchmarkNet(b *testing.B) {
	for _, nb := range netBenches {
		b.Run(nb.name, func(b *testing.B) { benchSolve(b, nb.file, nb.limit, nb.want) })
	}
}

// BenchmarkNetLazyOnly solves with lazy refinement alone, without the
// short-loop clauses: the comparison behind the encoding's choice.
func BenchmarkNetLazyOnly(b *testing.B) {
	netShortLoops = false
	defer func() { netShortLoops = true }()
	for _, nb := range netBenches {
		b.Run(nb.name, func(b *testing.B) { benchSolve(b, nb.file, nb.limit, nb.want) })
	}
}

// BenchmarkGenerateNet makes unique Net puzzles (the "Random puzzle" button).
func BenchmarkGenerateNet(b *testing.B) {
	for _, o := range []puzzles.GenerateOptions{
		{Rows: 8, Cols: 16, Seed: 7, Variant: VariantNet},
		{Rows: 15, Cols: 15, Seed: 7, Variant: VariantNetWrap},
		{Rows: 40, Cols: 40, Seed: 7, Variant: VariantNet},
	} {
		name := fmt.Sprintf("%dx%d", o.Cols, o.Rows) + map[string]string{VariantNet: "", VariantNetWrap: "w"}[o.Variant]
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Type.Generate(o); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
