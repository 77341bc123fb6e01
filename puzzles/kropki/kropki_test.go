package kropki

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every Latin
// square, on random 3x3 and 4x4 boards with dots mostly as a random
// square shows them (sometimes another dot or none), and a few givens.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 24, 40, func(rng *rand.Rand, i int) *Puzzle {
		p, _ := New(3 + i%2)
		sol := puzzlestest.RandomLatin(rng, p.Size().Rows)
		for _, s := range p.All() { // mostly as sol shows, sometimes not
			x, y, v := sol[s.A.R][s.A.C], sol[s.B.R][s.B.C], rng.IntN(40)
			switch {
			case v == 0:
				s.Set(p.Sides, rng.IntN(3))
			case x*y == 2:
				s.Set(p.Sides, White+v%2)
			case x-y == 1 || y-x == 1:
				s.Set(p.Sides, White)
			case x == 2*y || y == 2*x:
				s.Set(p.Sides, Black)
			}
		}
		puzzlestest.Scatter(rng, p.Cells, 12, func() int { return 1 + rng.IntN(p.Size().Rows) })
		return p
	}, func(p *Puzzle) int {
		return puzzlestest.CountLatins(p, p.Size().Rows, func(g [][]int) puzzles.Answer { return &Answer{Grid: g} })
	}, 10)
}

// TestEnterByPad: every example is typed on a blank board by pad keys:
// the dots right of and below each cell, and the digits.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, 0)
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
		puzzlestest.EditCase{Name: "dot toggled", At: puzzles.Target{}, Keys: []string{"o", "o", "*"}, Want: ".*. ."},
		puzzlestest.EditCase{Name: "dot below", At: puzzles.Target{}, Keys: []string{"O"}, Want: "#kropki\n. . .\no+ +"},
		puzzlestest.EditCase{Name: "no cell below", At: puzzles.Target{R: 2}, Keys: []string{"x"}, Want: "row 3, column 1 ● below: there is no cell below it"},
		puzzlestest.EditCase{Name: "digit too big", At: puzzles.Target{}, Keys: []string{"4"}, Want: "digit 4: a 3x3 board holds 1 to 3"},
	)
}
