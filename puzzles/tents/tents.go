package tents

import (
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// None marks a row or column without a tent count.
const None = -1 // the same as pzl.Empty, which the URL codec writes

// Puzzle is a Tents board: the trees, and how many tents each row and
// column holds (None when not given).
type Puzzle struct {
	Trees [][]bool // Trees[r][c]: a tree stands there; every row has the same length
	Rows  []int    // tents in each row, or None
	Cols  []int    // tents in each column, or None
}

// Type is the Tents puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "tents" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Tents" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// New returns a rows x cols board without trees or counts.
func New(rows, cols int) (*Puzzle, error) {
	trees, err := puzzles.NewGrid(rows, cols, false)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Trees: trees, Rows: slices.Repeat([]int{None}, rows), Cols: slices.Repeat([]int{None}, cols)}, nil
}

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "tents" }

// Most returns the most tents a line of n cells can hold.
func Most(n int) int { return (n + 1) / 2 }

// Size returns the board's rows and columns.
func (p *Puzzle) Size() grid.Size { return grid.Size{Rows: len(p.Trees), Cols: len(p.Trees[0])} }

// Tree reports whether a tree stands at pos (false off the board).
func (p *Puzzle) Tree(pos grid.Pos) bool { return p.Size().In(pos) && p.Trees[pos.R][pos.C] }

// NumTrees counts the trees.
func (p *Puzzle) NumTrees() int {
	n := 0
	for _, row := range p.Trees {
		for _, t := range row {
			if t {
				n++
			}
		}
	}
	return n
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// clone returns a deep copy.
func (p *Puzzle) clone() *Puzzle {
	return &Puzzle{Trees: puzzles.CloneGrid(p.Trees), Rows: slices.Clone(p.Rows), Cols: slices.Clone(p.Cols)}
}

// Clues implements puzzles.Instance: the counts, the rows' first (at
// [r, cols], where the drawing shows them) and then the columns' (at
// [rows, c]).
func (p *Puzzle) Clues() []puzzles.Clue {
	size := p.Size()
	var out []puzzles.Clue
	for r, n := range p.Rows {
		if n != None {
			out = append(out, puzzles.Clue{Cell: [2]int{r, size.Cols}, Value: "row " + strconv.Itoa(r) + ": " + strconv.Itoa(n)})
		}
	}
	for c, n := range p.Cols {
		if n != None {
			out = append(out, puzzles.Clue{Cell: [2]int{size.Rows, c}, Value: "column " + strconv.Itoa(c) + ": " + strconv.Itoa(n)})
		}
	}
	return out
}

// Without implements puzzles.Instance: the counts at the given indices of
// Clues() removed.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	size := p.Size()
	for i, cl := range p.Clues() {
		if !slices.Contains(drop, i) {
			continue
		}
		if cl.Cell[1] == size.Cols {
			q.Rows[cl.Cell[0]] = None
		} else {
			q.Cols[cl.Cell[1]] = None
		}
	}
	return q
}

// Detect implements puzzles.Type: a "#tents" header, a puzz.link tents
// URL, or a valid Tents game ID.
func (Type) Detect(text string) bool { return forms.Detect(text) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example {
	return []puzzles.Example{
		{Name: "puzz.link 5x5", Text: "https://puzz.link/p?tents/5/5/2g0h1i1j82323"},
		{Name: "Text grid 8x8", Text: text8},
		{Name: "Tents 10x10 tricky", Text: tents10},
		{Name: "Tents 15x15 tricky", Text: tents15},
	}
}

// text8 is Tatham's 8x8:aacjeegjcabac,3,1,1,1,0,2,2,2,2,1,2,0,2,1,2,2 as a
// text grid.
const text8 = `#tents
31110222
.T.T...T 2
........ 1
..T..... 2
T.....T. 0
......T. 2
........ 1
.T...T.T 2
..T.T... 2
`

// Game IDs made by Simon Tatham's generator (tents.c, new_game_desc;
// parameters 10x10dt and 15x15dt): the slowest for this solver of the
// batches in testdata/tatham_ids.txt.
const (
	tents10 = "10x10:afecaaachk_dbic_icabg,2,3,0,2,3,1,1,4,1,3,3,1,3,2,1,3,1,2,2,2"
	tents15 = "15x15:bcfcccfeedjeaa_aeccckaedbaeggj_bbaaabjegahfeca,4,3,5,2,3,3,3,2,4,1,3,3,3,1,5,4,3,2,3,3,1,6,0,4,3,2,5,2,2,5"
)
