package masyu

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Parse reads a Masyu puzzle in any of its formats, told apart by their
// look: a puzz.link mashu or masyu URL, a Pearl game ID ("10x10:..."), or
// a text grid ('W' white, 'B' black, '.' empty) after an optional
// "#masyu" header.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return nil, puzzles.Errorf(0, 0, "empty input: expected a grid, a Pearl game ID or a puzz.link URL")
	case isURL(t):
		return ParseURL(t)
	case isGameID(t):
		return ParseGameID(t)
	}
	return parseText(text)
}

// parseText reads the text grid: one line per row; spaces between cells
// are allowed.
func parseText(text string) (*Puzzle, error) {
	var rows [][]int
	first := 0 // line number of the first grid row
	for i, line := range strings.Split(text, "\n") {
		s := strings.TrimSpace(line)
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, "#") && len(rows) == 0 {
			if name := strings.ToLower(strings.Fields(s)[0]); name != "#masyu" && name != "#pearl" {
				return nil, puzzles.Errorf(i+1, 1, "header %q: expected #masyu", name)
			}
			continue
		}
		if first == 0 {
			first = i + 1
		}
		row, err := parseRow(s, i+1)
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
	if err := checkSize(len(rows), len(rows[0])); err != nil {
		return nil, puzzles.Errorf(first, 1, "%v", err)
	}
	return &Puzzle{Cells: rows}, nil
}

func parseRow(s string, line int) ([]int, error) {
	var row []int
	for col, ch := range []rune(s) {
		switch ch {
		case ' ', '\t':
		case '.', '-':
			row = append(row, Empty)
		case 'W', 'w', 'O', 'o':
			row = append(row, White)
		case 'B', 'b', '#':
			row = append(row, Black)
		default:
			return nil, puzzles.Errorf(line, col+1, "unexpected %q: expected 'W' (white pearl), 'B' (black pearl) or '.'", ch)
		}
	}
	return row, nil
}

// String implements puzzles.Instance: a "#masyu" header, then the grid.
func (p *Puzzle) String() string {
	var b strings.Builder
	b.WriteString("#masyu\n")
	for _, row := range p.Cells {
		for _, v := range row {
			b.WriteByte(cellChar(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func cellChar(v int) byte { return ".WB"[v] }
