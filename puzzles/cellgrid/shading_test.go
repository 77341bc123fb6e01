package cellgrid_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func TestShadeVars(t *testing.T) {
	size := grid.Size{Rows: 1, Cols: 3}
	m := sat.NewModel()
	lits := append(cellgrid.NewVars(m, "shaded", size.Cells()[:2]).Of(size.Cells()), sat.True)
	v := cellgrid.NewShadeVars(size, lits)
	if len(v.Vars()) != 2 || v.At(grid.Pos{C: 2}) != sat.True || len(v.Connected(false).Active) != 3 {
		t.Errorf("vars %v", v.Vars())
	}
	a := v.DecodePartial(func(l sat.Lit) (bool, bool) { return true, l == lits[0] }).(*cellgrid.Shading)
	if a.Text() != "#?#\n" {
		t.Errorf("partial %q", a.Text())
	}
	var s draw.Scene
	cellgrid.DrawShading(&s, &cellgrid.Shading{Grid: []string{"#.?"}}, size, func(grid.Pos) bool { return true })
	if len(s.Items) != 2 {
		t.Errorf("drawn %+v", s.Items)
	}
}

func TestCheckShading(t *testing.T) {
	sh, err := cellgrid.Shaded(&cellgrid.Shading{Grid: []string{"##.", "##."}}, "nurikabe", grid.Size{Rows: 2, Cols: 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := cellgrid.CheckBlocks(sh, nil); err == nil || err.Error() != "the 2x2 block at 0,0 is all shaded" {
		t.Errorf("CheckBlocks = %v", err)
	}
	if _, n := cellgrid.Regions(sh, false); n != 1 {
		t.Errorf("%d unshaded regions, want 1", n)
	}
	if _, err := cellgrid.Shaded(&cellgrid.Loop{}, "nurikabe", grid.Size{Rows: 2, Cols: 3}); err == nil {
		t.Error("a loop is a shading")
	}
}
