package nonogram

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the nonogram puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "nonogram" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Nonogram / Pattern" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Shade cells so that the runs of shaded cells in each row and column have the lengths given, in that order, with gaps between them."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
