package switches

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the switches puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*decoder)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "switches" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Switches / Lights Out / Flip" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Press some switches so that every light ends in its goal state: a switch toggles the lights it is wired to."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type: a rows x cols Lights Out board, all off.
func (Type) New(rows, cols int) (puzzles.Instance, error) {
	return puzzles.Wrap(NewLightsOut(rows, cols))
}

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
