// Package keen is Keen (KenKen, Calcudoku): fill an N x N board with the
// numbers 1 to N, each once in every row and column (a Latin square).
// The board is divided into cages, each with a target and an operation:
// the numbers of an addition (+) cage add up to its target, those of a
// multiplication (x) cage multiply to it; a subtraction (-) or division
// (/) cage has exactly two cells, the larger number minus (or divided by)
// the smaller making the target; a one-cell cage's target is its number.
// Numbers may repeat inside a cage when they are in different rows and
// columns. Boards are 1x1 to 9x9.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Keen game IDs, "N[dD][m]:BORDERS,CLUES" (keen.c):
//     the size, optionally a difficulty (e, n, h, x or u; ignored) and
//     m, multiplication only (every clue must then be one). BORDERS
//     walks the 2N(N-1) sides between cells (first the side right of
//     each cell, row by row, then the side below each cell, column by
//     column) and writes the number of sides inside a cage before each
//     cage border: '_' for none, 'a'–'y' for 1 to 25, 'z' for 25 with
//     no border after them; a letter followed by a number is that many
//     of the letter; a last border closes the walk. After the comma,
//     each cage's clue in reading order of the cages' first cells: a, s,
//     m or d (add, subtract, multiply, divide; a one-cell cage's number
//     is an addition) and the target:
//     "4:b_a__a_ab_a__a__,a8s1m6d2d2s1m4". The written ID has no
//     parameters after the size, as Tatham's own.
//   - A text after an optional "#keen" (or "#kenken", "#calcudoku")
//     header: N rows of N cage names (a letter A–Z, a–z, or '.' for a
//     cell in no cage yet; beyond 52 cages, names separated by spaces,
//     numbers from 53), then one line a clue: the cage's name and its
//     target followed by its operation, +, -, x (or * or ×) or / (or
//     ÷), nothing for a one-cell cage ("A 12x", "C 3"). The target
//     stands in the cage's first cell. String writes this form.
//
// Tatham's 4x4 example above in the text form:
//
//	#keen
//	AAAB
//	CDDB
//	CEFF
//	CEGG
//	A 8+
//	B 1-
//	C 6x
//	D 2/
//	E 2/
//	F 1-
//	G 4x
//
// pzprjs has no Keen, so there is no puzz.link form. Errors name the
// line and column, or the game ID's character or cage.
//
// # Answer
//
// A cellgrid.NumberGrid: the CLI's JSON is {"grid": [[4, 3, 1, 2], ...]},
// a row of numbers a row of the board.
//
// # Encoding
//
// An integer 1 to N per cell (one-hot and order literals), all different
// in every row and column. An addition cage is a linear equality over
// its cells; a multiplication cage is, for each prime q up to N, a
// pseudo-boolean equality: the cells' factors of q (weighted one-hot
// literals) add up to the target's (a target with a prime factor above
// N contradicts); a subtraction or division cage is binary clauses: each
// value of one cell implies one of the values of the other that make the
// target. Check applies the rules again in plain Go.
//
// # Entering a board
//
// Select a cell, press a cage's letter to put it in that cage, digits for
// the target and +, −, ×, ÷ for the operation (the operation of the
// target in that cell); Delete clears the target, then the cage.
// Generate makes 3x3 to 9x9 puzzles (see generate).
package keen
