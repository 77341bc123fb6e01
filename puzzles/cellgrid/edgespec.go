package cellgrid

import (
	"fmt"
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// EdgeSpec declares a type whose board has a strip of clues on each of
// its four sides (Towers): its cells as Spec declares them (Spec.URL and
// Spec.Game are not used), the numbers its clues may be, and the forms
// that hold both. Make wraps the Grid into a puzzle whose EdgeGrid is
// left zero; the spec fills it in.
type EdgeSpec[P EdgeInstance] struct {
	Spec[P]
	Square bool // the board is square
	// Clues returns the numbers a clue may be on a board of size (within
	// 0 to 9).
	Clues func(size grid.Size) (lo, hi int)
	// Most returns the largest number a cell may hold on a board of size.
	Most func(size grid.Size) int
	// URLKeys are the puzz.link names of the type (the first is written):
	// the body is the clues (pzprjs's Number16ExCell: top, bottom, left,
	// right), then the cells (Number16) when any is given.
	URLKeys []string
	// EdgeGame is the Tatham form, "PARAMS:CLUES[,CELLS]": the clues
	// separated by '/' (top, bottom, left, right; empty for none), then
	// after a comma the cells, 'a'–'z' a run of 1 to 26 blank cells, a
	// number a cell, '_' between two numbers.
	EdgeGame *GameForm
	// Generator makes a puzzle (see puzzles.Generator); nil when the type
	// has none.
	Generator func(s *EdgeSpec[P], o puzzles.GenerateOptions) (puzzles.Instance, error)

	edgeOnce sync.Once
	ec       *edgeCore
}

// edgeCore returns what the spec's grids need of it, made once.
func (s *EdgeSpec[P]) edgeCore() *edgeCore {
	s.edgeOnce.Do(func() {
		most := s.Most
		if most == nil {
			_, hi, _ := s.Symbols.numbers()
			most = func(grid.Size) int { return hi }
		}
		s.ec = &edgeCore{clues: s.Clues, most: most, url: s.URLKeys, game: s.EdgeGame,
			wrap: func(cells [][]int, e Edges) puzzles.Instance { p, _ := s.wrapEdges(cells, e, nil); return p }}
	})
	return s.ec
}

// wrapEdges makes the puzzle of cells and edges e, or passes on err. The
// grid's own edits (Grid.Edit) keep the edges.
func (s *EdgeSpec[P]) wrapEdges(cells [][]int, e Edges, err error) (P, error) {
	p, err := s.Spec.wrap(cells, err)
	if err != nil {
		return p, err
	}
	g := p.edgeGrid()
	g.Edges, g.e = e, s.edgeCore()
	c := *g.c
	c.wrap = func(cells [][]int) puzzles.Instance { return g.e.wrap(cells, e.Clone()) }
	g.c = &c
	return p, nil
}

// New returns an empty rows x cols puzzle without clues; a square one
// is rows x rows (cols is ignored, as sudoku's New does).
func (s *EdgeSpec[P]) New(rows, cols int) (P, error) {
	if s.Square {
		cols = rows
	}
	cells, err := puzzles.NewGrid(rows, cols, s.Blank)
	if err != nil {
		var zero P
		return zero, err
	}
	return s.wrapEdges(cells, NewEdges(grid.Size{Rows: rows, Cols: cols}), nil)
}

// Parse reads a puzzle in any of the type's forms.
func (s *EdgeSpec[P]) Parse(text string) (P, error) { return s.edgeForms().Parse(text) }

// edgeForms are the spec's formats: the URL, the game ID, the text.
func (s *EdgeSpec[P]) edgeForms() formats.Set[P] {
	expected := []string{"a grid framed by its clues"}
	set := formats.Set[P]{Text: s.readText, Headers: append([]string{s.Name}, s.Headers...), Check: s.check}
	if s.EdgeGame != nil {
		set.Forms = append(set.Forms, tatham.Form(s.readGameID, s.EdgeGame.Letters))
		expected = append(expected, "a "+s.EdgeGame.Game+" game ID")
	}
	if len(s.URLKeys) > 0 {
		set.Forms = append([]formats.Form[P]{pzl.Form(s.readURL, s.URLKeys...)}, set.Forms...)
		expected = append(expected, "a puzz.link URL")
	}
	set.Expected = orList(expected)
	return set
}

// check refuses a board that is not square when it must be, a clue
// outside Clues and a number above Most.
func (s *EdgeSpec[P]) check(p P) error {
	g := p.edgeGrid()
	size := g.Size()
	if s.Square && size.Rows != size.Cols {
		return fmt.Errorf("a %s board is square, this one is %dx%d", s.Title, size.Cols, size.Rows)
	}
	lo, hi := g.ClueRange()
	for _, l := range g.Lines() {
		if l.Clue < lo || l.Clue > hi {
			return fmt.Errorf("the clue %d %s is outside %d to %d", l.Clue, l.Where(), lo, hi)
		}
	}
	nlo, nhi, _ := s.Symbols.numbers()
	for _, pos := range size.Cells() {
		if v := g.At(pos); v >= nlo && v <= nhi && v > g.Most() {
			return fmt.Errorf("the %d at %s is more than %d, the most a cell of a %dx%d board holds", v, puzzles.CellName(pos), g.Most(), size.Cols, size.Rows)
		}
	}
	return nil
}

// EdgeType is the puzzles.Type of an EdgeSpec.
type EdgeType[P EdgeInstance] struct {
	Type[P]
	edge *EdgeSpec[P]
}

// Type returns the puzzles.Type the spec declares (a puzzles.Generator
// too when Generator is set).
func (s *EdgeSpec[P]) Type() puzzles.Type {
	t := EdgeType[P]{Type[P]{&s.Spec}, s}
	if s.Generator != nil {
		return edgeGenerating[P]{t}
	}
	return t
}

// Parse implements puzzles.Type.
func (t EdgeType[P]) Parse(text string) (puzzles.Instance, error) {
	return puzzles.Guard(text, t.edge.Parse)
}

// New implements puzzles.Type.
func (t EdgeType[P]) New(rows, cols int) (puzzles.Instance, error) {
	return puzzles.Wrap(t.edge.New(rows, cols))
}

// Detect implements puzzles.Type: a header naming the type, or one of its
// URLs or game IDs that reads.
func (t EdgeType[P]) Detect(text string) bool { return t.edge.edgeForms().Detect(text) }

// Edges returns the type's declaration.
func (t EdgeType[P]) Edges() *EdgeSpec[P] { return t.edge }

// edgeGenerating is the Type of an EdgeSpec with a generator.
type edgeGenerating[P EdgeInstance] struct{ EdgeType[P] }

// Generate implements puzzles.Generator.
func (t edgeGenerating[P]) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return t.edge.Generator(t.edge, o)
}

// Puzzle returns the puzzle of cells and edges e (for generators and
// tests): they must be of one size, as a parsed puzzle's are.
func (s *EdgeSpec[P]) Puzzle(cells [][]int, e Edges) P {
	p, _ := s.wrapEdges(cells, e, nil)
	return p
}
