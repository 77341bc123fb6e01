package masyu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Cell values (as puzz.link numbers them).
const (
	Empty = 0
	White = 1 // a white pearl
	Black = 2 // a black pearl
)

// Puzzle is a Masyu board: Cells[r][c] is Empty, White or Black.
type Puzzle struct {
	Cells [][]int
}

// Type is the Masyu puzzle type.
type Type struct{}

// The contract's parts this type implements.
var (
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Decoder   = (*encoding)(nil)
	_ puzzles.Refiner   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "masyu" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Masyu / Pearl" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// New returns an empty rows x cols board.
func New(rows, cols int) (*Puzzle, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	p := &Puzzle{Cells: make([][]int, rows)}
	for r := range p.Cells {
		p.Cells[r] = make([]int, cols)
	}
	return p, nil
}

func checkSize(rows, cols int) error {
	if rows < 1 || cols < 1 || rows > puzzles.MaxSide || cols > puzzles.MaxSide {
		return fmt.Errorf("size %dx%d is outside 1x1 to %dx%d", cols, rows, puzzles.MaxSide, puzzles.MaxSide)
	}
	return nil
}

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "masyu" }

// Size returns the board's rows and columns.
func (p *Puzzle) Size() grid.Size { return grid.Size{Rows: len(p.Cells), Cols: len(p.Cells[0])} }

// At returns the cell at pos; off the board counts as Empty.
func (p *Puzzle) At(pos grid.Pos) int {
	if !p.Size().In(pos) {
		return Empty
	}
	return p.Cells[pos.R][pos.C]
}

func (p *Puzzle) clone() *Puzzle {
	q := &Puzzle{Cells: make([][]int, len(p.Cells))}
	for r, row := range p.Cells {
		q.Cells[r] = slices.Clone(row)
	}
	return q
}

// pearlName names a cell value for clues and messages.
func pearlName(v int) string { return [3]string{"empty", "white", "black"}[v] }

// Clues implements puzzles.Instance: the pearls in reading order.
func (p *Puzzle) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for _, pos := range p.Size().Cells() {
		if v := p.At(pos); v != Empty {
			out = append(out, puzzles.Clue{Cell: [2]int{pos.R, pos.C}, Value: pearlName(v)})
		}
	}
	return out
}

// Without implements puzzles.Instance: the given pearls removed.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	for i, cl := range p.Clues() {
		if slices.Contains(drop, i) {
			q.Cells[cl.Cell[0]][cl.Cell[1]] = Empty
		}
	}
	return q
}

// Detect implements puzzles.Type: a "#masyu" header, a puzz.link mashu
// or masyu URL, or a Pearl game ID with a white pearl or Pearl's
// difficulty letter (one with black pearls only could be Light Up's).
func (Type) Detect(text string) bool {
	t := strings.TrimSpace(text)
	first, _, _ := strings.Cut(strings.ToLower(t), "\n")
	if f := strings.Fields(first); len(f) > 0 && (f[0] == "#masyu" || f[0] == "#pearl") {
		return true
	}
	if isURL(t) {
		return true
	}
	if !isGameID(t) {
		return false
	}
	params, desc, _ := strings.Cut(t, ":")
	if _, err := ParseGameID(t); err != nil {
		return false
	}
	return strings.Contains(desc, "W") || strings.Contains(params, "de") || strings.Contains(params, "dt")
}
