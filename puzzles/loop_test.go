package puzzles

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestLoopLines reads the one loop of a 2x2 lattice, whole and partly known.
func TestLoopLines(t *testing.T) {
	m := sat.NewModel()
	l := CentreLoop(m, grid.Size{Rows: 2, Cols: 2}, loopAnswer)
	if len(l.Vars()) != 4 {
		t.Fatalf("%d line variables, want 4", len(l.Vars()))
	}
	loop, lines, off := l.Read(func(sat.Lit) (bool, bool) { return true, true })
	if want := [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}; !reflect.DeepEqual(loop, want) || lines != nil || off != nil {
		t.Errorf("all known: %v %v %v, want the loop %v", loop, lines, off, want)
	}
	if a := l.DecodePartial(func(sat.Lit) (bool, bool) { return true, true }); a.Text() != "0,0 0,1 1,1 1,0" {
		t.Errorf("DecodePartial = %q", a.Text())
	}
	first := l.Lines.Lits[0]
	loop, lines, off = l.Read(func(x sat.Lit) (bool, bool) { return x == first, x == first || x == l.Lines.Lits[1] })
	if len(loop) != 0 || len(lines) != 1 || len(off) != 1 {
		t.Errorf("two known: %v %v %v, want one line drawn and one absent", loop, lines, off)
	}
}

// TestCornerLoop: a 1x1 board's loop runs around its four corners.
func TestCornerLoop(t *testing.T) {
	l := CornerLoop(sat.NewModel(), grid.Size{Rows: 1, Cols: 1}, loopAnswer)
	if a := l.DecodePartial(func(sat.Lit) (bool, bool) { return true, true }); a.Text() != "0,0 0,1 1,1 1,0" {
		t.Errorf("DecodePartial = %q", a.Text())
	}
}

func TestDrawLoop(t *testing.T) {
	var s draw.Scene
	links := grid.Links([][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}, nil)
	DrawLoop(&s, links, [][2][2]int{{{1, 1}, {1, 2}}}, 0.5, 0.1)
	if len(s.Items) != 5 || s.Items[0].Points[0] != 0.5 || s.Items[4].Text != "×" || s.Items[4].X != 2 {
		t.Errorf("DrawLoop = %+v", s.Items)
	}
}

// loopText is an answer that is the text of a loop.
type loopText string

func (a loopText) Text() string { return string(a) }

func loopAnswer(loop [][2]int, lines, off [][2][2]int) Answer {
	var parts []string
	for _, pt := range loop {
		parts = append(parts, fmt.Sprintf("%d,%d", pt[0], pt[1]))
	}
	return loopText(strings.Join(parts, " "))
}
