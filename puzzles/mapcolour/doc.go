// Package mapcolour is Map, the four-colouring game of Simon Tatham's
// collection (the type's name is "map"; Go cannot name a package map):
// a board divided into regions; colour every region with one of four
// colours so that no two regions that share an edge have the same colour
// (regions that touch only at a corner may). Some regions' colours are
// given.
//
// # Formats
//
//   - Tatham's game IDs, "WxHnN[dD]:EDGES,COLOURS" (N the number of
//     regions, D the difficulty e, n, h or u, read and ignored). EDGES
//     says for each pair of neighbouring cells whether a border splits
//     them: first each cell and the one below it, in reading order, then
//     each cell and the one right of it, column by column, preceded by
//     one notional pair not split; a letter 'a'–'y' is a run of 1 to 25
//     pairs alike, after which the other kind follows, 'z' a run of 25 with
//     no change. The regions are named A, B, … in reading order of their
//     first cells. COLOURS goes through the regions in that order: a
//     digit 0–3 is a region's given colour (our 1–4), a letter 'a'–'z'
//     1 to 26 regions without one. A puzzle writes one when it reads back
//     as itself: regions whole and named in reading order, each given
//     colour in its region's first cell.
//   - A text after an optional "#map" header ("#mapcolour",
//     "#fourcolour"): the rows of cells ('.' a cell without a colour, or
//     the digit 1–4 of the colour given to its region), then as many rows
//     of regions, a letter a cell (A–Z, a–z; names separated by spaces
//     from 53 on; '.' a cell of no region while drawing). String writes
//     this form. A colour may stand in any cell of its region.
//
// Encode refuses (an error, not "no solution") a cell in no region, a
// region in parts and a region given two colours.
//
// # Answer
//
// {"grid": [[1, 1, 2], [3, 3, 2]], "colours": [0, 1, 2]}: the colour 1–4
// of every cell, the cells of a region alike (null: not known, in a
// partial answer), and the colour 0–3 of each region in the order
// Tatham's map.c numbers them, the regions met scanning the cells in
// reading order (-1: not known); the text form is the rows of digits. The board draws colours 1–4 in the
// first four path colours (blue, red, green, yellow in the light theme).
//
// # Encoding
//
// A number 1–4 a cell (cellgrid.NumberVars, one-hot), a given colour
// fixed in its cell. Two cells side by side are equal when they are in
// one region and differ when they are not. Check says the same in plain
// Go: one colour a region, the givens kept, two regions that share an
// edge coloured differently.
//
// # Editing and playing
//
// A click selects a cell; a region's letter puts it in that region (the
// pad offers the letters in use and the next unused one), 1–4 give its
// region that colour, Delete clears the colour, then the region. Playing,
// each cell is entered (a tap cycles 1–4, or press the digit); every cell
// of a region must take the region's colour.
//
// Generate (offered 5x5 to 15x15; it makes boards up to 30x30) grows one
// region per 6 cells from random seeds, takes the solver's four-colouring
// of them with its colours permuted at random, gives every region its
// colour and then drops colours in random order while the puzzle stays
// unique.
package mapcolour
