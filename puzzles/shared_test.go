package puzzles

import (
	"reflect"
	"testing"
)

func TestCount(t *testing.T) {
	if got := Count([]int{4, 3, 3, 2, 3}, 3); got != 3 {
		t.Errorf("Count of 3 = %d, want 3", got)
	}
	if got := Count([]bool{true, false, true}, true); got != 2 {
		t.Errorf("Count of true = %d, want 2", got)
	}
	if got := Count[string](nil, ""); got != 0 {
		t.Errorf("Count of nothing = %d", got)
	}
	even := func(n int) bool { return n%2 == 0 }
	if got := CountFunc([]int{1, 2, 4, 7, 8}, even); got != 3 {
		t.Errorf("CountFunc(even) = %d, want 3", got)
	}
	if got := CountIn(map[string]bool{"a": true, "b": false}, "a", "b", "c", "a"); got != 2 {
		t.Errorf("CountIn = %d, want 2 (a twice)", got)
	}
}

func TestFullOrPartial(t *testing.T) {
	read := func(a Answer) ([][]int, bool) {
		return FullOrPartial(a, func(n *Numbers) [][]int { return n.Grid }, (*PartialNumbers).Values)
	}
	seven := 7
	cases := []struct {
		a    Answer
		want [][]int
		ok   bool
	}{
		{&Numbers{Grid: [][]int{{1, 2}}}, [][]int{{1, 2}}, true},
		{&PartialNumbers{Grid: [][]*int{{nil, &seven}}}, [][]int{{0, 7}}, true},
		{(*Numbers)(nil), nil, true},
		{(*PartialNumbers)(nil), nil, true},
		{&Picture{Grid: []string{"#"}}, nil, false},
		{nil, nil, false},
	}
	for _, c := range cases {
		got, ok := read(c.a)
		if ok != c.ok || !reflect.DeepEqual(got, c.want) {
			t.Errorf("FullOrPartial(%#v) = %v, %v; want %v, %v", c.a, got, ok, c.want, c.ok)
		}
	}
}

func TestKnownCells(t *testing.T) {
	g := [][]int{{-1, 3}, {0, -1}}
	ptr := KnownCells(g, -1)
	if ptr[0][0] != nil || ptr[1][1] != nil || *ptr[0][1] != 3 || *ptr[1][0] != 0 {
		t.Fatalf("KnownCells = %v", ptr)
	}
	if back := CellValues(ptr, -1); !reflect.DeepEqual(back, g) {
		t.Errorf("CellValues(KnownCells(g)) = %v, want %v", back, g)
	}
	if back := CellValues(ptr, 9); !reflect.DeepEqual(back, [][]int{{9, 3}, {0, 9}}) {
		t.Errorf("CellValues with unknown 9 = %v", back)
	}
}
