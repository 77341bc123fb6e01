// Package kurodoko is Range (Kurodoko), named "range" among the types
// (range is a Go keyword, so the package takes the other name): shade
// cells so that no two shaded cells touch side by side, the unshaded
// cells form one connected region, numbered cells stay unshaded, and
// each number counts the cells it sees along its row and column, itself
// included, up to a shaded cell or the edge. A '?' is a numbered cell
// whose count is not given.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Range game IDs: "WxH:DESC", the cells in reading
//     order, 'a'–'z' for 1 to 26 cells without a number, a decimal
//     number for a numbered one, '_' between two numbers
//     (cellgrid.NumberRuns): "9x6:a5g8c6_11b3e9...". A number is at most
//     the cells of a row and a column, W+H-1.
//   - puzz.link URLs, https://puzz.link/p?kurodoko/COLS/ROWS/BODY: '0'–'f'
//     a number, '-' and two hex digits a larger one, '.' a '?', 'g'–'z'
//     1 to 20 empty cells (cellgrid.Number16).
//   - A text grid after an optional "#range" (or "#kurodoko") header: one
//     line a row, '.' an empty cell, '?' or a number; cells separated by
//     spaces when a number has two digits. String writes this form.
//
// # Answer
//
// {"grid": ["#.#.", ...]}: one string a row, '#' a shaded cell, '.' one
// not shaded; a partial answer has '?' where it does not know
// (cellgrid.Shading).
//
// # Encoding
//
// One variable per cell without a number (shaded). Two neighbours are
// never both shaded (cellgrid.ShadeVars.Apart). A number n has a
// variable for each cell of its row and column, "it sees that cell": the
// cell is unshaded and so is the one before it, or it is next to the
// number (cellgrid.ShadeVars.Sight); exactly n-1 of them hold
// (sat.Model.Exactly). The unshaded cells are connected, a rule added
// lazily by cuts (cellgrid.Linked, graph.Connected).
//
// The editor works on cells: digits type a number (1 then 2 is 12 when
// the board allows it), '?' a number not given, Backspace takes a digit
// away, Delete clears the cell. Generate (default 9x6, Tatham's first
// preset) shades cells at random (cellgrid.RandomApart), numbers every
// unshaded cell with the cells it sees, which only that shading
// satisfies, then drops numbers in random order while the puzzle stays
// unique. It has no difficulty levels, as Tatham's Range has none.
package kurodoko
