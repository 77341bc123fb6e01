// Package rect is Rectangles (Shikaku): divide the board into rectangles,
// each holding exactly one number, equal to its area ('?': any area).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Rectangles game IDs, "WxH[eF][a]:DESC" (the
//     parameters checked and ignored): the cells in reading order,
//     'a'–'z' 1 to 26 empty cells, a decimal number a numbered cell, '_'
//     between two numbers: "7x7:c2a2b6a3b5b4e4_2b2b5h8a2e2a2". Detect
//     claims an ID only when its numbers add up to the board's area.
//   - puzz.link URLs, https://puzz.link/p?shikaku/COLS/ROWS/BODY: the
//     cells as pzprjs's Number16 ('.' a '?', 'g'–'z' empty runs).
//   - A text grid after an optional "#rect" (or "#shikaku") header: '.'
//     an empty cell, '?' or the area; cells separated by spaces when a
//     number has two digits. String writes this form.
//
// # Answer
//
// {"regions": [[0, 0, 1], ...]}: a region a cell (cellgrid.RegionGrid),
// null for a cell a partial answer does not know.
//
// # Encoding
//
// A variable for each rectangle a number may have: of its area, on the
// board, holding no other number. Exactly one a number, exactly one
// covering each cell (a cell no rectangle reaches, or a number no
// rectangle fits, is reported impossible before search). The answer's
// "same region" literal of two neighbours is the choice of a rectangle
// covering both (cellgrid.RegionVars).
//
// The editor selects a cell: digits type its area (1 then 2 is 12), '?'
// any area, Delete clears it. Generate tiles the board with random
// rectangles of 2 to 8 cells, numbers each at a random cell and, while a
// second answer exists, moves the number of a rectangle that answer lacks.
package rect
