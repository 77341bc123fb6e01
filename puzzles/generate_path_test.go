package puzzles_test

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestWarnsdorffPath: a knight's tour of 5x5 from a corner visits every
// cell once, a knight's move at a time, ending where allowed says; a walk
// with no way on returns nil.
func TestWarnsdorffPath(t *testing.T) {
	size := grid.Size{Rows: 5, Cols: 5}
	knight := func(q grid.Pos) []grid.Pos { return size.Neighbours(q, grid.Knight) }
	last := grid.Pos{R: 4, C: 0}
	lastAtEnd := func(q grid.Pos, visited int) bool { return q != last || visited == 24 }
	found := 0
	for seed := range int64(20) {
		path := puzzles.WarnsdorffPath(size, grid.Pos{}, knight, lastAtEnd, rand.New(rand.NewSource(seed)))
		if path == nil {
			continue
		}
		found++
		seen := map[grid.Pos]bool{}
		for i, pos := range path {
			if seen[pos] || i > 0 && !isKnightMove(path[i-1], pos) {
				t.Fatalf("seed %d: not a knight's path at step %d: %v", seed, i, path)
			}
			seen[pos] = true
		}
		if len(path) != 25 || path[0] != (grid.Pos{}) || path[24] != last {
			t.Errorf("seed %d: %d cells from %v to %v", seed, len(path), path[0], path[len(path)-1])
		}
	}
	if found == 0 {
		t.Error("no seed of 20 made a tour")
	}
	right := func(q grid.Pos) []grid.Pos { return size.Neighbours(q, []grid.Delta{{C: 1}}) }
	if path := puzzles.WarnsdorffPath(size, grid.Pos{}, right, nil, rand.New(rand.NewSource(1))); path != nil {
		t.Errorf("a walk to the right only made %v", path)
	}
}

func isKnightMove(a, b grid.Pos) bool {
	dr, dc := (a.R-b.R)*(a.R-b.R), (a.C-b.C)*(a.C-b.C)
	return dr+dc == 5
}
