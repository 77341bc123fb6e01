package puzzles

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func TestPictureCells(t *testing.T) {
	size := grid.Size{Rows: 2, Cols: 3}
	got, err := (&Picture{Grid: []string{"#..", ".##"}}).Cells(size, '#', '.')
	want := [][]bool{{true, false, false}, {false, true, true}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Cells = %v, %v; want %v", got, err, want)
	}
	for msg, rows := range map[string][]string{
		"the answer has 1 rows, the board 2":            {"#.."},
		"row 1 of the answer has 2 cells, the board 3":  {"#..", ".#"},
		"cell 0,1 of the answer is '?', not '#' or '.'": {"#?.", "..."},
	} {
		if _, err := (&Picture{Grid: rows}).Cells(size, '#', '.'); err == nil || err.Error() != msg {
			t.Errorf("Cells(%q) error = %v, want %q", rows, err, msg)
		}
	}
}

func TestDiffPictures(t *testing.T) {
	got := DiffPictures(&Picture{Grid: []string{"#.", ".#"}}, &Picture{Grid: []string{"#.", "##"}})
	if want := []Target{{R: 1, C: 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("DiffPictures = %v, want %v", got, want)
	}
	if got := DiffPictures(&Picture{Grid: []string{"#"}}, &Picture{Grid: []string{"#", "."}}); got != nil {
		t.Errorf("DiffPictures of different heights = %v, want nil", got)
	}
	if got := DiffPictures(&Picture{Grid: []string{"#"}}, other{}); got != nil {
		t.Errorf("DiffPictures with another answer = %v, want nil", got)
	}
}

func TestPictureText(t *testing.T) {
	if got := (&Picture{Grid: []string{"#.", ".#"}}).Text(); got != "#.\n.#\n" {
		t.Errorf("Text = %q", got)
	}
	if (&Picture{Grid: []string{"#.", ".#"}}).Partial() || !(&Picture{Grid: []string{"#?"}}).Partial() {
		t.Error("Partial wrong")
	}
}

func TestDecodePicture(t *testing.T) {
	known := func(l sat.Lit) (bool, bool) { return l == 1, l != 3 }
	a := DecodePicture([]sat.Lit{1, 2, sat.True, 3, sat.False, 2}, 3, known, '#', '.')
	if want := []string{"#.#", "?.."}; !reflect.DeepEqual(a.Grid, want) {
		t.Errorf("DecodePicture = %q, want %q", a.Grid, want)
	}
}

type other struct{}

func (other) Text() string { return "" }
