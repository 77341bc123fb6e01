// Package cave is Cave (Nikoli's Bag, also Corral): shade cells so that
// the unshaded cells, the cave, form one orthogonally connected area and
// every shaded cell is connected, through shaded cells side by side, to
// the edge of the grid (no shaded area is shut in by the cave). Numbered
// cells are unshaded; a number counts the unshaded cells it sees along
// its row and column, itself included, up to a shaded cell or the edge.
// A '?' is a numbered cell whose count is not given.
//
// These are the rules pzprjs checks for its cave genre (src/variety/
// kurodoko.js: the unshaded cells divided, "Some shaded cells are not
// connected to the outside", a number seeing a different count) and
// noqx's (solver/cave.py). pzprjs also refuses an answer with no shaded
// cell at all; here, as for Range, that is left to the numbers (an
// answer without shaded cells passes when every number sees its whole
// row and column, and on a board without numbers so does one with every
// cell shaded).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?cave/COLS/ROWS/BODY (also the
//     alias bag): pzprjs's number codec, '0'–'9' and 'a'–'f' a number,
//     '-' and two hex digits a larger one, '.' a '?', 'g'–'z' 1 to 20
//     empty cells (cellgrid.Number16). The URL is written with cave.
//   - A text grid after an optional "#cave" (or "#bag", "#corral")
//     header: one line a row, '.' an empty cell, '?' or a number; cells
//     separated by spaces when a number has two digits. String writes
//     this form.
//
// A number is 1 to the cells of a row and a column, ROWS+COLS-1.
//
// # Answer
//
// {"grid": ["#.#.", ...]}: one string a row, '#' a shaded cell, '.' one
// not shaded; a partial answer has '?' where it does not know
// (cellgrid.Shading).
//
// # Encoding
//
// One variable per cell without a number (shaded). A number n has a
// variable for each cell of its row and column, "it sees that cell": the
// cell is unshaded and so is the one before it, or it is next to the
// number (cellgrid.ShadeVars.Sight); exactly n-1 of them hold
// (sat.Model.Exactly). Two rules the others imply help the search: a
// shaded cell off the edge has a shaded neighbour, and no 2x2 block is
// shaded like a checkerboard (the path joining its two unshaded cells
// would shut one of its shaded cells in). The unshaded cells are
// connected (cellgrid.Linked), and the shaded cells together with the
// outside of the board, one vertex always active beside every cell on
// the edge, are connected (graph.Connected with Minimal): both rules are
// added lazily by cuts, the second's "this shut-in shaded area, or a
// cell around it, opens to the edge".
//
// The editor works on cells: digits type a number (1 then 2 is 12 when
// the board allows it), '?' a number not given, Backspace takes a digit
// away, Delete clears the cell. Generate (5x5, 7x7, 10x10 offered;
// default 7x7) grows walls in from the edge: three times over, in a
// random order, it shades each cell with odds 0.4 when the cell is on
// the edge or beside a shaded cell and the unshaded cells stay
// connected; it numbers every unshaded cell with the cells it sees,
// which only that shading satisfies (a shaded cell unshaded would join
// the cave beside a number and raise its count), then drops numbers in
// random order while the puzzle stays unique.
package cave
