package cellgrid

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestGlyphVars: a cell decodes as the glyph known true, as Rest when
// the others are known false, else '?'; the other cells are Fixed;
// entries name the glyphs; Diff compares runes.
func TestGlyphVars(t *testing.T) {
	glyphs := []Glyph{{'◣', "SW", "holds ◣"}, {'◤', "NW", "holds ◤"}, {'.', ".", "is empty"}}
	g := NewGlyphVars(sat.NewModel(), grid.Size{Rows: 1, Cols: 3}, []grid.Pos{{C: 0}, {C: 2}}, glyphs, '#', 2)
	l := g.Vars() // cell 0: ◣ ◤ . ; cell 2: ◣ ◤ .
	for _, c := range []struct {
		known map[int]bool
		want  string
	}{{nil, "?#?"}, {map[int]bool{0: true}, "◣#?"}, {map[int]bool{0: true, 4: true}, "◣#◤"},
		{map[int]bool{0: false, 1: false, 3: true}, ".#◣"}, {map[int]bool{1: true, 3: false, 4: false}, "◤#."}, {map[int]bool{2: true}, ".#?"}} {
		a := g.DecodePartial(func(x sat.Lit) (bool, bool) {
			for i, v := range c.known {
				if l[i] == x {
					return v, true
				}
			}
			return false, false
		}).(*puzzles.Picture)
		if a.Grid[0] != c.want {
			t.Errorf("knowing %v: %s, want %s", c.known, a.Grid[0], c.want)
		}
	}
	es, err := g.Entries(&puzzles.Picture{Grid: []string{"◤#."}})
	if err != nil || fmt.Sprintf("%s %v %s %s", es[0].Key(), es[0].Lit == l[1], es[1].Key(), es[1].Words) != "0,0,=NW true 0,2,=. Row 1, column 3 is empty" {
		t.Errorf("entries %+v (%v)", es, err)
	}
	if d := DiffGlyphs(&puzzles.Picture{Grid: []string{"◤#."}}, &puzzles.Picture{Grid: []string{"◣#."}}, g.Size); fmt.Sprint(d) != "[{0 0 }]" {
		t.Errorf("Diff %v", d)
	}
}
