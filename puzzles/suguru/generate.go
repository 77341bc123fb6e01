package suguru

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// largest is the most cells a generated region has.
const largest = 5

// generator makes a rows x cols puzzle (default 6x6) with a unique
// solution: regions planted so that they can be filled (see plant),
// numbered by the solver's first answer, every number given; then
// numbers dropped in random order while the solution stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 8, 10), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Suguru", Rows: 6, Cols: 6, Tries: 50, Sparse: true,
	Check: cellgrid.GenBounds(2, 12),
}, randomBoard))

// randomBoard plants the regions (see plant) and gives every cell the
// number of the solver's first answer; a board whose regions cannot be
// numbered comes back without numbers, and no solution.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	plant(p, rng)
	p.Rename()
	m := sat.NewModel()
	d := p.numbers(m)
	if sol := m.Solver(); m.Trivial() == "" && sol.Solve() {
		for _, pos := range p.Size().Cells() {
			p.Cells[pos.R][pos.C] = d.At(pos).Value(sol)
		}
	}
	return p
}

// plant divides p into regions that can be numbered: each cell in reading
// order not in a region yet starts one, grown at random neighbours to a
// random size of 2 to largest cells (fewer where it meets other regions);
// when the regions so far cannot be numbered, another (up to 5 times),
// then the cell alone or in a neighbouring region of fewer than largest
// cells. When none of these can be numbered either, it stops, each cell
// left a region of its own.
func plant(p *Puzzle, rng *rand.Rand) {
	size := p.Size()
	for id, start := range size.Cells() {
		if p.Of(start) != cellgrid.NoRegion {
			continue
		}
		placed := false
		for try := 0; try < 5 && !placed; try++ {
			region := []grid.Pos{start}
			p.Region[start.R][start.C] = id
			for target := 2 + rng.IntN(largest-1); len(region) < target; {
				var next []grid.Pos
				for _, c := range region {
					next = append(next, slices.DeleteFunc(size.Neighbours(c, grid.Orthogonal), func(q grid.Pos) bool { return p.Of(q) != cellgrid.NoRegion })...)
				}
				if len(next) == 0 {
					break
				}
				q := next[rng.IntN(len(next))]
				p.Region[q.R][q.C], region = id, append(region, q)
			}
			if placed = fillable(p); !placed {
				for _, c := range region {
					p.Region[c.R][c.C] = cellgrid.NoRegion
				}
			}
		}
		p.Region[start.R][start.C] = id
		placed = placed || fillable(p)
		for _, i := range rng.Perm(4) {
			if q := start.Add(grid.Dirs[i].Delta()); !placed && p.Of(q) != cellgrid.NoRegion && p.Of(q) != id && count(p, p.Of(q)) < largest {
				p.Region[start.R][start.C] = p.Of(q)
				placed = fillable(p)
			}
		}
		if !placed {
			for _, c := range size.Cells() {
				if p.Of(c) == cellgrid.NoRegion {
					p.Region[c.R][c.C] = size.Index(c)
				}
			}
			return
		}
	}
}

// count is how many cells region id of p has.
func count(p *Puzzle, id int) int {
	n := 0
	for _, pos := range p.Size().Cells() {
		n += map[bool]int{true: 1}[p.Of(pos) == id]
	}
	return n
}

// fillable reports whether the regions of p can be numbered.
func fillable(p *Puzzle) bool {
	m := sat.NewModel()
	p.numbers(m)
	return m.Trivial() == "" && m.Solver().Solve()
}
