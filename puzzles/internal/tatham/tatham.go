// Package tatham reads and writes the game IDs of Simon Tatham's Portable
// Puzzle Collection, "PARAMS:DESC": PARAMS is the size "W[xH]" and then
// parameter letters, DESC the board. Most games write the board in
// reading order, a letter 'a'–'z' standing for a run of 1 to 26 empty
// cells; Cells and Desc read and write that shape.
package tatham

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// IsID reports whether t starts like a game ID: a digit, then digits and
// the characters of letters, then a colon.
func IsID(t, letters string) bool {
	params, _, found := strings.Cut(t, ":")
	if !found || params == "" || params[0] < '0' || params[0] > '9' {
		return false
	}
	return strings.Trim(params, "0123456789x"+letters) == ""
}

// Lower is the letters of games whose parameters are lower-case letters.
const Lower = "abcdefghijklmnopqrstuvwxyz"

// Param is one optional parameter after the size: a letter followed by a
// number (Number), by one of some letters (OneOf), or by nothing (Flag).
type Param struct {
	Letter byte
	number bool
	oneOf  string
}

// Number is a parameter letter followed by a number, such as "d2".
func Number(letter byte) Param { return Param{Letter: letter, number: true} }

// Flag is a parameter letter alone, such as "r".
func Flag(letter byte) Param { return Param{Letter: letter} }

// OneOf is a parameter letter followed by one of the letters of values,
// such as "de" or "dt" for OneOf('d', "et").
func OneOf(letter byte, values string) Param { return Param{Letter: letter, oneOf: values} }

// Params is what a game ID's parameters say: the size and the value of
// each parameter present ("" for a flag).
type Params struct {
	W, H   int
	values map[byte]string
}

// Has reports whether the parameter letter is present.
func (p Params) Has(letter byte) bool {
	_, ok := p.values[letter]
	return ok
}

// Number returns the number after a Number parameter letter, if present.
func (p Params) Number(letter byte) (int, bool) {
	v, ok := p.values[letter]
	n, err := strconv.Atoi(v)
	return n, ok && err == nil
}

// ReadParams reads "W[xH]" and then the parameters of spec, each optional
// and in spec's order, and checks the size with puzzles.CheckSize.
func ReadParams(s string, spec ...Param) (Params, error) {
	rest := s
	p := Params{values: map[byte]string{}}
	w, ok := eatNumber(&rest)
	h := w
	if ok && strings.HasPrefix(rest, "x") {
		rest = rest[1:]
		h, ok = eatNumber(&rest)
	}
	if !ok {
		return p, puzzles.Errorf(0, 0, "game ID parameters %q: expected a size WxH", s)
	}
	p.W, p.H = w, h
	for _, par := range spec {
		if rest == "" || rest[0] != par.Letter {
			continue
		}
		switch {
		case par.number:
			rest = rest[1:]
			n, ok := eatNumber(&rest)
			if !ok {
				return p, puzzles.Errorf(0, 0, "game ID parameters %q: %q needs a number", s, string(par.Letter))
			}
			p.values[par.Letter] = strconv.Itoa(n)
		case par.oneOf != "":
			if len(rest) < 2 || !strings.ContainsRune(par.oneOf, rune(rest[1])) {
				continue
			}
			p.values[par.Letter], rest = rest[1:2], rest[2:]
		default:
			p.values[par.Letter], rest = "", rest[1:]
		}
	}
	if rest != "" {
		return p, puzzles.Errorf(0, 0, "game ID parameters %q: unknown parameter %q", s, rest)
	}
	if err := puzzles.CheckSize(h, w); err != nil {
		return p, puzzles.Errorf(0, 0, "game ID: %v", err)
	}
	return p, nil
}

// eatNumber reads the decimal number at the start of *s and advances past it.
func eatNumber(s *string) (int, bool) {
	i := 0
	for i < len(*s) && (*s)[i] >= '0' && (*s)[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi((*s)[:i])
	*s = (*s)[i:]
	return n, err == nil
}

// Cells reads a board description of w x h cells in reading order: a
// letter 'a'–'z' is a run of 1 to 26 cells of value empty, and any other
// character is one cell, read by cell (which refuses what it does not
// know). col is the description's column in the game ID, for errors.
func Cells(desc string, col, w, h, empty int, cell func(ch rune) (int, error)) ([][]int, error) {
	cells := make([]int, 0, w*h)
	for i, ch := range desc {
		if ch >= 'a' && ch <= 'z' {
			for range int(ch-'a') + 1 {
				cells = append(cells, empty)
			}
		} else {
			v, err := cell(ch)
			if err != nil {
				return nil, puzzles.Errorf(0, col+i, "game ID: %v", err)
			}
			cells = append(cells, v)
		}
		if len(cells) > w*h {
			return nil, puzzles.Errorf(0, col+i, "game ID description is longer than the %dx%d board", w, h)
		}
	}
	if len(cells) < w*h {
		return nil, puzzles.Errorf(0, 0, "game ID description covers %d cells, the %dx%d board has %d", len(cells), w, h, w*h)
	}
	rows := make([][]int, h)
	for r := range rows {
		rows[r] = cells[r*w : (r+1)*w]
	}
	return rows, nil
}

// Unexpected is the error of a cell function for a character it does
// not know; expected says what may stand there.
func Unexpected(ch rune, expected string) error {
	return fmt.Errorf("unexpected %q in the description (expected %s)", ch, expected)
}

// Desc writes a board as Cells reads it: runs of cells of value empty as
// letters, every other cell as char writes it.
func Desc(rows [][]int, empty int, char func(v int) byte) string {
	var b strings.Builder
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
	}
	for _, row := range rows {
		for _, v := range row {
			if v != empty {
				flush()
				b.WriteByte(char(v))
			} else if run++; run == 26 {
				flush()
			}
		}
	}
	flush()
	return b.String()
}

// ID joins the size, the other parameters and the description.
func ID(w, h int, params, desc string) string {
	return fmt.Sprintf("%dx%d%s:%s", w, h, params, desc)
}
