package tents

import (
	"fmt"
	"math"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Editor target kinds besides cells (Kind ""): a row's count, in the
// strip right of the board (R is the row), and a column's, in the strip
// below it (C is the column).
const (
	KindRow = "row"
	KindCol = "col"
)

// KeyTree is the pad key that plants a tree.
const KeyTree = "t"

// Hit implements puzzles.Editable: a cell, or a count in a strip.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	size := p.Size()
	r, c := int(math.Floor(y)), int(math.Floor(x))
	switch {
	case x < 0 || y < 0:
	case r < size.Rows && c < size.Cols:
		return puzzles.Target{R: r, C: c}, true
	case r < size.Rows && c == size.Cols:
		return puzzles.Target{R: r, Kind: KindRow}, true
	case r == size.Rows && c < size.Cols:
		return puzzles.Target{C: c, Kind: KindCol}, true
	}
	return puzzles.Target{}, false
}

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	r, c := p.place(t)
	return float64(c), float64(r), 1, 1
}

// place is where t is drawn: its row and column with the strips as an
// extra column and row.
func (p *Puzzle) place(t puzzles.Target) (r, c int) {
	size := p.Size()
	switch t.Kind {
	case KindRow:
		return t.R, size.Cols
	case KindCol:
		return size.Rows, t.C
	}
	return t.R, t.C
}

// Move implements puzzles.Editable: arrows move over the cells and on to
// the counts right of and below the board.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	size := p.Size()
	r, c := p.place(t)
	next := puzzles.CellMove(size.Rows+1, size.Cols+1, puzzles.Target{R: r, C: c}, arrow)
	switch {
	case next.R < size.Rows && next.C < size.Cols:
		return puzzles.Target{R: next.R, C: next.C}
	case next.R < size.Rows:
		return puzzles.Target{R: next.R, Kind: KindRow}
	case next.C < size.Cols:
		return puzzles.Target{C: next.C, Kind: KindCol}
	}
	return t
}

// Keys implements puzzles.Editable: Tree, the digits, Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	keys := []puzzles.Key{{Label: "Tree", Key: KeyTree}}
	for _, d := range "0123456789" {
		keys = append(keys, puzzles.Key{Label: string(d), Key: string(d)})
	}
	return append(keys, puzzles.Key{Label: "Delete", Key: "Delete"})
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell and press Tree (or T) to plant a tree, Delete to clear it; " +
		"select a count right of or below the board and type its digits, Delete to remove it."
}

// Edit implements puzzles.Editable. On a cell: t, T or # plants a tree;
// Delete, Backspace or '.' clears it. On a count: a digit extends the
// count (1 then 2 is 12) or starts it again when the longer count would
// not fit the line; Backspace removes the last digit; Delete, '?' or '.'
// removes the count.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	switch t.Kind {
	case "":
		return p.editCell(grid.Pos{R: t.R, C: t.C}, key), nil
	case KindRow, KindCol:
		return p.editCount(t, key)
	}
	return p, nil
}

func (p *Puzzle) editCell(pos grid.Pos, key string) *Puzzle {
	if !p.Size().In(pos) {
		return p
	}
	var tree bool
	switch key {
	case "t", "T", "#":
		tree = true
	case "Delete", "Backspace", ".":
	default:
		return p
	}
	if tree == p.Tree(pos) {
		return p
	}
	q := p.clone()
	q.Trees[pos.R][pos.C] = tree
	return q
}

func (p *Puzzle) editCount(t puzzles.Target, key string) (puzzles.Instance, error) {
	size := p.Size()
	counts, i, length, name := p.Rows, t.R, size.Cols, "row"
	if t.Kind == KindCol {
		counts, i, length, name = p.Cols, t.C, size.Rows, "column"
	}
	if i < 0 || i >= len(counts) {
		return p, nil
	}
	old, n := counts[i], None
	switch {
	case key == "Delete" || key == "?" || key == ".":
		n = None
	case key == "Backspace" && old != None:
		if n = old / 10; old < 10 {
			n = None
		}
	case len(key) == 1 && key[0] >= '0' && key[0] <= '9':
		d := int(key[0] - '0')
		if n = d; old != None && old > 0 && old*10+d <= Most(length) {
			n = old*10 + d
		}
		if n > Most(length) {
			return p, fmt.Errorf("%d tents do not fit a %s of %d cells (at most %d)", n, name, length, Most(length))
		}
	default:
		return p, nil
	}
	if n == old {
		return p, nil
	}
	q := p.clone()
	if t.Kind == KindCol {
		q.Cols[i] = n
	} else {
		q.Rows[i] = n
	}
	return q, nil
}
