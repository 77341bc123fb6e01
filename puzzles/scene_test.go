package puzzles_test

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

func TestGridScene(t *testing.T) {
	b, _ := puzzles.NewBoard(2, 3, 0)
	want := draw.Scene{W: 3, H: 2}
	want.Grid(2, 3)
	if got := b.GridScene(); !reflect.DeepEqual(got, want) {
		t.Errorf("GridScene of a 2x3 board = %+v, want %+v", got, want)
	}
}

func TestDrawClues(t *testing.T) {
	b := puzzles.Board[int]{Cells: [][]int{{0, 3}, {12, 0}}}
	var got, want draw.Scene
	puzzles.DrawClues(&got, b.ClueList(puzzles.PositiveClue), draw.Ink, true)
	want.CellText(0, 1, "3", draw.Ink, true)
	want.CellText(1, 0, "12", draw.Ink, true)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("DrawClues = %+v, want %+v", got.Items, want.Items)
	}
}
