package cellgrid

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// readRows reads the rows of the text grid: one character a cell or,
// for an alphabet with a Range, tokens separated by white space when a
// row has white space inside it (a column of numbers, one a line, reads
// as tokens too).
func (a Alphabet) readRows(lines []textgrid.Line, why string) ([][]int, error) {
	if _, ok := a.open(); !ok {
		return textgrid.Rows(lines, func(ch rune) (int, error) { return a.readText(ch, why) })
	}
	cell := func(tok string) (int, error) { return a.readToken(tok, why) }
	spaced := slices.ContainsFunc(lines, func(l textgrid.Line) bool { return strings.ContainsAny(strings.TrimSpace(l.Text), " \t") })
	rows, err := textgrid.Tokens(lines, spaced, cell)
	if err != nil && !spaced {
		if column, err := textgrid.Tokens(lines, true, cell); err == nil && len(column[0]) == 1 {
			return column, nil
		}
	}
	return rows, err
}

// write writes the text grid under the header "#name": a character a
// cell, or, when a cell needs more, tokens right-aligned in columns
// separated by a space.
func (a Alphabet) write(name string, cells [][]int) string {
	wide := func(row []int) bool { return slices.ContainsFunc(row, func(v int) bool { return len(a.text(v)) > 1 }) }
	if slices.ContainsFunc(cells, wide) {
		return "#" + name + "\n" + puzzles.Columns(cells, a.text)
	}
	return textgrid.Write(name, cells, a.TextChar)
}

// most is the largest number of the alphabet's Range on a rows x cols
// board and what it is.
func (a Alphabet) most(rows, cols int) (hi int, what string) {
	if r, ok := a.open(); ok && r.Upto != nil {
		return r.Upto(rows, cols)
	}
	return 1 << 20, "the largest number"
}

// checkRange refuses a number of the Range larger than its bound on the
// board.
func (a Alphabet) checkRange(b puzzles.Board[int]) error {
	size := b.Size()
	hi, what := a.most(size.Rows, size.Cols)
	for _, pos := range size.Cells() {
		if s, _ := a.ByValue(b.At(pos)); s.Open && s.Value > hi {
			return fmt.Errorf("the %d at %s is larger than %s", s.Value, puzzles.CellName(pos), what)
		}
	}
	return nil
}

// editNumber is Edit's digits and Backspace for an alphabet with a
// Range: a digit extends the number in the cell when the longer number
// is allowed, else starts a new one; Backspace takes the last digit away
// (a number of one digit, or any other symbol, leaves the blank cell).
// ok is false for another key.
func (g Grid) editNumber(t puzzles.Target, key string) (next int, ok bool, err error) {
	r, open := g.c.symbols.open()
	pos, in := g.Cell(t)
	switch {
	case !open || key != "Backspace" && (len(key) != 1 || key[0] < '0' || key[0] > '9'):
		return 0, false, nil
	case !in:
		return 0, true, nil // Set leaves the board as it is
	}
	old, _ := g.c.symbols.ByValue(g.At(pos))
	if key == "Backspace" {
		if old.Open && old.Value >= 10 && old.Value/10 >= r.Value {
			return old.Value / 10, true, nil
		}
		return g.c.blank, true, nil
	}
	size := g.Size()
	hi, what := g.c.symbols.most(size.Rows, size.Cols)
	n := int(key[0] - '0')
	if old.Open && old.Value*10+n <= hi {
		n += old.Value * 10
	}
	switch {
	case n < r.Value:
		return 0, true, g.c.symbols.noNumber(key, g.c.beyond)
	case n > hi:
		return 0, true, fmt.Errorf("%d is larger than %s", n, what)
	}
	return n, true, nil
}
