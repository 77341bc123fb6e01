package hidato

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solved board: every row is the full width of the board, 0
// for a blocked cell, otherwise the cell's number.
type Answer = puzzles.Numbers

// Partial is a partly known answer (the facts forced in every solution):
// like Answer, with null for a cell whose number is not known.
type Partial = puzzles.PartialNumbers

// emptyAnswer returns an answer with every cell 0.
func (p *Puzzle) emptyAnswer() *Answer { return puzzles.NewNumbers(p.Size()) }

// Check implements puzzles.Instance: the answer's numbers fill the open
// cells with 1..N, agree with the clues, and each is one move from the next.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return fmt.Errorf("not a complete %s answer", p.typ.name)
	}
	where, err := p.placed(a)
	if err != nil {
		return err
	}
	n := len(where) - 1
	for k := 1; k < n; k++ {
		if !p.isMove(where[k], where[k+1]) {
			return fmt.Errorf("%d at %s and %d at %s are not %s apart", k, place(where[k]), k+1, place(where[k+1]), p.typ.moveName())
		}
	}
	if p.Closed && !p.isMove(where[n], where[1]) {
		return fmt.Errorf("the path is closed, but %d at %s is not %s from 1 at %s", n, place(where[n]), p.typ.moveName(), place(where[1]))
	}
	return nil
}

// placed checks the shape of the answer and returns the cell of each
// number 1..N (index 0 unused).
func (p *Puzzle) placed(a *Answer) ([]grid.Pos, error) {
	if len(a.Grid) != p.Size().Rows {
		return nil, fmt.Errorf("the answer has %d rows, the board %d", len(a.Grid), p.Size().Rows)
	}
	n := p.N()
	where := make([]grid.Pos, n+1)
	seen := make([]bool, n+1)
	for r, row := range a.Grid {
		if len(row) != p.Size().Cols {
			return nil, fmt.Errorf("answer row %d has %d cells, the board %d", r+1, len(row), p.Size().Cols)
		}
		for c, v := range row {
			pos, given := grid.Pos{R: r, C: c}, p.Cells[r][c]
			switch {
			case given == Blocked && v != 0:
				return nil, fmt.Errorf("%s is blocked but holds %d", place(pos), v)
			case given == Blocked:
				continue
			case v < 1 || v > n:
				return nil, fmt.Errorf("%s holds %d, not a number from 1 to %d", place(pos), v, n)
			case given > 0 && v != given:
				return nil, fmt.Errorf("%s holds %d, but the clue there is %d", place(pos), v, given)
			case seen[v]:
				return nil, fmt.Errorf("%d is at %s and at %s", v, place(where[v]), place(pos))
			}
			seen[v], where[v] = true, pos
		}
	}
	return where, nil
}

// isMove reports whether one of the type's moves leads from a to b.
func (p *Puzzle) isMove(a, b grid.Pos) bool {
	for _, d := range p.typ.moves {
		if a.Add(d) == b {
			return true
		}
	}
	return false
}

func (t *Type) moveName() string { return "a " + t.piece + "'s move" }

// Diff implements puzzles.Differ: the cells whose numbers differ.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	x, ok1 := a.(*Answer)
	y, ok2 := b.(*Answer)
	if !ok1 || !ok2 {
		return nil
	}
	return puzzles.DiffGrids(x.Grid, y.Grid)
}
