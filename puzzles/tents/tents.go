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

// New returns a rows x cols board without trees or counts.
func New(rows, cols int) (*Puzzle, error) {
	trees, err := puzzles.NewGrid(rows, cols, false)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Trees: trees, Rows: slices.Repeat([]int{None}, rows), Cols: slices.Repeat([]int{None}, cols)}, nil
}

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
	return puzzles.LineClues(p.Rows, p.Cols, size.Cols, size.Rows, countGiven, strconv.Itoa)
}

// countGiven reports whether a tent count is given.
func countGiven(n int) bool { return n != None }

// Without implements puzzles.Instance: the counts at the given indices of
// Clues() removed.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	puzzles.DropLines(p.Clues(), drop, p.Size().Cols, q.Rows, q.Cols, None)
	return q
}

// Detect implements puzzles.Type: a "#tents" header, a puzz.link tents
// URL, or a valid Tents game ID.
func (Type) Detect(text string) bool { return forms.Detect(text) }
