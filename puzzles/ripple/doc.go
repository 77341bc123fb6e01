// Package ripple is Ripple Effect (Hakyukoka): the board is divided into
// rooms; write a number in every cell so that a room of N cells holds
// the numbers 1 to N, each once, and two equal numbers k in one row or
// column have at least k cells between them. Some numbers are given.
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?ripple/COLS/ROWS/BODY (also
//     pzprjs's Kanpen name, hakyukoka): the borders between rooms as
//     cellgrid.ReadBorders reads them (the rooms named A, B, … in reading
//     order), then a number for every cell in reading order (pzprjs's
//     Number16 codec: '1'–'f', '-' and two hex digits, '+' and three, …;
//     'g'–'z' 1 to 20 cells without one). pzprjs may add bits for cells
//     outside every room; they are refused unless all 0, as is a '.'
//     (a number not shown) and a 0. A puzzle writes its URL when its
//     rooms are whole and named in reading order.
//   - A text after an optional "#ripple" header (or "#rippleeffect",
//     "#hakyukoka"): the rows of cells ('.' a cell without a number, or
//     the number; cells separated by spaces when a number has two
//     digits), then as many rows of rooms, a letter a cell (A–Z, a–z;
//     names separated by spaces from 53 on; '.' a cell of no room while
//     drawing). String writes this form.
//
// Encode refuses (an error, not "no solution") a cell in no room and a
// room in parts; a given larger than its room has no solution, and says
// so.
//
// # Answer
//
// {"grid": [[1, 2, 3, 1], ...]}: every cell's number
// (cellgrid.NumberGrid), null for a cell a partial answer does not know.
//
// # Encoding
//
// An integer per cell, 1 to its room's size (one-hot and order
// literals, cellgrid.NumberVars), the givens fixed; the numbers of a
// room all different, which on N values for N cells is exactly one cell
// of each (sat.Model.AllDifferent); and for two cells d apart in a row
// or column, for every k from d to the smaller room's size, the clause
// "not both k". Check says the same in plain Go.
//
// # Editing and play
//
// A click selects a cell; a room's letter puts it in that room (the pad
// offers the letters in use and the next unused one), digits write its
// given number (1 then 2 is 12), Delete clears the number, then the
// room. In play, digits enter a cell's number (NumberVars reads the
// entries).
//
// Generate plants the rooms in reading order: each cell not in a room
// yet starts one, grown at random neighbours to 2 to 5 cells, kept when
// the solver can still number the rooms so far (up to 5 shapes), else
// the cell stands alone or joins a neighbouring room (a board where none
// of these can be numbered is dropped, and the next of up to 50 tried).
// It numbers the rooms with the solver's first answer, gives every
// number, then drops numbers in random order while the puzzle stays
// unique. It offers 6x6, 8x8 and 10x10: seeds 1–20 took at most 0.3,
// 1.2 and 1.9 s each natively on a loaded 2-core machine (10x10 seed 1:
// 0.3 s, in WebAssembly 0.6–1.6 s); 12x12, the largest it makes, about
// 2 s.
package ripple
