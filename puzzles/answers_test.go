package puzzles

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
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
	pic := CellPicture(grid.Size{Rows: 2, Cols: 3}, cells, '*', func(pos grid.Pos) byte { return "#."[pos.C%2] })
	if want := []string{"#*#", "*.#"}; !reflect.DeepEqual(pic, want) {
		t.Errorf("CellPicture = %q, want %q", pic, want)
	}
	if got := CellsText(pic, cells); got != "#*#\n*.#\n" {
		t.Errorf("CellsText with a picture = %q", got)
	}
	if got := CellsText(nil, cells); got != "0,1 1,0\n" {
		t.Errorf("CellsText without a picture = %q", got)
	}
}

func TestPictureRows(t *testing.T) {
	got := PictureRows([][]byte{[]byte("+-+  "), []byte("   ")})
	if want := []string{"+-+", ""}; !reflect.DeepEqual(got, want) {
		t.Errorf("PictureRows = %q, want %q", got, want)
	}
	if got := Lines([]string{"ab", "c"}); got != "ab\nc\n" {
		t.Errorf("Lines = %q", got)
	}
}

func TestPartialValues(t *testing.T) {
	five := 5
	a := &PartialNumbers{Grid: [][]*int{{nil, &five}, {&five}}}
	if got, want := a.Values(), [][]int{{0, 5}, {5}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Values = %v, want %v", got, want)
	}
}

func TestPartialMarks(t *testing.T) {
	cells := []grid.Pos{{R: 0, C: 0}, {R: 0, C: 1}, {R: 0, C: 2}}
	lits := map[grid.Pos]sat.Lit{cells[0]: 1, cells[1]: 2, cells[2]: sat.False}
	lit := func(pos grid.Pos) sat.Lit { return lits[pos] }
	some := func(l sat.Lit) (bool, bool) { return l == 1, l == 1 }
	on, off := PartialMarks(cells, lit, some)
	if !reflect.DeepEqual(on, [][2]int{{0, 0}}) || !reflect.DeepEqual(off, [][2]int{{0, 2}}) {
		t.Errorf("with a cell not known: on %v, off %v", on, off)
	}
	all := func(l sat.Lit) (bool, bool) { return l == 1, true }
	if on, off := PartialMarks(cells, lit, all); !reflect.DeepEqual(on, [][2]int{{0, 0}}) || off != nil {
		t.Errorf("with every cell known: on %v, off %v", on, off)
	}
}
