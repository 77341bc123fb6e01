package nonogram

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// MaxSide is the largest number of rows or columns a nonogram may have.
const MaxSide = 50

// Puzzle is a nonogram: the clue of every row and every column. A clue
// lists the lengths of the line's blocks of filled cells in order; an empty
// clue is an empty line, and a nil clue (Unknown) leaves the line free.
type Puzzle struct {
	Rows [][]int // Rows[r] is the clue of row r, top to bottom
	Cols [][]int // Cols[c] is the clue of column c, left to right

	// open is the line the editor's last key ended with a separator on:
	// the next digit typed there starts a new number. Not part of the text.
	open puzzles.Target
}

// New returns a rows x cols nonogram whose lines are all empty.
func New(rows, cols int) (*Puzzle, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	p := &Puzzle{Rows: make([][]int, rows), Cols: make([][]int, cols)}
	for r := range p.Rows {
		p.Rows[r] = []int{}
	}
	for c := range p.Cols {
		p.Cols[c] = []int{}
	}
	return p, nil
}

func checkSize(rows, cols int) error {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return fmt.Errorf("size %dx%d is outside 1x1 to %dx%d", cols, rows, MaxSide, MaxSide)
	}
	return nil
}

// Unknown is the clue of a line whose clue is not given.
var Unknown []int = nil

// hasUnknown reports whether a row or column clue is Unknown.
func (p *Puzzle) hasUnknown() bool {
	return slices.ContainsFunc(slices.Concat(p.Rows, p.Cols), func(clue []int) bool { return clue == nil })
}

// clone returns a deep copy (keeping nil clues nil).
func (p *Puzzle) clone() *Puzzle {
	q := &Puzzle{Rows: make([][]int, len(p.Rows)), Cols: make([][]int, len(p.Cols))}
	for i, c := range p.Rows {
		q.Rows[i] = cloneClue(c)
	}
	for i, c := range p.Cols {
		q.Cols[i] = cloneClue(c)
	}
	return q
}

func cloneClue(c []int) []int {
	if c == nil {
		return nil
	}
	return append([]int{}, c...)
}

// line returns the clue of a row (kind "row") or column ("col") target.
func (p *Puzzle) line(t puzzles.Target) []int {
	if t.Kind == KindRow {
		return p.Rows[t.R]
	}
	return p.Cols[t.C]
}

// Clues implements puzzles.Instance: every given line clue, rows first. A
// row clue sits at [r, -1], a column clue at [-1, c].
func (p *Puzzle) Clues() []puzzles.Clue {
	return puzzles.LineClues(p.Rows, p.Cols, -1, -1, clueGiven, clueText)
}

// clueGiven reports whether a line's clue is given.
func clueGiven(c []int) bool { return c != nil }

// Without implements puzzles.Instance: the puzzle with the given clues made
// unknown.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	puzzles.DropLines(p.Clues(), drop, -1, q.Rows, q.Cols, Unknown)
	return q
}

// clueText writes a clue as numbers separated by spaces: "0" for an empty
// line and "?" for an unknown one.
func clueText(c []int) string {
	switch {
	case c == nil:
		return "?"
	case len(c) == 0:
		return "0"
	}
	parts := make([]string, len(c))
	for i, n := range c {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}

// span is the fewest cells a clue needs: its blocks with one gap between each.
func span(c []int) int {
	if len(c) == 0 {
		return 0
	}
	s := len(c) - 1
	for _, n := range c {
		s += n
	}
	return s
}

// detect is Type.Detect: a "#nonogram" header, a puzz.link
// nonogram URL (even one that does not read), or a Tatham Pattern game ID
// (WxH: then slash-separated dotted clues, as many as columns plus rows).
func detect(text string) bool { return forms.Detect(text) || isURL(strings.TrimSpace(text)) }

// SizeFields implements puzzles.Sized.
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.RowsCols(len(p.Rows), len(p.Cols)) }
