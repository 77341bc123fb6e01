package puzzles

import (
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// board is the 2x3 board
//
//	1 . 2
//	. 3 .
//
// with 0 for an empty cell.
func board() Board[int] { return Board[int]{Cells: [][]int{{1, 0, 2}, {0, 3, 0}}} }

func TestNewBoard(t *testing.T) {
	b, err := NewBoard(2, 3, -1)
	if err != nil || !reflect.DeepEqual(b.Cells, [][]int{{-1, -1, -1}, {-1, -1, -1}}) {
		t.Errorf("NewBoard(2, 3, -1) = %v, %v", b.Cells, err)
	}
	for _, size := range [][2]int{{0, 3}, {3, 0}, {MaxSide + 1, 1}} {
		if _, err := NewBoard(size[0], size[1], 0); err == nil || !strings.Contains(err.Error(), "is outside") {
			t.Errorf("NewBoard(%d, %d): %v, want a size error", size[0], size[1], err)
		}
	}
}

func TestBoardCells(t *testing.T) {
	b := board()
	if got := b.Size(); got != (grid.Size{Rows: 2, Cols: 3}) {
		t.Errorf("Size = %v", got)
	}
	if got := (Board[int]{}).Size(); got != (grid.Size{}) {
		t.Errorf("Size of an empty board = %v", got)
	}
	for _, c := range []struct {
		pos  grid.Pos
		want int
	}{{grid.Pos{R: 0, C: 2}, 2}, {grid.Pos{R: 1, C: 1}, 3}, {grid.Pos{R: -1, C: 0}, 0}, {grid.Pos{R: 0, C: 3}, 0}, {grid.Pos{R: 2, C: 0}, 0}} {
		if got := b.At(c.pos); got != c.want {
			t.Errorf("At(%v) = %d, want %d", c.pos, got, c.want)
		}
	}
	for _, c := range []struct {
		t      Target
		want   grid.Pos
		wantOK bool
	}{
		{Target{R: 1, C: 2}, grid.Pos{R: 1, C: 2}, true},
		{Target{R: 1, C: 2, Kind: "row"}, grid.Pos{R: 1, C: 2}, false},
		{Target{R: 2, C: 0}, grid.Pos{R: 2, C: 0}, false},
		{Target{R: 0, C: -1}, grid.Pos{R: 0, C: -1}, false},
	} {
		if pos, ok := b.Cell(c.t); pos != c.want || ok != c.wantOK {
			t.Errorf("Cell(%v) = %v %v, want %v %v", c.t, pos, ok, c.want, c.wantOK)
		}
	}
}

func TestBoardCloneAndSet(t *testing.T) {
	b := board()
	c := b.Clone()
	c.Cells[0][0] = 9
	if b.Cells[0][0] != 1 {
		t.Error("Clone shares a row with the board")
	}
	for _, tc := range []struct {
		t       Target
		v       int
		changed bool
	}{
		{Target{R: 1, C: 0}, 5, true},
		{Target{R: 0, C: 0}, 1, false},            // already 1
		{Target{R: 5, C: 0}, 5, false},            // off the board
		{Target{R: 0, C: 0, Kind: "x"}, 5, false}, // not a cell
	} {
		next, changed := b.Set(tc.t, tc.v)
		if changed != tc.changed {
			t.Errorf("Set(%v, %d) changed %v, want %v", tc.t, tc.v, changed, tc.changed)
		}
		if !reflect.DeepEqual(b.Cells, board().Cells) {
			t.Fatalf("Set(%v, %d) changed its receiver: %v", tc.t, tc.v, b.Cells)
		}
		if !changed && &next.Cells[0][0] != &b.Cells[0][0] {
			t.Errorf("Set(%v, %d) changed nothing but copied the board", tc.t, tc.v)
		}
		if changed && next.At(grid.Pos{R: tc.t.R, C: tc.t.C}) != tc.v {
			t.Errorf("Set(%v, %d) gave %v", tc.t, tc.v, next.Cells)
		}
	}
}

// number is the clue text of a cell of board: its number, "" when empty.
func number(v int) string {
	if v == 0 {
		return ""
	}
	return string(rune('0' + v))
}

func TestBoardClues(t *testing.T) {
	b := board()
	clues := b.ClueList(number)
	want := []Clue{{Cell: [2]int{0, 0}, Value: "1"}, {Cell: [2]int{0, 2}, Value: "2"}, {Cell: [2]int{1, 1}, Value: "3"}}
	if !reflect.DeepEqual(clues, want) {
		t.Fatalf("ClueList = %v, want %v", clues, want)
	}
	for _, c := range []struct {
		drop []int
		want [][]int
	}{
		{nil, [][]int{{1, 0, 2}, {0, 3, 0}}},
		{[]int{0, 2}, [][]int{{0, 0, 2}, {0, 0, 0}}},
		{[]int{1, 7, -1}, [][]int{{1, 0, 0}, {0, 3, 0}}}, // indexes out of range are ignored
	} {
		if got := b.Dropped(clues, c.drop, 0); !reflect.DeepEqual(got.Cells, c.want) {
			t.Errorf("Dropped(%v) = %v, want %v", c.drop, got.Cells, c.want)
		}
	}
	if !reflect.DeepEqual(b.Cells, board().Cells) {
		t.Errorf("Dropped changed its receiver: %v", b.Cells)
	}
}

func TestBoardDiff(t *testing.T) {
	b := board()
	c, _ := b.Set(Target{R: 1, C: 2}, 7)
	c, _ = c.Set(Target{R: 0, C: 0}, 0)
	if got, want := DiffGrids(b.Cells, c.Cells), []Target{{R: 0, C: 0}, {R: 1, C: 2}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Diff = %v, want %v", got, want)
	}
	if got := DiffGrids(b.Cells, b.Clone().Cells); len(got) != 0 {
		t.Errorf("Diff of a copy = %v", got)
	}
}
