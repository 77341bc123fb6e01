package dominoes

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads any accepted format, detected from the text:
//
//   - a Tatham Dominosa game ID "n:DIGITS" (see ParseGameID), optionally
//     after a "…dominosa.html#" URL;
//   - the seed format: an optional header "#dp 0-n [note]", layout rows, a
//     line "-", then clue dominoes (see the package documentation).
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// headers are the names the seed format's header may give the type.
var headers = []string{"dp", "dominoes"}

// forms are the domino puzzle's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a #dp layout or a Dominosa game ID such as 6:…",
	Forms:    []formats.Form[*Puzzle]{{Is: isGameID, Parse: parseGameID}},
	Text:     parseText,
	Headers:  headers,
	Usage:    "#dp 0-n",
}

// parseText reads the seed format.
func parseText(h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	rd := &reader{p: &Puzzle{}, max: -1}
	if err := rd.header(h); err != nil {
		return nil, err
	}
	return rd.read(lines, h.Line+1)
}

// isGameID and parseGameID tell and read a Dominosa game ID, alone or
// after a game page URL.
var isGameID, parseGameID = puzzles.Unwrapped(gameID, ParseGameID)

// position is where a value was read: 1-based line and column.
type position struct{ line, col int }

// reader holds the state of one seed-format parse.
type reader struct {
	p     *Puzzle
	where [][]position // input position of each layout cell
	max   int          // the header's highest number, or -1 without a header
}

// read reads the layout rows, the "-" line and the clue lines after it;
// at is the line number of the first, for errors when there is none.
func (rd *reader) read(lines []textgrid.Line, at int) (*Puzzle, error) {
	for len(lines) > 1 && strings.TrimSpace(lines[0].Text) == "" {
		lines = lines[1:]
	}
	if len(lines) > 0 {
		at = lines[0].N
	}
	end := slices.IndexFunc(lines, func(l textgrid.Line) bool { return strings.TrimSpace(l.Text) == "-" })
	if end < 0 {
		end = len(lines)
	}
	if err := rd.layout(lines[:end], at); err != nil {
		return nil, err
	}
	if err := rd.numbers(); err != nil {
		return nil, err
	}
	for _, l := range lines[min(end+1, len(lines)):] {
		if err := rd.clueLine(l.Text, l.N); err != nil {
			return nil, err
		}
	}
	return rd.p, nil
}

// header reads the words of the header "#dp 0-n note" (or "#dominoes";
// "double-n" for "0-n").
func (rd *reader) header(h textgrid.Header) error {
	if len(h.Words) == 0 {
		return nil
	}
	spec := strings.ToLower(h.Words[0])
	digits, ok := strings.CutPrefix(spec, "0-")
	if !ok {
		digits, ok = strings.CutPrefix(spec, "double-")
	}
	n, err := strconv.Atoi(digits)
	if !ok || err != nil || n < 0 || len(digits) > 3 {
		return puzzles.Errorf(h.Line, 0, "header: set %q is not 0-n (such as 0-6 for a double-six set)", h.Words[0])
	}
	if n > MaxNumber {
		return puzzles.Errorf(h.Line, 0, "header: set 0-%d is larger than the limit 0-%d", n, MaxNumber)
	}
	rd.max = n
	rd.p.Note = strings.Join(h.Words[1:], " ")
	return nil
}

// layout reads the rows between the header and the "-" line; at is the
// line number of the first. Short rows end in holes.
func (rd *reader) layout(rows []textgrid.Line, at int) error {
	for len(rows) > 0 && strings.TrimSpace(rows[len(rows)-1].Text) == "" {
		rows = rows[:len(rows)-1]
	}
	if len(rows) == 0 {
		return puzzles.Errorf(at, 0, "no layout rows: expected rows of digits with x for holes")
	}
	if len(rows) > puzzles.MaxSide {
		return puzzles.Errorf(at, 0, "the layout has %d rows; the limit is %d", len(rows), puzzles.MaxSide)
	}
	width := 0
	for _, l := range rows {
		cells, where, err := parseRow(l.Text, l.N)
		if err != nil {
			return err
		}
		if len(cells) > puzzles.MaxSide {
			return puzzles.Errorf(l.N, 0, "the row has %d cells; the limit is %d", len(cells), puzzles.MaxSide)
		}
		rd.p.Cells = append(rd.p.Cells, cells)
		rd.where = append(rd.where, where)
		width = max(width, len(cells))
	}
	for r := range rd.p.Cells {
		for len(rd.p.Cells[r]) < width {
			rd.p.Cells[r] = append(rd.p.Cells[r], Hole)
		}
	}
	return nil
}

// parseRow reads one layout row. A row with spaces between its entries is
// a token row (numbers and x separated by spaces); otherwise each character
// is a cell: a digit, x (or X or .) for a hole, or [k] for a number k.
func parseRow(line string, ln int) ([]int, []position, error) {
	line = strings.TrimRight(line, " \t\r")
	if line == "" {
		return nil, nil, puzzles.Errorf(ln, 0, "empty layout row (write a row of holes as x)")
	}
	if strings.ContainsAny(line, " \t") {
		return parseTokens(line, ln)
	}
	var cells []int
	var where []position
	for i := 0; i < len(line); {
		v, n, err := readCell(line[i:], ln, i+1)
		if err != nil {
			return nil, nil, err
		}
		cells = append(cells, v)
		where = append(where, position{ln, i + 1})
		i += n
	}
	return cells, where, nil
}

// readCell reads one cell at the start of s (column col) and its length.
func readCell(s string, ln, col int) (v, n int, err error) {
	switch ch := s[0]; {
	case ch >= '0' && ch <= '9':
		return int(ch - '0'), 1, nil
	case ch == 'x' || ch == 'X' || ch == '.':
		return Hole, 1, nil
	case ch == '[':
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return 0, 0, puzzles.Errorf(ln, col, "'[' without a closing ']'")
		}
		v, err := number(s[1:end])
		if err != nil {
			return 0, 0, puzzles.Errorf(ln, col, "[%s]: %v", s[1:end], err)
		}
		return v, end + 1, nil
	}
	r, _ := utf8.DecodeRuneInString(s)
	return 0, 0, puzzles.Errorf(ln, col, "unexpected character %q: expected a digit, x for a hole or [k]", r)
}

// number reads a non-negative decimal number of at most 3 digits.
func number(s string) (int, error) {
	if s == "" || len(s) > 3 || strings.Trim(s, "0123456789") != "" {
		return 0, errNotNumber
	}
	v, _ := strconv.Atoi(s)
	return v, nil
}

type parseErr string

func (e parseErr) Error() string { return string(e) }

const errNotNumber = parseErr("not a number from 0 to 999")

func parseTokens(line string, ln int) ([]int, []position, error) {
	var cells []int
	var where []position
	col := 0
	for tok := range strings.FieldsSeq(line) {
		col = strings.Index(line[col:], tok) + col
		where = append(where, position{ln, col + 1})
		switch {
		case tok == "x" || tok == "X" || tok == ".":
			cells = append(cells, Hole)
		case strings.HasPrefix(tok, "[") && strings.HasSuffix(tok, "]"):
			v, err := number(tok[1 : len(tok)-1])
			if err != nil {
				return nil, nil, puzzles.Errorf(ln, col+1, "%s: %v", tok, err)
			}
			cells = append(cells, v)
		default:
			v, err := number(tok)
			if err != nil {
				return nil, nil, puzzles.Errorf(ln, col+1, "%q is neither a number nor x for a hole", tok)
			}
			cells = append(cells, v)
		}
		col += len(tok)
	}
	return cells, where, nil
}

// numbers sets the set's highest number (from the header, or the largest
// number in the layout) and checks every number against it.
func (rd *reader) numbers() error {
	p := rd.p
	p.Max = rd.max
	if rd.max < 0 {
		for _, row := range p.Cells {
			for _, v := range row {
				p.Max = max(p.Max, v)
			}
		}
		if p.Max < 0 {
			return puzzles.Errorf(0, 0, "the layout has no numbers and no header: write #dp 0-n first")
		}
		if p.Max > MaxNumber {
			return puzzles.Errorf(0, 0, "the layout has the number %d; the largest set allowed is 0-%d", p.Max, MaxNumber)
		}
	}
	for r, row := range p.Cells {
		for c, v := range row {
			if v > p.Max {
				at := rd.where[r][c]
				return puzzles.Errorf(at.line, at.col, "%d is above the set's highest number %d", v, p.Max)
			}
		}
	}
	return nil
}

// clueLine reads the clue dominoes on one line after "-", separated by spaces.
func (rd *reader) clueLine(line string, ln int) error {
	col := 0
	for tok := range strings.FieldsSeq(line) {
		col = strings.Index(line[col:], tok) + col
		d, err := ParseClue(tok)
		if err == nil {
			err = rd.p.checkClue(d, rd.p.Given)
		}
		if err != nil {
			return puzzles.Errorf(ln, col+1, "clue %q: %v", tok, err)
		}
		rd.p.Given = append(rd.p.Given, d)
		col += len(tok)
	}
	return nil
}

const clueForms = "expected PIPS,SQUARES such as 6-4,73-83 (square = row*10+column) or PIPS@ROW,COL-ROW,COL such as 6-4@7,3-8,3"

// ParseClue reads a clue domino in either form: "6-4,73-83", whose squares
// are row*10+column (the seed's form, for the first 10 rows and columns),
// or "6-4@7,3-8,3" (row,column pairs, for any layout). The first cell shows
// the first number.
func ParseClue(s string) (Domino, error) {
	var d Domino
	pips, cells, at := strings.Cut(s, "@")
	if !at {
		pips, cells, _ = strings.Cut(s, ",")
	}
	a, b, ok := pair(pips, "-")
	if !ok {
		return d, parseErr(clueForms)
	}
	d.Pips = [2]int{a, b}
	if at {
		first, second, found := strings.Cut(cells, "-")
		r0, c0, ok0 := pair(first, ",")
		r1, c1, ok1 := pair(second, ",")
		if !found || !ok0 || !ok1 {
			return d, parseErr(clueForms)
		}
		d.Cells = [2][2]int{{r0, c0}, {r1, c1}}
		return d, nil
	}
	s0, s1, ok := pair(cells, "-")
	if !ok || s0 > 99 || s1 > 99 {
		return d, parseErr(clueForms)
	}
	d.Cells = [2][2]int{{s0 / 10, s0 % 10}, {s1 / 10, s1 % 10}}
	return d, nil
}

// pair reads two numbers separated by sep.
func pair(s, sep string) (a, b int, ok bool) {
	x, y, found := strings.Cut(s, sep)
	a, err1 := number(x)
	b, err2 := number(y)
	return a, b, found && err1 == nil && err2 == nil
}

// checkClue checks clue d against the layout and the clues before it.
func (p *Puzzle) checkClue(d Domino, before []Domino) error {
	if d.Pips[0] > p.Max || d.Pips[1] > p.Max {
		return parseErr("a number is above the set's highest number " + strconv.Itoa(p.Max))
	}
	for i, c := range d.Cells {
		pos := posOf(c)
		switch v := p.At(pos); {
		case !p.Size().In(pos):
			return parseErr("cell " + rc(c) + " is outside the layout")
		case v == Hole:
			return parseErr("cell " + rc(c) + " is a hole")
		case v != d.Pips[i]:
			return parseErr("cell " + rc(c) + " shows " + strconv.Itoa(v) + ", not " + strconv.Itoa(d.Pips[i]))
		}
	}
	if !grid.Adjacent(posOf(d.Cells[0]), posOf(d.Cells[1])) {
		return parseErr("cells " + rc(d.Cells[0]) + " and " + rc(d.Cells[1]) + " are not adjacent")
	}
	for _, e := range before {
		if Index(p.Max, e.Pips[0], e.Pips[1]) == Index(p.Max, d.Pips[0], d.Pips[1]) {
			return parseErr("the set has one " + pipsText(d) + " domino and it is already a clue")
		}
		if overlap(d, e) {
			return parseErr("it overlaps the clue " + clueText(e))
		}
	}
	return nil
}

func overlap(d, e Domino) bool {
	for _, a := range d.Cells {
		for _, b := range e.Cells {
			if a == b {
				return true
			}
		}
	}
	return false
}

// rc writes a cell as "row,column" (0-based, as in clues).
func rc(c [2]int) string { return strconv.Itoa(c[0]) + "," + strconv.Itoa(c[1]) }

func pipsText(d Domino) string { return strconv.Itoa(d.Pips[0]) + "-" + strconv.Itoa(d.Pips[1]) }
