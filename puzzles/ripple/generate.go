package ripple

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// largest is the most cells a generated room has.
const largest = 5

// generator makes a rows x cols puzzle (default 6x6) with a unique
// solution: rooms planted so that they can be filled (see plant),
// numbered by the solver's first answer, every number given; then
// numbers dropped in random order while the solution stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 6, 8, 10), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Ripple Effect", Rows: 6, Cols: 6, Tries: 50, Sparse: true,
	Check: cellgrid.GenBounds(2, 12),
}, randomBoard))

// randomBoard plants the rooms (see plant) and gives every cell the
// number of the solver's first answer; a board whose rooms cannot be
// numbered comes back without numbers, and no solution.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	plant(p, rng)
	p.Rename()
	m := sat.NewModel()
	roomRule.Fill(p.Regioned, m, p.numbers(m))
	return p
}

// plant divides p into rooms that can be numbered: each cell in reading
// order not in a room yet starts one, grown at random neighbours to a
// random size of 2 to largest cells (fewer where it meets other rooms);
// when the rooms so far cannot be numbered, another (up to 5 times),
// then the cell alone or in a neighbouring room. When none of these can
// be numbered either, it stops, each cell left a room of its own.
func plant(p *Puzzle, rng *rand.Rand) {
	size := p.Size()
	for id, start := range size.Cells() {
		if p.Of(start) != cellgrid.NoRegion {
			continue
		}
		placed := false
		for try := 0; try < 5 && !placed; try++ {
			room := []grid.Pos{start}
			p.Region[start.R][start.C] = id
			for target := 2 + rng.IntN(largest-1); len(room) < target; {
				var next []grid.Pos
				for _, c := range room {
					next = append(next, slices.DeleteFunc(size.Neighbours(c, grid.Orthogonal), func(q grid.Pos) bool { return p.Of(q) != cellgrid.NoRegion })...)
				}
				if len(next) == 0 {
					break
				}
				q := next[rng.IntN(len(next))]
				p.Region[q.R][q.C], room = id, append(room, q)
			}
			if placed = fillable(p); !placed {
				for _, c := range room {
					p.Region[c.R][c.C] = cellgrid.NoRegion
				}
			}
		}
		p.Region[start.R][start.C] = id
		placed = placed || fillable(p)
		for _, i := range rng.Perm(4) {
			if q := start.Add(grid.Dirs[i].Delta()); !placed && p.Of(q) != cellgrid.NoRegion && p.Of(q) != id {
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

// fillable reports whether the rooms of p can be numbered.
func fillable(p *Puzzle) bool {
	m := sat.NewModel()
	p.numbers(m)
	return m.Trivial() == "" && m.Solver().Solve()
}
