package lightup

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Parse reads a Light Up puzzle in any of its formats, told apart by their
// look:
//   - a puzz.link URL (…?akari/COLS/ROWS/BODY or …?lightup/…);
//   - a Tatham Light Up game ID (WxH:…, parameters such as 14x14b20s2d2);
//   - a text grid, one line per row, after an optional "#lightup" header:
//     '.' white, '#' black, '0'–'4' a numbered black cell.
func Parse(text string) (*Puzzle, error) {
	if len(text) > puzzles.MaxInput {
		return nil, puzzles.Errorf(0, 0, "input is %d bytes, more than the limit of %d", len(text), puzzles.MaxInput)
	}
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return nil, puzzles.Errorf(0, 0, "empty input: expected a grid, a Light Up game ID or a puzz.link URL")
	case isURL(t):
		return ParseURL(t)
	case isGameID(t):
		return ParseGameID(t)
	}
	return parseText(text)
}

// parseText reads the text grid.
func parseText(text string) (*Puzzle, error) {
	p := &Puzzle{}
	var first int // line number of the first grid row
	for i, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		s := strings.TrimSpace(line)
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, "#") && len(p.Cells) == 0 && first == 0 && len(s) > 1 && s[1] >= 'a' && s[1] <= 'z' {
			if name := strings.ToLower(strings.Fields(s)[0]); name != "#lightup" && name != "#akari" {
				return nil, puzzles.Errorf(i+1, 1, "header %q: expected #lightup", name)
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
		if len(p.Cells) > 0 && len(row) != len(p.Cells[0]) {
			return nil, puzzles.Errorf(i+1, 1, "row has %d cells, the first row %d", len(row), len(p.Cells[0]))
		}
		p.Cells = append(p.Cells, row)
	}
	if len(p.Cells) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows")
	}
	if err := checkSize(len(p.Cells), len(p.Cells[0])); err != nil {
		return nil, puzzles.Errorf(first, 1, "%v", err)
	}
	return p, nil
}

// parseRow reads one row of the text grid; spaces between cells are allowed.
func parseRow(s string, line int) ([]int, error) {
	var row []int
	for col, ch := range s {
		switch {
		case ch == ' ' || ch == '\t':
		case ch == '.' || ch == '_':
			row = append(row, White)
		case ch == '#' || ch == 'B' || ch == 'x' || ch == 'X':
			row = append(row, Black)
		case ch >= '0' && ch <= '4':
			row = append(row, int(ch-'0'))
		case ch >= '5' && ch <= '9':
			return nil, puzzles.Errorf(line, col+1, "number %c: a black cell has at most 4 neighbours", ch)
		default:
			return nil, puzzles.Errorf(line, col+1, "unexpected %q: expected '.', '#' or a number 0 to 4", ch)
		}
	}
	return row, nil
}

// isGameID reports whether t starts like a Light Up game ID: a width, then
// lower-case parameter letters and digits, then a colon.
func isGameID(t string) bool {
	params, _, found := strings.Cut(t, ":")
	if !found || params == "" || params[0] < '0' || params[0] > '9' {
		return false
	}
	return strings.Trim(params, "0123456789abcdefghijklmnopqrstuvwxyz") == ""
}

// ParseGameID reads a Simon Tatham Light Up game ID: "W[xH][bN][sN][r][dN]:"
// and then the cells in reading order: 'a'–'z' for 1 to 26 white cells,
// 'B' for a black cell, '0'–'4' for a numbered black cell.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	w, h, err := gameParams(params)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Cells: make([][]int, h)}
	cells := make([]int, 0, w*h)
	for i, ch := range desc {
		switch {
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				cells = append(cells, White)
			}
		case ch == 'B':
			cells = append(cells, Black)
		case ch >= '0' && ch <= '4':
			cells = append(cells, int(ch-'0'))
		default:
			return nil, puzzles.Errorf(0, len(params)+2+i, "game ID: unexpected %q in the description", ch)
		}
		if len(cells) > w*h {
			return nil, puzzles.Errorf(0, len(params)+2+i, "game ID description is longer than the %dx%d board", w, h)
		}
	}
	if len(cells) < w*h {
		return nil, puzzles.Errorf(0, 0, "game ID description covers %d cells, the %dx%d board has %d", len(cells), w, h, w*h)
	}
	for r := range p.Cells {
		p.Cells[r] = cells[r*w : (r+1)*w]
	}
	return p, nil
}

// gameParams reads W[xH][bN][sN][r][dN]: the size and the generator's
// settings (black percentage, symmetry, difficulty), which are checked
// and otherwise ignored.
func gameParams(s string) (w, h int, err error) {
	rest := s
	num := func() (int, bool) {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		n, err := strconv.Atoi(rest[:i])
		rest = rest[i:]
		return n, err == nil
	}
	w, ok := num()
	h = w
	if ok && strings.HasPrefix(rest, "x") {
		rest = rest[1:]
		h, ok = num()
	}
	if !ok {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: expected a size WxH", s)
	}
	for _, letter := range []string{"b", "s", "r", "d"} {
		if strings.HasPrefix(rest, letter) {
			rest = rest[1:]
			if letter != "r" {
				if _, ok := num(); !ok {
					return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: %q needs a number", s, letter)
				}
			}
		}
	}
	if rest != "" {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: unknown parameter %q", s, rest)
	}
	if err := checkSize(h, w); err != nil {
		return 0, 0, puzzles.Errorf(0, 0, "game ID: %v", err)
	}
	return w, h, nil
}

// GameID returns the puzzle as a Light Up game ID.
func (p *Puzzle) GameID() string {
	size := p.Size()
	var b strings.Builder
	b.WriteString(strconv.Itoa(size.Cols) + "x" + strconv.Itoa(size.Rows) + ":")
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
	}
	for _, row := range p.Cells {
		for _, v := range row {
			switch {
			case v == White:
				if run++; run == 26 {
					flush()
				}
			case v == Black:
				flush()
				b.WriteByte('B')
			default:
				flush()
				b.WriteByte(byte('0' + v))
			}
		}
	}
	flush()
	return b.String()
}
