package magichex

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Parse reads a magic hexagon: an optional header line
//
//	#magichex side=3 sum=38 values=1..19 distinct=yes
//
// (every parameter optional) followed by the rows of the hexagon, top to
// bottom, as whitespace-separated tokens: "." for an unknown cell, a number
// for a given. Rows may be indented. Without rows the header must name the
// side, and the hexagon is empty.
//
// Parse checks the shape and the range of every number; a value given twice
// is accepted here (so that drafts can be saved) and refused by Encode.
func Parse(text string) (*Puzzle, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	first := 0
	for first < len(lines) && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	if first == len(lines) {
		return nil, puzzles.Errorf(0, 0, "empty input: expected the rows of a hexagon, or a #magichex header")
	}
	h := header{}
	if strings.HasPrefix(strings.TrimSpace(lines[first]), "#") {
		var err error
		if h, err = parseHeader(lines[first], first+1); err != nil {
			return nil, err
		}
		first++
	}
	rows, err := parseRows(lines[first:], first, h.side)
	if err != nil {
		return nil, err
	}
	side := h.side
	if rows != nil {
		side = rows.side
	}
	if side == 0 {
		return nil, puzzles.Errorf(first, 0, "no rows: give the rows of the hexagon, or side=N in the header for an empty one")
	}
	p, _ := New(side)
	h.apply(p)
	if rows != nil {
		for i, tok := range rows.tokens {
			if tok.text == "." {
				continue
			}
			v, _ := strconv.Atoi(tok.text)
			if v < p.Lo || v > p.Hi {
				return nil, puzzles.Errorf(tok.line, tok.col, "%d is outside the values %d..%d", v, p.Lo, p.Hi)
			}
			p.Givens[i] = v
		}
	}
	return p, nil
}

// header holds the parameters named on the header line (zero: not given).
type header struct {
	side     int
	sum      *int
	lo, hi   *int
	distinct *bool
}

func parseHeader(text string, line int) (header, error) {
	h := header{}
	words, cols := fields(text)
	if len(words) == 0 || !strings.EqualFold(words[0], "#magichex") {
		return h, puzzles.Errorf(line, cols[0], "the header must start with #magichex")
	}
	for i, w := range words[1:] {
		col := cols[i+1]
		key, val, ok := strings.Cut(strings.ToLower(w), "=")
		if !ok {
			return h, puzzles.Errorf(line, col, "%q: expected key=value (side, sum, values, distinct)", w)
		}
		var err error
		switch key {
		case "side":
			h.side, err = number(val, line, col)
			if err == nil && (h.side < MinSide || h.side > MaxSide) {
				err = puzzles.Errorf(line, col, "side %d is not supported (sides %d to %d)", h.side, MinSide, MaxSide)
			}
		case "sum":
			var s int
			s, err = number(val, line, col)
			h.sum = &s
			if err == nil && abs(s) > MaxValue*2*MaxSide {
				err = puzzles.Errorf(line, col, "sum %d is too large", s)
			}
		case "values":
			err = h.parseRange(val, line, col)
		case "distinct":
			d, ok := map[string]bool{"yes": true, "true": true, "no": false, "false": false}[val]
			if !ok {
				err = puzzles.Errorf(line, col, "distinct=%s: expected yes or no", val)
			}
			h.distinct = &d
		default:
			err = puzzles.Errorf(line, col, "unknown parameter %q (known: side, sum, values, distinct)", key)
		}
		if err != nil {
			return h, err
		}
	}
	return h, nil
}

func (h *header) parseRange(val string, line, col int) error {
	a, b, ok := strings.Cut(val, "..")
	if !ok {
		return puzzles.Errorf(line, col, "values=%s: expected a range such as 1..19", val)
	}
	lo, err := number(a, line, col)
	if err != nil {
		return err
	}
	hi, err := number(b, line, col)
	if err != nil {
		return err
	}
	if lo > hi || abs(lo) > MaxValue || abs(hi) > MaxValue || hi-lo+1 > MaxValues {
		return puzzles.Errorf(line, col, "values=%d..%d: expected lo <= hi, at most %d values, each within ±%d", lo, hi, MaxValues, MaxValue)
	}
	h.lo, h.hi = &lo, &hi
	return nil
}

// apply sets p's parameters from the header.
func (h header) apply(p *Puzzle) {
	if h.lo != nil {
		p.Lo, p.Hi = *h.lo, *h.hi
	}
	if h.sum != nil {
		p.Sum, p.HasSum = *h.sum, true
	}
	if h.distinct != nil {
		p.Distinct = *h.distinct
	}
}

// number parses a decimal integer of at most 6 digits.
func number(s string, line, col int) (int, error) {
	digits := strings.TrimPrefix(s, "-")
	if digits == "" || len(digits) > 6 || strings.Trim(digits, "0123456789") != "" {
		return 0, puzzles.Errorf(line, col, "%q is not a number", s)
	}
	n, _ := strconv.Atoi(s)
	return n, nil
}

// fields splits a line into whitespace-separated words and their 1-based columns.
func fields(line string) (words []string, cols []int) {
	start := -1
	for i, r := range line + " " {
		space := r == ' ' || r == '\t' || r == '\r'
		switch {
		case !space && start < 0:
			start = i
		case space && start >= 0:
			words = append(words, line[start:i])
			cols = append(cols, start+1)
			start = -1
		}
	}
	if len(cols) == 0 {
		cols = []int{1}
	}
	return words, cols
}

// token is one cell's text and where it was read.
type token struct {
	text      string
	line, col int
}

// rowsText is the board read from the rows.
type rowsText struct {
	side   int
	tokens []token // row by row
}

// parseRows reads the rows of a hexagon; first is the 0-based line number
// of lines[0] and side the side named in the header (0 when not named).
// Blank lines are skipped. It returns nil rows when there are none.
func parseRows(lines []string, first, side int) (*rowsText, error) {
	type row struct {
		toks []token
		line int
	}
	var rows []row
	for i, l := range lines {
		words, cols := fields(l)
		if len(words) == 0 {
			continue
		}
		r := row{line: first + i + 1}
		for j, w := range words {
			if err := checkToken(w, r.line, cols[j]); err != nil {
				return nil, err
			}
			r.toks = append(r.toks, token{w, r.line, cols[j]})
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	if side == 0 {
		side = (len(rows) + 1) / 2
		if len(rows)%2 == 0 || side < MinSide || side > MaxSide {
			return nil, puzzles.Errorf(rows[0].line, 0, "%d rows: a hexagon of side %d to %d has %d to %d rows (an odd number)", len(rows), MinSide, MaxSide, 2*MinSide-1, 2*MaxSide-1)
		}
	}
	want := Rows(side)
	if len(rows) != len(want) {
		return nil, puzzles.Errorf(rows[0].line, 0, "%d rows, but a hexagon of side %d has %d", len(rows), side, len(want))
	}
	out := &rowsText{side: side}
	for i, r := range rows {
		if len(r.toks) != want[i] {
			return nil, puzzles.Errorf(r.line, 0, "row %d has %d cells; a hexagon of side %d has rows of %s cells", i+1, len(r.toks), side, rowSizes(want))
		}
		out.tokens = append(out.tokens, r.toks...)
	}
	return out, nil
}

func rowSizes(sizes []int) string {
	var s []string
	for _, n := range sizes {
		s = append(s, strconv.Itoa(n))
	}
	return strings.Join(s, ", ")
}

// checkToken accepts "." and integers.
func checkToken(w string, line, col int) error {
	if w == "." {
		return nil
	}
	if _, err := number(w, line, col); err != nil {
		return puzzles.Errorf(line, col, "%q is neither a number nor '.'", w)
	}
	return nil
}
