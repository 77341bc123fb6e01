package cellgrid

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// NumberGrid is an answer that writes a number in every cell (Towers, Keen,
// Unequal, Latin squares): Grid[r][c] is the number of row r, column c,
// or Unknown in a partial answer that does not know it. Its JSON form is
// {"grid": [[1, 2], [2, 1]]}, null for an unknown cell.
type NumberGrid struct {
	Grid [][]int
}

// Unknown is a cell's number in a partial NumberGrid answer that does not
// know it.
const Unknown = 0

// Text implements puzzles.Answer: the numbers right-aligned in columns,
// '?' for an unknown cell.
func (a *NumberGrid) Text() string {
	return puzzles.Columns(a.Grid, func(v int) string {
		if v == Unknown {
			return "?"
		}
		return strconv.Itoa(v)
	})
}

// MarshalJSON writes {"grid": [[...], ...]}, null for an unknown cell.
func (a *NumberGrid) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Grid [][]*int `json:"grid"`
	}{puzzles.KnownCells(a.Grid, Unknown)})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *NumberGrid) UnmarshalJSON(js []byte) error {
	var v struct {
		Grid [][]*int `json:"grid"`
	}
	if err := json.Unmarshal(js, &v); err != nil {
		return err
	}
	a.Grid = puzzles.CellValues(v.Grid, Unknown)
	return nil
}

// Draw writes each known number of a non-given cell (given says which
// cells are givens) in the Solved colour.
func (a *NumberGrid) Draw(s *draw.Scene, given func(grid.Pos) bool) {
	for r, row := range a.Grid {
		for c, v := range row {
			if v != Unknown && !given(grid.Pos{R: r, C: c}) {
				s.CellText(r, c, strconv.Itoa(v), draw.Solved, false)
			}
		}
	}
}

// NumberGridOf returns the NumberGrid answer a, or the one it holds (an
// answer with more fields, such as Map's, implements Numbered), or nil
// when a is neither (or a nil one).
func NumberGridOf(a puzzles.Answer) *NumberGrid {
	if x, ok := a.(Numbered); ok && x != nil {
		return x.Numbers()
	}
	n, _ := a.(*NumberGrid)
	return n
}

// Numbered is an answer that holds a NumberGrid with more fields.
type Numbered interface {
	puzzles.Answer
	Numbers() *NumberGrid
}

// DiffNumbers implements puzzles.Instance's Diff for NumberGrid answers: the
// cells whose numbers differ.
func DiffNumbers(x, y puzzles.Answer) []puzzles.Target {
	a, b := NumberGridOf(x), NumberGridOf(y)
	if a == nil || b == nil {
		return nil
	}
	return puzzles.DiffGrids(a.Grid, b.Grid)
}

// CheckNumbers checks that a is a whole NumberGrid answer for g whose
// numbers are lo to hi, keeping every given number of g (the cells whose
// value is in lo to hi), and, when latin, holding no number twice in a
// row or a column. It returns the answer's grid.
func (g Grid) CheckNumbers(a puzzles.Answer, lo, hi int, latin bool) ([][]int, error) {
	nums, err := puzzles.AnswerAs[*NumberGrid](a, g.c.name)
	if err != nil {
		return nil, err
	}
	size := g.Size()
	if len(nums.Grid) != size.Rows {
		return nil, fmt.Errorf("the answer has %d rows, the board %d", len(nums.Grid), size.Rows)
	}
	for r, row := range nums.Grid {
		if len(row) != size.Cols {
			return nil, fmt.Errorf("answer row %d has %d cells, the board %d columns", r, len(row), size.Cols)
		}
		for c, v := range row {
			given := g.Cells[r][c]
			switch {
			case v < lo || v > hi:
				return nil, fmt.Errorf("cell %d,%d holds %d, outside %d to %d", r, c, v, lo, hi)
			case given >= lo && given <= hi && v != given:
				return nil, fmt.Errorf("cell %d,%d holds %d, but %d is given", r, c, v, given)
			}
		}
	}
	if latin {
		for _, line := range g.RowsAndColumns() {
			at := map[int]grid.Pos{}
			for _, pos := range line {
				v := nums.Grid[pos.R][pos.C]
				if q, twice := at[v]; twice {
					return nil, fmt.Errorf("%d is in cells %d,%d and %d,%d", v, q.R, q.C, pos.R, pos.C)
				}
				at[v] = pos
			}
		}
	}
	return nums.Grid, nil
}

// RowsAndColumns returns the board's rows, then its columns, each in
// order.
func (g Grid) RowsAndColumns() [][]grid.Pos {
	return g.Runs(func(int) bool { return true })
}

// NumberVars is the decoder of a NumberGrid answer: an integer variable per
// cell.
type NumberVars struct {
	Size grid.Size
	Ints [][]*sat.Int // Ints[r][c] is the number of row r, column c
}

// NewNumberVars returns an integer variable lo to hi for each cell of g,
// named n.rRcC, fixed to the given number where g gives one (a cell whose
// value is in lo to hi).
func NewNumberVars(m *sat.Model, g Grid, lo, hi int) *NumberVars {
	size := g.Size()
	d := &NumberVars{Size: size, Ints: make([][]*sat.Int, size.Rows)}
	for r := range d.Ints {
		d.Ints[r] = make([]*sat.Int, size.Cols)
		for c := range d.Ints[r] {
			x := m.NewInt(fmt.Sprintf("n.r%dc%d", r, c), lo, hi)
			if v := g.Cells[r][c]; v >= lo && v <= hi {
				m.Unit(x.Eq(v))
			}
			d.Ints[r][c] = x
		}
	}
	return d
}

// At returns the variable of the cell at pos.
func (d *NumberVars) At(pos grid.Pos) *sat.Int { return d.Ints[pos.R][pos.C] }

// Of returns the variables of cells, in order.
func (d *NumberVars) Of(cells []grid.Pos) []*sat.Int {
	out := make([]*sat.Int, len(cells))
	for i, pos := range cells {
		out[i] = d.At(pos)
	}
	return out
}

// Latin states that no row and no column holds a number twice.
func (d *NumberVars) Latin(m *sat.Model, g Grid) {
	for _, line := range g.RowsAndColumns() {
		m.AllDifferent(d.Of(line)...)
	}
}

// Vars implements puzzles.Decoder: the one-hot literals of every cell.
func (d *NumberVars) Vars() []sat.Lit {
	var out []sat.Lit
	for _, pos := range d.Size.Cells() {
		out = append(out, sat.Free(d.At(pos).OneHot())...)
	}
	return out
}

// Decode implements puzzles.Decoder.
func (d *NumberVars) Decode(s *sat.Solver) puzzles.Answer {
	return d.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: a cell's number is known when
// its literal is known true, or every other value's is known false.
func (d *NumberVars) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &NumberGrid{Grid: make([][]int, d.Size.Rows)}
	for r := range a.Grid {
		a.Grid[r] = make([]int, d.Size.Cols)
		for c, x := range d.Ints[r] {
			a.Grid[r][c] = numberOf(x, known)
		}
	}
	return a
}

// numberOf returns x's value if the known facts decide it, else Unknown.
func numberOf(x *sat.Int, known func(l sat.Lit) (value, ok bool)) int {
	vals, open, opens := x.Values(), Unknown, 0
	for i, l := range x.OneHot() {
		v, ok := lit(l, known)
		switch {
		case ok && v:
			return vals[i]
		case !ok:
			open, opens = vals[i], opens+1
		}
	}
	if opens > 1 {
		return Unknown // two values still open
	}
	return open
}

// lit is known for a literal that may be a constant.
func lit(l sat.Lit, known func(l sat.Lit) (value, ok bool)) (value, ok bool) {
	if l.IsConst() {
		return l == sat.True, true
	}
	return known(l)
}

// RandomLatin returns a random n x n Latin square of the numbers 1 to n
// (for generators), filled cell by cell in reading order, the numbers
// tried in random order, backtracking.
func RandomLatin(rng *rand.Rand, n int) [][]int {
	g := make([][]int, n)
	for r := range g {
		g[r] = make([]int, n)
	}
	var fill func(k int) bool
	fill = func(k int) bool {
		if k == n*n {
			return true
		}
		r, c := k/n, k%n
		for _, v := range rng.Perm(n) {
			if Free(g, r, c, v+1) {
				g[r][c] = v + 1
				if fill(k + 1) {
					return true
				}
				g[r][c] = 0
			}
		}
		return false
	}
	fill(0)
	return g
}

// Free reports whether v is in neither row r nor column c of g.
func Free(g [][]int, r, c, v int) bool {
	for i := range g {
		if g[r][i] == v || g[i][c] == v {
			return false
		}
	}
	return true
}
