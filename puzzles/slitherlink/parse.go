package slitherlink

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Parse reads a Slitherlink puzzle in any of its formats, told apart by
// their look: a puzz.link slither URL, a Loopy game ID ("10x10t0:..."), or
// a text grid ('0'–'3' clues, '.' none) after an optional "#slitherlink"
// header.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return nil, puzzles.Errorf(0, 0, "empty input: expected a grid, a Loopy game ID or a puzz.link URL")
	case isURL(t):
		return ParseURL(t)
	case isGameID(t):
		return ParseGameID(t)
	}
	return parseText(text)
}

// parseText reads the text grid: one line per row, '0'–'3' a clue, '.' or
// '-' none; spaces between cells are allowed.
func parseText(text string) (*Puzzle, error) {
	var rows [][]int
	first := 0 // line number of the first grid row
	for i, line := range strings.Split(text, "\n") {
		s := strings.TrimSpace(line)
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, "#") && len(rows) == 0 {
			if name := strings.ToLower(strings.Fields(s)[0]); name != "#slitherlink" {
				return nil, puzzles.Errorf(i+1, 1, "header %q: expected #slitherlink", name)
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
		switch {
		case ch == ' ' || ch == '\t':
		case ch == '.' || ch == '-':
			row = append(row, None)
		case ch >= '0' && ch <= '9':
			if err := checkClue(int(ch - '0')); err != nil {
				return nil, puzzles.Errorf(line, col+1, "%v", err)
			}
			row = append(row, int(ch-'0'))
		default:
			return nil, puzzles.Errorf(line, col+1, "unexpected %q: expected '.' or a clue 0 to 3", ch)
		}
	}
	return row, nil
}

// String implements puzzles.Instance: a "#slitherlink" header, then the
// grid, '.' for a cell without a clue.
func (p *Puzzle) String() string {
	var b strings.Builder
	b.WriteString("#slitherlink\n")
	for _, row := range p.Cells {
		for _, n := range row {
			b.WriteByte(clueChar(n))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func clueChar(n int) byte {
	if n == None {
		return '.'
	}
	return byte('0' + n)
}
