package sudoku

import (
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(slices.Concat(puzzles.Squares("", 4, 6, 9), puzzles.Squares("x", 9)), generate)

// generate is the type's generator: a random full grid of side
// o.Rows (9 by default, default boxes), then its digits dropped in random
// order while the puzzle keeps a unique solution. o.Variant "x" asks for
// the diagonals too.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n := o.Side(9)
	if n > 16 {
		return nil, fmt.Errorf("generating a side of %d: the generator makes sides up to 16", n)
	}
	p, err := New(n)
	if err != nil {
		return nil, err
	}
	switch o.Variant {
	case "", "classic":
	case "x":
		p.X = true
	default:
		return nil, fmt.Errorf("unknown sudoku variant %q (want classic or x)", o.Variant)
	}
	rng := rand.New(rand.NewSource(o.Seed))
	full, ok := p.fill(rng)
	if !ok {
		return nil, fmt.Errorf("no %dx%d %s grid exists", n, n, p.Variant())
	}
	p.Grid = full
	return p.reduce(rng)
}

// fill returns a random grid obeying every unit, by backtracking over the
// cell with the fewest candidates, digits in random order.
func (p *Puzzle) fill(rng *rand.Rand) ([][]int, bool) {
	g := cloneGrid(p.Grid)
	units := p.units()
	peers := make([][][2]int, p.N*p.N)
	for _, u := range units {
		for _, a := range u.cells {
			peers[a[0]*p.N+a[1]] = append(peers[a[0]*p.N+a[1]], u.cells...)
		}
	}
	var solve func() bool
	solve = func() bool {
		best, bestSet := -1, 0
		for i := 0; i < p.N*p.N; i++ {
			if g[i/p.N][i%p.N] != 0 {
				continue
			}
			set := (1<<(p.N+1) - 1) &^ 1
			for _, c := range peers[i] {
				set &^= bit(g[c[0]][c[1]])
			}
			if best < 0 || count(set) < count(bestSet) {
				best, bestSet = i, set
			}
		}
		if best < 0 {
			return true
		}
		for _, d := range rng.Perm(p.N) {
			if bestSet&bit(d+1) != 0 {
				g[best/p.N][best%p.N] = d + 1
				if solve() {
					return true
				}
			}
		}
		g[best/p.N][best%p.N] = 0
		return false
	}
	return g, solve()
}

// reduce drops givens in random order while the solution stays unique.
func (p *Puzzle) reduce(rng *rand.Rand) (*Puzzle, error) {
	q := p.clone()
	for _, i := range rng.Perm(p.N * p.N) {
		r, c := i/p.N, i%p.N
		v := q.Grid[r][c]
		q.Grid[r][c] = 0
		res, err := puzzles.Solve(q, 2)
		if err != nil {
			return nil, err
		}
		if !res.Unique() {
			q.Grid[r][c] = v
		}
	}
	return q, nil
}
