package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Own declares the parts of a type that the derived ones do not cover:
// a puzzle with state beyond its cells (line counts, a header's
// options), forms of its own, a size rule. Each field is optional; the
// type writes its own forms (String, Written) where it reads its own.
type Own[P Instance] struct {
	// Text reads the text form in place of the derived cell grid; the
	// derived one reads the header's words with Options.
	Text func(s *Spec[P], h textgrid.Header, lines []textgrid.Line) (P, error)
	// Options reads the words of the derived text's header ("unique",
	// "stars=2"); nil: the header has none.
	Options func(p P, words []string, line int) error
	// Forms are the forms that replace the derived puzz.link and game ID
	// forms.
	Forms func(s *Spec[P]) []formats.Form[P]
	// Expected says what an input should be ("a grid or a puzz.link
	// URL"); Usage the header's whole form ("#binairo unique").
	Expected, Usage string
	// Check refuses a puzzle that reads but breaks a rule of the type.
	Check func(p P) error
	// Keep copies the state beyond the cells from a puzzle to the one
	// that Edit or Without makes of its cells.
	Keep func(from, to P)
	// Size checks (and may adjust) the size of a new board.
	Size func(rows, cols int) (int, int, error)
	// Params reads a game ID's parameters into its puzzle (the ones of
	// the rules, such as Bridges' "m3L"); GameParams writes them, what
	// the puzzle's game ID says after its size in place of
	// GameForm.Write.
	Params     func(p P, params tatham.Params) error
	GameParams func(p P) string

	// board completes a new zero puzzle, its grid set, with the state
	// that a rule's Own adds (regions, counts, clue strips): what a nil
	// Spec.Make leaves to RegionOwn, CountedOwn and EdgeOwn.
	board func(p P, g Grid)
}

// Wrap returns the type's puzzle of cells.
func (s *Spec[P]) Wrap(cells [][]int) P {
	p, _ := s.wrap(cells, nil)
	return p
}

// adapt lets the spec's Own change the derived formats.
func (s *Spec[P]) adapt(set *formats.Set[P]) {
	o := s.Own
	if o == nil {
		return
	}
	if o.Text != nil {
		set.Text = func(h textgrid.Header, lines []textgrid.Line) (P, error) { return o.Text(s, h, lines) }
	} else {
		cells := set.Text
		set.Text = func(h textgrid.Header, lines []textgrid.Line) (P, error) {
			p, err := cells(h, lines)
			if err == nil && (o.Options != nil || len(h.Words) > 0) {
				err = s.options(p, h)
			}
			return p, err
		}
	}
	if o.Forms != nil {
		set.Forms = o.Forms(s)
	}
	if o.Expected != "" {
		set.Expected = o.Expected
	}
	set.Usage, set.Check = o.Usage, o.Check
}

// options reads the header's words of the derived text.
func (s *Spec[P]) options(p P, h textgrid.Header) error {
	if s.Own.Options == nil {
		return puzzles.Errorf(h.Line, 0, "unknown header word %q", h.Words[0])
	}
	return s.Own.Options(p, h.Words, h.Line)
}

// size checks the size of a new board.
func (s *Spec[P]) size(rows, cols int) (int, int, error) {
	if s.Own == nil || s.Own.Size == nil {
		return rows, cols, nil
	}
	return s.Own.Size(rows, cols)
}

// keep makes the puzzle of cells edited from g's, with g's state beyond
// its cells: its counts, and what Own.Keep copies.
func (g Grid) keep(cells [][]int) puzzles.Instance {
	to := g.c.wrap(cells)
	keepCounts(g.self, to)
	keepRegions(g.self, to)
	if g.c.keep != nil {
		g.c.keep(g.self, to)
	}
	return to
}
