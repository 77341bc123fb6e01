// Package filling is Filling (Fillomino): write a number in every cell so
// that each region (neighbouring cells of equal numbers) has as many
// cells as its number; given numbers stay. Equivalently, divide the board
// into regions, no two of one size touching along a side.
//
// # Formats
//
// Parse accepts:
//
//   - Simon Tatham's Filling game IDs, "WxH:DESC": the cells in reading
//     order, 'a'–'z' 1 to 26 empty cells, '0' an empty cell, '1'–'9' a
//     number: "9x7:d827b8g84a22a5b8a8d48a8a452c8d47b2c7a7c". Such an ID
//     can read like a Light Up or Mosaic one: detection keeps the games
//     as which it has a solution. Written leaves it out (GameID writes it
//     when every number has one digit).
//   - puzz.link URLs, https://puzz.link/p?fillomino/COLS/ROWS/BODY: the
//     cells as pzprjs's Number16 (numbers to 8191); region borders drawn
//     after them are ignored.
//   - A text grid after an optional "#filling" (or "#fillomino") header:
//     '.' an empty cell or the number; cells separated by spaces when a
//     number has two digits. String writes this form.
//
// # Answer
//
// {"grid": [[2, 2, 1], ...]}: every cell's number (cellgrid.NumberGrid),
// null for a cell a partial answer does not know.
//
// # Encoding
//
// A number per cell, 1 to M (the largest given number) or M+1 standing
// for any size above M, and a "same region" literal per side
// (cellgrid.RegionVars): neighbours share a region exactly when their
// numbers are equal (above M, sharing implies equal); a 1 shares no
// side, a larger number at least one, a number n at most n-1; a domino
// or tromino joined and shut off is a region of its size. The sizes
// are checked lazily (puzzles.Refiner): for each part of a model's
// regions whose number is not its size, the cut "not exactly this
// region, or its number is its size" (a part larger than its number:
// "not joined, or the number is at least its size"), and two touching
// regions above M of one size: "not both".
//
// The board's area bounds how many cells hold each number (counts):
// the given numbers' regions need so many cells that the slack left may
// rule a number out everywhere, or leave a given number room for one
// region only; then its cells are that region, eagerly: within n-1 steps
// of a given through cells of n (graph.Within), and n of them (a counter,
// sat.Model.CountBetween). noqx's 9x9 of eight 19s has no slack and went
// from 924 solves and 12 s to 2 solves and 0.2 s CPU.
//
// The editor selects a cell: digits type its number (1 then 2 is 12),
// Delete clears it. Generate divides the board at random (regions grown
// from random seeds, touching regions of one size joined), numbers every
// cell and drops numbers while the solution stays unique.
package filling
