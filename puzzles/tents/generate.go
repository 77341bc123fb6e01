package tents

import (
	"fmt"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generate makes a rows x cols puzzle (10x10 when
// not given) with a unique solution and every count given, as Tatham's:
// the first of up to 200 random boards (randomBoard) whose tents are
// unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Tents", Rows: 10, Cols: 10, Check: checkGenerated, Rand: puzzles.SizedRand,
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { p, _ := s.New(rows, cols); return randomBoard(rng, p) },
		Tries: 200, Made: "random boards",
	}.Generate(o)
}

// checkGenerated refuses a board larger than 30x30 or too small for a
// tree and its tent.
func checkGenerated(rows, cols int) error {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return err
	}
	if rows > 30 || cols > 30 {
		return fmt.Errorf("generated boards are at most 30x30, not %dx%d", cols, rows)
	}
	if rows*cols < 2 {
		return fmt.Errorf("a 1x1 board has no room for a tree and its tent")
	}
	return nil
}

// randomBoard plants on the empty board p tents at random cells that touch no other tent, each
// with a tree on a random free cell beside it, until a fifth of the board
// is trees or tents (there is room for one tree on a board of 2 cells or
// more), and sets the counts.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	tents := map[grid.Pos]bool{}
	order := size.Cells()
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	want := max(1, size.Rows*size.Cols/10)
	for _, pos := range order {
		if len(tents) == want || p.Tree(pos) || tents[pos] || touches(size, tents, pos) {
			continue
		}
		var free []grid.Pos
		for _, q := range size.Neighbours(pos, grid.Orthogonal) {
			if !p.Tree(q) && !tents[q] {
				free = append(free, q)
			}
		}
		if len(free) == 0 {
			continue
		}
		t := free[rng.IntN(len(free))]
		p.Cells[t.R][t.C] = Tree
		tents[pos] = true
	}
	clear(p.Rows)
	clear(p.Cols)
	for pos := range tents {
		p.Rows[pos.R]++
		p.Cols[pos.C]++
	}
	return p
}

// touches reports whether a tent stands next to pos (diagonals count).
func touches(size grid.Size, tents map[grid.Pos]bool, pos grid.Pos) bool {
	for _, q := range size.Neighbours(pos, grid.King) {
		if tents[q] {
			return true
		}
	}
	return false
}

// offers are the sizes the spec offers (puzzles.Offering).
func offers() []puzzles.GenerateOptions {
	return puzzles.Squares("", 5, 10, 15)
}
