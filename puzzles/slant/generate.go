package slant

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 8, 10), generate)

// generate makes a rows x cols puzzle (default 6x6, sizes 2x2 to 15x15)
// with a unique solution: random lines without a loop (a cell takes the
// other line where its first would close one; both never do), every
// clue they show, and then clues removed in random order while the
// solution stays unique. o.Variant is the difficulty: "hard" (the
// default, Variant "") stops there; "easy" gives back a third of the
// clues removed.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(6, 6)
	switch {
	case rows < 2 || cols < 2 || rows > 15 || cols > 15:
		return nil, fmt.Errorf("size %dx%d is outside 2x2 to 15x15", cols, rows)
	case o.Variant != "" && o.Variant != "easy" && o.Variant != "hard":
		return nil, fmt.Errorf("unknown slant difficulty %q (want easy or hard)", o.Variant)
	}
	rng := rand.New(rand.NewSource(o.Seed))
	p, _ := s.New(rows, cols)
	touched := cellgrid.Touches(cellgrid.RandomDiagonals(rng, p.Size()))
	for _, pt := range p.Points().Cells() {
		p.Cells[pt.R][pt.C] = touched[pt]
	}
	q, err := puzzles.Sparser(p.Without(nil).(*Puzzle), rng)
	if err != nil || o.Variant != "easy" {
		return q, err
	}
	for _, pt := range p.Points().Cells() {
		if q.At(pt) == Blank && rng.Intn(3) == 0 {
			q.Cells[pt.R][pt.C] = p.At(pt)
		}
	}
	return q, nil
}
