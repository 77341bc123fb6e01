package cellgrid

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// marked is the DecodePartial of a type whose answer marks cells (a light,
// a tent): of cells, in their order, those whose literal lit(cell) is
// known true (on, never nil) and known false (off). A constant literal is
// known; cells not known are in neither list.
func marked(cells []grid.Pos, lit func(grid.Pos) sat.Lit, known func(sat.Lit) (value, ok bool)) (on, off [][2]int) {
	on = [][2]int{}
	for _, pos := range cells {
		l := lit(pos)
		value, ok := l == sat.True, l.IsConst()
		if !ok {
			value, ok = known(l)
		}
		switch {
		case ok && value:
			on = append(on, [2]int{pos.R, pos.C})
		case ok:
			off = append(off, [2]int{pos.R, pos.C})
		}
	}
	return on, off
}

// partialMarks is Marked for an answer that keeps its off cells for the
// drawing only while some cell is not known: once every cell is known,
// off is nil (a whole answer lists only its on cells).
func partialMarks(cells []grid.Pos, lit func(grid.Pos) sat.Lit, known func(sat.Lit) (value, ok bool)) (on, off [][2]int) {
	on, off = marked(cells, lit, known)
	if len(on)+len(off) == len(cells) {
		off = nil
	}
	return on, off
}

// CellsText is the text of an answer that places things on cells
// (lights, tents): its picture or, when it has none (an answer written
// by hand), its cells, "r,c r,c ...", on one line.
func CellsText(pic []string, cells [][2]int) string {
	if pic != nil {
		return puzzles.Lines(pic)
	}
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = fmt.Sprintf("%d,%d", c[0], c[1])
	}
	return strings.Join(parts, " ") + "\n"
}

// pictureRows returns the rows of a picture drawn as bytes (such as
// grid.LinkPicture's), each without trailing spaces, for an answer's Grid.
func pictureRows(pic [][]byte) []string {
	out := make([]string, len(pic))
	for y, row := range pic {
		out[y] = strings.TrimRight(string(row), " ")
	}
	return out
}

// cellPicture draws a board of size as rows of text, one character a
// cell: mark on each of cells ([row, column]) and elsewhere the one char
// gives.
func cellPicture(size grid.Size, cells [][2]int, mark byte, char func(grid.Pos) byte) []string {
	marked := puzzles.CellSet(cells)
	out := make([]string, size.Rows)
	row := make([]byte, size.Cols)
	for r := range out {
		for c := range row {
			pos := grid.Pos{R: r, C: c}
			row[c] = char(pos)
			if marked[pos] {
				row[c] = mark
			}
		}
		out[r] = string(row)
	}
	return out
}
