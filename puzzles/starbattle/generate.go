package starbattle

import (
	"fmt"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 8), generate)

// generate makes an n x n puzzle (10x10 when not given) with a unique
// solution. Variant "" picks the star count (1 up to 9x9, then about one
// star per five cells of a row); "stars=K" or "K" sets it ("1" on 8x8
// or 9x9 is LinkedIn's Queens).
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n, _ := o.Size(10, 10)
	if err := cellgrid.SquareSize("Star Battle", o.Rows, o.Cols); err != nil {
		return nil, err
	}
	k, err := stars.Variant(o.Variant, max(1, min(MaxStars(n), n/5)))
	if err == nil {
		err = cellgrid.GenSize(1, 30)(n, n)
	}
	switch {
	case err != nil:
		return nil, err
	case k < 1 || k > MaxStars(n):
		return nil, fmt.Errorf("%s per row do not fit a %dx%d board (at most %d)", starCount(k), n, n, MaxStars(n))
	}
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Star Battle", Rows: n, Cols: n, Tries: 10,
		Rand:  func(_, _ int, seed int64) *rand.Rand { return rand.New(rand.NewPCG(uint64(seed), uint64(n*100+k))) },
		Board: func(rng *rand.Rand, _, _ int) *Puzzle { return randomBoard(s, rng, n, k) },
	}.Generate(o)
}

// randomBoard plants non-touching stars, k in every row and column,
// grows regions of k stars around them (cellgrid.PlantedRegions), then
// moves cells between regions until the planted stars are the only
// solution (cellgrid.Partition.Repair).
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, n, k int) *Puzzle {
	p, _ := s.New(n, n)
	p.K = k
	var planted map[grid.Pos]bool
	for planted == nil {
		planted = cellgrid.PlaceNonTouching(rng, n, k)
	}
	p.Region = cellgrid.PlantedRegions(rng, p.Size(), planted, k)
	p.Repair(rng, p, planted, cellgrid.MarkedCells[names], 1, 200)
	return p
}
