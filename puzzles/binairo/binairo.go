package binairo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Cell values, as written in the text grid.
const (
	Empty = '.'
	White = '0'
	Black = '1'
)

// Puzzle is a grid of given black and white cells.
type Puzzle struct {
	Unique bool     // rows must differ from each other, and columns too
	Cells  [][]byte // Cells[r][c] is Black, White or Empty
}

// Type is the Binairo puzzle type.
type Type struct{}

// The optional parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
	_ puzzles.Refiner   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "binairo" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Binairo / Takuzu / Unruly" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "binairo" }

// New returns an empty rows x cols grid, odd sides rounded up (both
// sides of a Binairo grid are even).
func New(rows, cols int) (*Puzzle, error) {
	rows += rows % 2
	cols += cols % 2
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	p := &Puzzle{Cells: make([][]byte, rows)}
	for r := range p.Cells {
		p.Cells[r] = []byte(strings.Repeat(".", cols))
	}
	return p, nil
}

// checkSize accepts even sides from 2 to puzzles.MaxSide.
func checkSize(rows, cols int) error {
	for _, n := range []int{rows, cols} {
		if n < 2 || n > puzzles.MaxSide {
			return fmt.Errorf("the grid is %dx%d; sides run from 2 to %d", cols, rows, puzzles.MaxSide)
		}
		if n%2 == 1 {
			return fmt.Errorf("the grid is %dx%d; both sides must be even, to hold as many black cells as white", cols, rows)
		}
	}
	return nil
}

// Rows and Cols return the grid's size.
func (p *Puzzle) Rows() int { return len(p.Cells) }

// Cols returns the number of columns.
func (p *Puzzle) Cols() int { return len(p.Cells[0]) }

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

func (p *Puzzle) clone() *Puzzle {
	q := &Puzzle{Unique: p.Unique, Cells: make([][]byte, len(p.Cells))}
	for r, row := range p.Cells {
		q.Cells[r] = slices.Clone(row)
	}
	return q
}

// Clues implements puzzles.Instance: the given cells in reading order.
func (p *Puzzle) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for r, row := range p.Cells {
		for c, v := range row {
			if v != Empty {
				out = append(out, puzzles.Clue{Cell: [2]int{r, c}, Value: string(v)})
			}
		}
	}
	return out
}

// Without implements puzzles.Instance: the puzzle with the givens at the
// given indices of Clues() emptied.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	for i, cl := range p.Clues() {
		if slices.Contains(drop, i) {
			q.Cells[cl.Cell[0]][cl.Cell[1]] = Empty
		}
	}
	return q
}

// rc names a cell for messages: "r1c2" (1-based).
func rc(r, c int) string { return fmt.Sprintf("r%dc%d", r+1, c+1) }

// Detect implements puzzles.Type: a "#binairo" header, or a Tatham
// Unruly game ID whose description fits its size exactly.
func (Type) Detect(text string) bool {
	t := strings.TrimSpace(text)
	first, _, _ := strings.Cut(t, "\n")
	if f := strings.Fields(strings.ToLower(first)); len(f) > 0 && strings.HasPrefix(f[0], "#") {
		return f[0] == "#binairo"
	}
	id, ok := gameID(t)
	if !ok {
		return false
	}
	_, err := ParseGameID(id)
	return err == nil
}

// Examples implements puzzles.Type: Unruly game IDs made with Tatham's
// generator (testdata/tatham_ids.txt) and a small grid.
func (Type) Examples() []puzzles.Example {
	return []puzzles.Example{
		{Name: "Unruly 6x6", Text: "6x6de:cOaDCAEe"},
		{Name: "Unruly 8x8, unique rows", Text: "8x8udn:bbDAcjagbdgBIBaCbc"},
		{Name: "Unruly 10x12, unique rows", Text: "10x12ude:BkcBDHccBEBdAfcMBCBEfbEDhCbaEa"},
		{Name: "Unruly 14x14", Text: "14x14dn:ABcbeMdcCccABEKHGDdacBAFabJCmfDBABagAEJeHDhcbb"},
		{Name: "Unruly 14x14, unique rows", Text: "14x14udn:abbGakbceGdbGAbdBCbcgMGCjfafBDLHBIAcCAAEAdEAja"},
		{Name: "Unruly 16x16", Text: "16x16dn:aaedCDEBGadDAeBeDABjafCBrdBbGFDeedDBCBBEeGcbbBBGkbbdANCAFAcCEBja"},
	}
}
