// Package galaxies is Galaxies (Tentaisho, Spiral Galaxies): divide the
// board along the cell sides into regions (galaxies), each holding
// exactly one dot and turning onto itself by a half turn about it. A dot
// stands at a cell's centre, on a side between two cells or on a corner
// between four.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - A text grid after an optional "#galaxies" (or "#tentaisho",
//     "#spiralgalaxies") header, one character a cell naming the dot
//     the cell holds: 'o' at its centre, 'r' on its right side, 'b' on
//     its bottom side, 'x' at its bottom-right corner, '.' none ('O' or
//     '*', '|', '_', '+' and '-' read alike). String writes this form.
//     Two dots cannot share a cell (no puzzle with a solution has them).
//   - Simon Tatham's Galaxies game IDs, "WxH[dD]:DESC" (the difficulty
//     checked and ignored): the places a dot may have, the (2W-1) x
//     (2H-1) centres, inner sides and inner corners in reading order;
//     before each dot a letter 'a'–'y' skips 0 to 24 places ('A'–'Y', a
//     black dot, reads alike), 'z' skips 25. Detect claims an ID only
//     when every corner cell of the board can be in some dot's galaxy,
//     which tells it from other games' IDs of the same shape.
//   - puzz.link URLs, https://puzz.link/p?tentaisho/COLS/ROWS/BODY: the
//     same places, as pzprjs writes them: a hex digit a dot (its colour,
//     white or black, both read as a dot, and how far the next dot is),
//     'g'–'z' 1 to 20 places without one. Cells pzprjs marks empty (a
//     bit field after the dots) are refused: Galaxies has none.
//
// # Answer
//
// {"regions": [[0, 0, 1], ...]}: a region a cell (cellgrid.RegionGrid),
// null for a cell a partial answer does not know.
//
// # Encoding
//
// A variable for each dot and each cell its galaxy can reach, "the cell
// is in the dot's galaxy": the cells joined to the dot through cells
// whose half turn about it is on the board and that no other dot
// touches (found before search; a cell no galaxy reaches, or two dots
// touching one cell, is reported impossible). Each cell is in exactly
// one galaxy; the cells a dot touches are in its galaxy; a cell in a
// galaxy brings its half turn about the dot; each galaxy is connected,
// added lazily (graph.Connected's cuts). The answer's "same region"
// literal of two neighbours says they are in one galaxy
// (cellgrid.RegionVars).
//
// The editor selects a cell: Centre (o), Right (r), Below (b) and Corner
// (x) put a dot on it, Delete clears it. Generate grows galaxies from
// random dots, a free neighbour and its half turn at a time, and, while
// a second answer exists, grows the galaxies that either answer lacks
// again as smaller ones.
package galaxies
