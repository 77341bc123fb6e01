package numberlink

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the Numberlink puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance = (*Puzzle)(nil)
	_ puzzles.Type     = Type{}
	_ puzzles.Decoder  = (*encoding)(nil)
	_ puzzles.Refiner  = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "numberlink" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Numberlink / Flow Free" }

// Rules implements puzzles.Ruled.
func (Type) Rules() string {
	return "Join each pair of equal numbers with a path from cell to cell; paths never cross or share a cell (under the fill rule they cover every cell)."
}

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }
