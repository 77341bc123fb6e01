package nonogram

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a nonogram in any of its formats, told apart by their look:
//   - a puzz.link URL (…?nonogram/COLS/ROWS/BODY);
//   - a Tatham Pattern game ID (WxH:column clues/row clues);
//   - the clue text: an optional "#nonogram WxH" header, then one line per
//     row and one per column (numbers separated by spaces, "0" for an empty
//     line, "?" for an unknown one); without a size in the header, a line
//     "-" or a blank line separates the rows from the columns.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are the nonogram's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "clue lines, a Pattern game ID or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{{Is: isURL, Parse: ParseURL}, tatham.Form(ParseGameID, "")},
	Text:     parseText,
	Headers:  []string{"nonogram", "pattern"},
}

// parseText reads the clue text.
func parseText(h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	rows, cols, err := headerSize(h)
	if err != nil {
		return nil, err
	}
	var clues [][]int
	var nums []int // line numbers of clues, for errors
	sep := -1      // index in clues where the columns start, from a separator
	for i, l := range lines {
		s := strings.TrimSpace(l.Text)
		if s == "-" || (s == "" && rows < 0 && sep < 0 && len(clues) > 0 && hasMore(lines[i+1:])) {
			if sep >= 0 {
				return nil, puzzles.Errorf(l.N, 1, "a second separator between rows and columns")
			}
			sep = len(clues)
			continue
		}
		if h.Line == 0 && len(clues) == 0 && sep < 0 && strings.HasPrefix(s, "#") {
			return nil, puzzles.Errorf(l.N, 1, "%q is not a header: expected #nonogram WxH", s)
		}
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		c, err := parseClue(s, l.N)
		if err != nil {
			return nil, err
		}
		clues = append(clues, c)
		nums = append(nums, l.N)
	}
	if rows < 0 {
		if sep < 0 {
			return nil, puzzles.Errorf(0, 0, "cannot tell rows from columns: give the size in a \"#nonogram WxH\" header or separate them with a line \"-\"")
		}
		rows, cols = sep, len(clues)-sep
	}
	if err := checkSize(rows, cols); err != nil {
		return nil, puzzles.Errorf(0, 0, "%v", err)
	}
	if sep >= 0 && sep != rows {
		return nil, puzzles.Errorf(0, 0, "the separator follows %d row clues, but the header says %d rows", sep, rows)
	}
	if len(clues) != rows+cols {
		return nil, puzzles.Errorf(0, 0, "%d clue lines for %d rows and %d columns (want %d)", len(clues), rows, cols, rows+cols)
	}
	p := &Puzzle{Rows: clues[:rows], Cols: clues[rows:]}
	for i, c := range clues {
		if err := p.checkLine(i, c); err != nil {
			return nil, puzzles.Errorf(nums[i], 1, "%v", err)
		}
	}
	return p, nil
}

// hasMore reports whether a clue line follows.
func hasMore(lines []textgrid.Line) bool {
	for _, l := range lines {
		if s := strings.TrimSpace(l.Text); s != "" && !strings.HasPrefix(s, "#") {
			return true
		}
	}
	return false
}

// headerSize reads the size in the header "#nonogram WxH" (W columns, H
// rows): -1, -1 when the text has no size there.
func headerSize(h textgrid.Header) (rows, cols int, err error) {
	if len(h.Words) == 0 {
		return -1, -1, nil
	}
	w, n, ok := parseSize(h.Words[0])
	if !ok || len(h.Words) > 1 {
		return 0, 0, puzzles.Errorf(h.Line, len(h.Name)+3, "header: expected #nonogram WxH (columns x rows), got %q", strings.Join(h.Words, " "))
	}
	return n, w, nil
}

// parseSize reads "WxH" or "N" (a square).
func parseSize(s string) (w, h int, ok bool) {
	a, b, found := strings.Cut(s, "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := w, error(nil)
	if found {
		h, err2 = strconv.Atoi(b)
	}
	return w, h, err1 == nil && err2 == nil
}

// parseClue reads numbers separated by spaces or commas; "0" or "" is an
// empty line, "?" an unknown one.
func parseClue(s string, line int) ([]int, error) {
	if s == "?" {
		return Unknown, nil
	}
	out := []int{}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == ',' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > MaxSide {
			return nil, puzzles.Errorf(line, strings.Index(s, f)+1, "clue number %q is not a number from 0 to %d", f, MaxSide)
		}
		if n > 0 {
			out = append(out, n)
		}
	}
	return out, nil
}

// checkLine checks that the i-th clue (rows first, then columns) fits its line.
func (p *Puzzle) checkLine(i int, c []int) error {
	name, length := "row "+strconv.Itoa(i+1), len(p.Cols)
	if i >= len(p.Rows) {
		name, length = "column "+strconv.Itoa(i-len(p.Rows)+1), len(p.Rows)
	}
	if need := span(c); need > length {
		return puzzles.Errorf(0, 0, "%s: clue %s needs %d cells, the line has %d", name, clueText(c), need, length)
	}
	return nil
}

// Validate checks every clue against its line.
func (p *Puzzle) Validate() error {
	if err := checkSize(len(p.Rows), len(p.Cols)); err != nil {
		return err
	}
	for i, c := range append(append([][]int{}, p.Rows...), p.Cols...) {
		if err := p.checkLine(i, c); err != nil {
			return err
		}
	}
	return nil
}
