package magichex

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 3), generate)

// generate is the type's generator: a hexagon with a unique solution.
// Rows is the side (default 3); Variant is an optional header such as
// "values=3..39" or "sum=20 values=1..9 distinct=no". The generator picks
// one arrangement among all of them (at most 100 are found) at random, then
// gives the values of random cells until the solution is unique, then drops
// every given that is not needed.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	side := o.Side(3)
	p, err := Parse(fmt.Sprintf("#magichex side=%d %s\n", side, o.Variant))
	if err != nil {
		return nil, fmt.Errorf("-variant %q: %v", o.Variant, err)
	}
	res, err := puzzles.Solve(p, 100)
	if err != nil {
		return nil, err
	}
	if len(res.Answers) == 0 {
		return nil, fmt.Errorf("side %d %s has no solution: %s", side, o.Variant, res.Reason)
	}
	r := rand.New(rand.NewSource(o.Seed))
	sol := res.Answers[r.Intn(len(res.Answers))].(*Answer).cells()
	order := r.Perm(len(sol))
	q := p.clone()
	for _, c := range order {
		if unique(q) {
			break
		}
		q.Givens[c] = sol[c]
	}
	for _, c := range order { // drop the givens that are not needed
		v, ok := q.Givens[c]
		if !ok {
			continue
		}
		delete(q.Givens, c)
		if !unique(q) {
			q.Givens[c] = v
		}
	}
	return q, nil
}

// unique reports whether p has exactly one solution.
func unique(p *Puzzle) bool {
	res, err := puzzles.Solve(p, 1)
	return err == nil && res.Unique()
}
