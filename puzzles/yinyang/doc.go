// Package yinyang is Yin-Yang: colour every cell black or white, some
// given as circles of their colour, so that the black cells are
// connected, the white cells are connected, and no 2x2 block is all one
// colour.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?yinyang/COLS/ROWS/BODY: pzprjs's
//     circle codec, three cells to a base-27 digit (0 empty, 1 white, 2
//     black; cellgrid.Circles).
//   - A text grid after an optional "#yinyang" (or "#yin-yang") header:
//     '.' an empty cell, 'W' (or 'w', 'o', 'O') a white circle, 'B' (or
//     'b', '#') a black one. String writes this form.
//
// # Answer
//
// {"grid": ["BW..", ...]}: one string a row, 'B' a black cell, 'W' a
// white one; a partial answer has '?' where it does not know
// (cellgrid.Colouring).
//
// # Encoding
//
// One variable per empty cell (black); the circles fix theirs. No 2x2
// block of one colour (cellgrid.ShadeVars.NoBlockLike); two implied
// rules that help the search: no 2x2 block coloured like a checkerboard
// (its two black cells joined would cut its two white ones apart) and at
// most two changes of colour around the edge of the board (sat.Model.AtMost
// over a variable per pair of neighbours on the rim, cellgrid.Rim); the
// cells of each colour are connected, added lazily by cuts
// (cellgrid.Colouring, graph.Connected).
//
// The editor works on cells: White, Black and Delete on the pad (keys w,
// b, Delete). Generate (2x2 to 20x20, default 8x8) puts circles of
// random colours on the cells in random order, each turned to the other
// colour when it leaves no solution, until one solution is left, then
// drops circles in random order while the puzzle stays unique.
package yinyang
