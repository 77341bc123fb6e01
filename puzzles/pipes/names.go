package pipes

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// token is one piece of an array of type names: a bracket, a comma or a
// name, with its 1-based line and column.
type token struct {
	text      string
	name      bool // a quoted or bare name rather than punctuation
	line, col int
}

// parseNames reads the seed's array of type names, such as
// [["0", "2b", "3"], ["2b", "4", "2a"]]. Names may be quoted with " or '
// or bare; a trailing comma after the last row is allowed.
func parseNames(lines []string, first int) (*Puzzle, error) {
	toks, err := tokenize(lines, first)
	if err != nil {
		return nil, err
	}
	rows, err := nameRows(toks)
	if err != nil {
		return nil, err
	}
	width := len(rows[0])
	if len(rows) > puzzles.MaxSide || width > puzzles.MaxSide {
		return nil, puzzles.Errorf(0, 0, "board %dx%d is larger than the limit %dx%d", width, len(rows), puzzles.MaxSide, puzzles.MaxSide)
	}
	p, _ := New(len(rows), width, Seed)
	for r, row := range rows {
		if len(row) != width {
			at := row[0]
			return nil, puzzles.Errorf(at.line, at.col, "row %d has %s, row 1 has %d (the array is ragged)", r+1, count(len(row), "tile"), width)
		}
		for c, tok := range row {
			t, ok := Base(strings.ToLower(tok.text))
			if !ok {
				return nil, puzzles.Errorf(tok.line, tok.col, "unknown tile type %q: expected 0, 1, 2a, 2b, 3, 4 or ?", short(tok.text))
			}
			p.Tiles[r][c] = t
		}
	}
	return p, nil
}

// nameRows checks the bracket structure and returns the names row by row.
func nameRows(toks []token) ([][]token, error) {
	if len(toks) == 0 || toks[0].text != "[" || toks[0].name {
		return nil, puzzles.Errorf(0, 0, "expected an array of rows starting with '['")
	}
	var rows [][]token
	var row []token
	depth := 0
	for i, t := range toks {
		bad := func(msg string) error { return puzzles.Errorf(t.line, t.col, "%s", msg) }
		switch {
		case t.name && depth != 2:
			return nil, bad(fmt.Sprintf("tile name %q outside a row: expected [[\"0\", \"2b\", ...], ...]", short(t.text)))
		case t.name:
			row = append(row, t)
		case t.text == "[" && depth == 2:
			return nil, bad("arrays nest only two deep: [[row], [row], ...]")
		case t.text == "[":
			depth++
			row = nil
		case t.text == "]" && depth == 2 && len(row) == 0:
			return nil, bad("empty row")
		case t.text == "]" && depth == 2:
			rows = append(rows, row)
			depth--
		case t.text == "]" && depth == 1 && i != len(toks)-1:
			return nil, puzzles.Errorf(toks[i+1].line, toks[i+1].col, "unexpected %q after the end of the array", short(toks[i+1].text))
		case t.text == "]":
			depth--
		}
		if t.text == "," && i > 0 && toks[i-1].text == "," {
			return nil, bad("two commas in a row")
		}
	}
	if depth != 0 {
		return nil, puzzles.Errorf(0, 0, "the array is not closed: a ']' is missing")
	}
	if len(rows) == 0 {
		return nil, puzzles.Errorf(0, 0, "the array has no rows")
	}
	return rows, nil
}

// tokenize splits the lines into brackets, commas and names.
func tokenize(lines []string, first int) ([]token, error) {
	var out []token
	for i, line := range lines {
		runes := []rune(line)
		for c := 0; c < len(runes); c++ {
			ch := runes[c]
			at := token{text: string(ch), line: first + i + 1, col: c + 1}
			switch {
			case ch == ' ' || ch == '\t' || ch == '\r':
			case ch == '[' || ch == ']' || ch == ',':
				out = append(out, at)
			case ch == '"' || ch == '\'':
				end := indexRune(runes[c+1:], ch)
				if end < 0 {
					return nil, puzzles.Errorf(at.line, at.col, "unterminated quoted name")
				}
				at.text, at.name = string(runes[c+1:c+1+end]), true
				out = append(out, at)
				c += end + 1
			case isNameRune(ch):
				end := c
				for end < len(runes) && isNameRune(runes[end]) {
					end++
				}
				at.text, at.name = string(runes[c:end]), true
				out = append(out, at)
				c = end - 1
			default:
				return nil, puzzles.Errorf(at.line, at.col, "unexpected character %q in an array of tile names", ch)
			}
		}
	}
	return out, nil
}

func isNameRune(ch rune) bool {
	return ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch == '?'
}

func indexRune(rs []rune, ch rune) int {
	for i, r := range rs {
		if r == ch {
			return i
		}
	}
	return -1
}

// Names returns the puzzle as the seed's array of type names (orientation
// and barriers are not part of that format).
func (p *Puzzle) Names() string {
	var b strings.Builder
	for r, row := range p.Tiles {
		if r == 0 {
			b.WriteString("[[")
		} else {
			b.WriteString(" [")
		}
		for c, t := range row {
			if c > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%q", t.Kind())
		}
		if r == len(p.Tiles)-1 {
			b.WriteString("]]\n")
		} else {
			b.WriteString("],\n")
		}
	}
	return b.String()
}
