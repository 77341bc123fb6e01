// Package lightup is Light Up (Akari): place lights on white cells so
// that every white cell is lit (a light shines along its row and column
// until a black cell or the border), no light shines on another, and every
// numbered black cell has exactly that many lights on the cells beside it
// (up, down, left, right).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Light Up game IDs: "WxH" with optional generator
//     settings (b black percentage, s symmetry, r, d difficulty: they are
//     checked and ignored; any other letter is an error), a colon, then the
//     cells in reading order: 'a'–'z' for 1 to 26 white cells, 'B' a black
//     cell, '0'–'4' a numbered black cell: "7x7:k0b0a2aBdBaBdBaBa3b2k".
//   - puzz.link URLs, https://puzz.link/p?akari/COLS/ROWS/BODY (or
//     lightup/): '0'–'4' a numbered cell, '5'–'9' and 'a'–'e' a number
//     followed by one or two white cells, '.' a black cell, 'g'–'z' 1 to 20
//     white cells.
//   - A text grid after an optional "#lightup" header: '.' white, '#'
//     black, '0'–'4' numbered black. String writes this form.
//
// # Answer
//
// {"lights": [[r, c], ...], "grid": [...]}: the lights in reading order
// and the picture Answer.Text prints. A partial answer also lists the
// white cells known to stay dark as "dark".
//
// # Encoding
//
// One variable per white cell (a light there). The white cells fall into
// row segments and column segments (maximal runs between black cells);
// each segment has at most one light (sat.Model.AtMostOne), each white
// cell needs a light in its row segment or its column segment (one
// clause), and each number n asks exactly n of the white cells beside it
// (sat.Model.Exactly). A number with fewer white neighbours than it asks
// for is reported impossible before search.
//
// The editor works on cells: Black, 0–4 and Delete (white) on the pad.
// Generate places black cells at random, lights greedily, numbers every
// black cell, and then removes numbers while the solution stays unique.
package lightup
