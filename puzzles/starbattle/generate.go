package starbattle

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generate makes an n x n puzzle (10x10 when not given) with a unique
// solution. Variant "" picks the star count (1 up to 9x9, then about one
// star per five cells of a row); "stars=K" or "K" sets it ("1" on 8x8
// or 9x9 is LinkedIn's Queens).
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	if o.Rows != o.Cols {
		return nil, fmt.Errorf("a Star Battle board is square, not %dx%d", o.Cols, o.Rows)
	}
	n, _ := o.Size(10, 10)
	k := max(1, min(MaxStars(n), n/5))
	if o.Variant != "" {
		v, err := strconv.Atoi(strings.TrimPrefix(o.Variant, "stars="))
		if err != nil {
			return nil, fmt.Errorf("unknown variant %q: use stars=K, a star count", o.Variant)
		}
		k = v
	}
	switch {
	case n < 1 || n > 30:
		return nil, fmt.Errorf("generated boards are 1x1 to 30x30, not %dx%d", n, n)
	case k < 1 || k > MaxStars(n):
		return nil, fmt.Errorf("%s per row do not fit a %dx%d board (at most %d)", starCount(k), n, n, MaxStars(n))
	}
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Star Battle", Rows: n, Cols: n, Tries: 10, Made: "random boards",
		Rand:  func(_, _ int, seed int64) *rand.Rand { return rand.New(rand.NewPCG(uint64(seed), uint64(n*100+k))) },
		Board: func(rng *rand.Rand, _, _ int) *Puzzle { return randomBoard(s, rng, n, k) },
	}.Generate(o)
}

// randomBoard plants non-touching stars, k in every row and column,
// grows a region around each star, merges them into regions of k stars,
// then moves cells between regions until the planted stars are the only
// solution (cellgrid.Partition.Repair).
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, n, k int) *Puzzle {
	p, _ := s.New(n, n)
	p.K = k
	var planted map[grid.Pos]bool
	for planted == nil {
		planted = placeStars(rng, n, k)
	}
	var seeds [][]grid.Pos
	for _, pos := range p.Size().Cells() {
		if planted[pos] {
			seeds = append(seeds, []grid.Pos{pos})
		}
	}
	for p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds); !cellgrid.MergeRegions(rng, p.Region, k); {
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
	}
	p.Repair(rng, p, planted, cellgrid.MarkedCells[names], 1, 200)
	return p
}

// placeStars places k stars in every row and column of an n x n board,
// no two touching, by a randomised depth-first search row by row; nil
// when its budget runs out.
func placeStars(rng *rand.Rand, n, k int) map[grid.Pos]bool {
	stars, cols, budget := map[grid.Pos]bool{}, make([]int, n), 20000
	var row func(r int) bool
	var pick func(r int, order []int, left int) bool
	row = func(r int) bool {
		for _, have := range cols { // a column needs room for its missing stars
			if k-have > (n-r+1)/2 {
				return false
			}
		}
		return r == n || pick(r, rng.Perm(n), k)
	}
	pick = func(r int, order []int, left int) bool {
		if budget--; left == 0 || budget < 0 {
			return budget >= 0 && row(r+1)
		}
		for i, c := range order {
			pos := grid.Pos{R: r, C: c}
			if cols[c] == k || puzzles.CountIn(stars, grid.Size{Rows: n, Cols: n}.Neighbours(pos, grid.King)...) > 0 {
				continue
			}
			stars[pos], cols[c] = true, cols[c]+1
			if pick(r, order[i+1:], left-1) {
				return true
			}
			delete(stars, pos)
			cols[c]--
		}
		return false
	}
	if !row(0) {
		return nil
	}
	return stars
}
