package cellgrid

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// PointGrid is the board of a type whose clues stand on the grid points,
// the corners of its cells (Slant): its Grid's Cells are the points,
// (rows+1) x (cols+1) of them on a board of rows x cols cells, so the
// text grid, the pad, Clues and Without are the Spec's over the points.
// The scene puts point r, c at the middle of a unit square (c+0.5,
// r+0.5), so a tap selects the nearest point (Grid's Hit, Box and Move);
// the cells are the squares between four points. A type's Spec uses
// PointOwn.
type PointGrid struct{ Grid }

// PointOwn returns the Own of a Spec whose puzzle embeds PointGrid: its
// URL and game ID hold rows x cols cells and the points around them
// (Spec.URL's codec over the points; Spec.Game's description of the
// points, a letter 'a'–'z' a run of blank points), and New(rows, cols)
// makes that many cells.
func PointOwn[P Instance]() *Own[P] {
	return &Own[P]{
		Forms: func(s *Spec[P]) []formats.Form[P] {
			var out []formats.Form[P]
			if s.URL != nil {
				out = append(out, pzl.Form(func(url string) (P, error) { return readPointURL(s, url) }, s.URL.Keys...))
			}
			if s.Game != nil {
				out = append(out, tatham.Form(func(id string) (P, error) { return readPointID(s, id) }, s.Game.Letters))
			}
			return out
		},
		Check: func(p P) error {
			if size := p.grid().Size(); size.Rows < 2 || size.Cols < 2 {
				return puzzles.Errorf(0, 0, "a board of %dx%d points has no cells between them: it needs at least 2x2", size.Cols, size.Rows)
			}
			return nil
		},
		Size: func(rows, cols int) (int, int, error) { return rows + 1, cols + 1, CheckPointCells(rows, cols) },
	}
}

// readPointURL reads a puzz.link URL of cols x rows cells whose body
// holds the points.
func readPointURL[P Instance](s *Spec[P], url string) (P, error) {
	var zero P
	u, err := pzl.Split(url, s.URL.Keys...)
	if err != nil {
		return zero, err
	}
	if err := CheckPointCells(u.Rows, u.Cols); err != nil {
		return zero, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	points, _ := puzzles.NewGrid(u.Rows+1, u.Cols+1, s.Blank)
	codes, err := s.URL.Codec.Decode(u.Body, len(points)*len(points[0]))
	if err == nil {
		err = pzl.Place(points, codes, s.urlValues().Cell)
	}
	return s.wrap(points, err)
}

// readPointID reads a game ID "WxH[params]:DESC" whose description is the
// (W+1) x (H+1) points.
func readPointID[P Instance](s *Spec[P], id string) (P, error) {
	params, desc, _ := strings.Cut(id, ":")
	p, err := tatham.ReadParams(params, s.Game.Params...)
	if err != nil {
		var zero P
		return zero, err
	}
	return s.wrap(tatham.Cells(desc, len(params)+2, p.W+1, p.H+1, s.Blank, s.Symbols.readGame))
}

// Size returns the size of the board in cells, one less each way than
// its points (the Grid's Size, which its own methods read).
func (g PointGrid) Size() grid.Size {
	size := g.Points()
	return grid.Size{Rows: size.Rows - 1, Cols: size.Cols - 1}
}

// Points returns the size of the board in grid points.
func (g PointGrid) Points() grid.Size { return g.Grid.Size() }

// Written implements puzzles.FormWriter: the puzz.link URL and the game
// ID of the cells, each when the type has the form and it can hold
// every point.
func (g PointGrid) Written() []puzzles.Written {
	var out []puzzles.Written
	size := g.Size()
	if points, ok := g.Grid.URL(); ok {
		if u, err := pzl.Split(points, g.c.url.Keys...); err == nil {
			out = append(out, puzzles.Written{Form: puzzles.URLForm, Text: pzl.Join(g.c.url.Keys[0], size.Cols, size.Rows, u.Body)})
		}
	}
	if _, ok := g.Grid.GameID(); ok {
		char := func(v int) byte { c, _ := g.c.symbols.gameChar(v); return c }
		id := tatham.ID(size.Cols, size.Rows, g.c.game.Write, tatham.Desc(g.Cells, g.c.blank, char))
		out = append(out, puzzles.Written{Form: puzzles.GameIDForm, Text: id})
	}
	return out
}

// CellKind is the target kind of a cell of a PointGrid (in Diff).
const CellKind = "cell"

// Box implements puzzles.Editable: a point's unit square around it, a
// cell's between its four corners.
func (g PointGrid) Box(t puzzles.Target) (x, y, w, h float64) {
	if t.Kind == CellKind {
		return float64(t.C) + 0.5, float64(t.R) + 0.5, 1, 1
	}
	return puzzles.CellBox(t)
}

// Point returns where point r, c stands in the scene.
func Point(r, c int) (x, y float64) { return float64(c) + 0.5, float64(r) + 0.5 }

// Scene draws the board: the lines between the cells, then over (when
// not nil; an answer's drawing, placed with Point), then each clue on its
// point as its symbol's Look says (a Circle with the clue in it).
func (g PointGrid) Scene(over func(s *draw.Scene)) draw.Scene {
	s := g.Board.Scene()
	size := g.Points()
	for r := range size.Rows {
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{0.5, float64(r) + 0.5, float64(size.Cols) - 0.5, float64(r) + 0.5}, Stroke: draw.Faint, Width: 0.02})
	}
	for c := range size.Cols {
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{float64(c) + 0.5, 0.5, float64(c) + 0.5, float64(size.Rows) - 0.5}, Stroke: draw.Faint, Width: 0.02})
	}
	if over != nil {
		over(&s)
	}
	for _, pos := range size.Cells() {
		sym, _ := g.c.symbols.ByValue(g.At(pos))
		if x, y := Point(pos.R, pos.C); sym.Look == Circle {
			s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.3, Fill: draw.Background, Stroke: draw.Ink, Width: 0.05})
			s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: sym.Clue, Size: 0.4, Fill: draw.Ink})
		} else if sym.Look != Plain {
			drawLook(&s, pos.R, pos.C, sym)
		}
	}
	return s
}
