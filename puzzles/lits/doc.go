// Package lits is LITS: shade exactly four connected cells in every
// region (a tetromino: L, I, T or S, rotations and reflections counting
// as the same shape), so that all the shaded cells are connected, no
// 2x2 block is shaded, and two tetrominoes of the same shape never touch
// along a side.
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?lits/COLS/ROWS/BORDERS, the
//     borders between regions as cellgrid.ReadBorders reads them (the
//     regions named A, B, … in reading order). The old pzprjs body of
//     region numbers is not read.
//   - A region-letter grid after an optional "#lits" header: one row a
//     line, a letter a cell naming its region (A–Z, then a–z; '.' a cell
//     of no region, while drawing), or names separated by spaces
//     (numbers from 53 on). "free=A,C" in the header relaxes those
//     regions (Without writes it, explaining a board with no solution).
//     String writes this form.
//
// Encode refuses (an error, not "no solution") a cell in no region, a
// region in parts, and a region of fewer than four cells.
//
// # Answer
//
// {"grid": ["#.##", ...]}: a row a string, '#' shaded, '.' not ('?' not
// known, in a partial answer).
//
// # Encoding
//
// A variable a cell (shaded), one for each tetromino that fits in a
// region (squares aside) and one for each region and shape. Exactly one
// tetromino a region; a cell is shaded exactly when a chosen tetromino
// covers it; a region's shape variable is true exactly when its chosen
// tetromino has that shape; across a side between two regions, the two
// cells are not both shaded when the regions' shapes agree; no 2x2
// block is all shaded (cellgrid.ShadeVars.NoBlock); the shaded cells are
// connected, a rule added lazily (cellgrid.ShadeVars.Linked). Check says
// the same in plain Go. A relaxed region asks nothing of its cells.
//
// # Editing
//
// A click selects a cell; a region's letter puts it in that region (the
// pad offers the letters in use and the next unused one), Delete takes it
// out. Generate plants tetrominoes, each touching an earlier one, grows
// a region around each and moves cells between regions until the planted
// tetrominoes are the only answer.
package lits
