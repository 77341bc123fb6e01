package lits

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5), generate)

// generate makes a rows x cols puzzle (default 5x5) with a unique
// solution: tetrominoes planted at random, each touching one planted
// before it, a region grown around each, then cells moved between
// regions until the planted tetrominoes are the only solution
// (cellgrid.Partition.Repair).
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "LITS", Rows: 5, Cols: 5, Tries: 40,
		Check: cellgrid.GenBounds(3, 12),
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols, true) },
	}.Generate(o)
}

// randomBoard plants tetrominoes, one region for every five cells or so,
// and grows the regions, and repairs them when repair is set.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int, repair bool) *Puzzle {
	p, _ := s.New(rows, cols)
	size := p.Size()
	for _, row := range p.Region {
		clear(row)
	}
	all := p.Tetrominoes(0, Shapes)
	shape := map[grid.Pos]byte{}
	var pieces [][]grid.Pos
	fits := func(pl cellgrid.Piece) bool {
		touch := len(pieces) == 0
		for _, q := range pl.Cells {
			for _, n := range size.Neighbours(q, grid.Orthogonal) {
				touch = touch || shape[n] != 0
				if shape[q] != 0 || shape[n] == pl.Shape {
					return false
				}
			}
		}
		return touch
	}
	for range 50 * rows * cols {
		if len(pieces) >= rows*cols/5 {
			break
		}
		pl := all[rng.IntN(len(all))]
		if !fits(pl) {
			continue
		}
		for _, q := range pl.Cells {
			shape[q] = pl.Shape
		}
		if cellgrid.CheckBlocks(shaded(size, shape), nil) != nil {
			for _, q := range pl.Cells {
				delete(shape, q)
			}
			continue
		}
		pieces = append(pieces, pl.Cells)
	}
	p.Region = cellgrid.GrowRegions(rng, size, pieces)
	planted := map[grid.Pos]bool{}
	for q := range shape {
		planted[q] = true
	}
	if !repair {
		return p
	}
	p.Repair(rng, p, planted, cellgrid.ShadedCells, 8, 100)
	return p
}

// shaded is the picture of the planted cells.
func shaded(size grid.Size, shape map[grid.Pos]byte) [][]bool {
	out := make([][]bool, size.Rows)
	for r := range out {
		out[r] = make([]bool, size.Cols)
		for c := range out[r] {
			out[r][c] = shape[grid.Pos{R: r, C: c}] != 0
		}
	}
	return out
}
