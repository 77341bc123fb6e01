package puzzles

import (
	"reflect"
	"strconv"
	"testing"
)

func TestGrids(t *testing.T) {
	g, err := NewGrid(2, 3, -1)
	if err != nil || !reflect.DeepEqual(g, [][]int{{-1, -1, -1}, {-1, -1, -1}}) {
		t.Fatalf("NewGrid = %v, %v", g, err)
	}
	if _, err := NewGrid(0, 3, 0); err == nil {
		t.Error("NewGrid(0, 3) passed")
	}
	g[0][1], g[1][2] = 4, 7
	h := CloneGrid(g)
	h[0][0] = 9
	if g[0][0] != -1 {
		t.Error("CloneGrid shares a row")
	}
	clues := GridClues(g, func(v int) string {
		if v < 0 {
			return ""
		}
		return strconv.Itoa(v)
	})
	if want := []Clue{{Cell: [2]int{0, 1}, Value: "4"}, {Cell: [2]int{1, 2}, Value: "7"}}; !reflect.DeepEqual(clues, want) {
		t.Errorf("GridClues = %v", clues)
	}
	if w := GridWithout(g, clues, []int{1, 5}, -1); !reflect.DeepEqual(w, [][]int{{-1, 4, -1}, {-1, -1, -1}}) || g[1][2] != 7 {
		t.Errorf("GridWithout = %v (g %v)", w, g)
	}
}
