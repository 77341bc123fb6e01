package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 6, 8, 10, 12, 15), generate)

// generate makes a rows x cols puzzle (default 6x6, 2x2 up to 30x30;
// Offers names the sizes it promises) with a unique solution: a random
// loop through nearly every cell with a pearl on every cell of it where
// the pearls' rules hold, reshaped where a second loop differs, and then
// pearls dropped in random order while the puzzle stays unique (see
// cellgrid.UniqueLoop).
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return cellgrid.UniqueLoop[*Puzzle]{
		Title: "Masyu", Rows: 6, Cols: 6, Max: 30, Regions: 20,
		Clued: func(rows, cols int, loop [][2]int) *Puzzle { return pearls(s, rows, cols, loop) },
	}.Generate(o)
}

// pearls puts a pearl on every cell of the loop whose rules hold there:
// black where it turns between two straight cells, white where it goes
// straight next to a turn.
func pearls(s *cellgrid.Spec[*Puzzle], rows, cols int, loop [][2]int) *Puzzle {
	p, _ := s.New(rows, cols)
	a := &Answer{Loop: loop}
	for i, c := range loop {
		beside := a.Turns(i-1) || a.Turns(i+1)
		switch {
		case a.Turns(i) && !beside:
			p.Cells[c[0]][c[1]] = Black
		case !a.Turns(i) && beside:
			p.Cells[c[0]][c[1]] = White
		}
	}
	return p
}
