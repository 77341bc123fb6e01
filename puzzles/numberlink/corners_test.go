package numberlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestEndpointBeyond checks which turns the fill notouch encoding allows
// on a board with one pair, at its corner r5c5 and at r2c4.
func TestEndpointBeyond(t *testing.T) {
	p := mustParse(t, "#numberlink fill notouch\n.....\n...A.\n.....\n.....\n....A\n")
	e := &encoding{p: p}
	rd, dl, lu, ur := turns[0], turns[1], turns[2], turns[3]
	for _, tc := range []struct {
		r, c int
		turn [2]grid.Dir
		want bool
	}{
		{0, 0, rd, true},  // the main diagonal reaches r5c5
		{1, 1, rd, true},  // so does every cell on it
		{0, 1, rd, false}, // r2c3, r3c4, r4c5, then off the board
		{0, 2, rd, true},  // r2c4 at once
		{0, 4, dl, true},  // r2c4 again, down-left
		{2, 2, ur, true},  // up-right to r2c4
		{2, 2, lu, false}, // up-left to the corner r1c1 and off
		{3, 3, rd, true},  // r5c5
		{4, 3, ur, false}, // r4c5 is empty, then off the board
	} {
		got := e.endpointBeyond(grid.Pos{R: tc.r, C: tc.c}, tc.turn)
		if got != tc.want {
			t.Errorf("r%dc%d turn %v: endpoint beyond %v, want %v", tc.r+1, tc.c+1, tc.turn, got, tc.want)
		}
	}
}
