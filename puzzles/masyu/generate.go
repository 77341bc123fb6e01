package masyu

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generate makes a rows x cols puzzle (default
// 6x6) with a unique solution. It tries up to 60 random loops
// (randomBoard); if one is unique, its pearls are dropped in random order
// while it stays unique.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Masyu", Rows: 6, Cols: 6, Check: checkLoopRoom, Rand: puzzles.SeedRand, Board: randomBoard,
		Tries: 60, Made: "random loops (boards up to 6x6 work best)", Sparse: true,
	}.Generate(o)
}

// checkLoopRoom refuses a board too narrow for a loop.
func checkLoopRoom(rows, cols int) error {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return err
	}
	if rows < 2 || cols < 2 {
		return fmt.Errorf("a %dx%d board has no room for a loop", cols, rows)
	}
	return nil
}

// randomBoard makes a board: a random loop through cell centres (the
// border of a random region of the grid whose corners are the cell
// centres), a pearl on every cell of the loop where its rules hold.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	return pearls(rows, cols, randomLoop(rng, rows, cols))
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
