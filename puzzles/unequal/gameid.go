package unequal

import (
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// flags are the letters of a game ID's cell that point at a neighbour,
// in the order Tatham writes them.
var flags = []struct {
	letter byte
	d      grid.Delta
}{{'U', grid.Delta{R: -1}}, {'R', grid.Delta{C: 1}}, {'D', grid.Delta{R: 1}}, {'L', grid.Delta{C: -1}}}

// forms are the forms besides the text: the game ID.
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	return []formats.Form[*Puzzle]{tatham.Form(func(id string) (*Puzzle, error) { return readID(s, id) }, "adtekxr")}
}

// readID reads a game ID "N[a][dD]:DESC": DESC a cell after another,
// each after a comma, 'a'–'z' skipping 1 to 26 empty cells, then its
// digit (0 for empty) and the letters U, R, D, L of the neighbours it is
// greater than (in Adjacent mode, 'a', next to).
func readID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(id, ":")
	par, err := tatham.ReadParams(params, tatham.Flag('a'), tatham.OneOf('d', "tekxr"))
	if err != nil {
		return nil, err
	}
	n, col := par.W, len(params)+2
	if n != par.H || n > 9 {
		return nil, puzzles.Errorf(0, 0, "game ID: an Unequal board is square, 1x1 to 9x9, not %dx%d", par.W, par.H)
	}
	p, _ := s.New(n, n)
	if par.Has('a') {
		p.Set = bars
	}
	point := make(map[grid.Pos][]grid.Delta)
	i, k := 0, 0
	for k < len(desc) {
		for ; k < len(desc) && desc[k] >= 'a' && desc[k] <= 'z'; k++ {
			i += int(desc[k]-'a') + 1
		}
		j := k
		for ; j < len(desc) && j-k < 2 && desc[j] >= '0' && desc[j] <= '9'; j++ {
		}
		v, err := strconv.Atoi(desc[k:j])
		switch {
		case i >= n*n:
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: the cells run past the %dx%d board", col+k, n, n)
		case err != nil:
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: expected a cell's number", col+k)
		case v > n:
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: the number %d is more than %d, the side of the board", col+k, v, n)
		}
		pos := grid.Pos{R: i / n, C: i % n}
		p.Cells[pos.R][pos.C] = v
		for k = j; k < len(desc) && strings.IndexByte("URDL", desc[k]) >= 0; k++ {
			d := flags[strings.IndexByte("URDL", desc[k])].d
			if !p.Size().In(pos.Add(d)) {
				return nil, puzzles.Errorf(0, 0, "game ID, character %d: %q at %s points off the board", col+k, desc[k], puzzles.CellName(pos))
			}
			point[pos] = append(point[pos], d)
		}
		if i++; k < len(desc) && desc[k] != ',' || k == len(desc) && i < n*n {
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: expected ',' after the cell at %s", col+k, puzzles.CellName(pos))
		}
		k++
	}
	if i < n*n {
		return nil, puzzles.Errorf(0, 0, "game ID: the cells cover %d of the %dx%d board's %d", i, n, n, n*n)
	}
	for _, s := range p.All() {
		ab, ba := has(point[s.A], delta(s.A, s.B)), has(point[s.B], delta(s.B, s.A))
		v := map[[2]bool]int{{true, false}: Greater, {false, true}: Less}[[2]bool{ab, ba}]
		switch {
		case p.Adjacent() && ab != ba:
			return nil, puzzles.Errorf(0, 0, "game ID: the bar %s is on one of its cells only", s.Where())
		case p.Adjacent() && ab:
			v = Bar
		case ab && ba:
			return nil, puzzles.Errorf(0, 0, "game ID: the cells %s are each greater than the other", s.Where())
		}
		s.Set(p.Sides, v)
	}
	return p, check(p)
}

// has reports whether ds holds d.
func has(ds []grid.Delta, d grid.Delta) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

// delta is the step from a to b.
func delta(a, b grid.Pos) grid.Delta { return grid.Delta{R: b.R - a.R, C: b.C - a.C} }

// GameID returns the puzzle's game ID, as Tatham's generator writes it:
// every cell, its flags and a comma.
func (p *Puzzle) GameID() string {
	point := make(map[grid.Pos][]grid.Delta)
	for _, s := range p.All() {
		if s.V == Greater || s.V == Bar {
			point[s.A] = append(point[s.A], delta(s.A, s.B))
		}
		if s.V == Less || s.V == Bar {
			point[s.B] = append(point[s.B], delta(s.B, s.A))
		}
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(p.Size().Rows))
	if p.Adjacent() {
		b.WriteByte('a')
	}
	b.WriteByte(':')
	for _, pos := range p.Size().Cells() {
		b.WriteString(strconv.Itoa(p.At(pos)))
		for _, f := range flags {
			if has(point[pos], f.d) {
				b.WriteByte(f.letter)
			}
		}
		b.WriteByte(',')
	}
	return b.String()
}

// Written implements puzzles.FormWriter: the game ID.
func (p *Puzzle) Written() []puzzles.Written {
	return []puzzles.Written{{Form: puzzles.GameIDForm, Text: p.GameID()}}
}
