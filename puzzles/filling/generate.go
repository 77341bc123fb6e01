package filling

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(nil, generate)

// generate makes a rows x cols puzzle (default 5x5: larger boards can take minutes) with a unique
// solution: a random division into regions, every cell numbered with
// its region's size, then numbers dropped in random order while the
// solution stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Filling", Rows: 5, Cols: 5, Tries: 5, Made: "random divisions", Sparse: true,
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols) },
	}.Generate(o)
}

// randomBoard grows regions from random seeds (about one a third of the
// cells), joins touching regions of equal size until none touch, and
// numbers every cell with its region's size.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := s.New(rows, cols)
	size := p.Size()
	var seeds [][]grid.Pos
	for _, i := range rng.Perm(rows * cols)[:max(1, rows*cols/3)] {
		seeds = append(seeds, []grid.Pos{size.Cells()[i]})
	}
	part := cellgrid.Partition{Region: cellgrid.GrowRegions(rng, size, seeds)}
	for joined := true; joined; {
		joined = false
		cells := part.RegionCells()
		for _, e := range size.Edges() {
			a, b := part.Of(e.A), part.Of(e.B)
			if a != b && len(cells[a]) == len(cells[b]) {
				for _, pos := range cells[b] {
					part.Region[pos.R][pos.C] = a
				}
				joined = true
				break
			}
		}
	}
	cells := part.RegionCells()
	for _, pos := range size.Cells() {
		p.Cells[pos.R][pos.C] = len(cells[part.Of(pos)])
	}
	return p
}
