// Package country is Country Road: draw one single loop through the
// centres of cells of a board divided into regions, moving between
// orthogonal neighbours and never visiting a cell twice. The loop passes
// through every region, entering it once and leaving it once; a number
// in a region says how many of its cells the loop passes through; and
// two cells side by side in different regions are not both off the loop.
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?country/COLS/ROWS/BODY (and
//     pzv.jp): the borders between regions as cellgrid.ReadBorders reads
//     them (the regions named A, B, … in reading order), then a number
//     for each region in that order (pzprjs's Number16 codec: '0'–'f',
//     '-' and two hex digits, '+' and three, '.' a number not given,
//     'g'–'z' 1 to 20 regions without one), set in the region's first
//     cell (cellgrid.RegionRule.Numbers). A puzzle writes one when its
//     numbers stand in their regions' first cells. pzprjs's variant "e"
//     (regions the loop may skip) is refused.
//   - A text after an optional "#country" (or "#countryroad") header: the
//     rows of cells ('.' a cell without a number, '?' a number not given,
//     or the number; cells separated by spaces when a number has two
//     digits), then as many rows of regions, a letter a cell (A–Z, a–z;
//     names separated by spaces from 53 on; '.' a cell of no region while
//     drawing). String writes this form.
//
// Encode and Check refuse (an error, not "no solution") a cell in no
// region and a region in parts.
//
// # Answer
//
// {"loop": [[r, c], ...], "grid": [...]}: the loop's cells in order
// (cellgrid.Loop), from its first in reading order, and its picture. A
// partial answer lists the lines known drawn ("lines") and absent
// ("off").
//
// # Encoding
//
// A variable a line between neighbouring cells, under the single-loop
// rule (cellgrid.LoopVars: every cell has 0 or 2 lines; connected,
// added lazily). A variable a cell, visited, true when one of its lines
// is drawn. Each region has a visited cell, and (on a board of two
// regions or more) exactly two lines across its border are drawn: it is
// entered once and left once; a number's region has exactly that many
// visited cells; of two neighbours in different regions, one is
// visited. Check says the same in plain Go.
//
// # Editing and play
//
// A click selects a cell; a region's letter puts it in that region (the
// pad offers the letters in use and the next unused one), digits write
// its number (1 then 2 is 12), ? a number not given, Delete clears the
// number, then the region. In play, lines are drawn by dragging between
// cell centres.
//
// Generate (boards up to 10x10, all offered) draws a random loop
// through most cells (cellgrid.RandomLoop), cuts it into arcs of 2 to 5
// cells, and makes a region of each arc with the groups of cells off the
// loop attached to it (each group to a loop cell beside it), every region
// numbered. While the solver finds another loop, it cuts an arc where
// the other loop leaves the planted one; then it drops numbers while the
// puzzle stays unique.
package country
