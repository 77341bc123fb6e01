// Package unequal is Unequal (Futoshiki): fill an N x N board with the
// digits 1 to N, each once in every row and column, so that every sign
// between two neighbouring cells holds (the digit at its open side is
// greater). Some digits may be given. In Adjacent mode the clues are
// bars instead: two neighbours differ by 1 where a bar stands between
// them, and never where none does. Boards are 1x1 to 9x9.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Unequal game IDs, "N[a][dD]:DESC": the side, 'a' for
//     Adjacent mode, optionally a difficulty (t, e, k, x or r; checked and
//     ignored), then every cell in reading order, each followed by a
//     comma: its digit (0 for an empty cell) and the letters U, R, D, L of
//     the neighbours (up, right, down, left) it is greater than, or in
//     Adjacent mode next to (a bar is written on both of its cells);
//     letters 'a'–'z' before a cell skip 1 to 26 empty cells. GameID
//     writes every cell, as Tatham's generator does:
//     "4:1,0R,0R,0,0,0,0,0,0,0,0,0,0,0,0R,0U,".
//
//   - A text grid after an optional "#unequal" (or "#futoshiki") header,
//     "#unequal adjacent" for Adjacent mode: 2N-1 lines, the rows of cells
//     ('.' empty, '1'–'9' a given digit) at odd lines and columns, with
//     the signs between them: '<' or '>' between two cells of a row, '^'
//     (the upper is less) or 'v' (the upper is greater) below a cell, in
//     Adjacent mode '|' and '-' for bars, a space for none, and '+' (or a
//     space) between four cells. String writes this form, without
//     trailing spaces:
//
//     #unequal
//     .>. .<2
//
//   - + +
//     .<. . .
//
//   - + +v
//     . .<. .
//
//   - + +
//     . . .<.
//
// # Answer
//
// {"grid": [[1, 2, 3], ...]}: the digits by rows (cellgrid.NumberGrid);
// a partial answer has null for a cell whose digit is not known.
//
// # Encoding
//
// One integer 1 to N per cell (sat.Int: one-hot and order literals), a
// given fixed, each row and column all different; a sign is an order
// between two integers (clauses on their order literals); a bar says
// that each of its two cells at v has the other at v-1 or v+1, and a side
// without a bar in Adjacent mode forbids v beside v+1 (binary clauses).
//
// The editor selects cells: 1 to N put a digit, Delete clears it, < and >
// put a sign right of the cell, ∧ and ∨ below it (Bar right and Bar below
// in Adjacent mode; pressed again, a clue goes), and Mode switches between
// the modes, clearing the clues between cells. Generate makes a random
// Latin square, shows every sign (or bar), adds givens from it until the
// solution is unique, then removes what it can while it stays unique:
// signs and givens for "hard" (the default, Variant ""), givens only for
// "easy" and "adjacent" (an Adjacent puzzle). Sizes 3x3 to 9x9, 5x5 by
// default.
package unequal
