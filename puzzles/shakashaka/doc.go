// Package shakashaka is Shakashaka (Proof of Quilt): some cells are
// black, a few of them numbered 0 to 4; put a black triangle (half a
// cell, cut by a diagonal, its right angle in one of the four corners) in
// some of the white cells so that every area left white is a rectangle,
// upright or turned 45°; a number counts the triangles in the cells
// beside its black cell (up, down, left, right). Areas that meet only at
// a corner are apart. (pzprjs also refuses a board without any triangle;
// that is not a rule here: a board whose white areas are rectangles
// already is solved empty.)
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?shakashaka/COLS/ROWS/BODY (pzprjs's
//     4Cell codec, as Light Up's): '0'–'4' a numbered black cell, '5'–'9'
//     and 'a'–'e' a number followed by one or two white cells, '.' a black
//     cell without a number, 'g'–'z' 1 to 20 white cells.
//   - A text grid after a "#shakashaka" header: '.' white, '#' black,
//     '0'–'4' numbered black, one character a cell (or separated by
//     spaces). String writes this form.
//
// # Answer
//
// {"grid": ["#◤◥.#.", ...]}: a string a row, a character a cell: '.' a
// white cell left empty, '#' a given black cell (numbered or not), a
// triangle named by its black corner: '◣' lower left, '◢' lower right,
// '◥' upper right, '◤' upper left; in a partial answer '?' a cell not
// known (cellgrid.GlyphVars). A person's entries on the page name the
// triangles by the compass point of the black corner (SW, SE, NE, NW),
// an empty cell '.'.
//
// # Encoding
//
// Five variables a white cell (◣ ◢ ◥ ◤ or empty), exactly one true. Cut
// each cell into four quarters (the triangles between its centre and its
// sides): a triangle blackens the two quarters at its black corner, and a
// variable a quarter says it is black (the two triangles that blacken it,
// sat.Model.Or).
// Around every grid point lie eight 45° sectors, each a quarter of one of
// the four cells there (black off the board and on black cells), and the
// white areas are rectangles exactly when, around every point, each
// maximal run of white sectors spans 90°, 180° or 360°: a run of 1, 3, 5,
// 6 or 7 sectors (a 45° or 135° corner, a 225°, 270° or 315° notch) is
// forbidden by one clause over the quarters' variables for each place it
// could start. Those clauses say the whole rule but propagate it
// slowly, so each point also gets the short clauses its rule implies
// about its four cells' glyphs: "this cell holds g, so that one holds
// h" and "..., so that one holds h or a third holds k" (support.go,
// found once for each pattern of open cells by trying every filling the
// rule allows): noqx's 30x30 went from 8856 to 1791 conflicts and from
// 1110 to 296 CPU ms. A number n is sat.Model.Exactly n of the white cells
// beside it not empty (a cell holds one glyph, so a cell not empty holds
// a triangle): at most four literals, plain clauses, where the sixteen
// triangle variables made a pseudo-boolean sum that took 42% of the
// 30x30's time (1.8x faster now). The tests compare
// solution counts with a brute force over every filling, checked
// geometrically (Check floods the white quarters into areas and asks each
// to fill its bounding box, upright or turned 45°).
//
// The editor works on cells: Black, 0–4 and Delete (white) on the pad.
// Generate lays white rectangles at random where they fit (mostly turned
// 45°, large ones first, none touching another along a side), makes the
// cells left over black with the count of triangles beside them, keeps a
// board whose solution is unique and drops numbers in random order while
// it stays unique. Sizes 5x5, 6x6, 8x8, 10x10 and 12x12 are offered.
package shakashaka
