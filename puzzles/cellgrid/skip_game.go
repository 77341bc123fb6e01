package cellgrid

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// SkipGame is a Tatham game ID "WxH[params]:DESC" whose DESC is a
// SkipRun of the cells (Unruly's), also behind a URL ending in
// "PAGE.html#" (for Own.Forms).
type SkipGame[P Instance] struct {
	Page   string // the game's page: "unruly"
	Run    SkipRun
	Params []tatham.Param
	// Read reads the parameters into the puzzle, or refuses them; Write
	// writes what an ID says after its size ("u").
	Read  func(p P, params tatham.Params) error
	Write func(p P) string
}

// Forms is the game ID among the type's forms.
func (g *SkipGame[P]) Forms(s *Spec[P]) []formats.Form[P] {
	is, parse := puzzles.Unwrapped(g.find, func(id string) (P, error) { return g.parse(s, id) })
	return []formats.Form[P]{{Is: is, Parse: parse}}
}

// find returns t without a URL prefix when it has the shape of a game ID:
// digits, then parameters, a colon and the run's letters.
func (g *SkipGame[P]) find(t string) (string, bool) {
	if i := strings.LastIndex(t, "#"); i >= 0 && strings.Contains(t[:i], g.Page) {
		t = t[i+1:]
	}
	params, desc, ok := strings.Cut(t, ":")
	if !ok || params == "" || params[0] < '0' || params[0] > '9' || desc == "" {
		return "", false
	}
	for _, ch := range desc {
		if _, _, ok := g.Run.letter(ch); !ok {
			return "", false
		}
	}
	return t, true
}

// parse reads the ID.
func (g *SkipGame[P]) parse(s *Spec[P], id string) (P, error) {
	var zero P
	params, desc, _ := strings.Cut(id, ":")
	size, err := tatham.ReadParams(params, g.Params...)
	if err != nil {
		return zero, err
	}
	blank, _ := puzzles.NewGrid(size.H, size.W, s.Blank)
	p := s.Wrap(blank)
	if err := g.Read(p, size); err != nil {
		return zero, puzzles.Errorf(0, 0, "game ID parameters %q: %v", params, err)
	}
	cells, err := g.Run.Read(desc, size.H, size.W)
	if err != nil {
		return zero, err
	}
	copy(p.grid().Cells, cells)
	return p, nil
}

// ID is p's game ID.
func (g *SkipGame[P]) ID(p P) []puzzles.Written {
	size := p.grid().Size()
	id := fmt.Sprintf("%dx%d%s:%s", size.Cols, size.Rows, g.Write(p), g.Run.Write(p.grid().Cells))
	return []puzzles.Written{{Form: puzzles.GameIDForm, Text: id}}
}
