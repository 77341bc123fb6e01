package puzzles_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestWarnsdorffPath: a tour from the top left corner visits every cell
// once, one move at a time, and ends at the cell that allowed keeps for
// last; a walk with no way on returns nil.
func TestWarnsdorffPath(t *testing.T) {
	for _, c := range []struct {
		name  string
		size  grid.Size
		moves []grid.Delta
		tour  bool // some seed of 20 makes a tour
	}{
		{"knight 5x5", grid.Size{Rows: 5, Cols: 5}, grid.Knight, true},
		{"king 3x4", grid.Size{Rows: 3, Cols: 4}, grid.King, true},
		{"rightwards 2x2", grid.Size{Rows: 2, Cols: 2}, []grid.Delta{{C: 1}}, false},
	} {
		n := c.size.Rows * c.size.Cols
		steps := func(q grid.Pos) []grid.Pos { return c.size.Neighbours(q, c.moves) }
		last := grid.Pos{R: c.size.Rows - 1}
		lastAtEnd := func(q grid.Pos, visited int) bool { return q != last || visited == n-1 }
		tours := 0
		for seed := range int64(20) {
			path := puzzles.WarnsdorffPath(c.size, grid.Pos{}, steps, lastAtEnd, rand.New(rand.NewSource(seed)))
			if path == nil {
				continue
			}
			tours++
			if !isTour(path, c.size, c.moves) || path[0] != (grid.Pos{}) || path[n-1] != last {
				t.Errorf("%s, seed %d: not a tour from 0,0 to %v: %v", c.name, seed, last, path)
			}
		}
		if got := tours > 0; got != c.tour {
			t.Errorf("%s: %d tours from 20 seeds", c.name, tours)
		}
	}
}

// isTour reports whether path visits every cell of size once, each step
// one of moves.
func isTour(path []grid.Pos, size grid.Size, moves []grid.Delta) bool {
	seen := map[grid.Pos]bool{}
	for i, pos := range path {
		if seen[pos] || !size.In(pos) || i > 0 && !slices.Contains(moves, grid.Delta{R: pos.R - path[i-1].R, C: pos.C - path[i-1].C}) {
			return false
		}
		seen[pos] = true
	}
	return len(path) == size.Rows*size.Cols
}
