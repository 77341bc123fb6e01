package puzzles_test

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestClueListExcept(t *testing.T) {
	b := puzzles.Board[byte]{Cells: [][]byte{{'.', '1'}, {'0', '.'}}}
	got := b.ClueListExcept('.', func(v byte) string { return "v" + string(v) })
	want := []puzzles.Clue{{Cell: [2]int{0, 1}, Value: "v1"}, {Cell: [2]int{1, 0}, Value: "v0"}}
	if !slices.Equal(got, want) {
		t.Errorf("ClueListExcept = %+v, want %+v", got, want)
	}
}
