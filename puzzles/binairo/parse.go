package binairo

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads any accepted format, detected from the text: a Tatham Unruly
// game ID (see ParseGameID), or the text grid with an optional
// "#binairo" or "#binairo unique" header.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Binairo's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid of 0, 1 and . or an Unruly game ID such as 8x8:…",
	Forms:    []formats.Form[*Puzzle]{{Is: isGameID, Parse: parseGameID}},
	Text:     parseText,
	Headers:  []string{"binairo"},
	Usage:    "#binairo or #binairo unique",
}

// parseText reads the text grid: an optional header, then rows of 0, 1
// and . (spaces between cells are allowed).
func parseText(h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	p := &Puzzle{}
	for _, w := range h.Words {
		if !strings.EqualFold(w, "unique") {
			return nil, puzzles.Errorf(h.Line, 0, "unknown header word %q: expected unique", w)
		}
		p.Unique = true
	}
	cells, err := textgrid.Rows(lines, textCell)
	if err != nil {
		return nil, err
	}
	if err := checkSize(len(cells), len(cells[0])); err != nil {
		return nil, puzzles.Errorf(0, 0, "%v", err)
	}
	p.Cells = cells
	return p, nil
}

// textCell reads one cell of the text grid.
func textCell(ch rune) (byte, error) {
	if ch != Empty && ch != White && ch != Black {
		return 0, fmt.Errorf("%q is not 0 (white), 1 (black) or . (empty)", ch)
	}
	return byte(ch), nil
}

// isGameID and parseGameID tell and read an Unruly game ID, perhaps
// behind a URL prefix.
var isGameID, parseGameID = puzzles.Unwrapped(gameID, ParseGameID)

// gameID returns t without a URL prefix ("…unruly.html#") when it has the
// shape of an Unruly game ID: digits, then parameters, a colon, letters.
func gameID(t string) (string, bool) {
	if i := strings.LastIndex(t, "#"); i >= 0 && strings.Contains(t[:i], "unruly") {
		t = t[i+1:]
	}
	params, desc, ok := strings.Cut(t, ":")
	if !ok || params == "" || params[0] < '0' || params[0] > '9' || desc == "" {
		return "", false
	}
	for _, ch := range desc {
		if !('a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z') {
			return "", false
		}
	}
	return t, true
}

// ParseGameID reads a Tatham Unruly game ID "PARAMS:DESC". PARAMS is
// "WxH" (or "N" for NxN), then "u" for unique rows and columns, then
// optionally "d" and a difficulty letter (ignored). DESC walks the cells
// in reading order: a letter skips as many empty cells as its distance
// from a (or A), then gives the next cell, lowercase white and uppercase
// black; z and Z skip 25 cells and give none. The walk ends one cell past
// the grid.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(id, ":")
	size, err := tatham.ReadParams(params, unrulyParams...)
	if err != nil {
		return nil, err
	}
	w, h := size.W, size.H
	if err := checkSize(h, w); err != nil {
		return nil, puzzles.Errorf(0, 0, "Unruly parameters %q: %v", params, err)
	}
	p, _ := New(h, w)
	p.Unique = size.Has('u')
	pos, s := 0, w*h
	for i, ch := range desc {
		if !('a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z') {
			return nil, puzzles.Errorf(0, 0, "Unruly description: %q at %d is not a letter", ch, i+1)
		}
		skip := 25
		lower := ch >= 'a'
		if ch != 'z' && ch != 'Z' {
			skip = int(ch - 'A')
			if lower {
				skip = int(ch - 'a')
			}
		}
		pos += skip
		if ch != 'z' && ch != 'Z' && pos < s {
			p.Cells[pos/w][pos%w] = Black
			if lower {
				p.Cells[pos/w][pos%w] = White
			}
		}
		if ch != 'z' && ch != 'Z' {
			pos++
		}
	}
	if pos != s+1 {
		return nil, puzzles.Errorf(0, 0, "Unruly description covers %d cells; a %dx%d grid needs %d (its cells and one past the end)", pos, w, h, s+1)
	}
	return p, nil
}

// unrulyParams are Unruly's parameters after the size: u for unique
// rows and columns, and d and a difficulty letter, checked and ignored.
var unrulyParams = []tatham.Param{tatham.Flag('u'), tatham.OneOf('d', tatham.Lower)}
