// Package kakuro is Kakuro (Cross Sums): a board of clue cells and white
// cells. A clue cell may hold an across sum, for the run of white cells
// to its right, and a down sum, for the run below it. Fill each white
// cell with a digit 1 to 9 so that no run holds a digit twice and each
// run adds up to its sum (a run without a sum only has different
// digits).
//
// # Formats
//
// The text grid is a "#kakuro" header (or "#crosssums"; it takes no
// options), then a line a row, its cells separated by spaces: '.' a
// white cell, '#' a clue cell without sums, and a clue cell with sums
// DOWN\ACROSS as the diagonal splits it: 16\7 (down 16, across 7), 16\
// (down only), \7 (across only). A sum is 1 to 45.
//
//	#kakuro
//	 #  4\ 3\
//	\3   .  .
//	\4   .  .
//
// The puzz.link URL (pzprjs's kakuro.js; "https://puzz.link/p?kakuro/
// COLS/ROWS/BODY") gives the board without its top row and left column,
// which must be clue cells: the inner cells in reading order, 'k'–'z' a
// run of 1 to 16 white cells, '.' a clue cell without sums, else two
// characters, a clue cell's down then across sum; then the down sums of
// the top row's cells that stand above a white cell, then the across sums
// of the left column's cells beside one. A sum is one character: '0'–'9',
// 'a'–'j' for 10–19, 'A'–'Z' for 20–45, '-' (or '0') for none. A board
// whose top row or left column has a white cell, or a sum the URL has no
// place for, writes no URL.
//
// # Answer
//
// The digits, {"grid": [[0, 0, 0], [0, 1, 3], ...]}, 0 in clue cells; a
// partial answer has null in the white cells it does not know. Its text
// writes '#' for a clue cell.
//
// # Encoding
//
// An integer 1 to 9 per white cell (one-hot and order literals, a fixed
// 0 in clue cells). Each run's digits are all different. A run with a
// sum takes one of the sets of different digits that add up to it: a
// selector per set, exactly one chosen, the chosen set's digits each in
// some cell of the run and no other digit in any (stronger than a
// pseudo-boolean sum: noqx's 15x15 solves 7 times faster). A sum no set
// of the run's length makes (or with no white cell after it) is
// impossible before search. Check is the same rules in plain Go over the
// runs.
//
// # Editing
//
// Select a cell: the digits type its down sum (it becomes a clue cell;
// 1 then 6 is 16, up to 45), Across (`\`) turns the digits to its across
// sum, as the text writes it: 1, 6, Across, 7 enters 16\7 (Across again
// turns them back); Backspace takes the last digit of the sum being
// typed away; Clue ('#') makes a clue cell without sums and Delete ('.')
// a white cell.
//
// # Generator
//
// Generate (default 7x7, sizes counting the clue row and column) lays
// clue cells at random where every run keeps 2 to 9 cells, fills the
// white cells with random digits (backtracking) and writes their sums;
// while the puzzle has two solutions it changes a digit where they
// differ (to one its runs lack, preferring 1 and 9, whose sums have
// fewer sets) or makes that cell a clue cell, and keeps the first unique
// puzzle of up to 50 boards.
package kakuro
