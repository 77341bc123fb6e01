// Package textgrid reads and writes the plain-text form of puzzles: an
// optional header line "#name words…", then the lines of the puzzle —
// for boards of one-character cells, one line per row.
package textgrid

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Header is what a text's header line says.
type Header struct {
	Line  int      // its 1-based line number; 0 when the text has none
	Name  string   // the type's name it gives, lower case, without '#'
	Words []string // the words after the name, as written
}

// Line is one line of a text and its 1-based line number.
type Line struct {
	N    int
	Text string
}

// Split reads text's optional header, its first line that is not blank
// when that line is '#' and a letter (see puzzles.HeaderWord), refusing
// one that names none of names (in any case); without names, text has
// no header. It returns the header and the lines after it as they are,
// blank ones included.
func Split(text string, names ...string) (Header, []Line, error) {
	usage := ""
	if len(names) > 0 {
		usage = "#" + names[0]
	}
	return SplitUsage(text, usage, names...)
}

// SplitUsage is Split whose error for a header naming another type says
// the header's whole form, usage ("#starbattle stars=K").
func SplitUsage(text, usage string, names ...string) (Header, []Line, error) {
	var lines []Line
	for i, s := range strings.Split(text, "\n") {
		lines = append(lines, Line{i + 1, s})
	}
	for i, l := range lines {
		s := strings.TrimSpace(l.Text)
		if s == "" {
			continue
		}
		word, ok := puzzles.HeaderWord(s)
		if !ok || len(names) == 0 {
			break
		}
		if err := checkName(word, names, usage); err != nil {
			return Header{}, nil, puzzles.Errorf(l.N, 1, "%v", err)
		}
		return Header{l.N, word, strings.Fields(s)[1:]}, lines[i+1:], nil
	}
	return Header{}, lines, nil
}

// NonBlank returns the lines that are not blank, each trimmed of
// surrounding white space.
func NonBlank(lines []Line) []Line {
	var out []Line
	for _, l := range lines {
		if s := strings.TrimSpace(l.Text); s != "" {
			out = append(out, Line{l.N, s})
		}
	}
	return out
}

// Texts returns the texts of lines.
func Texts(lines []Line) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return out
}

// HasHeader reports whether text's first line that is not blank is a
// header that names one of names: the surest sign of the type when
// detecting it.
func HasHeader(text string, names ...string) bool {
	word, ok := puzzles.HeaderWord(puzzles.FirstLine(text))
	return ok && len(names) > 0 && checkName(word, names, "") == nil
}

// checkName refuses a header's name that is none of names, saying the
// header's form, usage.
func checkName(word string, names []string, usage string) error {
	for _, n := range names {
		if word == n {
			return nil
		}
	}
	return fmt.Errorf("header %q: expected %s", "#"+word, usage)
}

// Read reads a board of one-character cells under an optional header
// that names one of names: Rows of the lines after it.
func Read[T any](text string, names []string, cell func(ch rune) (T, error)) ([][]T, error) {
	_, lines, err := Split(text, names...)
	if err != nil {
		return nil, err
	}
	return Rows(lines, cell)
}

// Rows reads the lines that are not blank as the rows of a board: every
// character but white space is one cell, read by cell (which refuses
// what it does not know). The rows must be equally long and the size
// within puzzles.CheckSize. Errors name the line and column.
func Rows[T any](lines []Line, cell func(ch rune) (T, error)) ([][]T, error) {
	return board(lines, func(l Line) ([]T, error) { return readRow(l, cell) })
}

// Tokens is Rows for a board whose cells are tokens: each line's words
// (separated by white space) when spaced, else its characters but white
// space. Errors name the line and the token's column.
func Tokens[T any](lines []Line, spaced bool, cell func(tok string) (T, error)) ([][]T, error) {
	return board(lines, func(l Line) ([]T, error) {
		var row []T
		runes := []rune(l.Text)
		for col := 0; col < len(runes); col++ {
			if unicode.IsSpace(runes[col]) {
				continue
			}
			end := col + 1
			for spaced && end < len(runes) && !unicode.IsSpace(runes[end]) {
				end++
			}
			v, err := cell(string(runes[col:end]))
			if err != nil {
				return nil, puzzles.Errorf(l.N, col+1, "%v", err)
			}
			row, col = append(row, v), end-1
		}
		return row, nil
	})
}

// board reads the lines that are not blank as the rows of a board, each
// by row.
func board[T any](lines []Line, row func(l Line) ([]T, error)) ([][]T, error) {
	var rows [][]T
	first := 0 // the line number of the first row
	for _, l := range lines {
		if strings.TrimSpace(l.Text) == "" {
			continue
		}
		row, err := row(l)
		if err != nil {
			return nil, err
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, puzzles.Errorf(l.N, 1, "row has %d cells, the first row %d", len(row), len(rows[0]))
		}
		if len(rows) == 0 {
			first = l.N
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

// readRow reads the cells of one line.
func readRow[T any](l Line, cell func(ch rune) (T, error)) ([]T, error) {
	var row []T
	for col, ch := range []rune(l.Text) {
		if unicode.IsSpace(ch) {
			continue
		}
		v, err := cell(ch)
		if err != nil {
			return nil, puzzles.Errorf(l.N, col+1, "%v", err)
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
