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

// emptyAnswer returns an answer with every cell 0.
func (p *Puzzle) emptyAnswer() *Answer { return puzzles.NewNumbers(p.Size()) }

// Check implements puzzles.Instance: every number 1..N once, the given
// numbers kept, the cell without an arrow holding N, and each k+1 on k's
// arrow.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return fmt.Errorf("not a signpost answer: %T", ans)
	}
	if len(a.Grid) != p.Size().Rows {
		return fmt.Errorf("answer has %d rows, want %d", len(a.Grid), p.Size().Rows)
	}
	n := p.N()
	at := make([]grid.Pos, n+1)
	seen := make([]bool, n+1)
	for r, row := range a.Grid {
		if len(row) != p.Size().Cols {
			return fmt.Errorf("answer row %d has %d cells, want %d", r+1, len(row), p.Size().Cols)
		}
		for c, v := range row {
			pos := grid.Pos{R: r, C: c}
			if err := p.checkCell(pos, v, seen); err != nil {
				return err
			}
			seen[v], at[v] = true, pos
		}
	}
	for k := 1; k < n; k++ {
		if !p.onArrow(at[k], at[k+1]) {
			return fmt.Errorf("%d at %s is not on the arrow of %d at %s", k+1, place(at[k+1]), k, place(at[k]))
		}
	}
	return nil
}

// checkCell checks number v at pos alone.
func (p *Puzzle) checkCell(pos grid.Pos, v int, seen []bool) error {
	n, c := p.N(), p.At(pos)
	switch {
	case v < 1 || v > n:
		return fmt.Errorf("%d at %s is outside 1..%d", v, place(pos), n)
	case seen[v]:
		return fmt.Errorf("%d appears twice", v)
	case c.Num > 0 && c.Num != v:
		return fmt.Errorf("%s gives %d, the answer has %d", place(pos), c.Num, v)
	case c.Arrow == NoArrow && v != n:
		return fmt.Errorf("the cell at %s has no arrow, so it holds %d, not %d", place(pos), n, v)
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
