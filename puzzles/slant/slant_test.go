package slant

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example is typed on a blank board by selecting
// its grid points and pressing their clues.
func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		for _, pt := range p.Where(func(v int) bool { return v != Blank }) {
			tg, _ := ty.Inst.Hit(float64(pt.C)+0.3, float64(pt.R)+0.7) // near the point
			ty.Press(tg, ty.Key(string(rune('0'+p.At(pt)))))
		}
	})
}

// TestBruteForce compares solution counts with a count over every board
// of lines, on random boards up to 3x3 cells with a few clues.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 60, func(rng *rand.Rand, i int) *Puzzle {
		p, _ := New(1+i%3, 1+i/3%3)
		puzzlestest.Scatter(rng, p.Cells, 4, func() int { return rng.IntN(4) })
		return p
	}, func(p *Puzzle) int {
		size := p.Size()
		return puzzlestest.CountSubsets(size.Rows*size.Cols, func(in func(i int) bool) bool {
			return p.Check(&Answer{Grid: puzzlestest.Picture(size.Rows, size.Cols, in, '\\', '/')}) == nil
		})
	}, 15)
}

// TestTatham: the game IDs of Tatham's generator (testdata/tatham) read,
// write back as themselves and have one solution each, kept in golden files.
func TestTatham(t *testing.T) { puzzlestest.SolvesTatham(t, Type, nil, nil) }

// BenchmarkSlant solves (and proves unique) the examples, among them
// Tatham's 12x10 Hard, and generates an 8x8 puzzle.
func BenchmarkSlant(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}

// BenchmarkTatham12x10dh solves each of the 10 IDs of Tatham's 12x10
// Hard made here, proving each unique.
func BenchmarkTatham12x10dh(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/12x10dh.txt"))
}

// BenchmarkNoqx40x25 solves (and proves unique) noqx's 40x25 example, on
// which noqx + clingo was faster (tools/noqxbench).
func BenchmarkNoqx40x25(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/noqx.txt"))
}

// TestNoqx40x25: noqx's 40x25 example has one solution.
func TestNoqx40x25(t *testing.T) {
	for _, id := range puzzlestest.IDs(t, "testdata/noqx.txt") {
		p, err := Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		puzzlestest.Unique(t, p)
	}
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
