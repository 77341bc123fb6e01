package dominoes

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the domino placement puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "dominoes" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Domino placement / Dominosa" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Divide the grid of numbers into dominoes so that every pair of numbers of the set appears exactly once."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type: a rows x cols layout of zeros for the
// largest set whose cells fit (an (n+2) x (n+1) board gets the double-n set).
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
