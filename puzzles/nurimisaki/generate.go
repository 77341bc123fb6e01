package nurimisaki

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 7), generate)

// generate makes a rows x cols puzzle (default 8x8, 3 to 20 a side) with
// a unique solution: a random shading (see shading) with a numbered
// circle on every cape; while a second solution exists, a cell where the
// two differ is flipped (where the rules allow) and the capes numbered
// again; then numbers (and circles) are dropped in random order while
// the puzzle stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Nurimisaki", Rows: 8, Cols: 8, Tries: 20, Made: "random shadings", Sparse: true,
		Check: cellgrid.GenBounds(3, 20),
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle {
			sh := shading(rng, grid.Size{Rows: rows, Cols: cols})
			for range 4 * rows * cols {
				p := capes(s, sh)
				res, err := puzzles.Solve(p, 2)
				if err != nil || len(res.Answers) < 2 {
					return p
				}
				a, b := res.Answers[0].(*Answer), res.Answers[1].(*Answer)
				for _, i := range rng.Perm(rows * cols) {
					pos := grid.Pos{R: i / cols, C: i % cols}
					if a.At(pos) != b.At(pos) && flip(sh, pos) {
						break
					}
				}
				flip(sh, grid.Pos{R: rng.IntN(rows), C: rng.IntN(cols)})
			}
			return capes(s, sh)
		},
	}.Generate(o)
}

// capes is the puzzle of shading sh: a numbered circle on every cape.
func capes(s *cellgrid.Spec[*Puzzle], sh [][]bool) *Puzzle {
	p, _ := s.New(len(sh), len(sh[0]))
	for _, pos := range p.Size().Cells() {
		if !sh[pos.R][pos.C] && openNext(sh, pos) == 1 {
			p.Cells[pos.R][pos.C] = cellgrid.Seen(sh, pos)
		}
	}
	return p
}

// flip shades or unshades the cell at pos when the rules allow it.
func flip(sh [][]bool, pos grid.Pos) bool {
	sh[pos.R][pos.C] = !sh[pos.R][pos.C]
	if cellgrid.CheckNoBlock(sh, true, "") != nil || cellgrid.CheckNoBlock(sh, false, "") != nil || cellgrid.CheckLinked(sh, false) != nil {
		sh[pos.R][pos.C] = !sh[pos.R][pos.C]
		return false
	}
	return true
}

// shading is a random shading of a board of size with no 2x2 block
// shaded or unshaded and its unshaded cells connected: a random maze
// whose passages are the cells of even row and column, then random cells
// flipped where the rules allow.
func shading(rng *rand.Rand, size grid.Size) [][]bool {
	sh := make([][]bool, size.Rows)
	for r := range sh {
		sh[r] = make([]bool, size.Cols)
		for c := range sh[r] {
			sh[r][c] = r%2 == 1 || c%2 == 1
		}
	}
	var dig func(pos grid.Pos)
	dig = func(pos grid.Pos) {
		for _, i := range rng.Perm(4) {
			d := grid.Orthogonal[i]
			wall, next := pos.Add(d), pos.Add(d).Add(d)
			if size.In(next) && sh[wall.R][wall.C] && !visited(sh, next) {
				sh[wall.R][wall.C] = false
				dig(next)
			}
		}
	}
	dig(grid.Pos{})
	for range 5 * size.Rows * size.Cols {
		flip(sh, grid.Pos{R: rng.IntN(size.Rows), C: rng.IntN(size.Cols)})
	}
	return sh
}

// visited reports whether the maze reaches the passage pos: an open
// wall next to it.
func visited(sh [][]bool, pos grid.Pos) bool { return openNext(sh, pos) > 0 || pos == grid.Pos{} }
