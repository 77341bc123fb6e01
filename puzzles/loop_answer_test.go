package puzzles

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// square is the loop around the four cells of a 2x2 board's centres.
var square = [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}

func TestLoopAnswerText(t *testing.T) {
	a := &LoopAnswer{Loop: square}
	if got := a.Text(); got != "loop 0,0 0,1 1,1 1,0\n" {
		t.Errorf("Text without a picture = %q", got)
	}
	a.Grid = []string{"o-o", "| |", "o-o"}
	js, _ := json.Marshal(a)
	var back LoopAnswer
	if err := json.Unmarshal(js, &back); err != nil || back.Text() != "o-o\n| |\no-o\n" {
		t.Errorf("read back from %s: %q, %v", js, back.Text(), err)
	}
	if got := len(a.Links()); got != 4 {
		t.Errorf("Links has %d lines, want 4", got)
	}
}

func TestCheckLoopAnswer(t *testing.T) {
	a, at, err := CheckLoopAnswer(&LoopAnswer{Loop: square}, "masyu", 2, 2, "cell")
	if err != nil || a == nil || at[[2]int{1, 1}] != 2 {
		t.Errorf("CheckLoopAnswer = %v, %v, %v", a, at, err)
	}
	if _, _, err := CheckLoopAnswer(&Picture{}, "masyu", 2, 2, "cell"); err == nil || err.Error() != "not a masyu answer" {
		t.Errorf("another answer: %v", err)
	}
	partial := &LoopAnswer{Loop: [][2]int{}, Lines: [][2][2]int{{{0, 0}, {0, 1}}}}
	if _, _, err := CheckLoopAnswer(partial, "masyu", 2, 2, "cell"); err == nil {
		t.Error("a partial answer passes")
	}
}

func TestDiffLoops(t *testing.T) {
	right := func(pos grid.Pos) []grid.Link {
		return []grid.Link{grid.LinkOf([2]int{pos.R, pos.C}, [2]int{pos.R, pos.C + 1})}
	}
	x := &LoopAnswer{Loop: square}
	y := &LoopAnswer{Loop: [][2]int{}, Lines: [][2][2]int{{{0, 0}, {0, 1}}}}
	size := grid.Size{Rows: 2, Cols: 2}
	if got, want := DiffLoops(x, y, size, right), []Target{{R: 1, C: 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("DiffLoops = %v, want %v", got, want)
	}
}
