package nurikabe

import (
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

// New returns a rows x cols board without numbers.
func New(rows, cols int) (*Puzzle, error) {
	return puzzles.Of[Puzzle](puzzles.NewGrid(rows, cols, Empty))
}

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "nurikabe" }

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
			return fmt.Errorf("the %d at %d,%d is larger than the board's %d cells", n, pos.R, pos.C, area)
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

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example {
	return []puzzles.Example{
		{Name: "puzz.link 5x5", Text: "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"},
		{Name: "Generated 10x10", Text: generated10},
		{Name: "puzz.link 10x10, sparse (slow)", Text: "https://puzz.link/p?nurikabe/10/10/p2q8j7m2h7zh4h8m4j2q6p"},
		{Name: "puzz.link 6x6, several solutions", Text: "https://puzz.link/p?nurikabe/6/6/m8n8i9u"},
	}
}

// generated10 is Generate(10, 10, 1).
const generated10 = `#nurikabe
....1...4.
...5......
....4.....
..........
....2.....
5.........
.1...2....
...2......
1......7..
...3.3...1
`
