package dominoes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// String returns the canonical text: the seed format with the header
// "#dp 0-n note", one row per layout row (a digit or x per cell; for sets
// above 9, aligned numbers and x separated by spaces), trailing holes left
// out as in the seed except in the first row when that is needed to keep
// the layout's width, then "-" and one clue per line when there are clues.
func (p *Puzzle) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#dp 0-%d", p.Max)
	if p.Note != "" {
		b.WriteString(" " + p.Note)
	}
	b.WriteByte('\n')
	keep := true // whether the first row keeps its trailing holes, to keep the width
	for _, row := range p.Cells {
		keep = keep && row[len(row)-1] == Hole
	}
	for r, row := range p.Cells {
		n := len(row)
		if r > 0 || !keep {
			for n > 1 && row[n-1] == Hole {
				n--
			}
		}
		b.WriteString(p.rowText(row[:n]) + "\n")
	}
	if len(p.Given) > 0 {
		b.WriteString("-\n")
		for _, d := range p.Given {
			b.WriteString(clueText(d) + "\n")
		}
	}
	return b.String()
}

// rowText writes one layout row: one character per cell while the set
// stays below 10, else numbers right-aligned in columns separated by
// spaces (a token row; a row of one number of 10 or more is written [k],
// since without a space it would read as digits).
func (p *Puzzle) rowText(row []int) string {
	if p.Max < 10 {
		var b strings.Builder
		for _, v := range row {
			b.WriteString(cellText(v))
		}
		return b.String()
	}
	if len(row) == 1 && row[0] >= 10 {
		return cellText(row[0])
	}
	width := len(strconv.Itoa(p.Max))
	toks := make([]string, len(row))
	for i, v := range row {
		t := "x"
		if v != Hole {
			t = strconv.Itoa(v)
		}
		toks[i] = strings.Repeat(" ", width-len(t)) + t
	}
	return strings.Join(toks, " ")
}

func cellText(v int) string {
	switch {
	case v == Hole:
		return "x"
	case v < 10:
		return strconv.Itoa(v)
	}
	return "[" + strconv.Itoa(v) + "]"
}

// clueText writes a clue in the seed's form "6-4,73-83" when both cells lie
// in the first 10 rows and columns, else as "6-4@7,3-8,3".
func clueText(d Domino) string {
	small := true
	for _, c := range d.Cells {
		small = small && c[0] < 10 && c[1] < 10
	}
	if small {
		return fmt.Sprintf("%s,%d-%d", pipsText(d), d.Cells[0][0]*10+d.Cells[0][1], d.Cells[1][0]*10+d.Cells[1][1])
	}
	return fmt.Sprintf("%s@%s-%s", pipsText(d), rc(d.Cells[0]), rc(d.Cells[1]))
}

// gameID returns the Dominosa game ID in t (a bare "n:…" ID or the part
// after '#' of a URL naming dominosa), if t is one.
func gameID(t string) (string, bool) {
	if i := strings.LastIndexByte(t, '#'); i > 0 && strings.Contains(strings.ToLower(t[:i]), "dominosa") {
		t = t[i+1:]
	}
	if strings.ContainsAny(t, "\n") || !isGameIDStart(t) {
		return "", false
	}
	return t, true
}

// ParseGameID reads a Tatham Dominosa game ID "n:DIGITS": the highest
// number n (optionally followed by parameter letters, such as "6dh", which
// are ignored), then the (n+2) x (n+1) board's numbers row by row, one
// digit each, numbers of 10 or more written [k].
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(id, ":")
	digits := strings.TrimRight(params, "abcdefghijklmnopqrstuvwxyz")
	n, err := number(digits)
	if err != nil || n > MaxNumber {
		return nil, puzzles.Errorf(1, 1, "game ID: the highest number %q is not a number from 0 to %d", digits, MaxNumber)
	}
	rows, cols := n+1, n+2
	p := &Puzzle{Max: n, Cells: make([][]int, rows)}
	i := 0
	for r := range p.Cells {
		p.Cells[r] = make([]int, cols)
		for c := range p.Cells[r] {
			col := len(params) + 2 + i
			if i >= len(desc) {
				return nil, puzzles.Errorf(1, col, "game ID is too short: it has %d cells; the double-%d set needs %d (%dx%d)", r*cols+c, n, rows*cols, cols, rows)
			}
			v, w, err := readCell(desc[i:], 1, col)
			switch {
			case err != nil:
				return nil, err
			case v == Hole:
				return nil, puzzles.Errorf(1, col, "game ID: holes are not allowed in Dominosa")
			case v > n:
				return nil, puzzles.Errorf(1, col, "%d is above the set's highest number %d", v, n)
			}
			p.Cells[r][c] = v
			i += w
		}
	}
	if i < len(desc) {
		return nil, puzzles.Errorf(1, len(params)+2+i, "game ID is too long: %d characters after the %d cells of a %dx%d board", len(desc)-i, rows*cols, cols, rows)
	}
	return p, nil
}

// GameID returns the puzzle as a Tatham Dominosa game ID, when it is one:
// an (n+2) x (n+1) layout without holes or clues.
func (p *Puzzle) GameID() (string, bool) {
	size := p.Size()
	if size.Rows != p.Max+1 || size.Cols != p.Max+2 || len(p.Given) > 0 {
		return "", false
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d:", p.Max)
	for _, row := range p.Cells {
		for _, v := range row {
			if v == Hole {
				return "", false
			}
			b.WriteString(cellText(v))
		}
	}
	return b.String(), true
}
