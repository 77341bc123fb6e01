package signpost

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the Signpost puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "signpost" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Signpost" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Number the cells 1 to N so that each cell's arrow points, at any distance, to the cell of the next number. Given numbers stay."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type: a rows x cols board of cells without
// numbers or arrows.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
