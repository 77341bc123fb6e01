// Package suguru is Suguru (Tectonic, Number Blocks; pzprjs's
// "ナンバーブロック"): the board is divided into regions; write a number
// in every cell so that a region of N cells holds the numbers 1 to N,
// each once, and two cells that touch, by a side or a corner, never hold
// the same number. Some numbers are given.
//
// It is Ripple Effect's board (package ripple: regions, numbers 1 to N)
// with another rule between the regions: instead of equal numbers k at
// least k apart in a row or column, no equal numbers in the eight cells
// around a cell.
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?suguru/COLS/ROWS/BODY (pzprjs
//     reads and writes it with Ripple Effect's code, src/variety/ripple.js;
//     other hosts, such as pzprxs.vercel.app where noqx's example lives,
//     read the same): the borders between regions as cellgrid.ReadBorders
//     reads them (the regions named A, B, … in reading order), then a
//     number for every cell in reading order (pzprjs's Number16 codec:
//     '1'–'f', '-' and two hex digits, '+' and three, …; 'g'–'z' 1 to 20
//     cells without one). pzprjs may add bits for cells outside every
//     region; they are refused unless all 0, as is a '.' (a number not
//     shown) and a 0. A puzzle writes its URL when its regions are whole
//     and named in reading order.
//   - A text after an optional "#suguru" header (or "#tectonic"): the
//     rows of cells ('.' a cell without a number, or the number; cells
//     separated by spaces when a number has two digits), then as many
//     rows of regions, a letter a cell (A–Z, a–z; names separated by
//     spaces from 53 on; '.' a cell of no region while drawing). String
//     writes this form.
//
// Encode refuses (an error, not "no solution") a cell in no region and a
// region in parts; a given larger than its region has no solution, and
// says so. Regions of any size are read; a number is at most the
// board's cell count.
//
// # Answer
//
// {"grid": [[3, 2, 1, 2, 1], ...]}: every cell's number
// (cellgrid.NumberGrid), null for a cell a partial answer does not know.
//
// # Encoding
//
// An integer per cell, 1 to its region's size (one-hot and order
// literals, cellgrid.NumberVars), the givens fixed; the numbers of a
// region all different, which on N values for N cells is exactly one
// cell of each (sat.Model.AllDifferent); and for two touching cells of
// different regions (each of the four pairs right, down-left, down and
// down-right of a cell), for every k up to the smaller region's size,
// the clause "not both k" (two touching cells of one region already
// differ). Check says the same in plain Go, over all eight neighbours.
//
// # Editing and play
//
// A click selects a cell; a region's letter puts it in that region (the
// pad offers the letters in use and the next unused one), digits write
// its given number (1 then 2 is 12), Delete clears the number, then the
// region. In play, digits enter a cell's number (NumberVars reads the
// entries).
//
// # Generator
//
// Regions of at most 5 cells, as Tectonic's and Suguru's published
// puzzles have them (smaller ones, down to a single cell, where the
// planting leaves them). Generate plants the regions: the first cell in
// reading order not in a region yet starts one, grown at random
// neighbours to 5 cells (fewer where it meets other regions), kept when
// the solver can still number the regions so far (up to 5 shapes), else
// the cell stands alone or joins a neighbouring region of fewer than 5
// cells. When none of these can be numbered, the regions touching the
// cell are taken away and planted anew (up to 40 times; then the board
// is dropped and the next of up to 50 tried). Growing every region
// towards 5 cells matters: aiming at 2 to 5 left small regions side by
// side that no numbering fits (two regions of 2 cells covering a 2x2
// block, which needs four different numbers), and Ripple Effect's
// planting without taking regions away failed on 93 of 100 10x10 boards.
// It numbers the regions with the solver's first answer, gives every
// number, then drops numbers in random order while the puzzle stays
// unique. It offers 5x5, 6x6, 8x8 and 10x10: seeds 1–20 took at most
// 0.01, 0.02, 0.09 and 0.29 s of CPU each natively (10x10: 0.12 s on
// average; in WebAssembly under node 0.58 s on average, the slowest
// 2.7 s of wall time at load average 9 on 2 cores). It makes boards up
// to 15x15 (12x12 at most 0.42 s, 15x15 0.82 s natively, seeds 1–10).
package suguru
