package signpost

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// maxNum bounds a number before N is known (N <= MaxSide²).
const maxNum = puzzles.MaxSide * puzzles.MaxSide

// Parse reads a puzzle in either format, told apart by their first line:
//
//   - a Tatham Signpost game ID "WxH:DESC" (or "WxHc:DESC", or a game page
//     URL ending in "#" and the ID), DESC giving every cell in reading order
//     as an optional number and an arrow letter a-h (N, NE, E, SE, S, SW,
//     W, NW); the arrow of the cell given N is dropped (Tatham writes 'a');
//   - a text grid: an optional "#signpost" header line, then rows of
//     whitespace-separated tokens, each an optional number and an optional
//     arrow (a letter a-h or one of ↑↗→↘↓↙←↖), "." for a cell with neither.
//
// Numbers above N, numbers given twice and cells without arrows parse in
// the text grid, so that the editor can hold them; Encode refuses them.
func Parse(text string) (*Puzzle, error) {
	text, err := puzzles.Clean(text)
	if err != nil {
		return nil, err
	}
	first := puzzles.FirstLine(text)
	if _, ok := puzzles.HeaderWord(first); !ok && looksLikeGameID(first) {
		if rest := strings.TrimSpace(text); strings.Contains(rest, "\n") {
			return nil, puzzles.Errorf(0, 0, "a game ID is one line; this input has more")
		}
		return parseGameID(first)
	}
	return parseGrid(text)
}

// looksLikeGameID reports whether line has a game ID's "DIGITS...:" start
// (or is a URL with a '#' fragment).
func looksLikeGameID(line string) bool {
	if strings.Contains(line, "://") {
		return strings.Contains(line, "#")
	}
	params, _, ok := strings.Cut(line, ":")
	return ok && params != "" && params[0] >= '0' && params[0] <= '9' && !strings.ContainsAny(params, " \t")
}

// parseGameID reads a Tatham Signpost game ID.
func parseGameID(id string) (*Puzzle, error) {
	if strings.Contains(id, "://") {
		_, frag, _ := strings.Cut(id, "#")
		id = puzzles.Unescape(frag)
	}
	params, desc, ok := strings.Cut(id, ":")
	if !ok {
		return nil, puzzles.Errorf(1, 0, "game ID %q has no ':' between parameters and description", id)
	}
	size, err := tatham.ReadParams(params, tatham.Flag('c'))
	if err != nil {
		return nil, err
	}
	p, err := New(size.H, size.W)
	if err != nil {
		return nil, puzzles.Errorf(1, 0, "%v", err)
	}
	if err := p.readDesc(desc, len(params)+2); err != nil {
		return nil, err
	}
	return p, nil
}

// readDesc fills p from a game ID's description; col is the column of
// its first character.
func (p *Puzzle) readDesc(desc string, col int) error {
	n, i, num, start := p.N(), 0, 0, -1
	cells := p.Size().Cells()
	for j := 0; j < len(desc); j++ {
		ch := desc[j]
		switch {
		case ch >= '0' && ch <= '9':
			if start < 0 {
				start = j
			}
			if num = num*10 + int(ch-'0'); num > n {
				return puzzles.Errorf(1, col+start, "number %s... is above %d, the number of cells", desc[start:j+1], n)
			}
		case ch >= 'a' && ch <= 'h':
			if i >= n {
				return puzzles.Errorf(1, col+j, "the description is longer than the %d cells of a %dx%d board", n, p.Size().Cols, p.Size().Rows)
			}
			if start >= 0 && num == 0 {
				return puzzles.Errorf(1, col+start, "number %s is out of range 1..%d", desc[start:j], n)
			}
			start = -1
			c := Cell{Num: num, Arrow: Dir(ch - 'a')}
			if num == n {
				c.Arrow = NoArrow
			}
			p.Cells[cells[i].R][cells[i].C] = c
			i, num = i+1, 0
		default:
			return puzzles.Errorf(1, col+j, "unexpected character %q in the description: expected digits and arrow letters a-h", ch)
		}
	}
	if start >= 0 {
		return puzzles.Errorf(1, col+len(desc), "the description ends with a number and no arrow letter")
	}
	if i < n {
		return puzzles.Errorf(1, col+len(desc), "the description gives %d cells; a %dx%d board has %d", i, p.Size().Cols, p.Size().Rows, n)
	}
	return nil
}

// parseGrid reads the text grid.
func parseGrid(text string) (*Puzzle, error) {
	_, lines, err := textgrid.Split(text, "signpost")
	if err != nil {
		return nil, err
	}
	var rows [][]Cell
	for _, l := range lines {
		if strings.TrimSpace(l.Text) == "" {
			continue
		}
		row, err := parseRow(l.Text, l.N)
		if err != nil {
			return nil, err
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, puzzles.Errorf(l.N, 0, "row has %d cells; the first row has %d", len(row), len(rows[0]))
		}
		if rows = append(rows, row); len(rows) > puzzles.MaxSide || len(row) > puzzles.MaxSide {
			return nil, puzzles.Errorf(l.N, 0, "the board is larger than %dx%d", puzzles.MaxSide, puzzles.MaxSide)
		}
	}
	if len(rows) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows: expected rows of cells such as \"1c . 5e 16\"")
	}
	p, _ := New(len(rows), len(rows[0]))
	p.Cells = rows
	return p, nil
}

// parseRow reads one line of cell tokens.
func parseRow(line string, lineNo int) ([]Cell, error) {
	var out []Cell
	col := 0
	for col < len(line) {
		r, size := utf8.DecodeRuneInString(line[col:])
		if unicode.IsSpace(r) {
			col += size
			continue
		}
		end := col
		for end < len(line) {
			r, size := utf8.DecodeRuneInString(line[end:])
			if unicode.IsSpace(r) {
				break
			}
			end += size
		}
		c, err := parseToken(line[col:end])
		if err != nil {
			return nil, puzzles.Errorf(lineNo, utf8.RuneCountInString(line[:col])+1, "%v", err)
		}
		out = append(out, c)
		col = end
	}
	return out, nil
}

// parseToken reads "." or an optional number followed by an optional arrow.
func parseToken(tok string) (Cell, error) {
	c := Cell{Arrow: NoArrow}
	if tok == "." {
		return c, nil
	}
	digits := len(tok) - len(strings.TrimLeft(tok, "0123456789"))
	if digits > 0 {
		v, err := strconv.Atoi(tok[:digits])
		if err != nil || v > maxNum {
			return c, puzzles.Errorf(0, 0, "number %s is above %d", tok[:digits], maxNum)
		}
		if v == 0 {
			return c, puzzles.Errorf(0, 0, "number %s: numbers start at 1", tok[:digits])
		}
		c.Num = v
	}
	rest := tok[digits:]
	if rest == "" {
		return c, nil
	}
	if d, ok := arrowOf(rest); ok {
		c.Arrow = d
		return c, nil
	}
	return c, puzzles.Errorf(0, 0, "cell %q is not a number and an arrow (a-h or ↑↗→↘↓↙←↖) or \".\"", tok)
}

// arrowOf reads an arrow letter (a-h, either case) or glyph.
func arrowOf(s string) (Dir, bool) {
	if len(s) == 1 {
		if ch := s[0] | 0x20; ch >= 'a' && ch <= 'h' {
			return Dir(ch - 'a'), true
		}
	}
	for d, g := range glyphs {
		if s == g {
			return Dir(d), true
		}
	}
	return NoArrow, false
}
