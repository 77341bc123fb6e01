package signpost

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares the solver's solution count with a count over
// every numbering, on small random boards: arrows along a random path,
// some changed at random (sometimes one cell without), random given numbers.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	insts := make([]*Puzzle, 300)
	for i := range insts {
		insts[i] = randomPuzzle(rng)
	}
	puzzlestest.CountsMatchUpTo(t, insts, bruteCount, 100, 30)
}

func randomPuzzle(rng *rand.Rand) *Puzzle {
	rows, cols := 1+rng.Intn(2), 2+rng.Intn(2)
	p, _ := New(rows, cols)
	cells := p.Size().Cells()
	path, _ := randomPath(p.Size(), false, rng)
	for i, pos := range path {
		p.Cells[pos.R][pos.C].Arrow = Dir(rng.Intn(8))
		if i+1 < len(path) {
			p.Cells[pos.R][pos.C].Arrow = dirTo(pos, path[i+1])
		}
	}
	for _, pos := range cells {
		if rng.Intn(3) == 0 {
			p.Cells[pos.R][pos.C].Arrow = Dir(rng.Intn(8))
		}
	}
	if rng.Intn(2) == 0 {
		pos := cells[rng.Intn(len(cells))]
		p.Cells[pos.R][pos.C].Arrow = NoArrow
	}
	perm := rng.Perm(len(cells))
	for i, pos := range cells {
		if rng.Intn(4) == 0 && (p.At(pos).Arrow != NoArrow || perm[i]+1 == len(cells)) {
			p.Cells[pos.R][pos.C].Num = perm[i] + 1
		}
	}
	return p
}

// bruteCount counts the numberings that pass Check.
func bruteCount(p *Puzzle) int {
	n := p.N()
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i + 1
	}
	count := 0
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			a := puzzles.NewNumbers(p.Size())
			for j, pos := range p.Size().Cells() {
				a.Grid[pos.R][pos.C] = perm[j]
			}
			if p.Check(a) == nil {
				count++
			}
			return
		}
		for j := i; j < n; j++ {
			perm[i], perm[j] = perm[j], perm[i]
			rec(i + 1)
			perm[i], perm[j] = perm[j], perm[i]
		}
	}
	rec(0)
	return count
}
