// Package norinori is Norinori: shade exactly two cells in every region
// so that every shaded cell has exactly one shaded neighbour (up, down,
// left, right): the shaded cells are dominoes, which may touch only
// corner to corner.
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?norinori/COLS/ROWS/BORDERS, the
//     borders between regions as cellgrid.ReadBorders reads them (the
//     regions named A, B, … in reading order).
//   - A region-letter grid after an optional "#norinori" header: one row
//     a line, a letter a cell naming its region (A–Z, then a–z; '.' a cell
//     of no region, while drawing), or names separated by spaces (numbers
//     from 53 on). "free=A,C" in the header relaxes those regions' count
//     (Without writes it, explaining a board with no solution). String
//     writes this form.
//
// Encode refuses (an error, not "no solution") a cell in no region, a
// region in parts, and a region of one cell.
//
// # Answer
//
// {"grid": ["##...", ...]}: a row a string, '#' shaded, '.' not ('?' not
// known, in a partial answer).
//
// # Encoding
//
// A variable a cell (shaded); exactly two true in each region
// (cellgrid.Partition.Exactly); each shaded cell has exactly one shaded
// neighbour (cellgrid.ShadeVars.Touching). Check says the same in plain
// Go.
//
// # Editing
//
// A click selects a cell; a region's letter puts it in that region (the
// pad offers the letters in use and the next unused one), Delete takes it
// out. Generate plants dominoes wherever one fits, grows a region around
// each and moves cells between regions until the planted dominoes are
// the only answer. It makes a unique 6x6 puzzle for each of seeds 1–20,
// but in up to 4.7 s natively, so it offers no size yet.
package norinori
