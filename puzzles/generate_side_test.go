package puzzles_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestGenerateOptionsSide(t *testing.T) {
	if got := (puzzles.GenerateOptions{}).Side(9); got != 9 {
		t.Errorf("Side of no rows = %d, want the default 9", got)
	}
	if got := (puzzles.GenerateOptions{Rows: 4, Cols: 7}).Side(9); got != 4 {
		t.Errorf("Side of 4 rows = %d, want 4", got)
	}
}
