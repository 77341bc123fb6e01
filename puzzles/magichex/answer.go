package magichex

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Answer is a filled hexagon: its rows top to bottom, each left to right.
type Answer struct {
	Rows [][]int `json:"rows"`
}

// Text implements puzzles.Answer: the numbers laid out as a hexagon.
func (a *Answer) Text() string {
	var rows [][]string
	for _, row := range a.Rows {
		var toks []string
		for _, v := range row {
			toks = append(toks, fmt.Sprint(v))
		}
		rows = append(rows, toks)
	}
	return hexText(rows)
}

// cells returns the values row by row.
func (a *Answer) cells() []int {
	var out []int
	for _, row := range a.Rows {
		out = append(out, row...)
	}
	return out
}

// Partial is an answer in which some cells may be unknown (null in JSON,
// "?" in the text): the facts that hold in every solution.
type Partial struct {
	Rows [][]*int `json:"rows"`
}

// Text implements puzzles.Answer.
func (a *Partial) Text() string {
	var rows [][]string
	for _, row := range a.Rows {
		var toks []string
		for _, v := range row {
			if v == nil {
				toks = append(toks, "?")
			} else {
				toks = append(toks, fmt.Sprint(*v))
			}
		}
		rows = append(rows, toks)
	}
	return hexText(rows)
}

// complete returns the Answer of a partial answer whose cells are all known
// (unknown cells become 0, which Check reports).
func (a *Partial) complete() *Answer {
	out := &Answer{}
	for _, row := range a.Rows {
		vals := make([]int, len(row))
		for i, v := range row {
			if v != nil {
				vals[i] = *v
			}
		}
		out.Rows = append(out.Rows, vals)
	}
	return out
}

// Check implements puzzles.Instance: the shape, the range, distinct values,
// the givens and every line's sum, from the numbers alone.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "magic hexagon")
	if err != nil {
		return err
	}
	b := p.board()
	if len(a.Rows) != len(b.rows) {
		return fmt.Errorf("%d rows, a hexagon of side %d has %d", len(a.Rows), p.Side, len(b.rows))
	}
	for r, row := range a.Rows {
		if len(row) != len(b.rows[r]) {
			return fmt.Errorf("row %d has %d cells, want %d", r+1, len(row), len(b.rows[r]))
		}
	}
	cells := a.cells()
	used := map[int]int{}
	for c, v := range cells {
		if v < p.Lo || v > p.Hi {
			return fmt.Errorf("%d at %s is outside the values %d..%d", v, p.cellName(c), p.Lo, p.Hi)
		}
		if g, ok := p.Givens[c]; ok && g != v {
			return fmt.Errorf("%s holds %d, but %d is given there", p.cellName(c), v, g)
		}
		if first, ok := used[v]; ok && p.Distinct {
			return fmt.Errorf("%d is used twice (%s and %s)", v, p.cellName(first), p.cellName(c))
		}
		used[v] = c
	}
	t, ok, reason := p.Target()
	if !ok {
		return fmt.Errorf("%s", reason)
	}
	for _, l := range b.lines {
		s := 0
		for _, c := range l.Cells {
			s += cells[c]
		}
		if s != t {
			return fmt.Errorf("%s sums to %d, not %d", lineName(l), s, t)
		}
	}
	return nil
}

// Values returns an answer's numbers in the seed's order V1, V2, ...
func (a *Answer) Values() []int { return a.cells() }

// String is the answer in the seed's SMT-LIB model style: "V1=3 V2=17 ...".
func (a *Answer) String() string {
	var b strings.Builder
	for i, v := range a.cells() {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "V%d=%d", i+1, v)
	}
	return b.String()
}

// Diff implements puzzles.Instance: the cells whose numbers differ.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	x, y, ok := puzzles.AnswerPair[*Answer](a, b)
	if !ok {
		return nil
	}
	return puzzles.DiffGrids(x.Rows, y.Rows)
}
