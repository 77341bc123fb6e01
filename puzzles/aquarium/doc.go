// Package aquarium is Aquarium: the board is divided into tanks; fill
// some cells with water so that the water in every tank is level (a
// cell of water has water in every cell of its tank in its row and in
// the rows below), and the numbers beside the board count the water
// cells of each row and column.
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?aquarium/COLS/ROWS/BORDERS/COUNTS:
//     the borders between tanks as cellgrid.ReadBorders reads them (the
//     tanks named A, B, … in reading order), '/', then the column counts
//     and the row counts as cellgrid.Counts.ReadURLCounts reads them.
//     pzprjs reads a URL without its flag "r" (aquarium/r/COLS/…) with a
//     rule of pools: the water of a tank in parts below a wall may stand
//     at different levels. This package applies the tank rule to both
//     and writes the flag, so that puzz.link reads its URLs as it does.
//   - A text after an optional "#aquarium" header: the column counts on
//     the first line (together, or separated by spaces), then a line a
//     row: its tanks, a letter a cell (A–Z, then a–z; '.' a cell of no
//     tank, while drawing) or names separated by spaces (numbers from 53
//     on), a space and the row's count. A count is a number, or '?', '.'
//     or '-' for none. String writes this form.
//
// Encode refuses (an error, not "no solution") a cell in no tank and a
// tank in parts; a count larger than its line is refused when read.
//
// # Answer
//
// {"grid": ["..##", ...]}: a row a string, '#' water, '.' dry ('?' not
// known, in a partial answer).
//
// # Encoding
//
// A variable a cell (water). Within a tank the cells of one row are
// equal, and water in a row of the tank implies water in its next row
// down; each count is an exactly-k over its line
// (cellgrid.Counted.EncodeCounts). Check says the same in plain Go.
//
// # Editing
//
// A click selects a cell or a count; a tank's letter puts the cell in
// that tank (the pad offers the letters in use and the next unused one),
// digits type a count, Delete takes either out. Generate grows tanks from
// random cells, fills each to a random level and gives every count,
// keeping the first board whose filling is the only answer.
package aquarium
