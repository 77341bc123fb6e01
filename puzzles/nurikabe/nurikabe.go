package nurikabe

import (
	_ "embed"
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Cell values besides the island sizes 1, 2, ...
const (
	Empty   = 0  // a cell without a number
	Unknown = -1 // '?': a number whose island's size is not given
)

// Puzzle is a Nurikabe board: Cells[r][c] is Empty, Unknown or the size
// of the island that contains the cell.
type Puzzle struct {
	puzzles.Board[int]
}

// New returns a rows x cols board without numbers.
func New(rows, cols int) (*Puzzle, error) {
	return puzzles.Of[Puzzle](puzzles.NewGrid(rows, cols, Empty))
}

// IsClue reports whether pos holds a number or '?'.
func (p *Puzzle) IsClue(pos grid.Pos) bool { return p.At(pos) != Empty }

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// checkNumbers refuses numbers larger than the board.
func (p *Puzzle) checkNumbers() error {
	size := p.Size()
	area := size.Rows * size.Cols
	for _, pos := range size.Cells() {
		if n := p.At(pos); n > area {
			return fmt.Errorf("the %d at %s is larger than the board's %d cells", n, puzzles.CellName(pos), area)
		}
	}
	return nil
}

// Clues implements puzzles.Instance: the numbers and '?'s.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueListExcept(Empty, cellText)
}

// Without implements puzzles.Instance: the numbers at the given indices of
// Clues() removed.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	return &Puzzle{p.Dropped(p.Clues(), drop, Empty)}
}

// cellText is a cell as the text grid writes it.
func cellText(v int) string {
	switch v {
	case Empty:
		return "."
	case Unknown:
		return "?"
	}
	return strconv.Itoa(v)
}

// Detect implements puzzles.Type: a "#nurikabe" header or a puzz.link
// nurikabe URL.
func (Type) Detect(text string) bool { return forms.Detect(text) }

// Type is the Nurikabe puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "nurikabe" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Nurikabe" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type{}.Name() }

// examples are the built-in puzzles that Examples returns, kept in
// examples.txt (its format is puzzles.ReadExamples's).
var examples = puzzles.MustReadExamples("nurikabe/examples.txt", examplesFile)

//go:embed examples.txt
var examplesFile string
