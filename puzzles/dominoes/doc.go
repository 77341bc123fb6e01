// Package dominoes is domino placement: cover a layout of numbers with a
// full double-n set of dominoes (every pair a-b with 0 <= a <= b <= n,
// each exactly once) so that each domino lies on two adjacent cells showing
// its two numbers. Layouts may be irregular, with holes, and some dominoes
// may be given as clues. Simon Tatham's Dominosa is the rectangular case:
// the double-n set on an (n+2) x (n+1) board, no clues.
//
// # The seed format
//
// The format of the seed document ("Domino Placement from The Turing Tests"):
//
//	#dp 0-6 dp_001.txt TTT P7
//	xxxx66
//	xxx0421
//	x00116541
//	...
//	-
//	6-4,73-83
//
// The header names the set by its numbers, 0-n ("double-n" also works);
// the words after it are a note kept with the puzzle. Without a header the
// set goes up to the largest number in the layout. Each layout row has one
// character per cell: a digit, x (or X or .) for a hole, or [k] for a
// number k of 10 or more. Rows may be shorter than the longest: the missing
// cells at the end are holes. A row with spaces in it is read as tokens
// instead ("12 3 x 15"). The line "-" ends the layout; clue dominoes
// follow, separated by spaces or newlines, in one of two forms:
//
//	6-4,73-83     numbers 6 and 4 on squares 73 and 83 (square = row*10+column)
//	6-4@7,3-8,3   the same with row,column pairs, for layouts beyond 10x10
//
// The first cell shows the first number. Rows and columns count from 0 in
// the layout as written. String writes this format (trailing holes left
// out, clues in the seed's form where it reaches).
//
// # Dominosa game IDs
//
// Tatham's game IDs are read too: "6:" then the 8x7 board's 56 numbers row
// by row, one digit each, numbers of 10 or more written [k] (as in
// "15:7[14][12]3…"). Parameter letters after the number ("6dh:") are
// ignored, and a URL ending in "dominosa.html#6:…" works. GameID writes a
// rectangular puzzle back as an ID.
//
// # Solving
//
// Encode makes one variable per pair of adjacent cells. Each cell is in
// exactly one chosen pair, and each domino of the set lies on exactly one
// of the pairs showing its numbers; clues are units. Before that, Impossible
// reports layouts that cannot hold the set (the wrong number of cells, a
// number shown other than n+2 times, a cell with no neighbour, a domino
// whose numbers are never adjacent); an odd number of cells is an error.
// The answer, in JSON:
//
//	{"dominoes": [{"pips": [6, 4], "cells": [[7, 3], [8, 3]]}, ...]}
//
// lists the set in order (0-0, 0-1, ...), each domino's cells in reading
// order, cells[0] showing pips[0]; "grid" holds the picture Answer.Text
// prints, and a partial answer lists as "apart" the pairs of adjacent
// cells known not to share a domino.
//
// Generate makes Dominosa puzzles with a unique solution (random tiling,
// random assignment of the set, then SAT-guided repair of the assignment).
package dominoes
