package suguru

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// largest is the most cells a generated region has: a region grows to
// it unless it meets others first (aiming lower, at a random 2 to 5
// cells, made planting 10x10 boards about 5 times slower, more of them
// failing; at 3 to 5, 3 times).
const largest = 5

// generator makes a rows x cols puzzle (default 6x6) with a unique
// solution: regions planted so that they can be filled (see plant),
// numbered by the solver's first answer, every number given; then
// numbers dropped in random order while the solution stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 8, 10), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Suguru", Rows: 6, Cols: 6, Tries: 50, Sparse: true,
	Check: cellgrid.GenBounds(2, 15),
}, randomBoard))

// randomBoard plants the regions (see plant) and gives every cell the
// number of the solver's first answer; a board whose regions cannot be
// numbered comes back without numbers, and no solution.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	plant(p, rng)
	p.Rename()
	m := sat.NewModel()
	roomRule.Fill(p.Regioned, m, p.numbers(m))
	return p
}

// undos is how many times plant may take regions away again before it
// gives up on a board.
const undos = 40

// plant divides p into regions that can be numbered: the first cell in
// reading order not in a region yet starts one (see grow). When grow
// cannot place it, the regions around it are taken away again and
// planted anew, up to undos times; then plant stops, each cell left a
// region of its own (a board that cannot be numbered).
func plant(p *Puzzle, rng *rand.Rand) {
	size := p.Size()
	for undone := 0; ; {
		i := slices.IndexFunc(size.Cells(), func(c grid.Pos) bool { return p.Of(c) == cellgrid.NoRegion })
		if i < 0 {
			return
		}
		start := size.Cells()[i]
		if grow(p, rng, start) {
			continue
		}
		if undone++; undone > undos {
			for _, c := range size.Cells() {
				if p.Of(c) == cellgrid.NoRegion {
					p.Region[c.R][c.C] = size.Index(c)
				}
			}
			return
		}
		for _, q := range size.Neighbours(start, grid.King) {
			if id := p.Of(q); id != cellgrid.NoRegion {
				for _, c := range size.Cells() {
					if p.Of(c) == id {
						p.Region[c.R][c.C] = cellgrid.NoRegion
					}
				}
			}
		}
	}
}

// grow places start, a cell in no region, so that the regions can still
// be numbered: a new region grown from it at random neighbours to
// largest cells (fewer where it meets other regions), another when that cannot be numbered (up to 5 shapes), then
// the cell alone or in a neighbouring region of fewer than largest
// cells. It reports whether one of these could be numbered (when none
// could, start is left in no region).
func grow(p *Puzzle, rng *rand.Rand, start grid.Pos) bool {
	size, id := p.Size(), p.Size().Index(start)
	for try := 0; try < 5; try++ {
		region := []grid.Pos{start}
		p.Region[start.R][start.C] = id
		for len(region) < largest {
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
		if fillable(p) {
			return true
		}
		for _, c := range region {
			p.Region[c.R][c.C] = cellgrid.NoRegion
		}
	}
	p.Region[start.R][start.C] = id
	if fillable(p) {
		return true
	}
	for _, i := range rng.Perm(4) {
		if q := start.Add(grid.Dirs[i].Delta()); p.Of(q) != cellgrid.NoRegion && p.Of(q) != id && count(p, p.Of(q)) < largest {
			if p.Region[start.R][start.C] = p.Of(q); fillable(p) {
				return true
			}
		}
	}
	p.Region[start.R][start.C] = cellgrid.NoRegion
	return false
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
