package signpost

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solved board: the number of every cell.
type Answer = puzzles.Numbers

// Partial is a partly known answer (the facts forced in every solution):
// like Answer, with null for a cell whose number is not known.
type Partial = puzzles.PartialNumbers

// Check implements puzzles.Instance: every number 1..N once, the given
// numbers kept, the cell without an arrow holding N, and each k+1 on k's
// arrow.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	at, err := puzzles.CheckNumbers(ans, p.Size(), p.N(), p.given)
	if err != nil {
		return err
	}
	n := p.N()
	for k := 1; k < n; k++ {
		if p.At(at[k]).Arrow == NoArrow {
			return fmt.Errorf("the cell at %s has no arrow, so it holds %d, not %d", place(at[k]), n, k)
		}
	}
	for k := 1; k < n; k++ {
		if !p.onArrow(at[k], at[k+1]) {
			return fmt.Errorf("%d at %s is not on the arrow of %d at %s", k+1, place(at[k+1]), k, place(at[k]))
		}
	}
	return nil
}

// onArrow reports whether cell to lies on from's arrow.
func (p *Puzzle) onArrow(from, to grid.Pos) bool {
	for _, q := range p.along(from) {
		if q == to {
			return true
		}
	}
	return false
}
