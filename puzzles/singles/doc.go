// Package singles is Singles (Hitori): shade cells so that no number
// appears twice unshaded in a row or column, no two shaded cells touch
// side by side, and the unshaded cells form one connected region.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Singles game IDs: "WxH" with an optional difficulty
//     de or dk (checked and ignored), a colon, then one character a
//     cell in reading order: '1'–'9', 'a'–'z' for 10 to 35, 'A'–'Z' for
//     36 to 61 (cellgrid.EveryCell). A number is at most the board's
//     longer side. The ID is written with "de", which tells it from a Net
//     ID of the same shape (a raw ID of digits only reads as either).
//   - puzz.link URLs, https://puzz.link/p?hitori/COLS/ROWS/BODY: a
//     character a cell, '0'–'9' and 'a'–'z' a number, '-' and two base-36
//     digits a larger one, '.' an empty cell (cellgrid.Base36).
//   - A text grid after an optional "#singles" (or "#hitori") header:
//     one line a row, a digit a cell, or numbers separated by spaces when
//     one has two digits; '.' an empty cell (what a new board has; the
//     game ID cannot write it). String writes this form.
//
// # Answer
//
// {"grid": ["#.#.", ...]}: one string a row, '#' a shaded cell, '.' one
// not shaded; a partial answer has '?' where it does not know
// (cellgrid.Shading).
//
// # Encoding
//
// One variable per cell (shaded). Of the cells of a row or column that
// hold the same number at most one is unshaded (sat.Model.AtMostOne over
// the negations); two neighbours are never both shaded
// (cellgrid.ShadeVars.Apart); the unshaded cells are connected, a rule
// added lazily by cuts (cellgrid.Linked, graph.Connected).
//
// The editor works on cells: digits type a number (1 then 2 is 12 when
// the board allows it), Backspace takes a digit away, Delete clears the
// cell. Generate (2x2 to 30x30, default 8x8) cuts a random Latin square
// to size, shades cells at random (cellgrid.RandomApart) and gives each
// shaded cell the number of an unshaded one of its row or column; while a
// second solution exists it gives a cell shaded in the answer but not in
// that solution the number of a cell of its line that both leave
// unshaded. It has no difficulty levels: the solver does not grade.
package singles
