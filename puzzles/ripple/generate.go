package ripple

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// largest is the most cells a generated room has.
const largest = 5

// generate makes a rows x cols puzzle (default 6x6) with a unique
// solution: rooms planted so that they can be filled (see plant),
// numbered by the solver's first answer, every number given; then
// numbers dropped in random order while the solution stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Ripple Effect", Rows: 6, Cols: 6, Rand: puzzles.SizedRand, Tries: 50, Made: "random boards", Sparse: true,
		Check: func(rows, cols int) error {
			if err := puzzles.CheckSize(rows, cols); err != nil || rows < 2 || cols < 2 || rows > 12 || cols > 12 {
				return puzzles.Errorf(0, 0, "generated boards are 2x2 to 12x12, not %dx%d", cols, rows)
			}
			return nil
		},
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols) },
	}.Generate(o)
}

// randomBoard plants the rooms (see plant; up to 20 times, else the
// board is one room) and gives every cell the number of the solver's
// first answer.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int) *Puzzle {
	var p *Puzzle
	for i := 0; i < 20 && p == nil; i++ {
		p, _ = s.New(rows, cols)
		if !plant(p, rng) {
			p = nil
		}
	}
	if p == nil {
		p, _ = s.New(rows, cols)
		for r := range p.Region {
			clear(p.Region[r])
		}
	}
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

// plant divides p into rooms that can be filled, each cell in reading
// order not in a room yet starting one: grown at random neighbours to a
// random size of 2 to largest cells (or fewer, when it meets other
// rooms), up to 5 times while the rooms cannot be filled, then the cell
// alone or in a neighbouring room. It reports false when none of these
// can be filled.
func plant(p *Puzzle, rng *rand.Rand) bool {
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
					for _, q := range size.Neighbours(c, grid.Orthogonal) {
						if p.Of(q) == cellgrid.NoRegion {
							next = append(next, q)
						}
					}
				}
				if len(next) == 0 {
					break
				}
				q := next[rng.IntN(len(next))]
				p.Region[q.R][q.C] = id
				room = append(room, q)
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
			return false
		}
	}
	return true
}

// fillable reports whether the rooms of p can be numbered.
func fillable(p *Puzzle) bool {
	m := sat.NewModel()
	p.numbers(m)
	return m.Trivial() == "" && m.Solver().Solve()
}
