// Package nurimisaki is Nurimisaki: shade cells so that the unshaded
// cells are connected, no 2x2 block is all shaded or all unshaded, every
// circle is an unshaded cell with exactly one unshaded neighbour (a
// cape), every cape has a circle, and a number in a circle counts the
// unshaded cells in the straight line from it (itself included) up to a
// shaded cell or the edge.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?nurimisaki/COLS/ROWS/BODY:
//     pzprjs's number codec, '0'–'9' and 'a'–'f' a number, '-' and two hex
//     digits a larger one, '.' a circle without a number, 'g'–'z' 1 to 20
//     empty cells (cellgrid.Number16).
//   - A text grid after an optional "#nurimisaki" header: '.' an empty
//     cell, 'o' (or 'O', '?') a circle, a number 2 or more a numbered
//     circle (tokens separated by spaces when one has two digits). String
//     writes this form.
//
// # Answer
//
// {"grid": ["#.#.", ...]}: one string a row, '#' a shaded cell, '.' one
// not shaded; a partial answer has '?' where it does not know
// (cellgrid.Shading).
//
// # Encoding
//
// One variable per empty cell (shaded; circles are unshaded). No 2x2
// block of either (cellgrid.ShadeVars.NoBlock, NoBlockLike); a circle
// has exactly one unshaded neighbour (sat.Model.Exactly), and for each
// empty cell and each neighbour the clause "not: it and that neighbour
// unshaded, its other neighbours shaded"; a number n sees n-1 cells
// besides itself (cellgrid.ShadeVars.Sight); the unshaded cells are
// connected, added lazily by cuts (cellgrid.Linked).
//
// The editor works on cells: Circle (o), digits for a number (1 then 2
// is 12 when the board allows it), Delete. Generate (3x3 to 20x20,
// default 8x8) digs a random maze, flips random cells where the rules
// allow, circles and numbers every cape; while a second solution exists
// it flips a cell where the two differ and a random one, and numbers the
// capes again; then it drops numbers (and circles) in random order while
// the puzzle stays unique.
package nurimisaki
