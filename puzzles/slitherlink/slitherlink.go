package slitherlink

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// None marks a cell without a clue.
const None = -1

// MaxClue is the highest clue: a cell has four sides, and a 4 would be a
// whole loop around one cell.
const MaxClue = 3

// Puzzle is a Slitherlink board: Cells[r][c] is the number of sides of
// cell (r, c) on the loop, or None.
type Puzzle struct {
	Cells [][]int
}

// Type is the Slitherlink puzzle type.
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
func (Type) Name() string { return "slitherlink" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Slitherlink / Loopy" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// New returns a rows x cols board without clues.
func New(rows, cols int) (*Puzzle, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	p := &Puzzle{Cells: make([][]int, rows)}
	for r := range p.Cells {
		p.Cells[r] = slices.Repeat([]int{None}, cols)
	}
	return p, nil
}

func checkSize(rows, cols int) error {
	if rows < 1 || cols < 1 || rows > puzzles.MaxSide || cols > puzzles.MaxSide {
		return fmt.Errorf("size %dx%d is outside 1x1 to %dx%d", cols, rows, puzzles.MaxSide, puzzles.MaxSide)
	}
	return nil
}

// checkClue refuses a clue outside 0 to MaxClue.
func checkClue(n int) error {
	if n < 0 || n > MaxClue {
		return fmt.Errorf("clue %d is out of range: clues are 0 to %d (a cell has 4 sides, and a 4 would be a loop around one cell)", n, MaxClue)
	}
	return nil
}

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "slitherlink" }

// Size returns the board's rows and columns.
func (p *Puzzle) Size() grid.Size { return grid.Size{Rows: len(p.Cells), Cols: len(p.Cells[0])} }

// At returns the clue of cell pos, or None.
func (p *Puzzle) At(pos grid.Pos) int { return p.Cells[pos.R][pos.C] }

func (p *Puzzle) clone() *Puzzle {
	q := &Puzzle{Cells: make([][]int, len(p.Cells))}
	for r, row := range p.Cells {
		q.Cells[r] = slices.Clone(row)
	}
	return q
}

// Clues implements puzzles.Instance: the numbered cells in reading order.
func (p *Puzzle) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for _, pos := range p.Size().Cells() {
		if n := p.At(pos); n != None {
			out = append(out, puzzles.Clue{Cell: [2]int{pos.R, pos.C}, Value: strconv.Itoa(n)})
		}
	}
	return out
}

// Without implements puzzles.Instance: the given clues removed.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	for i, cl := range p.Clues() {
		if slices.Contains(drop, i) {
			q.Cells[cl.Cell[0]][cl.Cell[1]] = None
		}
	}
	return q
}

// Detect implements puzzles.Type: a "#slitherlink" header, a puzz.link
// slither URL, or a Loopy game ID with its grid type ("10x10t0:...").
func (Type) Detect(text string) bool {
	t := strings.TrimSpace(text)
	first, _, _ := strings.Cut(strings.ToLower(t), "\n")
	if f := strings.Fields(first); len(f) > 0 && f[0] == "#slitherlink" {
		return true
	}
	if isURL(t) {
		return true
	}
	params, _, ok := strings.Cut(t, ":")
	return ok && isGameID(t) && strings.Contains(params, "t")
}
