package dominoes

import (
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Hole marks a position of the layout that holds no cell.
const Hole = -1

// MaxNumber is the largest highest number a set may have: a double-98 set
// fills a 100x99 Dominosa board, the largest board puzzles.MaxSide allows.
const MaxNumber = puzzles.MaxSide - 2

// Puzzle is a layout of numbers to cover with a double-Max set of dominoes,
// some of them given as clues.
type Puzzle struct {
	Max   int      // the set's highest number: the set has every pair a-b with 0 <= a <= b <= Max
	Note  string   // the rest of the #dp header line (source, page), kept as written
	Cells [][]int  // Cells[r][c] is the number shown there, or Hole; every row has the same length
	Given []Domino // clue dominoes: Cells[i] shows Pips[i]
}

// Domino is one placed domino: Cells[0] shows Pips[0] and Cells[1] shows
// Pips[1]. Cells are [row, column], 0-based, in the layout as written.
type Domino struct {
	Pips  [2]int    `json:"pips"`
	Cells [2][2]int `json:"cells"`
}

// New returns a rows x cols layout of zeros for the largest set with at
// most rows*cols cells.
func New(rows, cols int) (*Puzzle, error) {
	cells, err := puzzles.NewGrid(rows, cols, 0)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Cells: cells}
	for p.Max < MaxNumber && 2*SetSize(p.Max+1) <= rows*cols {
		p.Max++
	}
	return p, nil
}

// SetSize returns the number of dominoes in a double-max set.
func SetSize(max int) int { return (max + 1) * (max + 2) / 2 }

// Index returns the position of domino a-b (in either order) in the set's
// order 0-0, 0-1, ..., 0-max, 1-1, ..., max-max.
func Index(max, a, b int) int {
	if a > b {
		a, b = b, a
	}
	return a*(max+1) - a*(a-1)/2 + b - a
}

// Size returns the layout's rows and columns.
func (p *Puzzle) Size() grid.Size {
	if len(p.Cells) == 0 {
		return grid.Size{}
	}
	return grid.Size{Rows: len(p.Cells), Cols: len(p.Cells[0])}
}

// At returns the number at pos, or Hole off the layout.
func (p *Puzzle) At(pos grid.Pos) int {
	if !p.Size().In(pos) {
		return Hole
	}
	return p.Cells[pos.R][pos.C]
}

// NumCells counts the cells that are not holes.
func (p *Puzzle) NumCells() int { return puzzles.CountExcept(p.Cells, Hole) }

// Edges lists every pair of adjacent cells (neither a hole).
func (p *Puzzle) Edges() []grid.Edge {
	var out []grid.Edge
	for _, e := range p.Size().Edges() {
		if p.At(e.A) != Hole && p.At(e.B) != Hole {
			out = append(out, e)
		}
	}
	return out
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// clone returns a deep copy.
func (p *Puzzle) clone() *Puzzle {
	q := &Puzzle{Max: p.Max, Note: p.Note, Given: slices.Clone(p.Given)}
	q.Cells = make([][]int, len(p.Cells))
	for r, row := range p.Cells {
		q.Cells[r] = slices.Clone(row)
	}
	return q
}

// Clues implements puzzles.Instance: the given dominoes, each at its first cell.
func (p *Puzzle) Clues() []puzzles.Clue {
	out := make([]puzzles.Clue, len(p.Given))
	for i, d := range p.Given {
		out[i] = puzzles.Clue{Cell: d.Cells[0], Value: clueText(d)}
	}
	return out
}

// Without implements puzzles.Instance: the puzzle without the clue dominoes at
// the given indices of Clues().
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	q.Given = nil
	for i, d := range p.Given {
		if !slices.Contains(drop, i) {
			q.Given = append(q.Given, d)
		}
	}
	return q
}

func posOf(c [2]int) grid.Pos { return grid.Pos{R: c[0], C: c[1]} }

func cellOf(p grid.Pos) [2]int { return [2]int{p.R, p.C} }

// isGameIDStart reports whether t starts like a Tatham Dominosa game ID:
// the highest number, optional parameter letters (such as "dh" for hard), a
// colon.
func isGameIDStart(t string) bool {
	i := 0
	for i < len(t) && '0' <= t[i] && t[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	for i < len(t) && 'a' <= t[i] && t[i] <= 'z' {
		i++
	}
	return i < len(t) && t[i] == ':'
}

// detect is Type.Detect: a "#dp" or "#dominoes" header, or
// text shaped like a Dominosa game ID (the highest number, a colon, digits
// and [k] numbers), whatever its length, so that Parse can say what is
// wrong with it.
func detect(text string) bool {
	t := strings.TrimSpace(text)
	if textgrid.HasHeader(t, headers...) {
		return true
	}
	id, ok := gameID(t)
	if !ok {
		return false
	}
	_, desc, _ := strings.Cut(id, ":")
	return strings.Trim(desc, "0123456789[]") == ""
}

// Typeable implements puzzles.Typeable: the puzzle without its note (the
// words after the set in the header), which no editor key types.
func (p *Puzzle) Typeable() puzzles.Instance {
	q := *p
	q.Note = ""
	return &q
}
