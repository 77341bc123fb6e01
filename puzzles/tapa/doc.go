// Package tapa is Tapa: shade cells so that the shaded cells are one
// orthogonally connected region with no 2x2 block all shaded, and clue
// cells stay unshaded. A clue lists the lengths of the separate runs of
// shaded cells among its eight neighbours, taken round the cell in
// circular order, up to four numbers in any order: 3 1 is a run of 3 and a
// single cell apart from it; 0 is no shaded neighbour; a '?' is a run of
// unknown length (at least 1; pzprjs also lets a lone ? be no run). As
// pzprjs asks, at least one cell is shaded.
//
// A clue that no ring of eight cells shows is refused when read: more than
// four numbers, a 0 beside others, a 9, or runs that with a gap after each
// need more than 8 cells (5 5, 3 3 3, 1 1 1 1 1).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?tapa/COLS/ROWS/BODY (pzprjs's
//     tapa.js): the cells in reading order, '0'–'8' a clue of one
//     number, '.' the clue ?, '9' the clue 1 1 1 1, 'g'–'z' 1 to 20 empty
//     cells, and two base-36 digits a clue of several numbers, their value
//     360 + 6a + b for a b (each 0–5), 396 + 16a + 4b + c for a b c (0–3),
//     460 + 8a + 4b + 2c + d for a b c d (0–1), a 0 standing for '?'.
//   - A text grid after an optional "#tapa" header: one line per row, the
//     cells separated by spaces, '.' a cell without a clue and a clue its
//     numbers written together ("13" for 1 and 3, "?2", "1111"); when no
//     row has a space, one character a cell. String writes this form,
//     columns right-aligned.
//
// # Answer
//
// {"grid": ["#.#.", ...]}: one string per row, '#' shaded, '.' unshaded
// (a partial answer from deduction has '?' where it is not known).
//
// # Encoding
//
// One variable per cell without a clue (shaded). No 2x2 block is all
// shaded (cellgrid.ShadeVars.NoBlock) and one clause asks for a shaded
// cell. For each clue, the 256 shadings of its ring are enumerated: those
// that shade no clue and nothing off the board, and whose runs (joined
// across the start of the ring) are the clue's numbers, are the allowed
// tuples of a table over the ring's variables (sat.Model.Table). A clue
// that no shading of its ring shows is reported impossible before search.
// The shaded cells are connected, a rule added lazily (cellgrid.Linked,
// graph.Connected's cuts).
//
// The editor selects a cell: 0–8 and '?' add a number to its clue (1 then
// 3 is the clue 1 3) when the longer clue can be, else start a new clue;
// Backspace takes the last number away, Delete clears the cell. Generate
// grows a random shading from one cell (a neighbour at a time, never
// closing a 2x2 block, until half the board is shaded), clues every
// unshaded cell with its runs, and, once such a board is unique, drops
// clues in random order while it stays unique.
package tapa
