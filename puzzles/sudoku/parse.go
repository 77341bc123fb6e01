package sudoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Sudoku in any of its formats (see the package doc): a
// puzz.link URL, a Tatham Solo game ID, the canonical "#sudoku" text, one
// line of N² characters or a grid of N lines.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Sudoku's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, one line of digits, a Solo game ID or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{{Is: isURL, Parse: ParseURL}, tatham.Form(ParseGameID, tatham.Lower)},
	Text:     parseText,
	Headers:  []string{"sudoku"},
	Check:    (*Puzzle).settle,
}

// settle puts a puzzle that reads in its canonical order and checks it.
func (p *Puzzle) settle() error {
	p.normalize()
	return p.validate()
}

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// parseText reads the canonical form or a bare grid.
func parseText(h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	head, err := parseHeader(h)
	if err != nil {
		return nil, err
	}
	gridLines, sections, err := splitSections(textgrid.NonBlank(lines))
	if err != nil {
		return nil, err
	}
	g, err := parseGrid(gridLines)
	if err != nil {
		return nil, err
	}
	return head.build(g, sections)
}

// header is what the "#sudoku" line says.
type header struct {
	n                int
	boxRows, boxCols int
	jigsaw, x        bool
	line             int
}

// parseHeader reads the words of the header "#sudoku [N] [box=RxC |
// jigsaw] [x] [killer]"; a text without a header has none.
func parseHeader(l textgrid.Header) (*header, error) {
	h := &header{line: l.Line}
	for _, w := range l.Words {
		w = strings.ToLower(w)
		box, isBox := strings.CutPrefix(w, "box=")
		switch a, b, _ := strings.Cut(box, "x"); {
		case isBox && digits(a) && digits(b):
			h.boxRows, _ = strconv.Atoi(a)
			h.boxCols, _ = strconv.Atoi(b)
		case w == "jigsaw":
			h.jigsaw = true
		case w == "x":
			h.x = true
		case w == "killer" || w == "classic":
		case isNumber(w):
			h.n, _ = strconv.Atoi(w)
		default:
			return nil, puzzles.Errorf(l.Line, 0, "unknown header word %q (want N, box=RxC, jigsaw, x or killer)", w)
		}
	}
	return h, nil
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil && len(s) <= 3
}

// splitSections separates the grid lines from the "regions:" and
// "cages:" sections that follow them.
func splitSections(ls []textgrid.Line) ([]textgrid.Line, map[string][]textgrid.Line, error) {
	sections := map[string][]textgrid.Line{}
	var grid []textgrid.Line
	current := ""
	for _, l := range ls {
		if name, ok := strings.CutSuffix(strings.ToLower(l.Text), ":"); ok && (name == "regions" || name == "cages") {
			if _, dup := sections[name]; dup {
				return nil, nil, puzzles.Errorf(l.N, 1, "a second %q section", name)
			}
			current = name
			sections[name] = []textgrid.Line{}
			continue
		}
		if current == "" {
			grid = append(grid, l)
		} else {
			sections[current] = append(sections[current], l)
		}
	}
	if len(grid) == 0 {
		return nil, nil, fmt.Errorf("no grid")
	}
	return grid, sections, nil
}

// build assembles a puzzle from the header, the grid and the sections.
func (h *header) build(g [][]int, sections map[string][]textgrid.Line) (*Puzzle, error) {
	n := len(g)
	if h.n != 0 && h.n != n {
		return nil, puzzles.Errorf(h.line, 0, "the header says %d but the grid has %d rows", h.n, n)
	}
	br, bc := DefaultBox(n)
	if h.boxRows != 0 {
		br, bc = h.boxRows, h.boxCols
		if br*bc != n {
			return nil, puzzles.Errorf(h.line, 0, "boxes of %dx%d cells do not tile a %dx%d board", br, bc, n, n)
		}
	}
	p := newBoxed(n, br, bc)
	p.Grid, p.X = g, h.x
	regions, jig := sections["regions"]
	if jig || h.jigsaw {
		if !jig {
			return nil, puzzles.Errorf(h.line, 0, "a jigsaw needs a \"regions:\" section after the grid")
		}
		r, err := parseRegions(regions, n)
		if err != nil {
			return nil, err
		}
		p.BoxRows, p.BoxCols, p.Regions = 0, 0, r
	}
	if cages, ok := sections["cages"]; ok {
		cs, err := parseCages(cages, n)
		if err != nil {
			return nil, err
		}
		p.Cages = cs
	}
	return p, nil
}

// parseGrid reads a grid: one line of N² characters, or N lines of N
// characters or N whitespace-separated tokens. Box separators ('|' in a
// row, rows of '-', '+' and '|') are skipped.
func parseGrid(ls []textgrid.Line) ([][]int, error) {
	var rows []textgrid.Line
	for _, l := range ls {
		if strings.Trim(l.Text, "-+|= ") == "" {
			continue
		}
		rows = append(rows, textgrid.Line{N: l.N, Text: strings.ReplaceAll(l.Text, "|", " ")})
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no grid")
	}
	if len(rows) == 1 && len(strings.Fields(rows[0].Text)) == 1 {
		return parseOneLine(rows[0])
	}
	n := len(rows)
	if n > MaxN {
		return nil, puzzles.Errorf(rows[MaxN].N, 1, "more than %d rows", MaxN)
	}
	g := make([][]int, n)
	for r, l := range rows {
		row, err := parseRow(l, n)
		if err != nil {
			return nil, err
		}
		g[r] = row
	}
	return g, nil
}

// parseOneLine reads N² one-character cells on one line.
func parseOneLine(l textgrid.Line) ([][]int, error) {
	cells := []rune(l.Text)
	n := 0
	for n*n < len(cells) {
		n++
	}
	if n*n != len(cells) || n > MaxN {
		return nil, puzzles.Errorf(l.N, 0, "one line of %d characters: want a square number such as 16, 36, 81 or 256", len(cells))
	}
	g := square(n)
	for i, ch := range cells {
		v, err := cellChar(ch, n)
		if err != nil {
			return nil, puzzles.Errorf(l.N, i+1, "%v", err)
		}
		g[i/n][i%n] = v
	}
	return g, nil
}

// parseRow reads one row of n cells: n tokens, or n characters.
func parseRow(l textgrid.Line, n int) ([]int, error) {
	toks := strings.Fields(l.Text)
	if len(toks) == n {
		row := make([]int, n)
		for c, tok := range toks {
			v, err := cellToken(tok, n)
			if err != nil {
				return nil, puzzles.Errorf(l.N, strings.Index(l.Text, tok)+1, "%v", err)
			}
			row[c] = v
		}
		return row, nil
	}
	chars := []rune(strings.Join(toks, ""))
	if len(chars) != n {
		return nil, puzzles.Errorf(l.N, 0, "row has %d cells, want %d (one per row of the grid)", max(len(toks), len(chars)), n)
	}
	row := make([]int, n)
	for c, ch := range chars {
		v, err := cellChar(ch, n)
		if err != nil {
			return nil, puzzles.Errorf(l.N, c+1, "%v", err)
		}
		row[c] = v
	}
	return row, nil
}

// cellChar reads a one-character cell: 1..9, A..Z for 10..35, '.' or '0'
// for empty.
func cellChar(ch rune, n int) (int, error) {
	v, ok := digitValue(ch)
	switch {
	case !ok:
		return 0, fmt.Errorf("%q is not a digit, a letter or '.'", ch)
	case v > n:
		return 0, fmt.Errorf("%q is %d, above %d", ch, v, n)
	}
	return v, nil
}

// cellToken reads a whitespace-separated cell: a number 0..N, '.', or a
// one-character digit.
func cellToken(tok string, n int) (int, error) {
	if v, err := strconv.Atoi(tok); err == nil {
		if v < 0 || v > n {
			return 0, fmt.Errorf("%s is outside 1 to %d", tok, n)
		}
		return v, nil
	}
	if r := []rune(tok); len(r) == 1 {
		return cellChar(r[0], n)
	}
	return 0, fmt.Errorf("%q is not a cell (a number, a letter or '.')", tok)
}

// parseRegions reads N lines of N region letters (A..Z, a..z, or any
// characters: equal characters are one region).
func parseRegions(ls []textgrid.Line, n int) ([][]int, error) {
	if len(ls) != n {
		return nil, fmt.Errorf("the regions section has %d rows, want %d", len(ls), n)
	}
	ids := map[rune]int{}
	out := square(n)
	for r, l := range ls {
		chars := []rune(strings.Join(strings.Fields(l.Text), ""))
		if len(chars) != n {
			return nil, puzzles.Errorf(l.N, 0, "region row has %d cells, want %d", len(chars), n)
		}
		for c, ch := range chars {
			id, ok := ids[ch]
			if !ok {
				if len(ids) == n {
					return nil, puzzles.Errorf(l.N, c+1, "region %q is one more than the %d regions", ch, n)
				}
				id = len(ids)
				ids[ch] = id
			}
			out[r][c] = id
		}
	}
	return out, nil
}

// cageLine is "SUM: r1c1 r1c2 ..." (SUM may be ? for none).

// parseCages reads one cage per line: its sum (or ?), a colon, its cells.
func parseCages(ls []textgrid.Line, n int) ([]Cage, error) {
	var out []Cage
	for _, l := range ls {
		head, rest, ok := strings.Cut(l.Text, ":")
		if !ok {
			return nil, puzzles.Errorf(l.N, 1, "a cage line is SUM: r1c1 r1c2 ...")
		}
		var k Cage
		if s := strings.TrimSpace(head); s != "?" {
			v, err := strconv.Atoi(s)
			if err != nil || v < 1 || v > n*n*n {
				return nil, puzzles.Errorf(l.N, 1, "cage sum %q is not a number from 1 to %d", s, n*n*n)
			}
			k.Sum = v
		}
		for _, w := range strings.Fields(rest) {
			rc, isCell := strings.CutPrefix(strings.ToLower(w), "r")
			rs, cs, _ := strings.Cut(rc, "c")
			if !isCell || !digits(rs) || !digits(cs) {
				return nil, puzzles.Errorf(l.N, strings.Index(l.Text, w)+1, "%q is not a cell such as r1c2", w)
			}
			r, _ := strconv.Atoi(rs)
			c, _ := strconv.Atoi(cs)
			k.Cells = append(k.Cells, [2]int{r - 1, c - 1})
		}
		if len(k.Cells) == 0 {
			return nil, puzzles.Errorf(l.N, 0, "the cage has no cells")
		}
		sortCells(k.Cells)
		out = append(out, k)
	}
	return out, nil
}
