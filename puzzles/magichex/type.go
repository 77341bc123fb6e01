package magichex

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the magic hexagon puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "magichex" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Magic hexagon (Hex38)" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Place each number once in the hexagon's cells so that every straight line of cells, in all three directions, adds up to the same sum."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type: rows is the side (cols is ignored).
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
