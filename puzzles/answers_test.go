package puzzles

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

func TestAnswerAs(t *testing.T) {
	want := &Picture{Grid: []string{"#"}}
	if got, err := AnswerAs[*Picture](want, "nurikabe"); got != want || err != nil {
		t.Errorf("AnswerAs = %v, %v; want the answer itself", got, err)
	}
	for _, a := range []Answer{nil, (*Picture)(nil), other{}} {
		if _, err := AnswerAs[*Picture](a, "nurikabe"); err == nil || err.Error() != "not a nurikabe answer" {
			t.Errorf("AnswerAs(%#v) error = %v", a, err)
		}
	}
}

// points is an answer that lists points.
type points struct{ Loop [][2]int }

func (*points) Text() string { return "" }

func TestDiffAt(t *testing.T) {
	size := grid.Size{Rows: 2, Cols: 2}
	at := func(a *points) map[grid.Pos]int {
		out := map[grid.Pos]int{}
		for _, pt := range a.Loop {
			out[grid.Pos{R: pt[0], C: pt[1]}]++
		}
		return out
	}
	x := &points{Loop: [][2]int{{0, 0}, {1, 1}}}
	y := &points{Loop: [][2]int{{0, 0}, {0, 1}}}
	if got, want := DiffAt(x, y, size, at), []Target{{R: 0, C: 1}, {R: 1, C: 1}}; !reflect.DeepEqual(got, want) {
		t.Errorf("DiffAt = %v, want %v", got, want)
	}
	if got := DiffAt(x, other{}, size, at); got != nil {
		t.Errorf("DiffAt with another answer = %v, want nil", got)
	}
	if got := DiffAt(x, (*points)(nil), size, at); got != nil {
		t.Errorf("DiffAt with a nil answer = %v, want nil", got)
	}
}

func TestCells(t *testing.T) {
	cells := [][2]int{{0, 1}, {1, 0}}
	set := CellSet(cells)
	if want := map[grid.Pos]bool{{R: 0, C: 1}: true, {R: 1, C: 0}: true}; !reflect.DeepEqual(set, want) {
		t.Errorf("CellSet = %v", set)
	}
	if n := CountIn(set, grid.Pos{R: 0, C: 1}, grid.Pos{R: 1, C: 1}, grid.Pos{R: 1, C: 0}); n != 2 {
		t.Errorf("CountIn = %d, want 2", n)
	}
}

func TestPartialValues(t *testing.T) {
	five := 5
	a := &PartialNumbers{Grid: [][]*int{{nil, &five}, {&five}}}
	if got, want := a.Values(), [][]int{{0, 5}, {5}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Values = %v, want %v", got, want)
	}
}
