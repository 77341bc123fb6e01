package cellgrid

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestFramedSize: the board inside the frame, a frame too small and a
// board too large refused, the latter at the frame's first line.
func TestFramedSize(t *testing.T) {
	frame := func(rows, cols int) [][]int {
		out := make([][]int, rows)
		for r := range out {
			out[r] = slices.Repeat([]int{r + 7}, cols) // a place's line: 7 for the first row
		}
		return out
	}
	line := func(n int) int { return n }
	if size, err := FramedSize(frame(4, 5), line, "short"); err != nil || size != (grid.Size{Rows: 2, Cols: 3}) {
		t.Errorf("FramedSize(4x5 frame) = %v, %v; want 2x3", size, err)
	}
	for _, f := range [][][]int{nil, frame(2, 5), frame(5, 2)} {
		if _, err := FramedSize(f, line, "too small"); err == nil || !strings.Contains(err.Error(), "too small") {
			t.Errorf("FramedSize(%d rows) = %v, want the error too small", len(f), err)
		}
	}
	_, err := FramedSize(frame(3, 1000), line, "short")
	var pe *puzzles.ParseError
	if !errors.As(err, &pe) || pe.Line != 7 {
		t.Errorf("FramedSize(a board too wide) = %v, want an error at line 7", err)
	}
}

// TestSetCounts: every line counts the cells in it, the old counts gone.
func TestSetCounts(t *testing.T) {
	c := Counts{Rows: []int{5, NoCount}, Cols: []int{1, 2, 3}}
	c.SetCounts(slices.Values([]grid.Pos{{R: 0, C: 0}, {R: 0, C: 2}, {R: 1, C: 2}}))
	if !reflect.DeepEqual(c.Rows, []int{2, 1}) || !reflect.DeepEqual(c.Cols, []int{1, 0, 2}) {
		t.Errorf("SetCounts: rows %v, columns %v; want [2 1] and [1 0 2]", c.Rows, c.Cols)
	}
}

// TestCountedShading: each clue counts the shaded cells of its own
// cells; the first that does not is the error, with its count.
func TestCountedShading(t *testing.T) {
	g := Grid{Board: puzzles.Board[int]{Cells: [][]int{{1, 0, 0}, {0, 0, 2}}}}
	size := g.Size()
	around := func(at grid.Pos) []grid.Pos { return size.Neighbours(at, grid.Orthogonal) }
	wrong := func(at grid.Pos, n int) error { return fmt.Errorf("%v counts %d", at, n) }
	check := func(rows ...string) ([][]bool, error) {
		return g.CountedShading(&Shading{Grid: rows}, "test", size, func(v int) bool { return v > 0 }, around, wrong)
	}
	if sh, err := check(".##", ".#."); err != nil || !sh[0][1] || sh[0][0] {
		t.Errorf("a good shading: %v, %v", sh, err)
	}
	for _, c := range []struct {
		rows [2]string
		want string
	}{
		{[2]string{".#.", ".#."}, "r2c3 counts 1"}, // the 2 sees one shaded cell
		{[2]string{"..#", ".#."}, "r1c1 counts 0"}, // the 1 none, and is first
	} {
		if _, err := check(c.rows[0], c.rows[1]); err == nil || err.Error() != c.want {
			t.Errorf("%q: %v, want %s", c.rows, err, c.want)
		}
	}
	if _, err := check(".#"); err == nil {
		t.Errorf("a shading of the wrong size is accepted")
	}
}

// TestCheckRegionAnswer: each region's cells are checked in the order of
// the ids, the first error returned; without a check, the regions.
func TestCheckRegionAnswer(t *testing.T) {
	g := Grid{Board: puzzles.Board[int]{Cells: [][]int{{0, 0, 0}, {0, 0, 0}}}}
	ans := &RegionGrid{Regions: [][]int{{1, 1, 0}, {2, 2, 0}}}
	var seen [][]grid.Pos
	part, err := g.CheckRegionAnswer(ans, "test", func(cells []grid.Pos) error {
		seen = append(seen, cells)
		return nil
	})
	want := [][]grid.Pos{{{R: 0, C: 2}, {R: 1, C: 2}}, {{R: 0, C: 0}, {R: 0, C: 1}}, {{R: 1, C: 0}, {R: 1, C: 1}}}
	if err != nil || !reflect.DeepEqual(seen, want) || part.Of(grid.Pos{R: 1, C: 1}) != 2 {
		t.Errorf("checked %v (err %v), want %v", seen, err, want)
	}
	stop := errors.New("stop")
	calls := 0
	if _, err := g.CheckRegionAnswer(ans, "test", func([]grid.Pos) error { calls++; return stop }); err != stop || calls != 1 {
		t.Errorf("a failing check: %v after %d calls, want stop after 1", err, calls)
	}
	if _, err := g.CheckRegionAnswer(&RegionGrid{Regions: [][]int{{0, 0, 0}}}, "test", nil); err == nil {
		t.Errorf("an answer of the wrong size is accepted")
	}
}
