package numberlink

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Parse reads any accepted format, detected from the text:
//
//   - a puzz.link or pzv.jp URL (…?numlin/COLS/ROWS/BODY), classic rule;
//   - a character grid, one character per cell: space or '.' empty, any other
//     character an endpoint (the seed format and Flow Free's ASCII levels);
//   - a token grid: whitespace-separated tokens, '.' empty, for labels longer
//     than one character. The text is read as a token grid when it has both
//     '.' and spaces between cells, or when it is not a valid character grid
//     but is a valid token grid;
//   - a character grid after a line "COLS ROWS" (thomasahle/numberlink's
//     format, also used for Janko's Arukone set).
//
// An optional first line "#numberlink [fill|classic] [notouch]" sets the
// rules. Without it, puzz.link URLs are read under classic notouch, Flow
// Free levels (letters and '.') and "COLS ROWS" grids under fill notouch
// (the conventions of those sources), and other grids under fill.
//
// Parse checks the structure only, so that puzzles being edited (a label
// entered once so far) can be saved and shared; Encode rejects a label that
// does not appear exactly twice.
func Parse(text string) (*Puzzle, error) {
	trimmed := strings.TrimSpace(text)
	if trimmed == "" {
		return nil, puzzles.Errorf(0, 0, "empty input: expected a grid or a puzz.link URL")
	}
	if IsURL(trimmed) {
		return ParseURL(trimmed)
	}
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	rules, first, err := header(lines)
	if err != nil {
		return nil, err
	}
	lines, first = trimBlank(lines, first)
	if len(lines) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows after the header")
	}
	sized := sizeLine(lines)
	if sized {
		lines, first = lines[1:], first+1
		if len(lines) == 0 {
			return nil, puzzles.Errorf(first, 0, "no grid rows after the size line %q", strings.TrimSpace(text))
		}
	}
	p, err := parseGrid(lines, first)
	if err != nil {
		return nil, err
	}
	p.NoTouch = sized || flowFreeLevel(lines, p)
	return p.With(rules), nil
}

// parseGrid reads a character grid or a token grid.
func parseGrid(lines []string, first int) (*Puzzle, error) {
	parse := parseChars
	if isTokenGrid(lines) {
		parse = parseTokens
	}
	p, err := parse(lines, first)
	if err == nil && p.validate() != nil && !isTokenGrid(lines) {
		// Labels of several characters without any '.' are a token grid too.
		if q, err2 := parseTokens(lines, first); err2 == nil && q.validate() == nil {
			p = q
		}
	}
	return p, err
}

// sizeLine reports whether the first line is "COLS ROWS" and the rows
// after it are a character grid of that size.
func sizeLine(lines []string) bool {
	var cols, rows int
	if n, err := fmt.Sscanf(lines[0], "%d %d", &cols, &rows); n != 2 || err != nil || len(lines) != rows+1 {
		return false
	}
	if strings.Join(strings.Fields(lines[0]), " ") != fmt.Sprint(cols, " ", rows) {
		return false
	}
	for _, l := range lines[1:] {
		if len([]rune(l)) != cols {
			return false
		}
	}
	return true
}

// header reads an optional first line starting with '#'. A header
// "#numberlink [fill|classic] [notouch|touch]" sets the rules, and those
// it does not name are fill and touch; any other is a comment.
func header(lines []string) (Rules, int, error) {
	if !strings.HasPrefix(strings.TrimSpace(lines[0]), "#") {
		return Rules{}, 0, nil
	}
	words := strings.Fields(strings.TrimPrefix(strings.TrimSpace(lines[0]), "#"))
	if len(words) == 0 || strings.ToLower(words[0]) != "numberlink" {
		return Rules{}, 1, nil
	}
	rule, touch := Fill, false
	r := Rules{Rule: &rule, NoTouch: &touch}
	for _, w := range words[1:] {
		if err := r.set(strings.ToLower(w)); err != nil {
			return Rules{}, 0, puzzles.Errorf(1, 0, "header: %v", err)
		}
	}
	return r, 1, nil
}

// trimBlank drops the header and empty lines around the grid; first becomes
// the 0-based input line of the first returned line. A line of spaces is a
// row of empty cells in the seed format, so only lines without spaces count
// as empty.
func trimBlank(lines []string, first int) ([]string, int) {
	lines = lines[first:]
	for len(lines) > 0 && strings.Trim(lines[0], "\t\r") == "" {
		lines = lines[1:]
		first++
	}
	for len(lines) > 0 && strings.Trim(lines[len(lines)-1], "\t\r") == "" {
		lines = lines[:len(lines)-1]
	}
	return lines, first
}

func isTokenGrid(lines []string) bool {
	dot, space := false, false
	for _, l := range lines {
		dot = dot || strings.Contains(l, ".")
		space = space || strings.Contains(strings.TrimSpace(l), " ")
	}
	return dot && space
}

func parseChars(lines []string, first int) (*Puzzle, error) {
	width := len([]rune(lines[0]))
	if err := checkSize(len(lines), width); err != nil {
		return nil, err
	}
	p, _ := New(len(lines), width, Fill)
	for r, line := range lines {
		runes := []rune(line)
		if len(runes) != width {
			return nil, puzzles.Errorf(first+r+1, 0, "row has %d cells, the first row has %d (rows must be equally long; use '.' for empty cells)", len(runes), width)
		}
		for c, ch := range runes {
			if err := checkLabel(string(ch), first+r+1, c+1); err != nil {
				return nil, err
			}
			if ch != ' ' && ch != '.' {
				p.Cells[r][c] = string(ch)
			}
		}
	}
	return p, nil
}

func parseTokens(lines []string, first int) (*Puzzle, error) {
	width := len(strings.Fields(lines[0]))
	if err := checkSize(len(lines), width); err != nil {
		return nil, err
	}
	p, _ := New(len(lines), width, Fill)
	for r, line := range lines {
		toks := strings.Fields(line)
		if len(toks) != width {
			return nil, puzzles.Errorf(first+r+1, 0, "row has %d tokens, the first row has %d", len(toks), width)
		}
		for c, t := range toks {
			if err := checkLabel(t, first+r+1, c+1); err != nil {
				return nil, err
			}
			if t != "." {
				p.Cells[r][c] = t
			}
		}
	}
	return p, nil
}

func checkSize(rows, cols int) error {
	if rows > puzzles.MaxSide || cols > puzzles.MaxSide {
		return puzzles.Errorf(0, 0, "board %dx%d is larger than the limit %dx%d", cols, rows, puzzles.MaxSide, puzzles.MaxSide)
	}
	if cols == 0 {
		return puzzles.Errorf(1, 0, "the first grid row is empty")
	}
	return nil
}

func checkLabel(l string, line, col int) error {
	for _, ch := range l {
		if ch == ' ' {
			continue
		}
		if !unicode.IsGraphic(ch) || unicode.IsSpace(ch) {
			return puzzles.Errorf(line, col, "unexpected character %q", ch)
		}
	}
	if strings.HasPrefix(l, "#") {
		return puzzles.Errorf(line, col, "label %q: '#' starts a header line and cannot begin a label", l)
	}
	if len(l) > 16 {
		return puzzles.Errorf(line, col, "label %q is longer than 16 bytes", l)
	}
	return nil
}
