package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// EdgeRule declares the clue strips of a type whose board has one on
// each of its four sides (Towers): the numbers its clues and cells may
// be, and the forms that hold both. The type's puzzle embeds EdgeGrid,
// and its Spec.Own is EdgeOwn (a Spec.Make that sets more calls For).
type EdgeRule struct {
	Title  string // the type in messages: "Towers"
	Square bool   // the board is square: New makes it rows x rows
	// Clues returns the numbers a clue may be on a board of size (within
	// 0 to 9).
	Clues func(size grid.Size) (lo, hi int)
	// Most returns the largest number a cell may hold on a board of size.
	Most func(size grid.Size) int
	// URL are the puzz.link names of the type (the first is written):
	// the body is the clues (pzprjs's Number16ExCell: top, bottom, left,
	// right), then the cells (Number16) when any is given.
	URL []string
	// Game is the Tatham form, "PARAMS:CLUES[,CELLS]": the clues
	// separated by '/' (top, bottom, left, right; empty for none), then
	// after a comma the cells, 'a'–'z' a run of 1 to 26 blank cells, a
	// number a cell, '_' between two numbers.
	Game *GameForm
}

// For returns g with no clue around it, for Spec.Make.
func (r *EdgeRule) For(g Grid) EdgeGrid {
	return EdgeGrid{Grid: g, Edges: NewEdges(g.Size()), rule: r}
}

// EdgeInstance is the puzzle of a type with clue strips: a Spec's
// puzzle that embeds EdgeGrid.
type EdgeInstance interface {
	Instance
	edgeGrid() *EdgeGrid
}

// edged is a puzzle with clue strips.
type edged interface{ edgeGrid() *EdgeGrid }

// EdgeOwn returns the Spec.Own of a type with the clue strips of r: the
// framed text, the URL and game ID, the checks of the clues and the
// numbers, edits that keep the clues, a new board's strips (no clues)
// for a nil Spec.Make, and square boards when r says so.
func EdgeOwn[P EdgeInstance](r *EdgeRule) *Own[P] {
	o := &Own[P]{
		Text:  func(s *Spec[P], _ textHeader, lines []textLine) (P, error) { return edgeText(s, lines) },
		Check: func(p P) error { return p.edgeGrid().CheckEdges() },
		Keep:  func(from, to P) { to.edgeGrid().Edges = from.edgeGrid().Edges.Clone() },
		board: func(p P, g Grid) { *p.edgeGrid() = r.For(g) },
		Forms: func(s *Spec[P]) []formats.Form[P] {
			var forms []formats.Form[P]
			if len(r.URL) > 0 {
				forms = append(forms, pzl.Form(func(url string) (P, error) { return edgeURL(s, r, url) }, r.URL...))
			}
			if r.Game != nil {
				forms = append(forms, tatham.Form(func(id string) (P, error) { return edgeGameID(s, r, id) }, r.Game.Letters))
			}
			return forms
		},
	}
	expected := []string{"a grid framed by its clues"}
	if r.Game != nil {
		expected = append(expected, "a "+r.Game.Game+" game ID")
	}
	if len(r.URL) > 0 {
		expected = append(expected, "a puzz.link URL")
	}
	o.Expected = orList(expected)
	if r.Square {
		o.Size = func(rows, _ int) (int, int, error) { return rows, rows, nil }
	}
	return o
}

// WithEdges returns the puzzle of cells and clues e (for generators and
// readers); they must be of one size.
func WithEdges[P EdgeInstance](s *Spec[P], cells [][]int, e Edges) P {
	p := s.Wrap(cells)
	p.edgeGrid().Edges = e
	return p
}

// CheckEdges refuses a board that is not square when it must be, a clue
// outside the rule's Clues and a number above its Most.
func (g EdgeGrid) CheckEdges() error {
	size := g.Size()
	if g.rule.Square && size.Rows != size.Cols {
		return fmt.Errorf("a %s board is square, this one is %dx%d", g.rule.Title, size.Cols, size.Rows)
	}
	lo, hi := g.ClueRange()
	for _, l := range g.Lines() {
		if l.Clue < lo || l.Clue > hi {
			return fmt.Errorf("the clue %d %s is outside %d to %d", l.Clue, l.Where(), lo, hi)
		}
	}
	nlo, nhi, _ := g.c.symbols.numbers()
	for _, pos := range size.Cells() {
		if v := g.At(pos); v >= nlo && v <= nhi && v > g.Most() {
			return fmt.Errorf("the %d at %s is more than %d, the most a cell of a %dx%d board holds", v, puzzles.CellName(pos), g.Most(), size.Cols, size.Rows)
		}
	}
	return nil
}
