package magichex

import (
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Limits of the parameters.
const (
	MinSide   = 2
	MaxSide   = 5
	MaxValue  = 9999 // largest absolute value of a number
	MaxValues = 200  // largest number of values in the range
)

// Puzzle is a magic hexagon with its parameters and givens.
type Puzzle struct {
	Side     int         // cells along each edge, 2..5
	Lo, Hi   int         // the values allowed, Lo..Hi
	Distinct bool        // no value is used twice
	Sum      int         // the common line sum, when HasSum
	HasSum   bool        // false: the sum that the arithmetic implies
	Givens   map[int]int // cell number (row by row from 0) -> value
}

// New returns the empty hexagon of the given side with the default
// parameters: values 1..cells, distinct, the sum the arithmetic implies.
func New(side int) (*Puzzle, error) {
	if side < MinSide || side > MaxSide {
		return nil, fmt.Errorf("side %d is not supported (sides %d to %d)", side, MinSide, MaxSide)
	}
	n := Cells(side)
	return &Puzzle{Side: side, Lo: 1, Hi: n, Distinct: true, Givens: map[int]int{}}, nil
}

// Cells returns the number of cells of a hexagon of the given side.
func Cells(side int) int { return 3*side*(side-1) + 1 }

// Rows returns the number of cells in each row, top to bottom.
func Rows(side int) []int {
	var out []int
	for r := 0; r < 2*side-1; r++ {
		out = append(out, side+min(r, 2*side-2-r))
	}
	return out
}

// board returns the geometry of p.
func (p *Puzzle) board() *board { return geometry(p.Side) }

// defaultRange reports whether the values are the default 1..cells.
func (p *Puzzle) defaultRange() bool { return p.Lo == 1 && p.Hi == Cells(p.Side) }

// clone returns a deep copy of p.
func (p *Puzzle) clone() *Puzzle {
	q := *p
	q.Givens = make(map[int]int, len(p.Givens))
	for c, v := range p.Givens {
		q.Givens[c] = v
	}
	return &q
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// Header is the first line of the canonical text: the side, then the
// parameters that differ from their defaults.
func (p *Puzzle) Header() string {
	h := fmt.Sprintf("#magichex side=%d", p.Side)
	if p.HasSum {
		h += fmt.Sprintf(" sum=%d", p.Sum)
	}
	if !p.defaultRange() {
		h += fmt.Sprintf(" values=%d..%d", p.Lo, p.Hi)
	}
	if !p.Distinct {
		h += " distinct=no"
	}
	return h
}

// String returns the canonical text: the header, then the rows indented
// into a hexagon, "." for unknown cells.
func (p *Puzzle) String() string {
	b := p.board()
	var rows [][]string
	for _, row := range b.rows {
		var toks []string
		for _, c := range row {
			if v, ok := p.Givens[c]; ok {
				toks = append(toks, fmt.Sprint(v))
			} else {
				toks = append(toks, ".")
			}
		}
		rows = append(rows, toks)
	}
	return p.Header() + "\n" + hexText(rows)
}

// hexText lays out rows of tokens as a hexagon: tokens right-aligned in a
// common width, each row indented by half a cell per step from the middle row.
func hexText(rows [][]string) string {
	width := 1
	for _, row := range rows {
		for _, t := range row {
			width = max(width, len(t))
		}
	}
	pitch := width + 1 + (width+1)%2 // even, so that half a pitch is whole
	mid := len(rows) / 2
	var b strings.Builder
	for r, row := range rows {
		b.WriteString(strings.Repeat(" ", abs(r-mid)*pitch/2))
		for i, t := range row {
			if i > 0 {
				b.WriteString(strings.Repeat(" ", pitch-width))
			}
			fmt.Fprintf(&b, "%*s", width, t)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// givenCells lists the given cells in order.
func (p *Puzzle) givenCells() []int {
	var cs []int
	for c := range p.Givens {
		cs = append(cs, c)
	}
	sort.Ints(cs)
	return cs
}

// cellName names cell c for messages: "row 2, cell 3 (V6)".
func (p *Puzzle) cellName(c int) string {
	b := p.board()
	for r, row := range b.rows {
		for i, x := range row {
			if x == c {
				return fmt.Sprintf("row %d, cell %d (V%d)", r+1, i+1, c+1)
			}
		}
	}
	return fmt.Sprintf("V%d", c+1)
}

// Validate reports givens that break the rules on their own: a value
// outside the range, a cell off the board, a value given twice when values
// are distinct. Parse accepts such drafts (so the editor can save them);
// Encode refuses them.
func (p *Puzzle) Validate() error {
	n := Cells(p.Side)
	seen := map[int]int{}
	for _, c := range p.givenCells() {
		v := p.Givens[c]
		if c < 0 || c >= n {
			return fmt.Errorf("cell %d is not on a hexagon of side %d", c+1, p.Side)
		}
		if v < p.Lo || v > p.Hi {
			return fmt.Errorf("%d at %s is outside the values %d..%d", v, p.cellName(c), p.Lo, p.Hi)
		}
		if first, ok := seen[v]; ok && p.Distinct {
			return fmt.Errorf("%d is given twice (%s and %s) but values are distinct", v, p.cellName(first), p.cellName(c))
		}
		seen[v] = c
	}
	return nil
}

// detect is Type.Detect: a "#magichex" header, or rows of
// "." and numbers shaped like a hexagon (3, 4, 5, 4, 3 tokens and so on).
func detect(text string) bool {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(strings.ToLower(t), "#magichex") {
		return true
	}
	if strings.HasPrefix(t, "#") || len(t) > puzzles.MaxInput {
		return false
	}
	rows, err := parseRows(strings.Split(t, "\n"), 0, 0)
	return err == nil && rows != nil
}

// SizeFields implements puzzles.Sized: the hexagon's side.
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.Side(p.Side) }
