package tents

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Tents puzzle in any of its formats, told apart by their
// look: a puzz.link URL (…?tents/COLS/ROWS/BODY), a Tatham Tents game ID
// (WxH:…,counts), or the text grid (see the package documentation).
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Tents' formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, a Tents game ID or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{pzl.Form(ParseURL, "tents"), tatham.Form(ParseGameID, tatham.Lower)},
	Text:     parseText,
	Headers:  []string{"tents"},
}

// parseText reads the text grid: the column counts on the first line,
// then each row's cells and its count.
func parseText(_ textgrid.Header, all []textgrid.Line) (*Puzzle, error) {
	lines := textgrid.NonBlank(all)
	if len(lines) < 2 {
		return nil, puzzles.Errorf(0, 0, "expected a line of column counts and at least one row")
	}
	p := &Puzzle{}
	for _, l := range lines[1:] {
		cells, count, err := parseRow(l)
		if err != nil {
			return nil, err
		}
		if len(p.Trees) > 0 && len(cells) != len(p.Trees[0]) {
			return nil, puzzles.Errorf(l.N, 1, "row has %d cells, the first row %d", len(cells), len(p.Trees[0]))
		}
		p.Trees = append(p.Trees, cells)
		p.Rows = append(p.Rows, count)
	}
	if err := puzzles.CheckSize(len(p.Trees), len(p.Trees[0])); err != nil {
		return nil, puzzles.Errorf(lines[1].N, 1, "%v", err)
	}
	cols, err := parseCols(lines[0], len(p.Trees[0]))
	if err != nil {
		return nil, err
	}
	p.Cols = cols
	return p, p.checkCounts()
}

// parseRow reads a row: cells ('T' a tree, '.' empty), then the row's
// count after a space (digits, or '?' for none).
func parseRow(l textgrid.Line) ([]bool, int, error) {
	f := strings.Fields(l.Text)
	last := f[len(f)-1]
	body := strings.Join(f[:len(f)-1], "")
	if len(f) == 1 || !isCount(last) {
		i := strings.TrimRight(last, "0123456789")
		if i == last || len(f) == 1 && i == "" {
			return nil, 0, puzzles.Errorf(l.N, len(l.Text), "expected the row's tent count (a number or '?') at the end of the row")
		}
		body, last = body+i, last[len(i):]
	}
	var cells []bool
	for i, ch := range body {
		switch ch {
		case 'T', 't':
			cells = append(cells, true)
		case '.', '_':
			cells = append(cells, false)
		default:
			return nil, 0, puzzles.Errorf(l.N, i+1, "unexpected %q: expected 'T' (a tree) or '.' (an empty cell)", ch)
		}
	}
	n, err := count(last)
	if err != nil {
		return nil, 0, puzzles.Errorf(l.N, len(l.Text)-len(last)+1, "%v", err)
	}
	return cells, n, nil
}

// parseCols reads the column counts: one per column, separated by
// spaces, or one character per column when all are written together.
func parseCols(l textgrid.Line, cols int) ([]int, error) {
	f := strings.Fields(l.Text)
	if len(f) == 1 && cols > 1 && len(f[0]) == cols {
		f = strings.Split(f[0], "")
	}
	if len(f) != cols {
		return nil, puzzles.Errorf(l.N, 1, "%d column counts for %d columns", len(f), cols)
	}
	out := make([]int, cols)
	for c, s := range f {
		n, err := count(s)
		if err != nil {
			return nil, puzzles.Errorf(l.N, 1, "column %d: %v", c+1, err)
		}
		out[c] = n
	}
	return out, nil
}

func isCount(s string) bool {
	_, err := count(s)
	return err == nil
}

// count reads a count: digits, or '?', '.' or '-' for none.
func count(s string) (int, error) {
	if s == "?" || s == "." || s == "-" {
		return None, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || s[0] == '+' || s[0] == '-' {
		return 0, puzzles.Errorf(0, 0, "count %q is not a number or '?'", s)
	}
	return n, nil
}

// checkCounts refuses counts that no line of their length can hold.
func (p *Puzzle) checkCounts() error {
	size := p.Size()
	for r, n := range p.Rows {
		if n > Most(size.Cols) {
			return puzzles.Errorf(0, 0, "row %d: %d tents do not fit a row of %d cells (at most %d)", r+1, n, size.Cols, Most(size.Cols))
		}
	}
	for c, n := range p.Cols {
		if n > Most(size.Rows) {
			return puzzles.Errorf(0, 0, "column %d: %d tents do not fit a column of %d cells (at most %d)", c+1, n, size.Rows, Most(size.Rows))
		}
	}
	return nil
}

// ParseGameID reads a Simon Tatham Tents game ID, "WxH[dD]:" then the
// trees in reading order ('_' a tree, 'a'–'y' 1 to 25 empty cells and a
// tree, 'z' 25 empty cells; the last tree stands just past the board), a
// comma, and the counts of the columns and then of the rows.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	w, h, err := gameParams(params)
	if err != nil {
		return nil, err
	}
	grid, nums, _ := strings.Cut(desc, ",")
	p, _ := New(h, w)
	if err := p.readTrees(grid, len(params)+1); err != nil {
		return nil, err
	}
	f := strings.Split(nums, ",")
	if nums == "" || len(f) != w+h {
		return nil, puzzles.Errorf(0, 0, "game ID: %d counts after the grid, the %dx%d board needs %d", len(f)-boolInt(nums == ""), w, h, w+h)
	}
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || s[0] == '+' {
			return nil, puzzles.Errorf(0, 0, "game ID: count %q is not a number", s)
		}
		if i < w {
			p.Cols[i] = n
		} else {
			p.Rows[i-w] = n
		}
	}
	return p, p.checkCounts()
}

// readTrees reads the run-length tree list of a game ID; at is the
// offset of its first character, for error positions.
func (p *Puzzle) readTrees(s string, at int) error {
	size := p.Size()
	area := size.Rows * size.Cols
	i := 0
	for k, ch := range s {
		switch {
		case ch == '_':
		case ch >= 'a' && ch <= 'y':
			i += int(ch-'a') + 1
		case ch == 'z':
			i += 25
			continue
		case ch == '!' || ch == '-':
			return puzzles.Errorf(0, at+k+1, "game ID: given tents and non-tents (%q) are not supported", ch)
		default:
			return puzzles.Errorf(0, at+k+1, "game ID: unexpected %q in the grid", ch)
		}
		if i > area {
			break
		}
		if i == area {
			if k != len(s)-1 {
				return puzzles.Errorf(0, at+k+2, "game ID: the grid goes on past the %dx%d board", size.Cols, size.Rows)
			}
			return nil
		}
		p.Trees[i/size.Cols][i%size.Cols] = true
		i++
	}
	if i > area {
		return puzzles.Errorf(0, 0, "game ID: the grid covers more than the %dx%d board", size.Cols, size.Rows)
	}
	return puzzles.Errorf(0, 0, "game ID: the grid ends after %d of the %d cells (it ends with a tree just past the board)", i, area)
}

// gameParams reads WxH[dD]: the size and the difficulty ('e' easy or 't'
// tricky), which is checked and otherwise ignored.
func gameParams(s string) (w, h int, err error) {
	if _, diff, found := strings.Cut(s, "d"); found && diff != "e" && diff != "t" {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: difficulty %q is not e or t", s, diff)
	}
	p, err := tatham.ReadParams(s, tatham.OneOf('d', "et"))
	return p.W, p.H, err
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
