// Package heyawake is Heyawake: shade cells of a board divided into
// rooms so that no two shaded cells are side by side (up, down, left,
// right), the unshaded cells are connected, a number in a room says how
// many of its cells are shaded, and no straight run of unshaded cells
// along a row or column crosses more than one room border (spans three
// rooms).
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?heyawake/COLS/ROWS/BODY: the
//     borders between rooms as cellgrid.ReadBorders reads them (the rooms
//     named A, B, … in reading order), then a number for each room in
//     that order (pzprjs's Number16 codec: '0'–'f', '-' and two hex
//     digits, '+' and three, …; 'g'–'z' 1 to 20 rooms without one), set
//     in the room's first cell (cellgrid.RegionRule.Numbers). A puzzle
//     writes one when its numbers stand in their rooms' first cells.
//   - A text after an optional "#heyawake" header: the rows of cells ('.'
//     a cell without a number, or the number; cells separated by spaces
//     when a number has two digits), then as many rows of rooms, a letter
//     a cell (A–Z, a–z; names separated by spaces from 53 on; '.' a cell
//     of no room while drawing). String writes this form.
//
// Encode refuses (an error, not "no solution") a cell in no room and a
// room in parts.
//
// # Answer
//
// {"grid": ["#.#..#", ...]}: a row a string, '#' shaded, '.' not ('?'
// not known, in a partial answer).
//
// # Encoding
//
// A variable a cell (shaded). No two neighbours both shaded; every
// unshaded cell has an unshaded neighbour (boards of 4 cells or more);
// each number's room has exactly that many shaded cells (from 8 up a
// sequential counter of clauses, sat.Model.CountBetween: gophersat's cardinality sum found no
// 40 cells apart on a 12x12 board in 20 s, the counter in 0.1 s; the
// counter runs over the room's cells paired side by side, a literal "one
// of the two is shaded" a pair, half as long). Along
// each row and column, for two room borders that follow each other, one
// of the cells from the one before the first border to the one after
// the second is shaded. On a dense board, a bound from Euler's formula
// (squares): the unshaded 2x2 squares are at most (R-1)(C-1) minus, for
// each shaded cell, 3 less its sides on the board's edge; counted from
// the rooms' numbers when that leaves little slack, it took noqx's 12x12
// (a room of 40) from 6318 conflicts to 268. The unshaded cells are
// connected, added lazily
// (graph.Connected with Apart): a model whose unshaded cells fall apart
// gets, for each part, the clause "not all of these shaded cells", the
// cells a minimal chain of shaded cells, corner to corner, that cuts the
// part off (as shaded cells never touch, shading that chain parts the
// unshaded cells whatever the rest). The model is then simplified by
// what its unit clauses fix (sat.Model.Simplify), so that gophersat's
// parser does not pass over every clause again for each round of units
// the 1-cell rooms force: noqx's 12x12 went from 33 to 21 CPU ms. Check
// says the same in plain Go.
//
// # Editing
//
// A click selects a cell; a room's letter puts it in that room (the pad
// offers the letters in use and the next unused one), digits write its
// number (1 then 2 is 12), Delete clears the number, then the room.
//
// Generate (boards up to 6x6) plants a shading (no two shaded cells side
// by side, the rest connected), grows rooms from random seeds, mends
// every unshaded run across two borders (shading a cell of it, or
// merging two rooms), numbers every room, and while the solver finds
// another answer moves a cell where the two differ to a neighbouring
// room; then it drops numbers while the puzzle stays unique. On 8x8 a
// search took minutes on some seeds, so larger boards are refused.
package heyawake
