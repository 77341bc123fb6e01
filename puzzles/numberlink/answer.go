package numberlink

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solved board.
type Answer struct {
	Paths []Path   `json:"paths"`
	Grid  []string `json:"grid"` // the seed's picture: labels at endpoints, ┃━┏┓┗┛ on paths, space elsewhere
	// Segments are the forced edges of a partial answer that lie on none of
	// its Paths, as pairs of [row, column] cells; a solution has none.
	Segments [][2][2]int `json:"segments,omitempty"`
	// Off are the edges between two cells that a partial answer (or a
	// person's entries) says no path uses.
	Off [][2][2]int `json:"off,omitempty"`
}

// Path joins the two cells labelled Label, listed from one endpoint to the other.
type Path struct {
	Label string   `json:"number"`
	Cells [][2]int `json:"cells"` // [row, column], 0-based
}

func cellOf(c [2]int) grid.Pos { return grid.Pos{R: c[0], C: c[1]} }

// Text implements puzzles.Answer.
func (a *Answer) Text() string { return strings.Join(a.Grid, "\n") + "\n" }

// Picture draws paths with box-drawing characters, endpoints as their labels.
func Picture(p *Puzzle, paths []Path) []string {
	rows := glyphs(p, paths)
	out := make([]string, len(rows))
	for r, row := range rows {
		out[r] = strings.Join(row, "")
	}
	return out
}

// glyphs gives each cell its picture: label, path glyph or space.
func glyphs(p *Puzzle, paths []Path) [][]string {
	rows := make([][]string, p.Size.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Size.Cols)
		for c := range rows[r] {
			rows[r][c] = " "
			if l := p.Cells[r][c]; l != "" {
				rows[r][c] = l
			}
		}
	}
	for _, path := range paths {
		for i := 1; i+1 < len(path.Cells); i++ {
			cur := cellOf(path.Cells[i])
			if !p.Size.In(cur) {
				continue
			}
			rows[cur.R][cur.C] = glyph(cur, cellOf(path.Cells[i-1]), cellOf(path.Cells[i+1]))
		}
	}
	return rows
}

// glyph picks the box-drawing character joining cur to its neighbours a and b.
func glyph(cur, a, b grid.Pos) string {
	da, ok1 := grid.DirTo(cur, a)
	db, ok2 := grid.DirTo(cur, b)
	if !ok1 || !ok2 {
		return "?"
	}
	mask := 1<<da | 1<<db
	return map[int]string{
		1<<grid.Up | 1<<grid.Down:    "┃",
		1<<grid.Left | 1<<grid.Right: "━",
		1<<grid.Right | 1<<grid.Down: "┏",
		1<<grid.Left | 1<<grid.Down:  "┓",
		1<<grid.Right | 1<<grid.Up:   "┗",
		1<<grid.Left | 1<<grid.Up:    "┛",
	}[mask]
}

// Check implements puzzles.Instance: the rules, from the paths alone.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "numberlink")
	if err != nil {
		return err
	}
	labels, ends := p.Labels()
	if len(a.Paths) != len(labels) {
		return fmt.Errorf("%d paths for %d labels", len(a.Paths), len(labels))
	}
	owner := map[grid.Pos]string{}
	for _, path := range a.Paths {
		if err := p.checkPath(path, ends, owner); err != nil {
			return fmt.Errorf("path %s: %w", path.Label, err)
		}
	}
	if err := p.checkNoTouch(a.Paths); err != nil {
		return err
	}
	if p.Rule == Fill && len(owner) != p.Size.Rows*p.Size.Cols {
		return fmt.Errorf("%d of %d cells are on no path (fill rule)", p.Size.Rows*p.Size.Cols-len(owner), p.Size.Rows*p.Size.Cols)
	}
	if len(a.Segments) > 0 {
		return fmt.Errorf("%d edges lie on no path", len(a.Segments))
	}
	if want := Picture(p, a.Paths); strings.Join(want, "\n") != strings.Join(a.Grid, "\n") {
		return fmt.Errorf("the picture does not match the paths")
	}
	return nil
}

func (p *Puzzle) checkPath(path Path, ends map[string][]grid.Pos, owner map[grid.Pos]string) error {
	e, ok := ends[path.Label]
	if !ok || len(path.Cells) < 2 {
		return fmt.Errorf("no such label, or fewer than 2 cells")
	}
	first, last := cellOf(path.Cells[0]), cellOf(path.Cells[len(path.Cells)-1])
	if !(first == e[0] && last == e[1] || first == e[1] && last == e[0]) {
		return fmt.Errorf("runs from %s to %s, not between its endpoints at %s and %s", puzzles.CellName(first), puzzles.CellName(last), puzzles.CellName(e[0]), puzzles.CellName(e[1]))
	}
	for i, c := range path.Cells {
		pos := cellOf(c)
		if !p.Size.In(pos) {
			return fmt.Errorf("%s is off the board", puzzles.CellName(pos))
		}
		if i > 0 && !grid.Adjacent(pos, cellOf(path.Cells[i-1])) {
			return fmt.Errorf("steps from %s to %s, which are not adjacent", puzzles.CellName(cellOf(path.Cells[i-1])), puzzles.CellName(pos))
		}
		if other, taken := owner[pos]; taken {
			return fmt.Errorf("%s is also on path %s", puzzles.CellName(pos), other)
		}
		if l := p.Label(pos); l != "" && i > 0 && i < len(path.Cells)-1 {
			return fmt.Errorf("passes through endpoint %s at %s", l, puzzles.CellName(pos))
		}
		owner[pos] = path.Label
	}
	return nil
}

// checkNoTouch checks, under the notouch rule, that two adjacent cells of
// one path are consecutive on it. Paths have been checked to be on the
// board and not to share cells.
func (p *Puzzle) checkNoTouch(paths []Path) error {
	if !p.NoTouch {
		return nil
	}
	type place struct{ path, step int }
	at := map[grid.Pos]place{}
	for i, path := range paths {
		for j, c := range path.Cells {
			at[cellOf(c)] = place{i, j}
		}
	}
	for pos, x := range at {
		for _, q := range p.Size.Neighbours(pos, grid.Orthogonal) {
			if y, ok := at[q]; ok && y.path == x.path && y.step != x.step-1 && y.step != x.step+1 {
				return fmt.Errorf("path %s runs beside itself at %s and %s (notouch rule)", paths[x.path].Label, puzzles.CellName(pos), puzzles.CellName(q))
			}
		}
	}
	return nil
}
