package hashi

import (
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(slices.Concat(puzzles.Squares("", 5, 7, 10, 15), puzzles.Squares("noloops", 7, 10)), generate)

// generate makes a rows x cols puzzle (default 10x10, as Tatham's) with
// a unique solution under the usual rules (2 bridges per pair, loops
// allowed). o.Variant "noloops" forbids loops.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(10, 10) // Tatham's default size
	return puzzles.Wrap(made(s, rows, cols, o.Seed, o.Variant == "noloops"))
}

// made grows a random network of islands and bridges, as Tatham's
// generator does (a new island two or more cells along a free line from an
// island already placed, joined to it by 1 or 2 bridges), numbers each
// island with its bridges, and keeps the first board whose solution is
// unique.
func made(s *cellgrid.Spec[*Puzzle], rows, cols int, seed int64, noLoops bool) (*Puzzle, error) {
	if rows < 3 || cols < 3 {
		return nil, fmt.Errorf("size %dx%d: a generated puzzle is at least 3x3", cols, rows)
	}
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(seed))
	for range 200 {
		p := grow(s, rows, cols, rng)
		if len(p.Clues()) < 2 {
			continue
		}
		p.Loops = !noLoops
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() {
			return p, nil
		}
	}
	return nil, fmt.Errorf("no unique %dx%d puzzle found in 200 tries", cols, rows)
}

// grow places islands and bridges until about a quarter of the cells are
// islands or no more fit.
func grow(s *cellgrid.Spec[*Puzzle], rows, cols int, rng *rand.Rand) *Puzzle {
	p, _ := s.New(rows, cols)
	size := p.Size()
	used := map[grid.Pos]bool{} // water cells under a bridge
	start := grid.Pos{R: rng.Intn(rows), C: rng.Intn(cols)}
	islands := []grid.Pos{start}
	count := map[grid.Pos]int{start: 0}
	want := max(2, rows*cols/4)
	for fails := 0; len(islands) < want && fails < 100; fails++ {
		from := islands[rng.Intn(len(islands))]
		d := []grid.Delta{{R: -1}, {C: 1}, {R: 1}, {C: -1}}[rng.Intn(4)]
		var free []grid.Pos // where the new island may go
		for q := from.Add(d); size.In(q) && !used[q] && !isIsland(count, q); q = q.Add(d) {
			if q != from.Add(d) && !touches(count, q) {
				free = append(free, q)
			}
		}
		if len(free) == 0 {
			continue
		}
		to := free[rng.Intn(len(free))]
		for w := from.Add(d); w != to; w = w.Add(d) {
			used[w] = true
		}
		n := 1 + rng.Intn(2)
		count[from] += n
		count[to] += n
		islands = append(islands, to)
		fails = 0
	}
	for q, n := range count {
		p.Cells[q.R][q.C] = n
	}
	return p
}

func isIsland(count map[grid.Pos]int, q grid.Pos) bool {
	_, ok := count[q]
	return ok
}

// touches reports whether an island is next to q.
func touches(count map[grid.Pos]int, q grid.Pos) bool {
	for _, d := range []grid.Delta{{R: -1}, {C: 1}, {R: 1}, {C: -1}} {
		if isIsland(count, q.Add(d)) {
			return true
		}
	}
	return false
}
