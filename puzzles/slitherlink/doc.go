// Package slitherlink is Slitherlink (Simon Tatham's Loopy): draw one
// single loop along the sides of the cells, never crossing or touching
// itself; a number in a cell says how many of its four sides the loop
// uses. Cells without a number may have any count.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Loopy game IDs on the square grid: "WxHt0" with an
//     optional difficulty ("dh"; checked and ignored), a colon, then the
//     cells in reading order: '0'–'3' a clue, 'a'–'z' 1 to 26 cells
//     without one: "5x5t0:a211b11a3a2e3013d". Loopy's other grids
//     (t1 Triangular, t2 Honeycomb, t4 Cairo, ...) are refused by name.
//   - puzz.link URLs, https://puzz.link/p?slither/COLS/ROWS/BODY (or
//     pzv.jp): '0'–'4' a clue, '5'–'9' and 'a'–'e' a clue followed by one
//     or two empty cells, 'g'–'z' 1 to 20 empty cells. The "full" variant
//     flag and '?' clues are refused.
//   - A text grid after an optional "#slitherlink" header: '0'–'3' a
//     clue, '.' none. String writes this form; GameID and URL the others.
//
// Clues are 0 to 3: a 4 (a loop around one cell) is refused everywhere.
//
// # Answer
//
// {"loop": [[r, c], ...]}: the corners of the cells on the loop, in order
// around it (rows 0..H, columns 0..W), starting from its first corner in
// reading order and not repeated at the end. A partial answer (what all
// solutions share) has an empty loop and lists the known sides as
// "lines": [[[r, c], [r, c]], ...].
//
// # Encoding
//
// On the lattice of cell corners (graph.Corners), one variable per side
// of a cell: the loop uses it. graph.SingleCycle gives every corner 0 or
// 2 lines and, lazily (Refine), one connected loop; each clue n is
// "exactly n of the cell's four sides". The lines fix the answer, so
// they are what counting blocks.
//
// The editor works on cells: 0–3 and Delete on the pad. Generate grows a
// random region whose border is one loop, numbers every cell, and drops
// clues while the solution stays unique.
package slitherlink
