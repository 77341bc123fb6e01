// Package textgrid reads and writes the plain-text form of boards of
// one-character cells: an optional header line "#name", then one line
// per row.
package textgrid

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Read reads a text grid. Before the first row, a line of '#' and a
// letter is the header, whose first word must be '#' and one of names
// (in any case). Blank lines are skipped, spaces and tabs between cells
// allowed; every other character is one cell, read by cell (which
// refuses what it does not know). The rows must be equally long and the
// size within puzzles.CheckSize. Errors name the line and column.
func Read[T any](text string, names []string, cell func(ch rune) (T, error)) ([][]T, error) {
	var rows [][]T
	first := 0 // line number of the first row
	for i, line := range strings.Split(text, "\n") {
		s := strings.TrimSpace(line)
		switch {
		case s == "":
			continue
		case first == 0 && IsHeader(s):
			if err := CheckHeader(s, names...); err != nil {
				return nil, puzzles.Errorf(i+1, 1, "%v", err)
			}
			continue
		case first == 0:
			first = i + 1
		}
		row, err := readRow(s, i+1, cell)
		if err != nil {
			return nil, err
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, puzzles.Errorf(i+1, 1, "row has %d cells, the first row %d", len(row), len(rows[0]))
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows")
	}
	if err := puzzles.CheckSize(len(rows), len(rows[0])); err != nil {
		return nil, puzzles.Errorf(first, 1, "%v", err)
	}
	return rows, nil
}

// HasHeader reports whether text's first line that is not blank starts
// with the header of one of names ("#name", in any case): the surest
// sign of the type when detecting it.
func HasHeader(text string, names ...string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
	return IsHeader(first) && CheckHeader(first, names...) == nil
}

// IsHeader reports whether line is '#' followed by a letter: a header,
// for the readers of grids that Read does not read.
func IsHeader(line string) bool {
	return len(line) > 1 && line[0] == '#' && strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", rune(line[1]))
}

// CheckHeader refuses a header line that names another type than names.
func CheckHeader(line string, names ...string) error {
	name := strings.ToLower(strings.Fields(line)[0])
	for _, n := range names {
		if name == "#"+n {
			return nil
		}
	}
	return fmt.Errorf("header %q: expected #%s", name, names[0])
}

// readRow reads the cells of one line.
func readRow[T any](s string, line int, cell func(ch rune) (T, error)) ([]T, error) {
	var row []T
	for col, ch := range []rune(s) {
		if ch == ' ' || ch == '\t' {
			continue
		}
		v, err := cell(ch)
		if err != nil {
			return nil, puzzles.Errorf(line, col+1, "%v", err)
		}
		row = append(row, v)
	}
	return row, nil
}

// Write writes rows after the header line "#name", each cell as char
// writes it: the form Read reads.
func Write[T any](name string, rows [][]T, char func(T) byte) string {
	var b strings.Builder
	b.WriteString("#" + name + "\n")
	for _, row := range rows {
		for _, v := range row {
			b.WriteByte(char(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
