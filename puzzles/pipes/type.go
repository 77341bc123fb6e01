package pipes

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the pipes puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "pipes" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Pipes / Net" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Turn the tiles so that every pipe end meets another, and (in Net) the pipes form one connected network without a loop."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type: an empty board under the seed rules.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols, Seed)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
