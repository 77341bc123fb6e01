package cellgrid_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func shaded(rows ...string) *cellgrid.Shading { return &cellgrid.Shading{Grid: rows} }

func TestShadedJSONAndText(t *testing.T) {
	a := shaded("#.?", "..#")
	js, _ := json.Marshal(a)
	if string(js) != `{"grid":["#.?","..#"]}` {
		t.Errorf("JSON %s", js)
	}
	var back cellgrid.Shading
	if err := json.Unmarshal(js, &back); err != nil || back.Text() != "#.?\n..#\n" || !back.Partial() {
		t.Errorf("read back %q, %v", back.Text(), err)
	}
	if a.At(grid.Pos{R: 1, C: 2}) != '#' || a.At(grid.Pos{R: 0, C: 1}) != '.' || a.At(grid.Pos{R: 5, C: 0}) != 0 || (*cellgrid.Shading)(nil).At(grid.Pos{}) != 0 {
		t.Error("At")
	}
	if _, err := cellgrid.Shaded(a, "dots", grid.Size{Rows: 2, Cols: 3}); err == nil || err.Error() != "cell 0,2 of the answer is '?', not '#' or '.'" {
		t.Errorf("Shaded of a partial answer: %v", err)
	}
	sh, err := cellgrid.Shaded(shaded("#.", ".#"), "dots", grid.Size{Rows: 2, Cols: 2})
	if err != nil || fmt.Sprint(sh) != "[[true false] [false true]]" {
		t.Errorf("Shading %v, %v", sh, err)
	}
}

func TestGridShadeVars(t *testing.T) {
	p, _ := spec.Parse("#dots\n.1\n..\n")
	m := sat.NewModel()
	vars, dec := p.NewShadeVars(m, "shaded", func(v int) bool { return v == 0 })
	if len(vars) != 3 || len(dec.Vars()) != 3 || dec.Lits[1] != sat.False {
		t.Fatalf("vars %v, decoder %+v", vars, dec)
	}
	m.Unit(vars[grid.Pos{R: 0, C: 0}])
	m.Unit(vars[grid.Pos{R: 1, C: 1}].Not())
	known := func(l sat.Lit) (bool, bool) {
		switch l {
		case vars[grid.Pos{R: 0, C: 0}]:
			return true, true
		case vars[grid.Pos{R: 1, C: 1}]:
			return false, true
		}
		return false, false
	}
	part := dec.DecodePartial(known).(*cellgrid.Shading)
	if part.Text() != "#.\n?.\n" {
		t.Errorf("partial %q", part.Text())
	}
	s := m.Solver()
	if !s.Solve() {
		t.Fatal("no solution")
	}
	if got := dec.Decode(s).Text(); got != "#.\n#.\n" && got != "#.\n..\n" {
		t.Errorf("decoded %q", got)
	}
}

func TestShadedSceneAndDiff(t *testing.T) {
	p, _ := spec.Parse("#dots\n.1\n..\n")
	count := func(s draw.Scene, colour string) (n int) {
		for _, it := range s.Items {
			if it.Fill == colour {
				n++
			}
		}
		return n
	}
	plain := p.ShadedScene(nil)
	whole := p.ShadedScene(shaded("##", ".."))
	if got := count(whole, draw.Solved) - count(plain, draw.Solved); got != 2 {
		t.Errorf("the whole answer fills %d cells, want 2", got)
	}
	if count(whole, draw.Background) <= count(plain, draw.Background) {
		t.Error("the clue on a shaded cell is not written in the background colour")
	}
	// a partial answer dots the blank cells known unshaded, not the clue
	part := p.ShadedScene(shaded("?.", ".?"))
	if got := len(part.Items) - len(plain.Items); got != 1 {
		t.Errorf("the partial answer adds %d items, want one dot", got)
	}
	if got := fmt.Sprint(p.DiffShaded(shaded("##", ".."), shaded("#.", ".#"))); got != "[{0 1 } {1 1 }]" {
		t.Errorf("DiffShaded %s", got)
	}
	if got := p.DiffShaded(shaded("#"), &cellgrid.Marks[names]{}); got != nil {
		t.Errorf("DiffShaded with another answer %v", got)
	}
}

// TestShadedSceneClips: an answer larger than the board (read from JSON)
// draws on the board's cells only.
func TestShadedSceneClips(t *testing.T) {
	p, _ := spec.Parse("#dots\n..\n")
	s := p.ShadedScene(shaded("###", "###"))
	for _, it := range s.Items {
		if it.Fill == draw.Solved && (it.X >= 2 || it.Y >= 1) {
			t.Errorf("filled %+v off the 2x1 board", it)
		}
	}
}
