// Package nurikabe is Nurikabe: shade cells so that the shaded cells (the
// sea) form one connected region with no 2x2 block all shaded, and every
// island (a connected region of unshaded cells) holds exactly one number,
// equal to its size; a '?' is a number whose island may have any size.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?nurikabe/COLS/ROWS/BODY: the
//     cells in reading order, '0'–'f' a number, '-' and two hex digits,
//     '+' and three, '=' and three (plus 4096), '%' or '@' and three (plus
//     8192) a larger one, '.' a '?', 'g'–'z' 1 to 20 empty cells.
//   - A text grid after an optional "#nurikabe" header: one line per row,
//     '.' an empty cell, '?' an island of unknown size, or the island's
//     size; one character per cell, or cells separated by spaces when a
//     number has two digits or more. String writes this form.
//
// # Answer
//
// {"grid": ["#..#", ...]}: one string per row, '#' shaded, '.' unshaded
// (a partial answer from deduction has '?' where it is not known).
//
// # Encoding
//
// The islands are cellgrid.IslandVars, over the vertices of
// graph.Square. Each number i gets one membership variable per cell its
// island can reach (graph.Graph.Ball): at most size-1 steps from the
// number (no limit for '?'), never onto or beside another number (such a
// cell would join that number's island). A cell no island reaches is
// shaded outright. An unshaded cell is on exactly one island, a shaded
// one on none; when two neighbours are both unshaded they are on the
// same island; an island has exactly its size in cells
// (sat.Model.Exactly), all within its size-1 steps of its number through
// the island (graph.Graph.Within: connected, eagerly), and a cell of an
// island larger than 1 has a neighbour on it. No 2x2 block is all
// shaded, and a shaded cell has a shaded neighbour when the sea has at
// least 2 cells.
//
// Lazily (puzzles.Refiner), the sea is connected, and so is each island
// of a '?' (graph.Connected with Minimal cuts: from a cell known to be
// sea, or the number, over a minimal separator, one for each stray
// part). Counting blocks the shading only, since the shading fixes the
// islands.
//
// The editor selects a cell: digits type its number (1 then 2 is 12), '?'
// an island of unknown size, Backspace removes a digit, Delete clears it.
// The generator (puzzles.RandomBoards, up to 40x40, 60 boards) shades a
// random board (cellgrid.RandomLand: land grown at cells of 2x2 blocks of
// sea until there are none, the sea kept connected, islands of at most 9
// cells), numbers each island at a random cell, and while a second
// solution exists it rules that one out by moving an island's number
// onto one of its cells that the second solution shades.
package nurikabe
