package cellgrid_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
)

// TestOtherLoop: a loop through all four pearls of a 2x3 board is the
// only one; without the pearls another loop fits.
func TestOtherLoop(t *testing.T) {
	loop := [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}}
	pearls, err := masyu.Parse("#masyu\n.W.\n.W.\n")
	if err != nil {
		t.Fatal(err)
	}
	if other, _, err := cellgrid.OtherLoop(pearls, loop); err != nil || other != nil {
		t.Errorf("OtherLoop on the unique puzzle = %v, %v; want nil, nil", other, err)
	}
	empty, _ := masyu.New(2, 3)
	other, work, err := cellgrid.OtherLoop(empty, loop)
	if err != nil || other == nil || work < 0 {
		t.Fatalf("OtherLoop on the empty board = %v, %d, %v; want another loop", other, work, err)
	}
	if got := other.(*masyu.Answer).Loop; len(got) != 4 {
		t.Errorf("the other loop %v, want a 2x2 square", got)
	}
	if _, _, err := cellgrid.OtherLoop(empty, [][2]int{{0, 0}, {1, 1}}); err == nil {
		t.Error("a loop stepping diagonally was accepted")
	}
	light, _ := lightup.New(2, 3)
	if _, _, err := cellgrid.OtherLoop(light, loop); err == nil {
		t.Error("a puzzle that is not a loop puzzle was accepted")
	}
}
