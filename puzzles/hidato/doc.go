// Package hidato is Hidato and the knight's tour: write 1..N in the N open
// cells of a board so that each number is one move from the next, some
// numbers being given. Hidato moves like a chess king (consecutive numbers
// touch, diagonals included); the knight's tour like a chess knight. One
// engine serves both: the two types, Hidato and KnightsTour, differ only in
// their move set and names. A puzzle may ask for a closed path, with N one
// move from 1 as well.
//
// # Formats
//
// The seed document's CSV: an optional header line naming the type, then
// one line per row, x a blocked cell, 0 an empty one, other numbers clues.
// Short rows are padded with blocked cells on the right.
//
//	#Hidato dm unk hi_002.txt
//	x,x,0,0,10,0
//	x,0,14,12,0,9,0
//	0,16,x,x,0,1,0,0
//	...
//
// The whitespace grid (the canonical form String writes), '#' blocked and
// '.' empty; every row has the same number of cells:
//
//	#knightstour closed
//	 1  .  .  .  .  .
//	 .  .  . 20  .  .
//	...
//
// Header words: "#hidato" (any case) names Hidato; "#ktour" or
// "#knightstour" the knight's tour; "closed" or "open" (the default) in the
// header choose the path; other words, such as the seed's file names, are
// ignored. Blank lines are skipped. Either form may use the other's cell
// tokens. Puzzle.CSV writes the seed's format.
//
// Parse errors name the line and column where one applies: a token that is
// not a cell, rows of different lengths in the whitespace grid, a board without open cells,
// a header naming another type. A clue above N (the number of open cells)
// or given twice parses, so that the editor can hold it while a number is
// typed, and Encode refuses it naming the cells.
//
// # Answers
//
// An Answer's JSON is {"grid": [[0, 0, 13, 11, 10, 7, 0, 0], ...]}: every
// row the full width of the board, 0 for a blocked cell, otherwise the
// cell's number. A Partial (the facts forced in every solution) has null
// where a number is not known.
//
// # Solving
//
// Encode builds a one-hot encoding ("number k is in cell c") over the
// cells each number can reach from the given numbers around it, with a
// variable per move the path may use and degree constraints on them (see
// encode.go). Given numbers too far apart, open cells no sequence of moves
// joins, and colour counts a knight cannot alternate through are reported
// before search as *puzzles.Impossible. Generate makes new puzzles: a
// random path through every cell of a board, then clues removed while the
// solver proves the solution unique.
package hidato
