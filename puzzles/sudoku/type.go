package sudoku

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the Sudoku puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "sudoku" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Sudoku (classic, X, jigsaw, killer)" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Fill the grid so that every row, column and box holds each digit once; in the variants also each diagonal or jigsaw region, and each killer cage adds up to its sum without a repeat."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type: an empty rows x rows Sudoku with the
// squarest boxes (cols is ignored).
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
