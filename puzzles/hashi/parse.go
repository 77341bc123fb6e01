package hashi

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads a Hashiwokakero puzzle in any of its formats, told apart by
// their look:
//   - a puzz.link URL (…?hashi/COLS/ROWS/BODY, or hashikake or bridges);
//   - a Tatham Bridges game ID (WxH[mN][L]:…, with the generator's
//     parameters such as 10x10i30e10m2d2 allowed);
//   - a text grid, one line per row, after an optional header line
//     "#hashi max=2 loops=yes": '.' water, '1'–'9' and 'A'–'G' (10–16)
//     an island's number, '?' an island of unknown number.
//
// Every form is then checked against the rules' limits (validate).
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Hashiwokakero's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, a Bridges game ID or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{pzl.Form(ParseURL, "hashi"), tatham.Form(ParseGameID, gameLetters)},
	Text:     parseText,
	Headers:  []string{"hashi", "bridges", "hashiwokakero"},
	Usage:    "#hashi max=N loops=yes|no",
	Check:    (*Puzzle).validate,
}

// parseText reads the text grid and the rules' parameters in its header.
func parseText(h textgrid.Header, lines []textgrid.Line) (*Puzzle, error) {
	p := &Puzzle{Max: 2, Loops: true}
	if err := p.params(h.Words, h.Line); err != nil {
		return nil, err
	}
	cells, err := textgrid.Rows(lines, textCell)
	if err != nil {
		return nil, err
	}
	p.Cells = cells
	return p, nil
}

// params reads the header's parameters max=N and loops=yes|no.
func (p *Puzzle) params(fields []string, line int) error {
	for _, kv := range fields {
		key, val, _ := strings.Cut(strings.ToLower(kv), "=")
		switch {
		case key == "max" && len(val) == 1 && val[0] >= '1' && val[0] <= '0'+MaxBridges:
			p.Max = int(val[0] - '0')
		case key == "max":
			return puzzles.Errorf(line, 0, "header: max=%s: expected 1 to %d bridges per pair", val, MaxBridges)
		case key == "loops" && (val == "yes" || val == "no"):
			p.Loops = val == "yes"
		case key == "loops":
			return puzzles.Errorf(line, 0, "header: loops=%s: expected yes or no", val)
		default:
			return puzzles.Errorf(line, 0, "header: unknown parameter %q (expected max=N, loops=yes|no)", kv)
		}
	}
	return nil
}

// textCell reads one cell of the text grid.
func textCell(ch rune) (int, error) {
	switch v := cellValue(ch); {
	case ch == '0':
		return 0, errors.New("island 0: an island has at least 1 bridge")
	case v != Water || ch == '.' || ch == '_':
		return v, nil
	}
	return 0, fmt.Errorf("unexpected %q: expected '.', '?', 1 to 9 or A to G (10 to 16)", ch)
}

// cellValue reads a cell character: an island's number, Unknown for '?',
// Water otherwise.
func cellValue(ch rune) int {
	switch {
	case ch >= '1' && ch <= '9':
		return int(ch - '0')
	case ch >= 'A' && ch <= 'G':
		return int(ch-'A') + 10
	case ch >= 'a' && ch <= 'g':
		return int(ch-'a') + 10
	case ch == '?':
		return Unknown
	}
	return Water
}

// cellChar writes a cell as cellValue reads it.
func cellChar(v int) byte {
	switch {
	case v == Water:
		return '.'
	case v == Unknown:
		return '?'
	case v < 10:
		return byte('0' + v)
	}
	return byte('A' + v - 10)
}

// String implements puzzles.Instance: the header with the rules'
// parameters, then the grid.
func (p *Puzzle) String() string {
	loops := "yes"
	if !p.Loops {
		loops = "no"
	}
	return textgrid.Write(fmt.Sprintf("hashi max=%d loops=%s", p.Max, loops), p.Cells, cellChar)
}
