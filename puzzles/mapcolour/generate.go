package mapcolour

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 8, 10, 12, 15), generate)

// generate makes a rows x cols puzzle (default 8x8) with a unique
// solution: regions grown from random seeds (one per 6 cells), a
// four-colouring of them (the solver's, its colours permuted) given in every region's first cell, then
// colours dropped in random order while the puzzle stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Map", Rows: 8, Cols: 8, Tries: 5, Made: "random maps", Sparse: true,
		Check: cellgrid.GenBounds(2, 30),
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle {
			p, _ := s.New(rows, cols)
			var seeds [][]grid.Pos
			for _, i := range rng.Perm(rows * cols)[:max(2, rows*cols/6)] {
				seeds = append(seeds, []grid.Pos{p.Size().Cells()[i]})
			}
			p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
			p.Rename()
			colour := colouring(rng, p)
			for id, cells := range p.RegionCells() {
				if colour == nil { // no colouring: a board without givens, not unique
					break
				}
				p.Cells[cells[0].R][cells[0].C] = colour[id]
			}
			return p
		},
	}.Generate(o)
}

// colouring returns a colour 1–4 for each region of p, regions that
// share an edge coloured differently: the solver's colouring of p
// without givens, its colours permuted at random.
func colouring(rng *rand.Rand, p *Puzzle) []int {
	res, err := puzzles.Solve(p, 1)
	if err != nil || len(res.Answers) == 0 {
		return nil
	}
	a, perm := cellgrid.NumberGridOf(res.Answers[0]), rng.Perm(4)
	colour := make([]int, len(p.IDs()))
	for id, cells := range p.RegionCells() {
		colour[id] = perm[a.Grid[cells[0].R][cells[0].C]-1] + 1
	}
	return colour
}
