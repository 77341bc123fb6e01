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
	where, err := puzzles.CheckNumbers(ans, p.Size(), p.N(), p.At)
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

// Diff implements puzzles.Instance: the cells whose numbers differ.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	x, y, ok := puzzles.AnswerPair[*Answer](a, b)
	if !ok {
		return nil
	}
	return puzzles.DiffGrids(x.Grid, y.Grid)
}
