package puzzles

import (
	"fmt"
	"reflect"
	"strconv"
	"testing"
)

// countGiven reports whether a line count is given (-1 is not).
func countGiven(n int) bool { return n >= 0 }

func TestLineClues(t *testing.T) {
	tests := []struct {
		rows, cols     []int
		rowCol, colRow int
		want           []Clue
	}{
		{nil, nil, 3, 2, nil},
		{[]int{-1, -1}, []int{-1, -1, -1}, 3, 2, nil},
		{[]int{2, -1}, []int{-1, 0, 1}, 3, 2, []Clue{
			{Cell: [2]int{0, 3}, Value: "row 1: 2"},
			{Cell: [2]int{2, 1}, Value: "column 2: 0"},
			{Cell: [2]int{2, 2}, Value: "column 3: 1"},
		}},
		{[]int{-1, 4}, []int{5}, -1, -1, []Clue{
			{Cell: [2]int{1, -1}, Value: "row 2: 4"},
			{Cell: [2]int{-1, 0}, Value: "column 1: 5"},
		}},
	}
	for _, tt := range tests {
		got := LineClues(tt.rows, tt.cols, tt.rowCol, tt.colRow, countGiven, strconv.Itoa)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("LineClues(%v, %v, %d, %d) = %v, want %v", tt.rows, tt.cols, tt.rowCol, tt.colRow, got, tt.want)
		}
	}
}

func TestDropLines(t *testing.T) {
	rows, cols := []int{2, -1, 3}, []int{1, 0}
	clues := LineClues(rows, cols, 2, 3, countGiven, strconv.Itoa) // row 0, row 2, column 0, column 1
	tests := []struct {
		drop       []int
		rows, cols []int
	}{
		{nil, []int{2, -1, 3}, []int{1, 0}},
		{[]int{1}, []int{2, -1, -1}, []int{1, 0}},
		{[]int{0, 3}, []int{-1, -1, 3}, []int{1, -1}},
		{[]int{2, 2, -1, 4}, []int{2, -1, 3}, []int{-1, 0}},
		{[]int{0, 1, 2, 3}, []int{-1, -1, -1}, []int{-1, -1}},
	}
	for _, tt := range tests {
		r, c := append([]int(nil), rows...), append([]int(nil), cols...)
		DropLines(clues, tt.drop, 2, r, c, -1)
		if !reflect.DeepEqual(r, tt.rows) || !reflect.DeepEqual(c, tt.cols) {
			t.Errorf("DropLines(%v) = %v, %v, want %v, %v", tt.drop, r, c, tt.rows, tt.cols)
		}
	}
}

func ExampleLineClues() {
	rows, cols := []int{2, -1}, []int{-1, 1, 1}
	// Counts drawn right of the rows and below the columns, as Tents does.
	clues := LineClues(rows, cols, len(cols), len(rows), countGiven, strconv.Itoa)
	for _, c := range clues {
		fmt.Println(c.Cell, c.Value)
	}
	DropLines(clues, []int{1}, len(cols), rows, cols, -1)
	fmt.Println(rows, cols)
	// Output:
	// [0 3] row 1: 2
	// [2 1] column 2: 1
	// [2 2] column 3: 1
	// [2 -1] [-1 -1 1]
}
