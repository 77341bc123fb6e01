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

// Type is the nonogram puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "nonogram" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Nonogram / Pattern" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

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

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "nonogram" }

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
	var out []puzzles.Clue
	for r, c := range p.Rows {
		if c != nil {
			out = append(out, puzzles.Clue{Cell: [2]int{r, -1}, Value: "row " + strconv.Itoa(r) + ": " + clueText(c)})
		}
	}
	for col, c := range p.Cols {
		if c != nil {
			out = append(out, puzzles.Clue{Cell: [2]int{-1, col}, Value: "column " + strconv.Itoa(col) + ": " + clueText(c)})
		}
	}
	return out
}

// Without implements puzzles.Instance: the puzzle with the given clues made
// unknown.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	for i, cl := range p.Clues() {
		if !slices.Contains(drop, i) {
			continue
		}
		if cl.Cell[1] == -1 {
			q.Rows[cl.Cell[0]] = Unknown
		} else {
			q.Cols[cl.Cell[1]] = Unknown
		}
	}
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

// Detect implements puzzles.Type: a "#nonogram" header, a puzz.link
// nonogram URL (even one that does not read), or a Tatham Pattern game ID
// (WxH: then slash-separated dotted clues, as many as columns plus rows).
func (Type) Detect(text string) bool { return forms.Detect(text) || isURL(strings.TrimSpace(text)) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example {
	return []puzzles.Example{
		{Name: "puzz.link 6x6", Text: "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"},
		{Name: "Clue text 5x5", Text: smallText},
		{Name: "Pattern 10x10", Text: pattern10},
		{Name: "Pattern 15x15", Text: pattern15},
		{Name: "Pattern 20x20", Text: pattern20},
		{Name: "Pattern 30x30", Text: pattern30},
	}
}

// smallText is a heart in the clue-text format.
const smallText = `#nonogram 5x5
1 1
5
5
3
1
2
4
4
4
2
`

// Pattern IDs made by Simon Tatham's Pattern generator (pattern.c,
// new_game_desc with seeds "nono-0" and so on).
const (
	pattern10 = "10x10:3/3/7.1/7/4/3/5.3/4.3/1.3/3/2/4.3/4.3/8/5/3/3/2.4/4/1.4"
	pattern15 = "15x15:3.4/2.1/3.3/3.1.1.3/3.6/5.4/4.5/4.6/1.1.1.4/3.1.1.2/2.6.1/2.6.1/2.5.1/1.4.1/1.1.3.1/" +
		"10/1.3.4/10.1/8/4.2.1/5/5/4/1.4/1.7/5.2.1/1.1.5/1.7/1.8/3.3.4"
	pattern20 = "20x20:3.2/3/1.2.4/3.1.2.3/3.3.5.1/4.3.7/4.4.4.1/2.1.3.3.2/2.2.3.3.2/2.11.3/2.4.3/1.4.5.1/1.4.2.1/4.4.2/1.1/2.3/" +
		"2.1.1.3.3/4.3.5.2/4.3.4.2/3.11.2/13.3/2.8.4/2.4.2.3/2.2.3/5/9.1/2.4.5/1.1.3.3/6.4/7.1.1.1.1/7.1.1.1.1/3.1.1.1.1/" +
		"6.4/11.4/8.4/1.6.3/1.1.3.2/2.1.3.1/5.4/2.3.4"
	pattern30 = "30x30:5.2.3.2.1.3/4.1.1.1.3.1/1.3.7/1.5.1.3.3/2.8.7.4/3.7.5.2/5.3.5.4/7.3.1.4.3/6.5.1.2.1/15.2.1/" +
		"7.5.1/11.6.4.4/13.1.2/17.1/11.3.1.2/1.6.1.3.1.1.1/2.1.3.3.4/3.2.3.3/2.1.6.2/1.5.3.3/1.1.6.7/1.4.5.8/9.10.4/" +
		"5.4.9/3.9.1.4/1.1.1.1.3.5/3.7.4/2.3.1.1.1/1.2.4.1.1/1.4.2.2/5.1.3.1.2/6.1/8.3/10.3/2.8.1.1.4/3.7.2.2.3/" +
		"3.1.7.2.1/5.1.7.3.1.2/1.3.1.8.5.2/3.1.4.1.3.4/3.7.2.4/1.3.4.4.6/1.11.3.1/2.11.1.1.3/3.7.1.3/1.8.1.1.3/4.14/" +
		"5.1.1.10/1.6.1.7/1.6.1.2.6.1/3.6.1.2.4.1/3.1.1.5.2/5.1.1.1.4/4.2.5/1.1.5/1.1.4.2.1.4/4.1.1.7/1.4.1.2.9/" +
		"1.1.1.2.1.11.1/2.1.16.3"
)
