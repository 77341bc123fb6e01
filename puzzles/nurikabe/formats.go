package nurikabe

import (
	"errors"
	"slices"
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

// forms are Nurikabe's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{pzl.Form(ParseURL, "nurikabe")},
	Text:     parseText,
	Headers:  []string{"nurikabe"},
}

// parseText reads the text grid: one line per row, cells one character
// each, or separated by spaces when numbers have several digits.
func parseText(_ textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	rows := textgrid.NonBlank(lines)
	if len(rows) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows")
	}
	spaced := slices.ContainsFunc(rows, func(r textgrid.Line) bool { return strings.ContainsAny(r.Text, " \t") })
	p, err := readRows(rows, spaced)
	if err != nil && !spaced && oneColumn(rows) {
		p, err = readRows(rows, true) // a column of numbers written one per line
	}
	if err != nil {
		return nil, err
	}
	if err := puzzles.CheckSize(len(p.Cells), len(p.Cells[0])); err != nil {
		return nil, puzzles.Errorf(rows[0].N, 1, "%v", err)
	}
	if err := p.checkNumbers(); err != nil {
		return nil, puzzles.Errorf(0, 0, "%v", err)
	}
	return p, nil
}

// oneColumn reports whether every line is one cell when read as a token.
func oneColumn(rows []textgrid.Line) bool {
	for _, r := range rows {
		if _, err := cell(r.Text); err != nil {
			return false
		}
	}
	return true
}

// readRows reads the rows, as tokens when spaced.
func readRows(rows []textgrid.Line, spaced bool) (*Puzzle, error) {
	p := &Puzzle{}
	for _, r := range rows {
		tokens := strings.Split(r.Text, "")
		if spaced {
			tokens = strings.Fields(r.Text)
		}
		var cells []int
		off := 0 // where the next token is looked for
		for _, tok := range tokens {
			at := off + strings.Index(r.Text[off:], tok)
			off = at + len(tok)
			v, err := cell(tok)
			if err != nil {
				return nil, puzzles.Errorf(r.N, at+1, "%v", err)
			}
			cells = append(cells, v)
		}
		if len(p.Cells) > 0 && len(cells) != len(p.Cells[0]) {
			return nil, puzzles.Errorf(r.N, 1, "row has %d cells, the first row %d", len(cells), len(p.Cells[0]))
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

// ParseURL reads https://puzz.link/p?nurikabe/COLS/ROWS/BODY, its body
// in pzl.DecodeNumbers' codec.
func ParseURL(url string) (*Puzzle, error) {
	p, err := puzzles.Of[Puzzle](pzl.ReadGrid(puzzles.Unescape(url), []string{"nurikabe"}, pzl.DecodeNumbers, urlValues))
	if err != nil {
		return nil, err
	}
	if err := p.checkNumbers(); err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	return p, nil
}

// urlValues are Nurikabe's cells in a URL; a 0 is refused.
var urlValues = pzl.Values{Empty: Empty, Unknown: Unknown, Refuse: func(v int) error {
	if v == 0 {
		return errors.New("island size 0: islands have at least 1 cell")
	}
	return nil
}}

// String implements puzzles.Instance: a "#nurikabe" header, then one line
// per row: '.' an empty cell, '?' a number of unknown size, or the number;
// one character per cell, or cells separated by spaces (and aligned) when
// a number has several digits.
func (p *Puzzle) String() string {
	width := 1
	for _, row := range p.Cells {
		for _, v := range row {
			width = max(width, len(cellText(v)))
		}
	}
	var b strings.Builder
	b.WriteString("#nurikabe\n")
	for _, row := range p.Cells {
		for c, v := range row {
			if width > 1 && c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strings.Repeat(" ", width-len(cellText(v))))
			b.WriteString(cellText(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// URL returns the puzzle as a puzz.link nurikabe URL.
func (p *Puzzle) URL() string {
	return pzl.WriteGrid("nurikabe", p.Cells, pzl.EncodeNumbers, urlValues)
}
