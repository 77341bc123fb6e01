package palisade

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer([]puzzles.GenerateOptions{{Rows: 5, Cols: 5}, {Rows: 6, Cols: 6, Variant: "n4"},
	{Rows: 6, Cols: 8, Variant: "n6"}}, generate)

// generate makes a rows x cols puzzle (default 5x5) of regions of N
// cells (the variant "nN"; default 5) with a unique solution: the board
// divided into random regions of N cells, every cell given its count of
// borders, then clues dropped in random order while the solution stays
// unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n := 5
	if o.Variant != "" {
		v, err := strconv.Atoi(strings.TrimPrefix(o.Variant, "n"))
		if err != nil || !strings.HasPrefix(o.Variant, "n") || v < 2 {
			return nil, fmt.Errorf("variant %q: expected nN, regions of N cells (2 or more)", o.Variant)
		}
		n = v
	}
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Palisade", Rows: 5, Cols: 5, Tries: 20, Made: "random divisions", Sparse: true,
		Check: func(rows, cols int) error {
			if err := puzzles.CheckSize(rows, cols); err != nil || rows*cols%n != 0 || n >= rows*cols {
				return fmt.Errorf("size %dx%d: %d cells do not divide into regions of %d", cols, rows, rows*cols, n)
			}
			return nil
		},
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols, n) },
	}.Generate(o)
}

// randomBoard divides the board into random regions of n cells
// (cellgrid.EqualRegions) and gives every cell its count of borders.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols, n int) *Puzzle {
	p, _ := s.New(rows, cols)
	p.N = n
	part := cellgrid.Partition{Region: cellgrid.EqualRegions(rng, p.Size(), n)}
	for _, pos := range p.Size().Cells() {
		p.Cells[pos.R][pos.C] = 0
		for _, d := range grid.Dirs {
			if q := pos.Add(d.Delta()); part.Of(q) != part.Of(pos) {
				p.Cells[pos.R][pos.C]++
			}
		}
	}
	return p
}
