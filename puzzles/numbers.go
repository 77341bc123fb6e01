package puzzles

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The helpers below serve the numbered-path types (Hidato, the knight's
// tour, Signpost): a board whose answer writes the numbers 1..N along a
// path, one number a cell, and whose editor types numbers digit by digit.

// Numbers is the answer of a numbered-path puzzle: Grid[r][c] is the
// number of the cell at row r, column c, or 0 for a cell off the path.
type Numbers struct {
	Grid [][]int `json:"grid"`
}

// PartialNumbers is a partly known Numbers (the facts forced in every
// solution): Grid[r][c] is nil for a cell whose number is not known.
type PartialNumbers struct {
	Grid [][]*int `json:"grid"`
}

// NewNumbers returns an answer of the given size with every cell 0.
func NewNumbers(size grid.Size) *Numbers {
	a := &Numbers{Grid: make([][]int, size.Rows)}
	for r := range a.Grid {
		a.Grid[r] = make([]int, size.Cols)
	}
	return a
}

// NewPartialNumbers returns a partial answer of the given size with no
// cell known.
func NewPartialNumbers(size grid.Size) *PartialNumbers {
	a := &PartialNumbers{Grid: make([][]*int, size.Rows)}
	for r := range a.Grid {
		a.Grid[r] = make([]*int, size.Cols)
	}
	return a
}

// Text implements Answer: the numbers right-aligned in columns, '#' for
// a cell off the path.
func (a *Numbers) Text() string {
	return Columns(a.Grid, func(v int) string {
		if v == 0 {
			return "#"
		}
		return strconv.Itoa(v)
	})
}

// Text implements Answer: like Numbers.Text, with '?' for a cell whose
// number is not known.
func (a *PartialNumbers) Text() string {
	return Columns(a.Grid, func(v *int) string {
		switch {
		case v == nil:
			return "?"
		case *v == 0:
			return "#"
		}
		return strconv.Itoa(*v)
	})
}

// Values returns the numbers of the partial answer, 0 where not known.
func (a *PartialNumbers) Values() [][]int { return CellValues(a.Grid, 0) }

// OffPath is what a clue function of CheckNumbers returns for a cell
// that is not on the path (a blocked cell).
const OffPath = -1

// CheckNumbers checks that a is a complete answer of the given size that
// numbers the cells on the path with 1 to n, each once, and keeps the
// given numbers: clue returns a cell's given number, 0 for none, or
// OffPath. It returns the cell of each number (index 0 unused), for the
// type to check the steps between them.
func CheckNumbers(a Answer, size grid.Size, n int, clue func(grid.Pos) int) ([]grid.Pos, error) {
	nums, ok := a.(*Numbers)
	if !ok || nums == nil {
		return nil, fmt.Errorf("not a complete answer: %T", a)
	}
	if len(nums.Grid) != size.Rows {
		return nil, fmt.Errorf("answer has %d rows, want %d", len(nums.Grid), size.Rows)
	}
	where := make([]grid.Pos, n+1)
	seen := make([]bool, n+1)
	for r, row := range nums.Grid {
		if len(row) != size.Cols {
			return nil, fmt.Errorf("answer row %d has %d cells, want %d", r+1, len(row), size.Cols)
		}
		for c, v := range row {
			pos := grid.Pos{R: r, C: c}
			given := clue(pos)
			switch {
			case given == OffPath && v != 0:
				return nil, fmt.Errorf("%s is not on the path but holds %d", CellName(pos), v)
			case given == OffPath:
				continue
			case v < 1 || v > n:
				return nil, fmt.Errorf("%d at %s is outside 1..%d", v, CellName(pos), n)
			case seen[v]:
				return nil, fmt.Errorf("%d appears twice, at %s and at %s", v, CellName(where[v]), CellName(pos))
			case given > 0 && v != given:
				return nil, fmt.Errorf("%s gives %d, the answer has %d", CellName(pos), given, v)
			}
			seen[v], where[v] = true, pos
		}
	}
	return where, nil
}

// NumbersOf returns the numbers of a *Numbers or *PartialNumbers answer
// (0 where unknown), or nil when a is neither or not of the given size.
func NumbersOf(a Answer, size grid.Size) [][]int {
	out, _ := FullOrPartial(a, func(a *Numbers) [][]int { return a.Grid }, (*PartialNumbers).Values)
	if len(out) != size.Rows {
		return nil
	}
	for _, row := range out {
		if len(row) != size.Cols {
			return nil
		}
	}
	return out
}

// Columns writes a grid of values, one line per row, each value as token
// writes it, right-aligned in columns of one width and separated by a
// space.
func Columns[T any](rows [][]T, token func(T) string) string {
	toks := make([][]string, len(rows))
	width := 1
	for r, row := range rows {
		for _, v := range row {
			t := token(v)
			toks[r] = append(toks[r], t)
			width = max(width, len(t))
		}
	}
	var b strings.Builder
	for _, row := range toks {
		for c, t := range row {
			if c > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%*s", width, t)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// BadNumbers returns the cells of a board of the given size whose given
// number (num returns 0 or less for a cell without one) is above n or
// given in more than one cell: the numbers Draw shows in the error colour.
func BadNumbers(size grid.Size, n int, num func(grid.Pos) int) map[grid.Pos]bool {
	first := map[int]grid.Pos{}
	bad := map[grid.Pos]bool{}
	for _, pos := range size.Cells() {
		v := num(pos)
		switch q, dup := first[v]; {
		case v <= 0:
		case v > n:
			bad[pos] = true
		case dup:
			bad[pos], bad[q] = true, true
		default:
			first[v] = pos
		}
	}
	return bad
}

// DigitKeys returns the editor pad's digits 1 to 9 and 0, followed by
// more.
func DigitKeys(more ...Key) []Key {
	var keys []Key
	for _, d := range "1234567890" {
		keys = append(keys, Key{Label: string(d), Key: string(d)})
	}
	return append(keys, more...)
}

// TypeDigit returns the number a cell holds after digit d is typed into
// it while it holds cur (0 for none): d is appended while the result is
// at most limit (typing 1 then 2 gives 12), otherwise it starts a new
// number. ok is false when nothing changes: a 0 cannot start a number.
func TypeDigit(cur, d, limit int) (next int, ok bool) {
	switch {
	case cur > 0 && cur*10+d <= limit:
		return cur*10 + d, true
	case d == 0:
		return cur, false
	}
	return d, true
}

// PositiveClue is the clue text of a number cell for Board.ClueList: the
// number when it is positive, "" (no clue) otherwise.
func PositiveClue(v int) string {
	if v <= 0 {
		return ""
	}
	return strconv.Itoa(v)
}

// CellName names a cell for people: "row 2, column 5".
func CellName(pos grid.Pos) string { return fmt.Sprintf("row %d, column %d", pos.R+1, pos.C+1) }
