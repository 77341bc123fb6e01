package hashi

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Parse reads a Hashiwokakero puzzle in any of its formats, told apart by
// their look:
//   - a puzz.link URL (…?hashikake/COLS/ROWS/BODY);
//   - a Tatham Bridges game ID (WxH[mN][L]:…, with the generator's
//     parameters such as 10x10i30e10m2d2 allowed);
//   - a text grid, one line per row, after an optional header line
//     "#hashi max=2 loops=yes": '.' water, '1'–'9' and 'A'–'G' (10–16)
//     an island's number, '?' an island of unknown number.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	var p *Puzzle
	var err error
	switch {
	case t == "":
		return nil, puzzles.Errorf(0, 0, "empty input: expected a grid, a Bridges game ID or a puzz.link URL")
	case isURL(t):
		p, err = ParseURL(t)
	case isGameID(t):
		p, err = ParseGameID(t)
	default:
		return parseText(text)
	}
	if err != nil {
		return nil, err
	}
	if err := p.validate(); err != nil {
		return nil, puzzles.Errorf(0, 0, "%v", err)
	}
	return p, nil
}

// parseText reads the text grid and its header.
func parseText(text string) (*Puzzle, error) {
	p := &Puzzle{Max: 2, Loops: true}
	first := 0 // line number of the first grid row
	for i, line := range strings.Split(text, "\n") {
		s := strings.TrimSpace(line)
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, "#") && first == 0 && len(s) > 1 && s[1] >= 'a' && s[1] <= 'z' {
			if err := p.header(s, i+1); err != nil {
				return nil, err
			}
			continue
		}
		if first == 0 {
			first = i + 1
		}
		row, err := parseRow(s, i+1)
		if err != nil {
			return nil, err
		}
		if len(p.Cells) > 0 && len(row) != len(p.Cells[0]) {
			return nil, puzzles.Errorf(i+1, 1, "row has %d cells, the first row %d", len(row), len(p.Cells[0]))
		}
		p.Cells = append(p.Cells, row)
	}
	if len(p.Cells) == 0 {
		return nil, puzzles.Errorf(0, 0, "no grid rows")
	}
	if err := checkSize(len(p.Cells), len(p.Cells[0])); err != nil {
		return nil, puzzles.Errorf(first, 1, "%v", err)
	}
	if err := p.validate(); err != nil {
		return nil, puzzles.Errorf(0, 0, "%v", err)
	}
	return p, nil
}

// header reads "#hashi max=N loops=yes|no".
func (p *Puzzle) header(s string, line int) error {
	f := strings.Fields(s)
	if name := strings.ToLower(f[0]); !isHeader(name) {
		return puzzles.Errorf(line, 1, "header %q: expected #hashi", name)
	}
	for _, kv := range f[1:] {
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

// parseRow reads one row of the text grid; spaces between cells are allowed.
func parseRow(s string, line int) ([]int, error) {
	var row []int
	for col, ch := range s {
		switch v := cellValue(ch); {
		case ch == ' ' || ch == '\t':
		case ch == '0':
			return nil, puzzles.Errorf(line, col+1, "island 0: an island has at least 1 bridge")
		case v != Water || ch == '.' || ch == '_':
			row = append(row, v)
		default:
			return nil, puzzles.Errorf(line, col+1, "unexpected %q: expected '.', '?', 1 to 9 or A to G (10 to 16)", ch)
		}
	}
	return row, nil
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
	var b strings.Builder
	b.WriteString("#hashi max=")
	b.WriteByte(byte('0' + p.Max))
	if p.Loops {
		b.WriteString(" loops=yes\n")
	} else {
		b.WriteString(" loops=no\n")
	}
	for _, row := range p.Cells {
		for _, v := range row {
			b.WriteByte(cellChar(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
