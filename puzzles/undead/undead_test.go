package undead

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every
// filling of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 80, randomPuzzle, bruteCount, 20)
}

// randomPuzzle is a board of 1 to 3 rows and columns made by the
// generator's randomBoard, then a third of its numbers and totals and a
// tenth of its squares' monsters left out or given.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	p, _ := New(1+rng.IntN(3), 1+rng.IntN(3))
	p = randomBoard(rng, p)
	for _, side := range p.Edges {
		puzzlestest.Scatter(rng, [][]int{side}, 3, func() int { return cellgrid.NoClue })
	}
	for k := range p.Totals {
		if rng.IntN(3) == 0 {
			p.Totals[k] = cellgrid.NoClue
		}
	}
	puzzlestest.Scatter(rng, p.Cells, 10, func() int { return Ghost + rng.IntN(3) })
	return p
}

// bruteCount counts the fillings of the empty squares that pass Check.
func bruteCount(p *Puzzle) int {
	squares, n := p.Where(func(v int) bool { return v != Back && v != Fore }), 0
	pic := make([][]byte, len(p.Cells))
	for r, row := range p.Cells {
		for _, v := range row {
			pic[r] = append(pic[r], spec.Symbols.TextChar(v))
		}
	}
	fillings := 1
	for range squares {
		fillings *= 3
	}
	for code := range fillings {
		for i, c := 0, code; i < len(squares); i, c = i+1, c/3 {
			pic[squares[i].R][squares[i].C] = letters[c%3]
		}
		a := &Answer{}
		for _, row := range pic {
			a.Grid = append(a.Grid, string(row))
		}
		if p.Check(a) == nil {
			n++
		}
	}
	return n
}

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone: its squares, its numbers and its totals.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		size := p.Size()
		ty.New(size.Rows, size.Cols)
		for r := -1; r <= size.Rows; r++ {
			for c := -1; c <= size.Cols; c++ {
				tg, ok := ty.Inst.Hit(float64(c)+1.5, float64(r)+1.5)
				if v := p.At(grid.Pos{R: r, C: c}); size.In(grid.Pos{R: r, C: c}) && v != Blank {
					ty.Press(tg, ty.Key(spec.Label(v)))
				} else if at := p.place(r, c); ok && at != nil && *at != cellgrid.NoClue {
					ty.Press(tg, puzzlestest.Digits(*at)...)
				}
			}
		}
	})
}
