package magnets

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer([]puzzles.GenerateOptions{{Rows: 5, Cols: 6}, {Rows: 6, Cols: 6}, {Rows: 7, Cols: 8}, {Rows: 8, Cols: 8},
	{Rows: 9, Cols: 10}, {Rows: 10, Cols: 10}, {Rows: 5, Cols: 6, Variant: "sparse"}, {Rows: 7, Cols: 8, Variant: "sparse"}, {Rows: 10, Cols: 10, Variant: "sparse"}}, generate)

// generate makes a rows x cols puzzle (default 5x6) with a unique
// solution: a random tiling (rows of dominoes shuffled by turning pairs
// side by side in 2x2 squares; a wall in the corner when the board is
// odd), its dominoes made magnets in random order where no like poles
// would touch, about one in five left neutral, every count given; the
// first of up to 300 such boards whose poles are the only answer. The
// "sparse" variant then drops counts while the answer stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	if o.Variant != "" && o.Variant != "sparse" {
		return nil, puzzles.Errorf(0, 0, "unknown magnets variant %q (\"sparse\": counts dropped while the answer stays unique)", o.Variant)
	}
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Magnets", Rows: 5, Cols: 6, Tries: 300, Sparse: o.Variant == "sparse",
		Check: cellgrid.GenBounds(2, 12),
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols) },
	}.Generate(o)
}

// randomBoard tiles the board, fills it and counts the poles.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int) *Puzzle {
	cells, _ := puzzles.NewGrid(rows, cols, Blank)
	size := grid.Size{Rows: rows, Cols: cols}
	for _, pos := range size.Cells() {
		switch {
		case rows*cols%2 == 1 && pos == grid.Pos{}:
			cells[0][0] = Wall
		case pos.R == 0 && rows*cols%2 == 1:
			cells[0][pos.C] = []int{Right, Left}[pos.C%2]
		case cols%2 == 0:
			cells[pos.R][pos.C] = []int{Left, Right}[pos.C%2]
		default:
			cells[pos.R][pos.C] = []int{Top, Bottom}[(pos.R+rows*cols%2)%2]
		}
	}
	for range 20 * rows * cols {
		r, c := rng.IntN(rows-1), rng.IntN(cols-1)
		switch a, b := cells[r][c], cells[r+1][c]; {
		case a == Left && b == Left:
			cells[r][c], cells[r][c+1], cells[r+1][c], cells[r+1][c+1] = Top, Top, Bottom, Bottom
		case a == Top && cells[r][c+1] == Top:
			cells[r][c], cells[r][c+1], cells[r+1][c], cells[r+1][c+1] = Left, Right, Left, Right
		}
	}
	poles := map[grid.Pos]byte{}
	for _, i := range rng.Perm(rows * cols) {
		pos := grid.Pos{R: i / cols, C: i % cols}
		o, ok := partner(cells, pos)
		if !ok || poles[pos] != 0 || rng.IntN(5) == 0 {
			continue
		}
		for _, k := range rng.Perm(2) {
			if a, b := "+-"[k], "-+"[k]; fits(poles, size, pos, a) && fits(poles, size, o, b) {
				poles[pos], poles[o] = a, b
				break
			}
		}
	}
	e := tally(size, func(pos grid.Pos) byte { return poles[pos] })
	return cellgrid.WithEdges(s, cells, e)
}

// fits reports whether pos may take the pole: no neighbour holds it.
func fits(poles map[grid.Pos]byte, size grid.Size, pos grid.Pos, pole byte) bool {
	for _, q := range size.Neighbours(pos, grid.Orthogonal) {
		if poles[q] == pole {
			return false
		}
	}
	return true
}
