package aquarium

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 6, 8, 10), generate)

// generate makes a rows x cols puzzle (default 6x6) with a unique
// solution: tanks grown from random cells (one for every five cells or
// so), each filled to a random level, every count given; the first of
// up to 200 such boards whose filling is the only answer.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Aquarium", Rows: 6, Cols: 6, Tries: 200,
		Check: cellgrid.GenBounds(2, 15),
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols) },
	}.Generate(o)
}

// randomBoard grows the tanks, fills them and counts the water.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := s.New(rows, cols)
	cells := p.Size().Cells()
	var seeds [][]grid.Pos
	for _, i := range rng.Perm(len(cells))[:max(1, len(cells)/5)] {
		seeds = append(seeds, []grid.Pos{cells[i]})
	}
	p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
	p.Rename()
	var water []grid.Pos
	for _, tank := range p.levels() {
		for _, row := range tank[rng.IntN(len(tank)+1):] {
			water = append(water, row...)
		}
	}
	p.SetCounts(slices.Values(water))
	return p
}
