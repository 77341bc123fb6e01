// Package kropki is Kropki: fill an N x N board with the numbers 1 to N,
// each once in every row and column. A white dot between two neighbouring
// cells says that their numbers differ by 1, a black dot that one of them
// is twice the other; between two neighbours without a dot the numbers do
// neither (between 1 and 2, which do both, either dot may stand, and one
// must). Some numbers may be given. Boards are 1x1 to 20x20 (givens only
// up to 9x9).
//
// The rules are pzprjs's (src/variety/minarism.js, the kropki checks:
// nmSubNe1 and nmDivNe2 for a dot its numbers break, nmSubEq1 and nmDivEq2
// for numbers differing by 1 or doubling without the dot that allows it,
// with 1 and 2 allowed under either dot) and noqx's (solver/kropki.py),
// both of which hold the sides without a dot to the negative rule.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, "https://puzz.link/p?kropki/N/N/BODY" (pzv.jp and
//     the "_edit" and "_play" names too): the board's N columns and N rows
//     (N is also the largest number: noqx's 17x17 example holds 1 to 17;
//     pzprjs allows other shapes, which are refused here), then a dot for
//     each side between two cells in pzprjs's order of borders, first the
//     (N-1)*N sides right of a cell row by
//     row, then the N*(N-1) sides below one: 0 none, 1 white, 2 black,
//     three sides to a base-27 digit ('0'–'9', 'a'–'q'), the first
//     weighing 9 (pzprjs's decodeCircle_kropki). What follows the digits
//     of every side is ignored, as pzprjs does. puzz.link gives no
//     numbers, so a board with givens writes no URL.
//
//   - A text grid after an optional "#kropki" header: 2N-1 lines, the
//     rows of cells ('.' empty, '1'–'9' a given digit) at odd lines and
//     columns, with the dots between them: 'o' (white) or '*' (black)
//     between two cells of a row and, on the lines between rows, under
//     the upper cell, a space for no dot, and '+' (or a space) between
//     four cells. String writes this form, without trailing spaces.
//
// The Example's board as String writes it (its one solution has the rows
// 3 2 1, 1 3 2 and 2 1 3; a line between rows starts with the dot under
// its first cell or a space):
//
//	#kropki
//	.o.o1
//	 +o+o
//	. .o.
//	o+ +o
//	.o. .
//
// # Answer
//
// {"grid": [[1, 2, 3], ...]}: the numbers by rows (cellgrid.NumberGrid);
// a partial answer has null for a cell whose number is not known.
//
// # Encoding
//
// One integer 1 to N per cell (sat.Int: one-hot and order literals), a
// given fixed, each row and column all different; a dot says that each of
// its two cells at v has the other at a number the dot allows with v (v-1
// or v+1 for a white dot, 2v or v/2 for a black one: one clause each),
// and a side without a dot forbids every pair of numbers that differ by 1
// or double (binary clauses).
//
// The editor selects cells: 1 to N put a digit, Delete clears it, ○ right
// and ● right put a dot right of the cell, ○ below and ● below one below
// it (keys o, *, O and x; pressed again, a dot goes). Generate makes a
// random Latin square, shows every dot it has (white or black at random
// between 1 and 2), adds givens from the square until the solution is
// unique, then removes the givens it can while it stays unique; the dots
// all stay, since a side without one is a clue too. The dots alone make
// most boards unique: seeds 1 to 8 at 4x4, 5x5 and 6x6 needed no given.
// Sizes 3x3 to 9x9, 5x5 by default; 4x4 to 7x7 are offered, each made in
// milliseconds.
package kropki
