package puzzles

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

func TestReadPicture(t *testing.T) {
	size := grid.Size{Rows: 2, Cols: 3}
	got, err := ReadPicture([]string{"#..", ".##"}, size, '#', '.')
	want := [][]bool{{true, false, false}, {false, true, true}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("ReadPicture = %v, %v; want %v", got, err, want)
	}
	for msg, rows := range map[string][]string{
		"the answer has 1 rows, the board 2":            {"#.."},
		"row 1 of the answer has 2 cells, the board 3":  {"#..", ".#"},
		"cell 0,1 of the answer is '?', not '#' or '.'": {"#?.", "..."},
	} {
		if _, err := ReadPicture(rows, size, '#', '.'); err == nil || err.Error() != msg {
			t.Errorf("ReadPicture(%q) error = %v, want %q", rows, err, msg)
		}
	}
}

func TestDiffPictures(t *testing.T) {
	got := DiffPictures([]string{"#.", ".#"}, []string{"#.", "##"})
	if want := []Target{{R: 1, C: 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("DiffPictures = %v, want %v", got, want)
	}
	if got := DiffPictures([]string{"#"}, []string{"#", "."}); got != nil {
		t.Errorf("DiffPictures of different heights = %v, want nil", got)
	}
}

func TestPictureText(t *testing.T) {
	if got := PictureText([]string{"#.", ".#"}); got != "#.\n.#\n" {
		t.Errorf("PictureText = %q", got)
	}
	if IsPartial([]string{"#.", ".#"}) || !IsPartial([]string{"#?"}) {
		t.Error("IsPartial wrong")
	}
}

type diffAnswer struct{ n int }

func (*diffAnswer) Text() string { return "" }

type other struct{}

func (other) Text() string { return "" }

func TestDiffAnswers(t *testing.T) {
	diff := func(a, b *diffAnswer) []Target { return []Target{{R: a.n, C: b.n}} }
	if got := DiffAnswers(&diffAnswer{1}, &diffAnswer{2}, diff); !reflect.DeepEqual(got, []Target{{R: 1, C: 2}}) {
		t.Errorf("DiffAnswers = %v", got)
	}
	if got := DiffAnswers(&diffAnswer{1}, other{}, diff); got != nil {
		t.Errorf("DiffAnswers with another type's answer = %v, want nil", got)
	}
}
