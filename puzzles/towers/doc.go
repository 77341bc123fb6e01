// Package towers is Towers (Skyscrapers): fill an N x N board with
// towers of heights 1 to N, each height once in every row and column, so
// that each clue beside the board counts the towers seen from there
// (a tower is seen when it is taller than every tower in front of it).
// Some towers may be given. Boards are 1x1 to 9x9.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Towers game IDs, "N[dD]:CLUES[,CELLS]": the size,
//     optionally a difficulty (e, h, x or u; checked and ignored), then
//     the 4N clue places separated by '/' (empty for no clue) in Tatham's
//     order: above the columns left to right, below them left to right,
//     left of the rows top to bottom, right of them top to bottom. After
//     a comma come the given towers in reading order: 'a'–'z' a run of 1
//     to 26 empty cells, a number a tower, '_' between two numbers:
//     "5:2/3/4/1/2/3/3/1/2/2/2/1/2/2/2/2/5/4/1/3" (no givens),
//     "6:/4//3/1/////3///3/3/3///2///1/2/2/,e2j2o1c".
//   - puzz.link URLs, https://puzz.link/p?skyscrapers/N/N/BODY: the body
//     is the 4N clues in the same order (pzprjs's Number16ExCell: a hex
//     digit a clue, 'g'–'z' 1 to 20 places without one), then, when any
//     tower is given, the cells (Number16).
//   - A text grid after an optional "#towers" (or "#skyscrapers")
//     header: the board framed by its clues, N+2 lines of N+2
//     characters, '+' at the four corners, a digit or '.' for each clue
//     place, '.' an empty cell and '1'–'9' a given tower; white space is
//     ignored. String writes this form.
//
// A 3x3 puzzle in the text form (Tatham's "3:/3///////2/2//,1c3d"):
//
//	#towers
//	+.3.+
//	.1..2
//	..3..
//	2....
//	+...+
//
// # Answer
//
// {"grid": [[1, 3, 2], [2, 1, 3], [3, 2, 1]]}: the heights by rows
// (cellgrid.NumberGrid); a partial answer has null for a cell whose
// height is not known, '?' in its text.
//
// # Encoding
//
// One integer 1 to N per cell (sat.Int: one-hot and order literals),
// a given fixed, each row and column all different (exactly one cell per
// height). For a clue k looking along towers x0, x1, ... from its side,
// tower i is at most N-k+1+i (the k-1 towers seen before the tallest
// stand in front of it), the order literals "some tower before i is at
// least v" are chained along the line; tower i is seen exactly when,
// for every v, a tower before it at least v means it is above v and none
// means it is below v (clauses on the order literals, which halve the
// search on Tatham's hardest against one-hot ones); a tower seen at i is
// at least i+1 (redundant), and exactly k-1 of towers 1 to N-1 are seen
// (tower 0 always is). A clue 1 or N only fixes the heights it forces.
//
// The editor selects the cells and the clue places beside the board
// (hit targets outside it; arrows move on to them): 1 to N and Delete on
// the pad. Generate makes a random Latin square, gives every clue it
// shows, adds givens from it until the solution is unique, and then
// removes what it can while the solution stays unique: clues and givens
// alike for the "hard" difficulty (the default, Variant ""), the givens
// only for "easy". Sizes 3x3 to 9x9, 6x6 by default.
package towers
