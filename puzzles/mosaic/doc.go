// Package mosaic is Mosaic (Fill-a-Pix): shade cells so that every clue
// counts the shaded cells of the 3x3 block centred on it, itself
// included (a block at the edge has fewer cells).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Mosaic game IDs: "WxH" with an optional h0 or h1
//     (the generator's aggressiveness: checked and ignored), a colon,
//     then the cells in reading order: 'a'–'z' for 1 to 26 cells without
//     a clue, '0'–'9' a clue: "3x3h0:5g0". The ID is written with h0,
//     which no other game of the same shape has; as detection goes, an ID
//     without it is Mosaic's when it both runs blank cells and has a clue
//     over 4 (Light Up, Loopy and Net IDs can look alike; name the type
//     with -type mosaic for the rest).
//   - A text grid after an optional "#mosaic" (or "#fillapix") header:
//     '.' no clue, '0'–'9' a clue. String writes this form.
//
// # Answer
//
// {"grid": ["#.#.", ...]}: one string a row, '#' a shaded cell, '.' one
// not shaded; a partial answer has '?' where it does not know
// (cellgrid.Shading).
//
// # Encoding
//
// One variable per cell (shaded); each clue n asks exactly n of the
// cells of its block (sat.Model.Exactly). A clue larger than its block
// (a 5 in a corner) is reported impossible before search.
//
// The editor works on cells: 0–9 and Delete on the pad. Generate shades
// a random picture, clues every cell with its block's count and then
// removes clues while the solution stays unique.
package mosaic
