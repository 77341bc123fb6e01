package tapa

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 7, 8, 10), generate)

// generate makes a rows x cols puzzle (default 7x7) with a unique
// solution: a random shading (see randomShading) with every unshaded
// cell clued; the first of up to 50 such boards that is unique has its
// clues dropped in random order while it stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Tapa", Rows: 7, Cols: 7, Tries: 50, Made: "random shadings", Sparse: true,
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return clued(s, randomShading(rng, rows, cols)) },
	}.Generate(o)
}

// randomShading grows a shading from a random cell, a random neighbour of
// it at a time that closes no 2x2 block, until half the board
// is shaded or no cell can be: connected, without a 2x2 block.
func randomShading(rng *rand.Rand, rows, cols int) [][]bool {
	size := grid.Size{Rows: rows, Cols: cols}
	sh := make([][]bool, rows)
	for r := range sh {
		sh[r] = make([]bool, cols)
	}
	sh[rng.IntN(rows)][rng.IntN(cols)] = true
	for n := 1; n < rows*cols/2; n++ {
		var next []grid.Pos
		for _, pos := range size.Cells() {
			if !sh[pos.R][pos.C] && slices.ContainsFunc(size.Neighbours(pos, grid.Orthogonal), func(q grid.Pos) bool { return sh[q.R][q.C] }) {
				sh[pos.R][pos.C] = true // a trial: does it close a 2x2 block?
				if cellgrid.CheckNoBlock(sh, true, "") == nil {
					next = append(next, pos)
				}
				sh[pos.R][pos.C] = false
			}
		}
		if len(next) == 0 {
			break
		}
		pos := next[rng.IntN(len(next))]
		sh[pos.R][pos.C] = true
	}
	return sh
}

// clued is the puzzle whose clues are the runs around each unshaded cell
// of sh.
func clued(s *cellgrid.Spec[*Puzzle], sh [][]bool) *Puzzle {
	p, _ := s.New(len(sh), len(sh[0]))
	for _, pos := range p.Size().Cells() {
		if !sh[pos.R][pos.C] {
			p.Cells[pos.R][pos.C] = Value(ringRuns(sh, pos))
		}
	}
	return p
}
