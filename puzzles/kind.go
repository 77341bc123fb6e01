package puzzles

import "strconv"

// This file holds the contract parts that several kinds of puzzle write
// alike: the clues of puzzles clued along their rows and columns (Tents'
// tent counts, a nonogram's runs), for Instance.Clues and Without.

// LineClues lists the clues of a puzzle clued along its lines: the rows'
// clues first, then the columns', leaving out the lines whose clue is not
// given. Row r's clue sits at Cell [r, rowCol] and reads "row R: " and its
// text; column c's sits at [colRow, c] and reads "column C: " and its text,
// where R and C count from 1 as people do (Cell counts from 0). rowCol
// must not be a column index, so that
// DropLines can tell the two apart.
func LineClues[T any](rows, cols []T, rowCol, colRow int, given func(T) bool, text func(T) string) []Clue {
	var out []Clue
	for r, v := range rows {
		if given(v) {
			out = append(out, Clue{Cell: [2]int{r, rowCol}, Value: "row " + strconv.Itoa(r+1) + ": " + text(v)})
		}
	}
	for c, v := range cols {
		if given(v) {
			out = append(out, Clue{Cell: [2]int{colRow, c}, Value: "column " + strconv.Itoa(c+1) + ": " + text(v)})
		}
	}
	return out
}

// DropLines is Instance.Without for the clues LineClues listed with the
// same rowCol: it sets the line of each clue numbered in drop (indexes
// into clues; others are ignored) to none in rows or cols, which the
// caller has copied.
func DropLines[T any](clues []Clue, drop []int, rowCol int, rows, cols []T, none T) {
	for _, i := range drop {
		if i < 0 || i >= len(clues) {
			continue
		}
		cell := clues[i].Cell
		if cell[1] == rowCol {
			rows[cell[0]] = none
		} else {
			cols[cell[1]] = none
		}
	}
}
