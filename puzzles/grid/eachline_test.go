package grid

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

func TestEachLine(t *testing.T) {
	var got []string
	visit := func(p, q [2]int, drawn bool) error {
		got = append(got, fmt.Sprint(p, q, drawn))
		return nil
	}
	paths := [][][2]int{{{0, 0}, {0, 1}, {1, 1}}, {{2, 2}}}
	lines := [][2][2]int{{{3, 0}, {3, 1}}}
	off := [][2][2]int{{{4, 4}, {4, 5}}}
	if err := EachLine(paths, lines, off, visit); err != nil {
		t.Fatal(err)
	}
	want := []string{"[0 0] [0 1] true", "[0 1] [1 1] true", "[3 0] [3 1] true", "[4 4] [4 5] false"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("EachLine visited %q, want %q", got, want)
	}
	stop := errors.New("stop")
	n := 0
	err := EachLine(paths, lines, off, func(p, q [2]int, drawn bool) error {
		if n++; n == 2 {
			return stop
		}
		return nil
	})
	if err != stop || n != 2 {
		t.Errorf("EachLine after an error: %v after %d visits, want stop after 2", err, n)
	}
}
