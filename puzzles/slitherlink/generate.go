package slitherlink

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generate makes a rows x cols puzzle (default 7x7) with a unique
// solution.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.GenerateSized(o, 7, 7, Generate)
}

// Generate makes a puzzle: a random loop (the border of a random region
// of cells grown one cell at a time while its border stays one loop),
// every cell numbered with its sides on the loop, then clues dropped in
// random order while the solution stays unique.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	p, err := spec.New(rows, cols) // spec, not New: Declare makes New from offered, which calls this
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(seed))
	size := p.Size()
	_, on := puzzles.RegionBorder(size, puzzles.RandomRegion(rng, size))
	for _, pos := range size.Cells() {
		n := 0
		for _, d := range grid.Dirs {
			if on[graph.Side(size, pos, d)] {
				n++
			}
		}
		p.Cells[pos.R][pos.C] = min(n, MaxClue) // a 4 only on a 1x1 board, where 3 is unique too
	}
	return puzzles.Sparser(p, rng)
}
