// Package mines is the Minesweeper puzzle: find the mines. A number cell
// holds no mine and counts the mines on the up to 8 cells around it
// (diagonals included); a '?' is a number cell whose number is not given.
// The mines all follow from the numbers: a puzzle has one solution.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?mines/COLS/ROWS/BODY: pzprjs's
//     number codec, '0'–'8' a number, '.' a number not given ('?'),
//     'g'–'z' 1 to 20 blank cells.
//   - A text grid after an optional "#mines" (or "#minesweeper") header:
//     '.' a blank cell, '0'–'8' a number, '?' (or '-') a number not given.
//     String writes this form.
//
// # Answer
//
// {"grid": [".#..", ...]}: one string a row, '#' a mine, '.' none; a
// partial answer has '?' where it does not know (cellgrid.Shading).
//
// # Encoding
//
// One variable per blank cell (a mine); each number n asks exactly n of
// the blank cells around it (sat.Model.Exactly). A number with fewer
// blank cells around it than it asks for is reported impossible before
// search.
//
// The editor works on cells: 0–8, ? and Delete on the pad. Generate lays
// mines at random (a fifth of the cells), numbers every other cell and
// then removes numbers while the solution stays unique.
package mines
