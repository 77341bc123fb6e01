// Package creek is Creek: shade some cells of a board so that each
// numbered grid point (a corner shared by up to four cells) has exactly
// that many shaded cells around it, and all the unshaded cells are
// connected orthogonally. Boards are 1x1 to 99x99 cells
// (100x100 grid points).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?creek/COLS/ROWS/BODY: the body
//     is the (COLS+1) x (ROWS+1) grid points in reading order in pzprjs's
//     4Cross codec ('0'–'4' a clue, '5'–'9' and 'a'–'e' a clue followed
//     by one or two points without, 'g'–'z' 1 to 20 points without one).
//
//   - A text grid after an optional "#creek" header: a line a row of
//     grid points, one more than the rows of cells (and one more point
//     than cells across), each point '.' (or '_') or its clue 0–4; spaces
//     between points are allowed. String writes this form:
//
//     #creek
//     .1....
//     ....0.
//     .0.21.
//     011...
//     .....2
//     .22.1.
//
// Errors name the line and column, or the URL body's row and column of
// points, and the value refused ("number 5: a grid point has at most 4
// cells around it").
//
// # Answer
//
// {"grid": ["#..#", ...]}: a string a row of cells, '#' shaded, '.' not
// (cellgrid.Shading); a partial answer has '?' where it does not know.
//
// # Encoding
//
// One variable a cell, true when shaded. A clue is a cardinality
// constraint (exactly its number) over the up to four cells around its
// point. The connection of the unshaded cells is added lazily
// (cellgrid.Linked): a model whose unshaded cells fall apart gets a
// clause for each part: a cell around it unshaded, or that part or
// another shaded. A clue
// larger than the cells around its point (a 2 in a corner of the board)
// is reported impossible before search.
//
// The editor selects grid points (cellgrid.PointGrid: a tap picks the
// nearest point): 0–4 set its clue, Delete clears it. The page plays on
// the cells: the decoder's entries are cells of the point grid
// (cellgrid.CellKind), a tap shades a cell or marks it unshaded.
// Generate shades random cells (each with odds one half where the
// unshaded cells stay connected), clues every grid point with its
// shaded cells (which alone fixes the shading, cell by cell from a
// corner) and removes clues in random order while the solution stays
// unique. 7x7 by default; it offers 5x5, 7x7, 10x10 and 15x15.
package creek
