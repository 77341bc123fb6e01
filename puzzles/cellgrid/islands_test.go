package cellgrid

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestIslandVars: on a 2x3 board with a 2 at the top left and an island
// of any size at the bottom right, the model's solutions are the
// shadings that leave the numbers unshaded and that CheckIslands accepts
// (no other rule applies); numbers that cannot fit are refused before
// search.
func TestIslandVars(t *testing.T) {
	size := grid.Size{Rows: 2, Cols: 3}
	roots, sizes := []grid.Pos{{R: 0, C: 0}, {R: 1, C: 2}}, []int{2, 0}
	number := func(pos grid.Pos) (int, bool) {
		for i, r := range roots {
			if r == pos {
				return sizes[i], true
			}
		}
		return 0, false
	}
	want := 0
	for bits := range 1 << 6 {
		sh := [][]bool{make([]bool, 3), make([]bool, 3)}
		for _, pos := range size.Cells() {
			sh[pos.R][pos.C] = bits>>size.Index(pos)&1 == 1
		}
		if !sh[0][0] && !sh[1][2] && CheckIslands(sh, number) == nil {
			want++
		}
	}
	m := sat.NewModel()
	v, err := NewIslandVars(m, size, roots, sizes)
	if err != nil {
		t.Fatal(err)
	}
	s := m.Solver()
	got := 0
	for ; got <= want && s.Solve(); got++ {
		if rs := v.Refine(s.Value); len(rs) > 0 {
			for _, c := range rs {
				s.AddClause(c...)
			}
			got--
			continue
		}
		s.Block(v.Vars())
	}
	if got != want || want == 0 {
		t.Errorf("%d solutions, CheckIslands accepts %d shadings", got, want)
	}
	for text, c := range map[string]struct{ sizes []int }{
		"the numbers add up to 1 more cells than the board has": {[]int{4, 3}},
		"the 5 at row 1, column 1 can reach only 3 cells":       {[]int{5, 1}},
	} {
		var imp *puzzles.Impossible
		if _, err := NewIslandVars(sat.NewModel(), size, roots, c.sizes); !errors.As(err, &imp) || !strings.Contains(imp.Reason, text) {
			t.Errorf("sizes %v: %v, want %q", c.sizes, err, text)
		}
	}
}

// TestCheckIslands: an island without a number, with two, or of the
// wrong size is named.
func TestCheckIslands(t *testing.T) {
	number := func(pos grid.Pos) (int, bool) { return 2, pos.C%2 == 0 && pos.R == 0 }
	for want, row := range map[string][]bool{
		"the island at 0,1 has no number":              {true, false, true},
		"the numbers at 0,0 and 0,2 are on one island": {false, false, false},
		"the island of the 2 at 0,0 has 1 cells":       {false, true, false},
	} {
		if err := CheckIslands([][]bool{row}, number); err == nil || err.Error() != want {
			t.Errorf("%v: %v, want %q", row, err, want)
		}
	}
}
