package masyu

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generateTries is how many random loops Generate tries.
const generateTries = 60

// Generate implements puzzles.Generator: a rows x cols puzzle (default
// 6x6) with a unique solution.
func (Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.GenerateSized(o, 6, 6, Generate)
}

// Generate makes a puzzle: a random loop through cell centres (the border
// of a random region of the grid whose corners are the cell centres),
// a pearl on every cell of the loop where its rules hold, and if that is
// unique, pearls dropped in random order while it stays unique.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	if rows < 2 || cols < 2 {
		return nil, fmt.Errorf("a %dx%d board has no room for a loop", cols, rows)
	}
	rng := rand.New(rand.NewSource(seed))
	what := fmt.Sprintf("%dx%d Masyu", cols, rows)
	return puzzles.SparseUnique(generateTries, what, "random loops (boards up to 6x6 work best)", rng, func() *Puzzle { return pearls(rows, cols, randomLoop(rng, rows, cols)) })
}

// pearls puts a pearl on every cell of the loop whose rules hold there.
func pearls(rows, cols int, loop [][2]int) *Puzzle {
	p, _ := New(rows, cols)
	n := len(loop)
	turns := func(i int) bool {
		prev, cur, next := loop[(i+n-1)%n], loop[i%n], loop[(i+1)%n]
		return prev[0]-cur[0] != cur[0]-next[0] || prev[1]-cur[1] != cur[1]-next[1]
	}
	for i, c := range loop {
		before, after := turns(i+n-1), turns(i+1)
		switch {
		case turns(i) && !before && !after:
			p.Cells[c[0]][c[1]] = Black
		case !turns(i) && (before || after):
			p.Cells[c[0]][c[1]] = White
		}
	}
	return p
}

// randomLoop returns a random loop through the centres of a rows x cols
// board: the border of a random region of the (rows-1) x (cols-1) grid
// whose corners are the cell centres (puzzles.RandomRegion).
func randomLoop(rng *rand.Rand, rows, cols int) [][2]int {
	size := grid.Size{Rows: rows - 1, Cols: cols - 1}
	g, on := puzzles.RegionBorder(size, puzzles.RandomRegion(rng, size))
	var loop [][2]int
	for _, v := range g.Loop(on) {
		loop = append(loop, [2]int{v / cols, v % cols})
	}
	return loop
}
