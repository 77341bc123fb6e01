package rect

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with every tiling of tiny
// random boards by rectangles.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 60, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		for _, b := range tile(rng, p.Size()) { // a tiling's numbers, some changed
			at := b.cells()[rng.IntN(b.h*b.w)]
			p.Cells[at.R][at.C] = []int{Unknown, b.h * b.w, b.h * b.w, b.h * b.w, 1 + rng.IntN(4)}[rng.IntN(5)]
		}
		return p
	}, bruteCount, 10)
}

// bruteCount counts the tilings of p's board by rectangles that pass Check.
func bruteCount(p *Puzzle) int {
	size, n := p.Size(), 0
	ids, _ := puzzles.NewGrid(size.Rows, size.Cols, -1)
	set := func(b box, id int) {
		for _, q := range b.cells() {
			ids[q.R][q.C] = id
		}
	}
	var fill func(next int)
	fill = func(next int) {
		k := slices.IndexFunc(size.Cells(), func(q grid.Pos) bool { return ids[q.R][q.C] < 0 })
		if k < 0 {
			n += map[bool]int{true: 1}[p.Check(&Answer{Regions: ids}) == nil]
			return
		}
		at := size.Cells()[k]
		for h := 1; at.R+h <= size.Rows; h++ {
			for w := 1; at.C+w <= size.Cols; w++ {
				if b := (box{at.R, at.C, h, w}); !slices.ContainsFunc(b.cells(), func(q grid.Pos) bool { return ids[q.R][q.C] >= 0 }) {
					set(b, next)
					fill(next + 1)
					set(b, -1)
				}
			}
		}
	}
	fill(0)
	return n
}

// TestTatham: Tatham's IDs (testdata/tatham) read, write back as
// themselves and have one solution each (testdata/tatham-*.golden).
func TestTatham(t *testing.T) {
	for _, name := range []string{"7x7", "19x19"} {
		puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
	}
}
