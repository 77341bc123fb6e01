// Package palisade is Palisade (Five Cells, Tatham's Palisade): divide
// the board into regions of exactly N cells each (puzz.link's Five Cells:
// N = 5). A number in a cell says how many of its four sides are region
// borders; the board's edge counts as a border. A '?' is a clue whose
// number is not given; an unused cell (pzprjs's empty cell) belongs to no
// region, and the sides next to it are borders too.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Palisade game IDs, "WxHnN:DESC": the region size N
//     (without 'n', the width, as Tatham reads it), then the cells in
//     reading order, 'a'–'z' 1 to 26 empty cells, '0'–'4' a clue; the
//     description may stop early, the rest being empty, as Tatham writes
//     it: "5x5n5:i133c23c2c2". Detect claims an ID only when it has 'n'.
//     A puzzle with '?' or unused cells has no game ID.
//   - puzz.link URLs, https://puzz.link/p?fivecells/COLS/ROWS/BODY (regions
//     of 5): pzprjs's body, '0'–'9' a clue ('7' an unused cell), '.' a '?',
//     'a'–'z' 1 to 26 empty cells. Only puzzles of regions of 5 write one.
//   - A text grid after a "#palisade n=N" (or "#fivecells") header, N 5 when
//     not given: '.' an empty cell, '0'–'4' a clue, '?', '#' (or '*') an
//     unused cell. String writes this form.
//
// # Answer
//
// {"regions": [[0, 0, 1], ...]}: a region a cell (cellgrid.RegionGrid),
// each unused cell a region of its own; null for a cell a partial answer
// does not know.
//
// # Encoding
//
// A "same region" literal for each side between two cells in use
// (cellgrid.RegionVars; false beside an unused cell). A cell has 1 to N-1
// of its sides inside its region; a clue k has exactly 4-k of them (the
// edge and unused cells are borders). The regions' sizes are lazy
// (puzzles.Refiner): after the sides are made consistent, each part of a
// model smaller than N gets the cut "not exactly this part", each larger
// one "not these N+1 cells joined" (the first N sides of a spanning
// tree). A count of cells in use that N does not divide is
// reported impossible before search.
//
// The editor selects a cell: 0–4 a clue, '?' a clue without its number,
// Unused (u, #) an unused cell, Delete clears it; Size − and + (the keys
// - and +) set N. Generate divides the board into random regions of N
// cells (the variant "nN", default 5), numbers every cell with its
// count of borders and drops clues while the solution stays unique.
package palisade
