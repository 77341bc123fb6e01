package unequal

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every Latin
// square, on random 3x3 and 4x4 boards of either mode with signs or bars
// mostly as a random square shows them, and a few givens.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 24, 40, func(rng *rand.Rand, i int) *Puzzle {
		p, _ := New(3 + i%2)
		if i%4 >= 2 {
			p.Set = bars
		}
		sol := puzzlestest.RandomLatin(rng, p.Size().Rows)
		for _, s := range p.All() { // mostly as sol shows, sometimes not
			x, y, v := sol[s.A.R][s.A.C], sol[s.B.R][s.B.C], rng.IntN(16)
			switch {
			case p.Adjacent() && (x-y == 1 || y-x == 1) != (v == 0):
				s.Set(p.Sides, Bar)
			case !p.Adjacent() && v < 4:
				s.Set(p.Sides, map[bool]int{true: Less, false: Greater}[x < y != (v == 0)])
			}
		}
		puzzlestest.Scatter(rng, p.Cells, 10, func() int { return 1 + rng.IntN(p.Size().Rows) })
		return p
	}, func(p *Puzzle) int {
		return puzzlestest.CountLatins(p, p.Size().Rows, func(g [][]int) puzzles.Answer { return &Answer{Grid: g} })
	}, 10)
}

// TestTatham: the game IDs of Tatham's generator (testdata/tatham) read,
// write back as themselves and have one solution each, kept in golden files.
func TestTatham(t *testing.T) {
	puzzlestest.SolvesTatham(t, Type, func(name string) bool { return name >= "8" }, nil)
}

// TestEnterByPad: every example is typed on a blank board by pad keys:
// the mode, the digits and the clues right of and below each cell.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, 0)
		if p.Adjacent() {
			ty.Press(puzzles.Target{}, ty.Key("Mode"))
		}
		for _, s := range p.All() {
			if sym, ok := p.Set.Symbol(s.V, s.Down); ok {
				ty.Press(puzzles.Target{R: s.A.R, C: s.A.C}, ty.Key(sym.Label))
			}
		}
		for _, pos := range p.Where(func(v int) bool { return v != Blank }) {
			ty.Press(puzzles.Target{R: pos.R, C: pos.C}, puzzlestest.Digits(p.At(pos))...)
		}
	})
	p, _ := New(3)
	puzzlestest.EditCases(t, p,
		puzzlestest.EditCase{Name: "sign toggled", At: puzzles.Target{}, Keys: []string{"<", "<", ">"}, Want: ".>. ."},
		puzzlestest.EditCase{Name: "no cell below", At: puzzles.Target{R: 2}, Keys: []string{"v"}, Want: "row 3, column 1 ∨: there is no cell below it"},
		puzzlestest.EditCase{Name: "digit too big", At: puzzles.Target{}, Keys: []string{"4"}, Want: "digit 4: a 3x3 board holds 1 to 3"},
		puzzlestest.EditCase{Name: "mode clears", At: puzzles.Target{}, Keys: []string{"<", "mode"}, Want: "#unequal adjacent\n. . ."},
	)
}

// BenchmarkUnequal solves (and proves unique) the examples and generates
// a 5x5 puzzle.
func BenchmarkUnequal(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 5, Cols: 5, Seed: 1})
}

// BenchmarkTatham9dr solves each of the IDs of Tatham's 9x9 Recursive
// made here, proving each unique (a sub-benchmark each).
func BenchmarkTatham9dr(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/9dr.txt"))
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
