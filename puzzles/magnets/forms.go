package magnets

import (
	"cmp"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// forms are the game ID and the puzz.link URL.
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	return []formats.Form[*Puzzle]{
		tatham.Form(func(id string) (*Puzzle, error) { return readID(s, id) }, "detS"),
		pzl.Form(func(url string) (*Puzzle, error) { return readURL(s, url) }, "magnets"),
	}
}

// gameSides are the counts in the order of a game ID: + above, + left,
// - below, - right.
var gameSides = []cellgrid.Side{cellgrid.Top, cellgrid.Left, cellgrid.Bottom, cellgrid.Right}

// gameLetters are the cells of a game ID.
const gameLetters = ".LRTB*"

// readID reads "WxH[dX][S]:TOP,LEFT,BOTTOM,RIGHT,CELLS": a count a
// character ('0'–'9', 'a'–'z' 10 up, '.' none), the cells L, R, T, B or
// '*' (commas among them skipped).
func readID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(id, ":")
	ps, err := tatham.ReadParams(params, tatham.OneOf('d', "et"), tatham.Flag('S'))
	if err != nil {
		return nil, err
	}
	size, at, parts := grid.Size{Rows: ps.H, Cols: ps.W}, len(params)+2, strings.SplitN(desc, ",", 5)
	if len(parts) < 5 {
		return nil, puzzles.Errorf(0, 0, "game ID: %d parts separated by ',', expected 5: the counts above, left, below and right, then the dominoes", len(parts))
	}
	e := cellgrid.NewEdges(size)
	for k, side := range gameSides {
		if len(parts[k]) != len(e[side]) {
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: %d counts %s, the %dx%d board has %d", at, len(parts[k]), side.Where(0)[:5], size.Cols, size.Rows, len(e[side]))
		}
		for i := range parts[k] {
			if e[side][i] = strings.IndexByte(digits36, parts[k][i]); e[side][i] < 0 && parts[k][i] != '.' {
				return nil, puzzles.Errorf(0, 0, "game ID, character %d: unexpected %q for the count %s (expected a digit, a–z or '.')", at+i, parts[k][i], side.Where(i))
			}
		}
		at += len(parts[k]) + 1
	}
	cells := strings.ReplaceAll(parts[4], ",", "")
	if len(cells) != size.Rows*size.Cols {
		return nil, puzzles.Errorf(0, 0, "game ID: %d dominoes' ends for the %dx%d board's %d cells", len(cells), size.Cols, size.Rows, size.Rows*size.Cols)
	}
	g, _ := puzzles.NewGrid(size.Rows, size.Cols, Blank)
	for k, pos := range size.Cells() {
		if g[pos.R][pos.C] = strings.IndexByte(gameLetters, cells[k]); g[pos.R][pos.C] <= 0 {
			return nil, puzzles.Errorf(0, 0, "game ID: unexpected %q at %s (expected L, R, T, B or '*')", cells[k], puzzles.CellName(pos))
		}
	}
	return tiled(cellgrid.WithEdges(s, g, e), "game ID")
}

// digits36 are a game ID's counts, 0 to 35.
const digits36 = "0123456789abcdefghijklmnopqrstuvwxyz"

// tiled refuses a puzzle whose cells are not all dominoes (or walls).
func tiled(p *Puzzle, form string) (*Puzzle, error) {
	if err := p.Validate(); err != nil {
		return nil, puzzles.Errorf(0, 0, "%s: %v", form, err)
	}
	return p, nil
}

// GameID is the puzzle's Tatham game ID; ok is false when a cell is
// not in a domino or a count is above 35.
func (p *Puzzle) GameID() (string, bool) {
	var b strings.Builder
	for _, s := range gameSides {
		for _, n := range p.Edges[s] {
			if n == cellgrid.NoClue {
				b.WriteByte('.')
			} else {
				b.WriteByte(digits36[min(n, 35)])
			}
		}
		b.WriteByte(',')
	}
	for _, row := range p.Cells {
		for _, v := range row {
			b.WriteByte(gameLetters[v])
		}
	}
	return tatham.ID(p.Size().Cols, p.Size().Rows, "", b.String()), p.Validate() == nil
}

// urlSides are the counts in the order of a puzz.link body: each
// column's - then + count, then each row's.
var urlSides = [2][2]cellgrid.Side{{cellgrid.Bottom, cellgrid.Top}, {cellgrid.Right, cellgrid.Left}}

// readURL reads magnets/COLS/ROWS/BODY: the counts (Number16ExCell), the
// borders between dominoes, then, when a cell is in none, pzprjs's given
// poles three to a digit (none may be given) and those cells five to a
// digit.
func readURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "magnets")
	if err != nil {
		return nil, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	size, n := p.Size(), u.Rows*u.Cols
	c := cellgrid.Counts{Cols: slices.Repeat([]int{cellgrid.NoCount}, 2*u.Cols), Rows: slices.Repeat([]int{cellgrid.NoCount}, 2*u.Rows)}
	rest, err := c.ReadURLCounts(u.Body)
	if err != nil {
		return nil, err
	}
	for k, counts := range [][]int{c.Cols, c.Rows} {
		for i := range counts {
			p.Edges[urlSides[k][i%2]][i/2] = counts[i]
		}
	}
	right, rest, err := flags(rest, "borders", (size.Cols-1)*size.Rows)
	down, rest, err2 := flags(rest, "borders", size.Cols*(size.Rows-1))
	walls, err3 := make([]bool, n), error(nil)
	if rest != "" && err == nil && err2 == nil {
		if len(rest) < (n+2)/3 || strings.Trim(rest[:(n+2)/3], "0") != "" {
			return nil, puzzles.Errorf(0, 0, "URL: %q after the borders does not start with %d zeros (given poles are not supported)", rest, (n+2)/3)
		}
		walls, _, err3 = flags(rest[(n+2)/3:], "cells in no domino", n)
	}
	if err := cmp.Or(err, err2, err3); err != nil {
		return nil, err
	}
	return tiled(cellgrid.WithEdges(s, dominoes(size, right, down, walls), p.Edges), "URL")
}

// flags reads n bits (what they are, for errors) at the start of body,
// five to a base-32 digit, as pzprjs writes borders (cellgrid.ReadBorders reads them as the borders
// of a strip of n+1 cells), and returns the rest.
func flags(body, what string, n int) ([]bool, string, error) {
	if len(body) < (n+4)/5 {
		return nil, "", puzzles.Errorf(0, 0, "URL: the body ends within the %s (%d characters, %d needed)", what, len(body), (n+4)/5)
	}
	strip, rest, err := cellgrid.ReadBorders(body, grid.Size{Rows: 1, Cols: n + 1})
	if err != nil {
		return nil, "", puzzles.Errorf(0, 0, "URL: the %s: %v", what, err)
	}
	out := make([]bool, n)
	for i := range out {
		out[i] = strip[0][i] != strip[0][i+1]
	}
	return out, rest, nil
}

// dominoes lays the cells of a board from the borders right of and below
// each cell and the cells in no domino (walls): a cell that is open to
// one neighbour alone (no border, no wall between) is an end of a domino
// towards it; Validate refuses a cell open to several or none.
func dominoes(size grid.Size, right, down, walls []bool) [][]int {
	cells, _ := puzzles.NewGrid(size.Rows, size.Cols, Blank)
	open := func(a, b grid.Pos) bool {
		if b.R < a.R || b.C < a.C {
			a, b = b, a
		}
		switch {
		case !size.In(a) || !size.In(b) || walls[a.R*size.Cols+a.C] || walls[b.R*size.Cols+b.C]:
			return false
		case a.R == b.R:
			return !right[a.R*(size.Cols-1)+a.C]
		}
		return !down[a.R*size.Cols+a.C]
	}
	for i, pos := range size.Cells() {
		ways := 0
		for v, e := range ends {
			if open(pos, pos.Add(e.to)) {
				cells[pos.R][pos.C], ways = v, ways+1
			}
		}
		if walls[i] {
			cells[pos.R][pos.C] = Wall
		} else if ways > 1 {
			cells[pos.R][pos.C] = Blank
		}
	}
	return cells
}

// URL is the puzzle's puzz.link URL; ok is false when a cell is not in
// a domino.
func (p *Puzzle) URL() (string, bool) {
	size := p.Size()
	c := cellgrid.Counts{Cols: make([]int, 2*size.Cols), Rows: make([]int, 2*size.Rows)}
	for k, counts := range [][]int{c.Cols, c.Rows} {
		for i := range counts {
			counts[i] = p.Edges[urlSides[k][i%2]][i/2]
		}
	}
	region, _ := puzzles.NewGrid(size.Rows, size.Cols, 0)
	walls, any := [][]int{{0}}, false // the walls as the borders of a strip, for WriteBorders
	for i, pos := range size.Cells() {
		region[pos.R][pos.C] = i
		if o, ok := partner(p.Cells, pos); ok && (o.R < pos.R || o.C < pos.C) {
			region[pos.R][pos.C] = region[o.R][o.C]
		}
		if p.At(pos) == Wall {
			walls[0], any = append(walls[0], i+1), true
		} else {
			walls[0] = append(walls[0], walls[0][i])
		}
	}
	body := c.URLCounts() + cellgrid.WriteBorders(region)
	if any {
		body += strings.Repeat("0", (len(size.Cells())+2)/3) + cellgrid.WriteBorders(walls)
	}
	return pzl.Join("magnets", size.Cols, size.Rows, body), p.Validate() == nil
}

// Written implements puzzles.FormWriter: the URL and the game ID, when
// the board is tiled.
func (p *Puzzle) Written() []puzzles.Written { return puzzles.BothForms(p) }
