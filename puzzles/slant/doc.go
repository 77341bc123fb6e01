// Package slant is Slant (Gokigen Naname): draw a diagonal line, '\' or
// '/', in every cell of a board so that each numbered grid point (a
// corner of the cells) touches exactly that many lines and the lines
// form no loop. Boards are 1x1 to 99x99 cells (100x100 grid points).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Slant game IDs, "WxH[dD]:DESC": the cells across
//     and down, optionally a difficulty (e or h; checked and ignored),
//     then the (W+1) x (H+1) grid points in reading order, a digit 0–4 a
//     clue and 'a'–'z' a run of 1 to 26 points without one:
//     "5x5:a21c1b13h4b4d3a20e".
//
//   - puzz.link URLs, https://puzz.link/p?gokigen/COLS/ROWS/BODY: the
//     body is the grid points in pzprjs's 4Cross codec ('0'–'4' a clue,
//     '5'–'9' and 'a'–'e' a clue followed by one or two points without,
//     'g'–'z' 1 to 20 points without one).
//
//   - A text grid after an optional "#slant" (or "#gokigen") header: a
//     line a row of grid points, one more than the rows of cells, each
//     point '.' or its clue 0–4. String writes this form:
//
//     #slant
//     .2...
//     ..4..
//     .3..0
//     .....
//     ..0..
//
// # Answer
//
// {"grid": ["\\/\\\\", ...]}: a string a row of cells, '\' or '/' a
// cell (puzzles.Picture); a partial answer has '?' where the line is not
// known.
//
// # Encoding
//
// One variable a cell, true for '\'. A clue is a cardinality constraint
// over the four cells around its point (the '\' of the cells above left
// and below right, the '/' of the others). The smallest loop, a diamond
// in a 2x2 block, is forbidden by one clause a block; longer loops are
// refused lazily (Refine): each line of the model that closes a loop
// gives a clause turning one of the loop's cells.
//
// The editor selects grid points (cellgrid.PointGrid: a tap picks the
// nearest point): 0–4 set its clue, Delete clears it. Generate draws
// random lines without a loop (a cell takes the other line where its
// first would close one; both never do), shows every clue, then removes
// clues in random order while the solution stays unique ("hard", the
// default, Variant ""); "easy" gives a third of the removed clues back.
// Sizes 2x2 to 15x15, 6x6 by default.
package slant
