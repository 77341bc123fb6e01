package cellgrid

import (
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// The game ID of a SideGrid (Tatham's Unequal) is "N[params]:DESC": the
// side of the square board, the mode's parameter letter (SideSet.Letter)
// among Spec.Game's Params, then every cell in reading order, each
// followed by a comma (after the last it may be left out): 'a'–'z'
// skipping 1 to 26 blank cells, its number (0 for Blank) and the letters
// U, R, D, L of the neighbours (up, right, down, left) that its flags
// point at. A side clue is a flag on the cell above or left of it
// pointing at the other ("A"), the other way ("B") or both ("AB"), as
// its SideSymbol.Flags says.

// flags are a game ID's flag letters and where they point, in the order
// Tatham writes them.
var flags = []struct {
	letter byte
	d      grid.Delta
}{{'U', grid.Delta{R: -1}}, {'R', grid.Delta{C: 1}}, {'D', grid.Delta{R: 1}}, {'L', grid.Delta{C: -1}}}

// SideGameForms is Own.Forms for a SideGrid: its game ID.
func SideGameForms[P SideInstance](s *Spec[P]) []formats.Form[P] {
	return []formats.Form[P]{tatham.Form(func(id string) (P, error) { return readSideID(s, id) }, s.Game.Letters)}
}

// readSideID reads a game ID.
func readSideID[P SideInstance](s *Spec[P], id string) (P, error) {
	var zero P
	params, desc, _ := strings.Cut(id, ":")
	par, err := tatham.ReadParams(params, s.Game.Params...)
	if err != nil {
		return zero, err
	}
	n, col := par.W, len(params)+2
	if n != par.H {
		return zero, puzzles.Errorf(0, 0, "game ID: the board is square, not %dx%d", par.W, par.H)
	}
	cells, _ := puzzles.NewGrid(n, n, s.Blank)
	p := s.Wrap(cells)
	g := p.sideGrid()
	for _, set := range g.sets {
		if set.Letter != 0 && par.Has(set.Letter) {
			g.Set = set
		}
	}
	point := make(map[grid.Pos][]grid.Delta)
	i := 0
	for k := 0; k < len(desc); k++ {
		for ; k < len(desc) && desc[k] >= 'a' && desc[k] <= 'z'; k++ {
			i += int(desc[k]-'a') + 1
		}
		j := k
		for ; j < len(desc) && j-k < 2 && desc[j] >= '0' && desc[j] <= '9'; j++ {
		}
		v, err := strconv.Atoi(desc[k:j])
		switch {
		case i >= n*n:
			return zero, puzzles.Errorf(0, 0, "game ID, character %d: the cells run past the %dx%d board", col+k, n, n)
		case err != nil:
			return zero, puzzles.Errorf(0, 0, "game ID, character %d: expected a cell's number", col+k)
		case v != 0:
			if _, ok := s.Symbols.ByValue(v); !ok {
				return zero, puzzles.Errorf(0, 0, "game ID, character %d: %v", col+k, s.Symbols.noNumber(desc[k:j], s.Beyond))
			}
			cells[i/n][i%n] = v
		}
		pos := grid.Pos{R: i / n, C: i % n}
		for k = j; k < len(desc) && strings.IndexByte("URDL", desc[k]) >= 0; k++ {
			d := flags[strings.IndexByte("URDL", desc[k])].d
			if !g.Size().In(pos.Add(d)) {
				return zero, puzzles.Errorf(0, 0, "game ID, character %d: %q at %s points off the board", col+k, desc[k], puzzles.CellName(pos))
			}
			point[pos] = append(point[pos], d)
		}
		if i++; k < len(desc) && desc[k] != ',' || k == len(desc) && i < n*n {
			return zero, puzzles.Errorf(0, 0, "game ID, character %d: expected ',' after the cell at %s", col+k, puzzles.CellName(pos))
		}
	}
	if i < n*n {
		return zero, puzzles.Errorf(0, 0, "game ID: the cells cover %d of the %dx%d board's %d", i, n, n, n*n)
	}
	for _, b := range g.All() {
		flags := ""
		if slices.Contains(point[b.A], delta(b.A, b.B)) {
			flags += "A"
		}
		if slices.Contains(point[b.B], delta(b.B, b.A)) {
			flags += "B"
		}
		if flags == "" {
			continue
		}
		sym, ok := g.Set.byFlags(flags, b.Down)
		if !ok {
			what := map[bool]string{true: "flags pointing at each other", false: "a flag on one of them only"}[flags == "AB"]
			return zero, puzzles.Errorf(0, 0, "game ID: the cells %s have %s, which is no clue in this mode", b.Where(), what)
		}
		b.Set(g.Sides, sym.Value)
	}
	return p, nil
}

// byFlags returns the set's symbol written as flags on a side below a
// cell (down) or right of it.
func (s *SideSet) byFlags(flags string, down bool) (SideSymbol, bool) {
	for _, sym := range s.Symbols {
		if sym.Flags == flags && sym.Down == down {
			return sym, true
		}
	}
	return SideSymbol{}, false
}

// delta is the step from a to b.
func delta(a, b grid.Pos) grid.Delta { return grid.Delta{R: b.R - a.R, C: b.C - a.C} }

// GameID returns the puzzle's game ID, as Tatham's generator writes it:
// every cell, its flags and a comma; ok is false when the type has none
// or the board is not square.
func (g SideGrid) GameID() (id string, ok bool) {
	size := g.Size()
	if g.c.game == nil || size.Rows != size.Cols {
		return "", false
	}
	point := make(map[grid.Pos][]grid.Delta)
	for _, b := range g.clues() {
		sym, _ := g.Set.Symbol(b.V, b.Down)
		if strings.Contains(sym.Flags, "A") {
			point[b.A] = append(point[b.A], delta(b.A, b.B))
		}
		if strings.Contains(sym.Flags, "B") {
			point[b.B] = append(point[b.B], delta(b.B, b.A))
		}
	}
	var w strings.Builder
	w.WriteString(strconv.Itoa(size.Rows))
	if g.Set.Letter != 0 {
		w.WriteByte(g.Set.Letter)
	}
	w.WriteByte(':')
	for _, pos := range size.Cells() {
		if v := g.At(pos); v != g.c.blank {
			w.WriteString(strconv.Itoa(v))
		} else {
			w.WriteByte('0')
		}
		for _, f := range flags {
			if slices.Contains(point[pos], f.d) {
				w.WriteByte(f.letter)
			}
		}
		w.WriteByte(',')
	}
	return w.String(), true
}

// Written implements puzzles.FormWriter: the game ID, when the type has
// one.
func (g SideGrid) Written() []puzzles.Written {
	if id, ok := g.GameID(); ok {
		return []puzzles.Written{{Form: puzzles.GameIDForm, Text: id}}
	}
	return nil
}
