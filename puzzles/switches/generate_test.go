package switches

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerateUnique: the default (6x6 Lights Out) is unique for the seeds
// whose 5x5 puzzles had two solutions, and the sizes whose crosses are not
// independent are refused with the count and sizes that work.
func TestGenerateUnique(t *testing.T) {
	for _, inst := range puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 1}, puzzles.GenerateOptions{Seed: 6}) {
		if p := inst.(*Puzzle); p.N() != 36 {
			t.Errorf("the default board has %d switches, want 6x6", p.N())
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 5, Cols: 5}:   "every 5x5 Lights Out puzzle with a solution has 4 (some sets of switches, pressed together, change nothing); sizes such as 6x6, 7x7, 8x8 have one",
		{Rows: 4, Cols: 4}:   "every 4x4 Lights Out puzzle with a solution has 16",
		{Rows: 9, Cols: 9}:   "has 256 (some sets of switches, pressed together, change nothing); sizes such as 8x8, 10x10, 12x12 have one",
		{Rows: 31, Cols: 30}: "at most 900 switches, not 930",
	})
}

// TestNullity: the known ranks of Lights Out boards and small matrices.
func TestNullity(t *testing.T) {
	for n, want := range map[int]int{1: 0, 2: 0, 3: 0, 4: 4, 5: 2, 6: 0, 9: 8, 11: 6, 16: 8, 17: 2, 19: 16} {
		p, _ := NewLightsOut(n, n)
		if got := nullity(p.Toggles, p.N()); got != want {
			t.Errorf("%dx%d Lights Out: nullity %d, want %d", n, n, got, want)
		}
	}
	for _, c := range []struct {
		toggles [][]int
		want    int
	}{
		{[][]int{{0}, {1}}, 0},
		{[][]int{{0, 1}, {0, 1}}, 1},
		{[][]int{{0, 1}, {1, 2}, {0, 2}}, 1},
		{[][]int{{}, {}}, 2},
		{[][]int{{0, 70}, {70}, {0}}, 1},
	} {
		if got := nullity(c.toggles, 71); got != c.want {
			t.Errorf("nullity(%v) = %d, want %d", c.toggles, got, c.want)
		}
	}
}
