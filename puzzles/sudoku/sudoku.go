package sudoku

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// MaxN is the largest side: digits run 1..9 then A..Z (10..35) in the
// one-character formats, and 36 is a 6x6-box Sudoku.
const MaxN = 36

// Puzzle is a Sudoku of side N: every row, column and region holds the
// digits 1..N once; X puzzles also their two main diagonals; killer cages
// hold distinct digits adding up to their sums.
type Puzzle struct {
	N int
	// BoxRows x BoxCols is the shape of the boxes (BoxRows*BoxCols == N),
	// or 0 x 0 for a jigsaw, whose regions are in Regions.
	BoxRows, BoxCols int
	// Regions[r][c] is the region (0..N-1) of cell (r, c); for boxed
	// puzzles it is computed from the box shape.
	Regions [][]int
	X       bool    // the two main diagonals hold every digit once
	Cages   []Cage  // killer cages; nil for other puzzles
	Grid    [][]int // givens: Grid[r][c] is 1..N, or 0 for an empty cell

	// The editor's state, not part of the puzzle: what the pad enters
	// (givens, regions or cages) and, for regions, the region that taps
	// paint, plus 1 (0 before one is chosen).
	mode  mode
	brush int
}

// mode is what the editor's taps and keys enter.
type mode int

const (
	givens  mode = iota // digits type givens; taps select
	regions             // region keys choose the brush; taps paint it
	cages               // taps and drags paint cages; digits type sums
)

// Cage is a killer cage: its cells hold distinct digits adding up to Sum
// (0 when the cage has no sum, and only the digits must differ).
type Cage struct {
	Sum   int
	Cells [][2]int // [row, column], in reading order
}

// New returns an empty Sudoku of side n with its default boxes.
func New(n int) (*Puzzle, error) {
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("side %d is outside 1 to %d", n, MaxN)
	}
	br, bc := DefaultBox(n)
	return newBoxed(n, br, bc), nil
}

// DefaultBox returns the squarest box shape for side n, wider than tall:
// 3x3 for 9, 2x3 for 6, 3x4 for 12 (1xn when n is prime).
func DefaultBox(n int) (rows, cols int) {
	rows = 1
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			rows = d
		}
	}
	return rows, n / rows
}

// newBoxed returns an empty puzzle with rows x cols boxes.
func newBoxed(n, rows, cols int) *Puzzle {
	p := &Puzzle{N: n, BoxRows: rows, BoxCols: cols, Grid: square(n), Regions: square(n)}
	p.setBoxes()
	return p
}

// setBoxes fills Regions from the box shape.
func (p *Puzzle) setBoxes() {
	perRow := p.N / p.BoxCols
	for r := range p.Regions {
		for c := range p.Regions[r] {
			p.Regions[r][c] = (r/p.BoxRows)*perRow + c/p.BoxCols
		}
	}
}

// normalize puts each cage's cells in reading order and the cages in the
// order of their first cells.
func (p *Puzzle) normalize() {
	for _, k := range p.Cages {
		sortCells(k.Cells)
	}
	slices.SortFunc(p.Cages, func(a, b Cage) int {
		if a.Cells[0][0] != b.Cells[0][0] {
			return a.Cells[0][0] - b.Cells[0][0]
		}
		return a.Cells[0][1] - b.Cells[0][1]
	})
	if len(p.Cages) == 0 {
		p.Cages = nil
	}
}

// Jigsaw reports whether the regions are irregular.
func (p *Puzzle) Jigsaw() bool { return p.BoxRows == 0 }

// Killer reports whether the puzzle has cages.
func (p *Puzzle) Killer() bool { return len(p.Cages) > 0 }

// square returns an n x n grid of zeros.
func square(n int) [][]int {
	g := make([][]int, n)
	for r := range g {
		g[r] = make([]int, n)
	}
	return g
}

// clone returns a deep copy.
func (p *Puzzle) clone() *Puzzle {
	q := *p
	q.Grid = cloneGrid(p.Grid)
	q.Regions = cloneGrid(p.Regions)
	q.Cages = make([]Cage, len(p.Cages))
	for i, k := range p.Cages {
		q.Cages[i] = Cage{Sum: k.Sum, Cells: slices.Clone(k.Cells)}
	}
	if p.Cages == nil {
		q.Cages = nil
	}
	return &q
}

func cloneGrid(g [][]int) [][]int {
	out := make([][]int, len(g))
	for r, row := range g {
		out[r] = slices.Clone(row)
	}
	return out
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// Variant names the puzzle's rules: "classic", "X", "jigsaw", "killer",
// or a combination such as "jigsaw X".
func (p *Puzzle) Variant() string {
	var words []string
	if p.Jigsaw() {
		words = append(words, "jigsaw")
	}
	if p.Killer() {
		words = append(words, "killer")
	}
	if p.X {
		words = append(words, "X")
	}
	if len(words) == 0 {
		return "classic"
	}
	return strings.Join(words, " ")
}

// Clues implements puzzles.Instance: the givens in reading order, then the
// cage sums (at each cage's first cell).
func (p *Puzzle) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for r, row := range p.Grid {
		for c, v := range row {
			if v != 0 {
				out = append(out, puzzles.Clue{Cell: [2]int{r, c}, Value: digitName(v)})
			}
		}
	}
	for _, k := range p.Cages {
		if k.Sum != 0 {
			out = append(out, puzzles.Clue{Cell: k.Cells[0], Value: fmt.Sprintf("cage %d", k.Sum)})
		}
	}
	return out
}

// Without implements puzzles.Instance: the puzzle with the givens and cage
// sums at the given indices of Clues() removed (a cage without its sum
// still asks for distinct digits).
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	i := 0
	for r, row := range p.Grid {
		for c, v := range row {
			if v != 0 {
				if slices.Contains(drop, i) {
					q.Grid[r][c] = 0
				}
				i++
			}
		}
	}
	for k, cage := range p.Cages {
		if cage.Sum != 0 {
			if slices.Contains(drop, i) {
				q.Cages[k].Sum = 0
			}
			i++
		}
	}
	return q
}

// digitName is the one-character name of digit v: 1..9, then A..Z.
func digitName(v int) string {
	if v < 10 {
		return string(rune('0' + v))
	}
	return string(rune('A' + v - 10))
}

// digitValue reads a one-character digit (0 or '.' for empty); ok is false
// for other characters.
func digitValue(ch rune) (int, bool) {
	switch {
	case ch == '.' || ch == '0':
		return 0, true
	case '1' <= ch && ch <= '9':
		return int(ch - '0'), true
	case 'A' <= ch && ch <= 'Z':
		return int(ch-'A') + 10, true
	case 'a' <= ch && ch <= 'z':
		return int(ch-'a') + 10, true
	}
	return 0, false
}

// detect is Type.Detect: a "#sudoku" header, a puzz.link
// sudoku URL or a Solo game ID that reads, or one line of 16, 36, 81 or
// 256 digits, letters and dots.
func detect(text string) bool {
	t := strings.TrimSpace(text)
	return forms.Detect(t) || oneLine(t) && map[int]bool{16: true, 36: true, 81: true, 256: true}[len(t)]
}

// oneLine reports whether t is one line of digits, letters and dots.
func oneLine(t string) bool {
	return t != "" && strings.Trim(t, ".0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") == ""
}

// SizeFields implements puzzles.Sized: the side (the board is square).
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.Side(p.N) }
