package sudoku

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// shape names the puzzle's kind in a format's words: jigsaw for a
// jigsaw, box (a format of the box's rows and columns) otherwise, then x
// for the diagonals and killer for cages.
func (p *Puzzle) shape(jigsaw, box, x, killer string) string {
	s := fmt.Sprintf(box, p.BoxRows, p.BoxCols)
	if p.Jigsaw() {
		s = jigsaw
	}
	if p.X {
		s += x
	}
	if p.Killer() {
		s += killer
	}
	return s
}

// String implements puzzles.Instance: the canonical text. A header
// "#sudoku N box=RxC" (or "jigsaw"), "x" for diagonals, "killer" for
// cages; the grid (characters for N <= 9, tokens otherwise, '.' empty);
// then a "regions:" section for a jigsaw and a "cages:" section.
func (p *Puzzle) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#sudoku %d%s\n", p.N, p.shape(" jigsaw", " box=%dx%d", " x", " killer"))
	writeGrid(&b, p.Grid)
	if p.Jigsaw() {
		b.WriteString("regions:\n")
		ids := map[int]int{}
		for _, row := range p.Regions {
			for _, g := range row {
				if _, ok := ids[g]; !ok {
					ids[g] = len(ids)
				}
				b.WriteString(regionName(ids[g]))
			}
			b.WriteByte('\n')
		}
	}
	if p.Killer() {
		b.WriteString("cages:\n")
		for _, k := range p.Cages {
			b.WriteString(k.text())
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// writeGrid writes the givens, one row per line.
func writeGrid(b *strings.Builder, g [][]int) {
	n := len(g)
	for _, row := range g {
		for c, v := range row {
			switch {
			case n <= 9 && v == 0:
				b.WriteByte('.')
			case n <= 9:
				b.WriteString(digitName(v))
			default:
				if c > 0 {
					b.WriteByte(' ')
				}
				tok := "."
				if v != 0 {
					tok = strconv.Itoa(v)
				}
				fmt.Fprintf(b, "%2s", tok)
			}
		}
		b.WriteByte('\n')
	}
}

// text is a cage's canonical line: "15: r1c1 r1c2".
func (k Cage) text() string {
	sum := "?"
	if k.Sum != 0 {
		sum = strconv.Itoa(k.Sum)
	}
	cells := make([]string, len(k.Cells))
	for i, c := range k.Cells {
		cells[i] = rc(c)
	}
	return sum + ": " + strings.Join(cells, " ")
}

// Line returns the givens as one line of N² characters ('.' empty) for
// N <= 35.
func (p *Puzzle) Line() string {
	var b strings.Builder
	for _, row := range p.Grid {
		for _, v := range row {
			if v == 0 {
				b.WriteByte('.')
			} else {
				b.WriteString(digitName(v))
			}
		}
	}
	return b.String()
}

// sortCells puts cells in reading order.
func sortCells(cells [][2]int) {
	sort.Slice(cells, func(i, j int) bool {
		if cells[i][0] != cells[j][0] {
			return cells[i][0] < cells[j][0]
		}
		return cells[i][1] < cells[j][1]
	})
}
