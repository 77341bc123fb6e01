package galaxies

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with every assignment of the
// cells of tiny boards of random galaxies to their dots.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		g := &galaxies{size: p.Size()}
		g.region, _ = puzzles.NewGrid(p.Size().Rows, p.Size().Cols, -1)
		g.grow(rng, 1+rng.IntN(p.Size().Rows*p.Size().Cols))
		g.place(p)
		if rng.IntN(3) == 0 { // a dot changed, dropped or added
			p.Cells[rng.IntN(p.Size().Rows)][rng.IntN(p.Size().Cols)] = rng.IntN(5)
		}
		return p
	}, bruteCount, 10)
}

// bruteCount counts the assignments of each cell to a dot (the cells a
// dot touches to that dot) that pass Check.
func bruteCount(p *Puzzle) int {
	size, dots := p.Size(), p.dots()
	ids, _ := puzzles.NewGrid(size.Rows, size.Cols, -1)
	for k, d := range dots {
		for _, pos := range d.touches() {
			if !size.In(pos) || ids[pos.R][pos.C] >= 0 {
				return 0
			}
			ids[pos.R][pos.C] = k
		}
	}
	n, cells := 0, size.Cells()
	var fill func(i int)
	fill = func(i int) {
		if i == len(cells) {
			n += map[bool]int{true: 1}[p.Check(&Answer{Regions: ids}) == nil]
			return
		}
		if pos := cells[i]; ids[pos.R][pos.C] >= 0 {
			fill(i + 1)
			return
		}
		for k := range dots {
			ids[cells[i].R][cells[i].C] = k
			fill(i + 1)
		}
		ids[cells[i].R][cells[i].C] = -1
	}
	fill(0)
	return n
}

// TestTatham: Tatham's IDs (testdata/tatham) read, write back as
// themselves and have one solution each (testdata/tatham-*.golden).
func TestTatham(t *testing.T) {
	for _, name := range []string{"7x7", "15x15"} {
		puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
	}
}
