package starbattle

import (
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads any accepted format, detected from the text: a puzz.link
// starbattle URL (see ParseURL), or a region-letter grid with an optional
// "#starbattle stars=K" header (see the package documentation).
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Star Battle's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a region-letter grid or a puzz.link starbattle URL",
	Forms:    []formats.Form[*Puzzle]{{Is: isURL, Parse: parseURL}},
	Text:     parseText,
	Headers:  []string{"starbattle"},
	Usage:    "#starbattle stars=K",
}

// parseText reads the region-letter grid: an optional header line, then
// one row per line (one letter per cell, or whitespace-separated names).
func parseText(h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	p := &Puzzle{K: 1}
	if err := p.header(h); err != nil {
		return nil, err
	}
	for _, l := range textgrid.NonBlank(lines) {
		row, err := parseRow(l.Text, l.N)
		if err != nil {
			return nil, err
		}
		if len(p.Regions) > 0 && len(row) != len(p.Regions[0]) {
			return nil, puzzles.Errorf(l.N, 0, "row has %d cells; the first row has %d", len(row), len(p.Regions[0]))
		}
		if len(p.Regions) == puzzles.MaxSide {
			return nil, puzzles.Errorf(l.N, 0, "more than %d rows", puzzles.MaxSide)
		}
		p.Regions = append(p.Regions, row)
	}
	if len(p.Regions) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows after the header")
	}
	if n, w := len(p.Regions), len(p.Regions[0]); n != w {
		return nil, puzzles.Errorf(0, 0, "the grid is %d rows of %d cells; a Star Battle board is square", n, w)
	}
	return p, p.checkHeader()
}

// Label returns the name of region label l: A-Z, then a-z, then numbers
// from 53 on.
func Label(l int) string {
	switch {
	case l < 0:
		return "."
	case l < 26:
		return string(rune('A' + l))
	case l < 52:
		return string(rune('a' + l - 26))
	}
	return strconv.Itoa(l + 1)
}

// parseLabel reads a region name written by Label ("." is None).
func parseLabel(s string) (int, bool) {
	switch {
	case s == ".":
		return None, true
	case len(s) == 1 && 'A' <= s[0] && s[0] <= 'Z':
		return int(s[0] - 'A'), true
	case len(s) == 1 && 'a' <= s[0] && s[0] <= 'z':
		return int(s[0]-'a') + 26, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 52 || n > puzzles.MaxSide*puzzles.MaxSide {
		return 0, false
	}
	return n - 1, true
}

// header reads the words of the header "#starbattle stars=K [free=A,C]".
func (p *Puzzle) header(h textgrid.Header) error {
	for _, w := range h.Words {
		key, val, _ := strings.Cut(w, "=")
		switch strings.ToLower(key) {
		case "stars":
			k, err := strconv.Atoi(val)
			if err != nil || k < 1 || k > puzzles.MaxSide {
				return puzzles.Errorf(h.Line, 0, "stars=%s: expected a star count from 1 to %d", val, puzzles.MaxSide)
			}
			p.K = k
		case "free":
			for _, name := range strings.Split(val, ",") {
				l, ok := parseLabel(name)
				if !ok || l == None {
					return puzzles.Errorf(h.Line, 0, "free=%s: %q is not a region name", val, name)
				}
				p.Free = append(p.Free, l)
			}
		default:
			return puzzles.Errorf(h.Line, 0, "unknown header word %q: expected stars=K", w)
		}
	}
	return nil
}

// checkHeader makes sure the free regions exist, and sorts them.
func (p *Puzzle) checkHeader() error {
	labels := p.Labels()
	for _, l := range p.Free {
		if !slices.Contains(labels, l) {
			return puzzles.Errorf(1, 0, "free region %s is not on the board", Label(l))
		}
	}
	slices.Sort(p.Free)
	p.Free = slices.Compact(p.Free)
	return nil
}

// parseRow reads one grid row: letters and dots, or names separated by
// whitespace.
func parseRow(line string, ln int) ([]int, error) {
	var names []string
	if strings.ContainsAny(line, " \t") || strings.Trim(line, "0123456789") == "" {
		names = strings.Fields(line) // a lone number is one name, not digits
	} else {
		for _, ch := range line {
			names = append(names, string(ch))
		}
	}
	if len(names) > puzzles.MaxSide {
		return nil, puzzles.Errorf(ln, 0, "row has %d cells; the limit is %d", len(names), puzzles.MaxSide)
	}
	row := make([]int, len(names))
	for i, name := range names {
		l, ok := parseLabel(name)
		if !ok {
			return nil, puzzles.Errorf(ln, 0, "cell %d: %q is not a region name (A-Z, a-z, a number above 52, or . for none)", i+1, name)
		}
		row[i] = l
	}
	return row, nil
}
