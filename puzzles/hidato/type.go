package hidato

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Type is one numbered-path puzzle: the engine is the same for every
// Type, only the move set and the names differ.
type Type struct {
	name, title string
	rules       string
	piece       string       // "king", "knight": used in messages
	moves       []grid.Delta // the steps between consecutive numbers
	headers     []string     // header words that name the type, lower case; the first is canonical
	csvHeader   string       // the header the seed's CSV format writes
	defaultSize int          // board side when a generator is asked for no size
	maxGenerate int          // the most cells a generated board may have
	examples    []puzzles.Example
}

// The two types.
var (
	// Hidato: consecutive numbers touch by a king's move.
	Hidato = &Type{
		name: "hidato", title: "Hidato", rules: "Fill the grid with the numbers 1 to N in a chain: each number touches the next, side by side or diagonally. Given numbers stay.", piece: "king", moves: grid.King,
		headers: []string{"hidato"}, csvHeader: "#Hidato", defaultSize: 8, maxGenerate: 225, examples: hidatoExamples,
	}
	// KnightsTour: consecutive numbers are a knight's move apart.
	KnightsTour = &Type{
		name: "knightstour", title: "Knight's tour", rules: "Number the squares in the order a knight visits them, each square once, keeping the given numbers (a closed tour returns from the last square to the first).", piece: "knight", moves: grid.Knight,
		headers: []string{"knightstour", "ktour"}, csvHeader: "#ktour", defaultSize: 8, maxGenerate: 144, examples: knightsTourExamples,
	}
)

// The parts of the contract that these types implement.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = (*Type)(nil)
	_ puzzles.Generator = (*Type)(nil)
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (t *Type) Name() string { return t.name }

// Title implements puzzles.Type.
func (t *Type) Title() string { return t.title }

// Rules implements puzzles.Ruled.
func (t *Type) Rules() string { return t.rules }

// Parse implements puzzles.Type.
func (t *Type) Parse(text string) (puzzles.Instance, error) {
	return puzzles.Guard(text, t.ParsePuzzle)
}

// New implements puzzles.Type: a rows x cols puzzle of type t with every
// cell open and no clues.
func (t *Type) New(rows, cols int) (puzzles.Instance, error) {
	return puzzles.Wrap(t.NewPuzzle(rows, cols))
}

// Examples implements puzzles.Type.
func (t *Type) Examples() []puzzles.Example { return t.examples }

// Moves returns the type's move set.
func (t *Type) Moves() []grid.Delta { return t.moves }

// Type returns the puzzle's type.
func (p *Puzzle) Type() *Type { return p.typ }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return p.typ.name }
