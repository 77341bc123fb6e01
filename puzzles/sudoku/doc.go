// Package sudoku is Sudoku and its common variants: write a digit 1..N in
// every cell of an N x N grid so that every row, every column and every
// region holds each digit once. Regions are boxes (3x3 on a 9x9 board,
// 2x3 — two rows, three columns — on 6x6, any R x C with R*C = N) or, in
// a jigsaw, N irregular regions of N cells. X puzzles ask the same of the
// two main diagonals. Killer puzzles add cages: the digits of a cage
// differ and add up to its sum (a cage may also have no sum).
//
// # Formats
//
// Parse detects the format:
//
//   - One line of N² characters for N = 4, 6, 9, 16 (any square count
//     works): digits 1..9, then A..Z (or a..z) for 10..35, '.' or '0' for
//     an empty cell. Boxes are the squarest shape, wider than tall.
//
//   - A grid of N lines, each N characters or N whitespace-separated
//     tokens (numbers for 10 and over). '|' and lines of '-', '+', '|'
//     (box separators) are skipped.
//
//   - Simon Tatham's Solo game IDs: "3x3:a5b7...", "2x3:..." (boxes two
//     rows tall and three columns wide), "x" for diagonals ("3x3x:"),
//     "9j:GIVENS,REGIONS" for a jigsaw, "k" for killer
//     ("3x3k:GIVENS,CAGES,SUMS"); symmetry and difficulty letters are
//     accepted and ignored, other letters are errors. See ParseGameID.
//
//   - puzz.link URLs, https://puzz.link/p?sudoku/9/9/BODY (see ParseURL).
//
//   - The canonical text that String writes (below).
//
// The canonical text: a header, the grid (one character per cell up to
// 9x9, tokens above), then a "regions:" section for a jigsaw (N lines of
// region letters) and a "cages:" section for a killer (one cage a line,
// "SUM: r1c1 r1c2 ...", 1-based cells, "?" for no sum):
//
//	#sudoku 9 box=3x3 x killer
//	.........
//	...
//	cages:
//	16: r1c1 r1c2
//
// Header words: the side N, "box=RxC" (rows x columns of a box), "jigsaw",
// "x", "killer". Parse errors name the line and column where one applies:
// rows of the wrong length, characters that are not digits, digits above
// N, regions that do not tile the board (a region with other than N
// cells), cages that overlap or leave the board, a cage sum that its
// number of distinct digits cannot make, unknown Solo parameters.
//
// # Answers
//
// An Answer's JSON is {"grid": [[5, 3, 4, ...], ...]}, digits 1..N, rows
// top to bottom. A Partial (the facts forced in every solution) has null
// where a digit is not known.
//
// # Encoding
//
// One variable per cell and candidate digit, after the givens have
// removed their digits from every cell they see and each cage has kept
// only the digits of its sum's combinations. Exactly one candidate per
// open cell; each digit exactly once in each row, column, region and
// diagonal that no given already fills with it; at most once per cage.
// A cage's sum is encoded by its digit combinations (one selector per
// combination, each selecting which digits the cage uses), or by a
// pseudo-boolean sum when a large cage has more than 256 combinations.
// Givens that clash, a cell without candidates and a cage whose givens
// leave no combination are *puzzles.Impossible, naming the cells.
//
// # Editing
//
// The mode key chooses what the pad enters. "Mode: givens": the digits
// (letters beyond 9) and Delete. "Mode: regions": the board shows each
// cell's region letter (regions are named by their first cells in
// reading order, as in the text and the messages); a region's key
// chooses the brush, and a tap or a drag paints cells into it (typing a
// letter paints the selected cell), turning the puzzle into a jigsaw.
// "Mode: cages": a tap on a free cell, or a drag from any cell, makes or
// grows a killer cage in any direction (the cells crossed move into the
// cage the stroke started in), the digits 0–9 type the selected cage's
// sum and Delete clears it; Cage and Join ← ↑ → ↓ do the same from the
// keyboard. The rule key toggles the diagonals.
package sudoku
