package formats

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Grid is the formats of a type whose puzzle is exactly a Board of T and
// whose text grid holds one cell a character: its forms, tried in order,
// and its text grid, read by Cell under an optional header that names one
// of Headers.
type Grid[P ~struct{ puzzles.Board[T] }, T comparable] struct {
	Expected string // what an input should be, said of an empty one
	Headers  []string
	Forms    []Form[*P]
	Cell     func(ch rune) (T, error)
}

// Parse reads text in the first form that claims it, or as a text grid.
func (g Grid[P, T]) Parse(text string) (*P, error) { return g.set().Parse(text) }

// Detect reports whether text is surely the type's (see Set.Detect).
func (g Grid[P, T]) Detect(text string) bool { return g.set().Detect(text) }

// Text reads the text grid: one line per row; spaces between cells are
// allowed (see textgrid.Rows).
func (g Grid[P, T]) Text(_ textgrid.Header, lines []textgrid.Line) (*P, error) {
	return puzzles.Of[P](textgrid.Rows(lines, g.Cell))
}

// set is the Set that g stands for.
func (g Grid[P, T]) set() Set[*P] {
	return Set[*P]{Expected: g.Expected, Headers: g.Headers, Forms: g.Forms, Text: g.Text}
}
