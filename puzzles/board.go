package puzzles

import (
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Board is a rectangular grid of cell values. Types whose puzzle is such a
// grid embed it and get its size, cell access, copying, clue listing and
// the cell editor's Hit, Box and Move; their Edit reads a key and calls Set.
// Cells[r][c] is the value of row r, column c; every row has the same
// length and there is at least one.
type Board[T comparable] struct {
	Cells [][]T
}

// NewBoard returns a rows x cols board of cells of value v, refusing a size
// outside CheckSize.
func NewBoard[T comparable](rows, cols int, v T) (Board[T], error) {
	cells, err := NewGrid(rows, cols, v)
	return Board[T]{Cells: cells}, err
}

// Size returns the board's rows and columns.
func (b Board[T]) Size() grid.Size {
	if len(b.Cells) == 0 {
		return grid.Size{}
	}
	return grid.Size{Rows: len(b.Cells), Cols: len(b.Cells[0])}
}

// At returns the cell at pos, or the zero value for a position off the
// board.
func (b Board[T]) At(pos grid.Pos) T {
	if !b.Size().In(pos) {
		var zero T
		return zero
	}
	return b.Cells[pos.R][pos.C]
}

// Clone returns a copy of the board that shares no row with it.
func (b Board[T]) Clone() Board[T] { return Board[T]{Cells: CloneGrid(b.Cells)} }

// Cell returns the position of a cell target on the board; ok is false for
// a target of another kind or off the board.
func (b Board[T]) Cell(t Target) (pos grid.Pos, ok bool) {
	pos = grid.Pos{R: t.R, C: t.C}
	return pos, t.Kind == "" && b.Size().In(pos)
}

// Set returns a copy of the board with the cell of target t set to v.
// changed is false, and the board returned is b itself, when t is not a
// cell of the board or the cell already holds v.
func (b Board[T]) Set(t Target, v T) (next Board[T], changed bool) {
	pos, ok := b.Cell(t)
	if !ok || b.Cells[pos.R][pos.C] == v {
		return b, false
	}
	next = b.Clone()
	next.Cells[pos.R][pos.C] = v
	return next, true
}

// ClueList lists the cells for which value returns a clue's text, in
// reading order (Instance.Clues for a board of clues).
func (b Board[T]) ClueList(value func(T) string) []Clue { return GridClues(b.Cells, value) }

// Dropped returns a copy of the board with the cells of the clues numbered
// drop (indexes into clues) set to v (Instance.Without for a board of
// clues).
func (b Board[T]) Dropped(clues []Clue, drop []int, v T) Board[T] {
	return Board[T]{Cells: GridWithout(b.Cells, clues, drop, v)}
}

// Hit implements Editable: the cell under the point.
func (b Board[T]) Hit(x, y float64) (Target, bool) {
	size := b.Size()
	return CellHit(size.Rows, size.Cols, x, y)
}

// Box implements Editable: a cell is a unit square.
func (b Board[T]) Box(t Target) (x, y, w, h float64) { return CellBox(t) }

// Move implements Editable: arrows move one cell, stopping at the border.
func (b Board[T]) Move(t Target, arrow string) Target {
	size := b.Size()
	return CellMove(size.Rows, size.Cols, t, arrow)
}

// Of returns the puzzle P, a type that is exactly a Board of T, holding
// cells; it returns nil and err when err is not nil. A type's New and its
// readers then read one line: Of[Puzzle](NewGrid(rows, cols, Empty)) or
// Of[Puzzle](textgrid.Read(text, headers, textCell)).
func Of[P ~struct{ Board[T] }, T comparable](cells [][]T, err error) (*P, error) {
	if err != nil {
		return nil, err
	}
	p := P(struct{ Board[T] }{Board[T]{Cells: cells}})
	return &p, nil
}

// Scene returns an empty picture of the board, one unit a cell, for a
// type's Draw to fill.
func (b Board[T]) Scene() draw.Scene {
	size := b.Size()
	return draw.Scene{W: float64(size.Cols), H: float64(size.Rows)}
}

// ClueListExcept is ClueList for a board whose every cell is a clue but
// those holding empty: name writes the clue text of any other value.
func (b Board[T]) ClueListExcept(empty T, name func(T) string) []Clue {
	return b.ClueList(func(v T) string {
		if v == empty {
			return ""
		}
		return name(v)
	})
}
