package nurikabe

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Nurikabe puzzle: a puzz.link URL (…?nurikabe/COLS/ROWS/
// BODY) or the text grid (see the package documentation).
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// headers are the names a text grid's header may give the type.
var headers = []string{"nurikabe"}

// forms are Nurikabe's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid or a puzz.link URL",
	Headers:  headers,
	Forms:    []formats.Form[*Puzzle]{{Is: isURL, Parse: ParseURL}},
	Text:     parseText,
}

// row is one grid line and its 1-based number.
type row struct {
	n    int
	text string
}

// parseText reads the text grid: one line per row, cells one character
// each, or separated by spaces when numbers have several digits.
func parseText(text string) (*Puzzle, error) {
	var rows []row
	spaced := false
	for i, s := range strings.Split(text, "\n") {
		s = strings.TrimSpace(s)
		switch {
		case s == "":
		case len(rows) == 0 && textgrid.IsHeader(s):
			if err := textgrid.CheckHeader(s, headers...); err != nil {
				return nil, puzzles.Errorf(i+1, 1, "%v", err)
			}
		default:
			rows = append(rows, row{i + 1, s})
			spaced = spaced || strings.ContainsAny(s, " \t")
		}
	}
	if len(rows) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows")
	}
	p, err := readRows(rows, spaced)
	if err != nil && !spaced && oneColumn(rows) {
		p, err = readRows(rows, true) // a column of numbers written one per line
	}
	if err != nil {
		return nil, err
	}
	if err := puzzles.CheckSize(len(p.Cells), len(p.Cells[0])); err != nil {
		return nil, puzzles.Errorf(rows[0].n, 1, "%v", err)
	}
	if err := p.checkNumbers(); err != nil {
		return nil, puzzles.Errorf(0, 0, "%v", err)
	}
	return p, nil
}

// oneColumn reports whether every line is one cell when read as a token.
func oneColumn(rows []row) bool {
	for _, r := range rows {
		if _, err := cell(r.text); err != nil {
			return false
		}
	}
	return true
}

// readRows reads the rows, as tokens when spaced.
func readRows(rows []row, spaced bool) (*Puzzle, error) {
	p := &Puzzle{}
	for _, r := range rows {
		tokens := strings.Split(r.text, "")
		if spaced {
			tokens = strings.Fields(r.text)
		}
		var cells []int
		off := 0 // where the next token is looked for
		for _, tok := range tokens {
			at := off + strings.Index(r.text[off:], tok)
			off = at + len(tok)
			v, err := cell(tok)
			if err != nil {
				return nil, puzzles.Errorf(r.n, at+1, "%v", err)
			}
			cells = append(cells, v)
		}
		if len(p.Cells) > 0 && len(cells) != len(p.Cells[0]) {
			return nil, puzzles.Errorf(r.n, 1, "row has %d cells, the first row %d", len(cells), len(p.Cells[0]))
		}
		p.Cells = append(p.Cells, cells)
	}
	return p, nil
}

// cell reads one cell: a number of 1 or more, '?' or '.'.
func cell(tok string) (int, error) {
	switch tok {
	case ".", "_", "-":
		return Empty, nil
	case "?":
		return Unknown, nil
	}
	n, err := strconv.Atoi(tok)
	switch {
	case err != nil || tok[0] == '+' || tok[0] == '-':
		return 0, puzzles.Errorf(0, 0, "unexpected %q: expected a number, '?' or '.'", tok)
	case n < 1:
		return 0, puzzles.Errorf(0, 0, "island size %d: islands have at least 1 cell", n)
	}
	return n, nil
}

// isURL reports whether t looks like a puzz.link nurikabe URL.
func isURL(t string) bool { return pzl.Is(t, "nurikabe") }

// ParseURL reads https://puzz.link/p?nurikabe/COLS/ROWS/BODY. The body
// lists the cells in reading order: '0'–'f' a number, '-' and two hex
// digits, '+' and three, '=' and three (plus 4096), '%' or '@' and three
// (plus 8192) a larger one, '.' a '?', 'g'–'z' 1 to 20 empty cells.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(puzzles.Unescape(url), "nurikabe")
	if err != nil {
		return nil, err
	}
	p, err := New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	if err := p.readBody(u.Body); err != nil {
		return nil, err
	}
	if err := p.checkNumbers(); err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	return p, nil
}

// wide are the prefixes of numbers of several hex digits: their digit
// counts and offsets.
var wide = map[byte]struct{ digits, plus int }{
	'-': {2, 0}, '+': {3, 0}, '=': {3, 4096}, '%': {3, 8192}, '@': {3, 8192},
}

// readBody reads the cells of a URL body.
func (p *Puzzle) readBody(body string) error {
	cols, area := len(p.Cells[0]), len(p.Cells)*len(p.Cells[0])
	c := 0
	for i := 0; i < len(body) && c < area; i++ {
		ch := body[i]
		v := 0
		switch w, ok := wide[ch]; {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'f':
			n, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			v = int(n)
		case ok:
			if i+w.digits >= len(body) {
				return puzzles.Errorf(0, 0, "URL body: %q at %d needs %d hex digits", ch, i+1, w.digits)
			}
			n, err := strconv.ParseUint(body[i+1:i+1+w.digits], 16, 16)
			if err != nil {
				return puzzles.Errorf(0, 0, "URL body: %q at %d is not a hex number", body[i+1:i+1+w.digits], i+2)
			}
			v = int(n) + w.plus
			i += w.digits
		case ch == '.':
			v = Unknown
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'g') + 1
			continue
		default:
			return puzzles.Errorf(0, 0, "URL body: unexpected %q at %d", ch, i+1)
		}
		if v == 0 {
			return puzzles.Errorf(0, 0, "URL body: island size 0 at %d: islands have at least 1 cell", i+1)
		}
		p.Cells[c/cols][c%cols] = v
		c++
	}
	return nil
}
