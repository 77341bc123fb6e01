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
//     clue, '.' none. String writes this form; Written the others.
//
// Clues are 0 to 3: a 4 (a loop around one cell) is refused everywhere.
//
// # Answer
//
// {"loop": [[r, c], ...]}: the corners of the cells on the loop, in order
// around it (rows 0..H, columns 0..W), starting from its first corner in
// reading order and not repeated at the end. A partial answer (what all
// solutions share) has an empty loop and lists the known sides as
// "lines": [[[r, c], [r, c]], ...] and those known to stay empty as
// "off". "grid" is the picture Answer.Text prints.
//
// # Encoding
//
// On the lattice of cell corners (graph.Corners), one variable per side
// of a cell: the loop uses it. graph.SingleCycle gives every corner 0 or
// 2 lines and, lazily (Refine), one connected loop; each clue n is
// "exactly n of the cell's four sides". The lines fix the answer, so
// they are what counting blocks.
//
// That is all, on purpose. Over 15 hard 10x10 and 10 hard 30x30 Loopy
// IDs (the benchmark ones and more from Tatham's generator), solved and
// proved unique, gophersat meets 2013 and 15675 conflicts in total. Each
// of these redundant rules was measured and dropped, because fewer
// conflicts did not make the solve faster (CPU time, natively, summed
// over the 30x30 IDs): no loop around one cell or two (1864 and 12251
// conflicts, 34% slower); inside/outside colours of the cells, a line
// where they differ (1723 and 10939, 18% slower); both (1511 and 9721,
// 63% slower); the loop crossing every row and column an even number of
// times, as XORs (2393 and 20364: more); lines negated so the solver
// tries "line" first (2252 and 15288: no fewer); each stray loop also
// forbidden outright besides its cut (1771 and 14653, within the noise).
//
// Measured (benchmarks of this package, CPU time per solve plus
// uniqueness proof, 2 cores under a load of 17-20): the hard 10x10 IDs
// 2-7 ms natively and 5-16 ms in WASM once V8 has compiled the hot code
// (the first solves of a fresh WebAssembly module 56-83 ms, with the same
// 112 conflicts); the two hard 30x30 IDs 49-100 ms natively and 124-256
// ms in WASM, 1181 and 1808 conflicts, 14 and 21 solver calls. Wall
// times under that load are 3-8 times the CPU times. Most of the time is
// gophersat's search (the first solve, before any cut, takes half of
// it); building the model and the solver takes a sixth to a fifth, and
// in WASM the garbage collector about 30% at 30x30 (measured with
// GOGC=off).
//
// The editor works on cells: 0–3 and Delete on the pad. Generate grows a
// random region whose border is one loop, numbers every cell, and drops
// clues while the solution stays unique.
package slitherlink
