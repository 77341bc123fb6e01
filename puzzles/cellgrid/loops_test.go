package cellgrid_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
)

// square is the loop around the four cells of a 2x2 board's centres.
var square = [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}

func TestLoopText(t *testing.T) {
	a := &cellgrid.Loop{Loop: square}
	if got := a.Text(); got != "loop 0,0 0,1 1,1 1,0\n" {
		t.Errorf("Text without a picture = %q", got)
	}
	a.Grid = []string{"o-o", "| |", "o-o"}
	js, _ := json.Marshal(a)
	var back cellgrid.Loop
	if err := json.Unmarshal(js, &back); err != nil || back.Text() != "o-o\n| |\no-o\n" || string(js) != `{"loop":[[0,0],[0,1],[1,1],[1,0]],"grid":["o-o","| |","o-o"]}` {
		t.Errorf("read back from %s: %q, %v", js, back.Text(), err)
	}
	if len(a.Links()) != 4 || !a.Turns(0) || !a.Turns(-1) || !a.Turns(5) {
		t.Errorf("Links %v; the square turns at every corner", a.Links())
	}
}

// TestLoopVars reads the one loop of a 2x2 board's centres, whole and
// partly known, and of a 1x1 board's corners.
func TestLoopVars(t *testing.T) {
	p, _ := masyu.New(2, 2)
	l := p.LoopVars(sat.NewModel(), cellgrid.Centres)
	all := func(sat.Lit) (bool, bool) { return true, true }
	if a := l.DecodePartial(all).(*cellgrid.Loop); len(l.Vars()) != 4 || !reflect.DeepEqual(a.Loop, square) || a.Text() != "o-o\n| |\no-o\n" {
		t.Errorf("%d lines, all known: %+v", len(l.Vars()), a)
	}
	if l.Edge(grid.Pos{R: 0, C: 1}, grid.Right) != sat.False || len(l.Sides(grid.Pos{})) != 2 {
		t.Error("lines off the board are not sat.False")
	}
	first := l.Lines.Lits[0]
	loop, lines, off := l.Read(func(x sat.Lit) (bool, bool) { return x == first, x == first || x == l.Lines.Lits[1] })
	if len(loop) != 0 || len(lines) != 1 || len(off) != 1 {
		t.Errorf("two known: %v %v %v, want one line drawn and one absent", loop, lines, off)
	}
	q, _ := slitherlink.Parse("#slitherlink\n3\n")
	c := q.LoopVars(sat.NewModel(), cellgrid.Corners)
	if a := c.DecodePartial(all); len(c.Sides(grid.Pos{})) != 4 || a.Text() != "+-+\n|3|\n+-+\n" {
		t.Errorf("1x1 corners: %q", a.Text())
	}
}

func TestCheckLoopAndDiff(t *testing.T) {
	p, _ := masyu.New(2, 2)
	a, at, err := p.CheckLoop(&cellgrid.Loop{Loop: square}, cellgrid.Centres)
	if err != nil || a == nil || at[[2]int{1, 1}] != 2 {
		t.Errorf("CheckLoop = %v, %v, %v", a, at, err)
	}
	if _, _, err := p.CheckLoop(&puzzles.Picture{}, cellgrid.Centres); err == nil || err.Error() != "not a masyu answer" {
		t.Errorf("another answer: %v", err)
	}
	partial := &cellgrid.Loop{Loop: [][2]int{}, Lines: [][2][2]int{{{0, 0}, {0, 1}}}}
	if _, _, err := p.CheckLoop(partial, cellgrid.Centres); err == nil {
		t.Error("a partial answer passes")
	}
	if got, want := p.DiffLoops(&cellgrid.Loop{Loop: square}, partial, cellgrid.Centres), []puzzles.Target{{}, {R: 0, C: 1}, {R: 1, C: 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("DiffLoops = %v, want %v", got, want)
	}
}

func TestLoopDraw(t *testing.T) {
	var s draw.Scene
	(&cellgrid.Loop{Loop: square, Off: [][2][2]int{{{1, 1}, {1, 2}}}}).Draw(&s, cellgrid.Centres)
	if len(s.Items) != 5 || s.Items[0].Points[0] != 0.5 || s.Items[4].Text != "×" || s.Items[4].X != 2 {
		t.Errorf("Draw = %+v", s.Items)
	}
}
