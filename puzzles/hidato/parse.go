package hidato

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// maxClue bounds the digits of a clue before N is known (N <= MaxSide²).
const maxClue = puzzles.MaxSide * puzzles.MaxSide

// field is one cell token and where it starts in the input (1-based).
type field struct {
	text      string
	line, col int
}

// ParsePuzzle reads a puzzle of type t. Two grid forms are accepted:
//
//   - the seed's CSV: comma-separated rows, x blocked, 0 empty, numbers
//     clues; short rows are padded with blocked cells on the right;
//   - a whitespace grid: tokens separated by spaces, '#' blocked, '.' empty,
//     numbers clues; every row equally long.
//
// Either form may use the other's cell tokens. An optional first line
// "#hidato", "#Hidato ...", "#ktour ..." or "#knightstour ..." names the
// type; the word "closed" in it asks for a closed path (N a move away from
// 1), "open" (the default) for an open one. Other header words (the seed's
// file names and sizes) are ignored. Blank lines are skipped.
//
// Parsing checks the syntax, the size and that some cell is open; clues
// above N or given twice are reported by Encode, so that the editor can
// hold them while a number is being typed.
func (t *Type) ParsePuzzle(text string) (*Puzzle, error) {
	h, lines, err := textgrid.Split(text, t.headers...)
	if err != nil {
		return nil, err
	}
	rows := gridRows(lines)
	if len(rows) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows: expected rows of cells such as \"x,0,12\" or \"# . 12\"")
	}
	p, err := t.fromRows(rows, isCSV(rows))
	if err != nil {
		return nil, err
	}
	p.Closed = closed(h.Words)
	return p, nil
}

// closed reads the header's words: whether the path is closed.
func closed(words []string) bool {
	closed := false
	for _, w := range words {
		switch strings.ToLower(w) {
		case "closed":
			closed = true
		case "open":
			closed = false
		}
	}
	return closed
}

// gridRows returns the lines that are not blank.
func gridRows(lines []textgrid.Line) []field {
	var out []field
	for _, l := range lines {
		if strings.TrimSpace(l.Text) != "" {
			out = append(out, field{text: l.Text, line: l.N})
		}
	}
	return out
}

func isCSV(rows []field) bool {
	for _, r := range rows {
		if strings.Contains(r.text, ",") {
			return true
		}
	}
	return false
}

// splitCSV splits a line at commas; each field is trimmed of spaces.
func splitCSV(row field) []field {
	var out []field
	start := 0
	for i := 0; i <= len(row.text); i++ {
		if i < len(row.text) && row.text[i] != ',' {
			continue
		}
		raw := row.text[start:i]
		lead := len(raw) - len(strings.TrimLeftFunc(raw, unicode.IsSpace))
		out = append(out, field{text: strings.TrimSpace(raw), line: row.line, col: column(row.text, start+lead)})
		start = i + 1
	}
	return out
}

// splitSpaces splits a line into whitespace-separated fields.
func splitSpaces(row field) []field {
	var out []field
	start := -1
	for i, r := range row.text + " " {
		switch {
		case unicode.IsSpace(r) && start >= 0:
			out = append(out, field{text: row.text[start:i], line: row.line, col: column(row.text, start)})
			start = -1
		case !unicode.IsSpace(r) && start < 0:
			start = i
		}
	}
	return out
}

// column converts a byte offset into a 1-based character column.
func column(line string, offset int) int { return utf8.RuneCountInString(line[:offset]) + 1 }

// fromRows builds the puzzle from the grid lines.
func (t *Type) fromRows(rows []field, csv bool) (*Puzzle, error) {
	cells := make([][]field, len(rows))
	width := 0
	for i, row := range rows {
		if csv {
			cells[i] = splitCSV(row)
		} else {
			cells[i] = splitSpaces(row)
		}
		if !csv && len(cells[i]) != len(cells[0]) {
			return nil, puzzles.Errorf(row.line, 0, "row has %d cells, the first row has %d (rows of the whitespace grid must be equally long; the CSV form pads short rows)",
				len(cells[i]), len(cells[0]))
		}
		width = max(width, len(cells[i]))
	}
	if len(rows) > puzzles.MaxSide || width > puzzles.MaxSide {
		return nil, puzzles.Errorf(0, 0, "board %dx%d is larger than the limit %dx%d", width, len(rows), puzzles.MaxSide, puzzles.MaxSide)
	}
	p, _ := t.NewPuzzle(len(rows), width)
	for r, row := range cells {
		for c := range p.Cells[r] {
			if c >= len(row) {
				p.Cells[r][c] = Blocked
				continue
			}
			v, err := cellValue(row[c])
			if err != nil {
				return nil, err
			}
			p.Cells[r][c] = v
		}
	}
	if p.N() == 0 {
		return nil, puzzles.Errorf(0, 0, "the board has no open cells")
	}
	return p, nil
}

// cellValue reads one cell token.
func cellValue(f field) (int, error) {
	switch f.text {
	case "#", "x", "X":
		return Blocked, nil
	case ".", "0":
		return Empty, nil
	case "":
		return 0, puzzles.Errorf(f.line, f.col, "empty field: write 0 for an empty cell or x for a blocked one")
	}
	for _, r := range f.text {
		if r < '0' || r > '9' {
			return 0, puzzles.Errorf(f.line, f.col, "%q is not a cell: write a number, '.' or 0 for an empty cell, '#' or x for a blocked one", short(f.text))
		}
	}
	v, err := strconv.Atoi(f.text)
	if err != nil || v > maxClue {
		return 0, puzzles.Errorf(f.line, f.col, "clue %s is above %d, the most open cells a board can have", short(f.text), maxClue)
	}
	if v == 0 {
		return Empty, nil
	}
	return v, nil
}

func short(s string) string {
	if utf8.RuneCountInString(s) > 20 {
		return string([]rune(s)[:20]) + "…"
	}
	return s
}
