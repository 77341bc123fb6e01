package cellgrid_test

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestOverfull: a clue larger than its room is impossible, named with
// its cell; one that fits is not.
func TestOverfull(t *testing.T) {
	d := mustParse(t, spec, "#dots\n3o\n1.\n")
	blank := func(v int) bool { return v == 0 }
	room := func(pos grid.Pos) int { return d.Count(d.Around(pos), blank) }
	if n := d.Count(d.Size().Cells(), blank); n != 1 {
		t.Errorf("Count of blank cells = %d, want 1", n)
	}
	clues := []grid.Pos{{R: 1, C: 0}, {R: 0, C: 0}}
	err := d.Overfull(clues, room, "blank neighbour", "blank neighbours")
	var imp *puzzles.Impossible
	if !errors.As(err, &imp) || imp.Reason != "the 3 at row 1, column 1 has only 0 blank neighbours" || imp.Cells[0] != [2]int{0, 0} {
		t.Errorf("Overfull = %v, want the 3 at row 1, column 1", err)
	}
	if err := d.Overfull(clues[:1], room, "blank neighbour", "blank neighbours"); err != nil {
		t.Errorf("Overfull of the 1 = %v, want nil", err)
	}
}
