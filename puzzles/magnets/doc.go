// Package magnets is Magnets: the board is tiled by given dominoes, and
// each domino is a magnet, one end + and the other -, or neutral, both
// ends blank. Like poles (+ and +, - and -) never touch orthogonally, in
// one domino or across two. The numbers above the columns and left of
// the rows count the + cells of each line, those below the columns and
// right of the rows the - cells; some numbers may be missing. A cell may
// be in no domino (Tatham's '*'): it is always blank.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Magnets game IDs, "WxH[dX][S]:TOP,LEFT,BOTTOM,RIGHT,CELLS"
//     (magnets.c's description; the difficulty and strip-clue flag are
//     read and ignored): one character a count, '0'–'9' or 'a'–'z' (10
//     up), '.' none, the + counts above the columns left to right, left
//     of the rows top to bottom, then the - counts below the columns and
//     right of the rows, each group ending in a comma; then each cell in
//     reading order, L, R, T or B the left, right, top or bottom end of
//     its domino, '*' a cell in none:
//     "6x5:211123,22222,030232,22222,LRLRTTLRLRBBTTTTLRBBBBLRLRLRLR".
//     A game ID is written with the size alone, as the collection writes
//     it.
//   - puzz.link URLs, https://puzz.link/p?magnets/COLS/ROWS/BODY
//     (pzprjs's magnets.js): the counts (Number16ExCell over the two
//     strips above and left of the board: each column's - count then its
//   - count, then each row's), the borders between dominoes (a bit each
//     side between neighbours, the sides right of each cell and then
//     those below, five to a base-32 digit), then, when a cell is in no
//     domino, pzprjs's given poles three to a base-27 digit (none may be
//     given) and those cells five to a base-32 digit. The anti-magnets
//     variant ("magnets/a/…") is refused.
//   - A text grid after an optional "#magnets" header: the board framed
//     by its counts, H+2 lines of W+2 characters, '+' at the four
//     corners, a digit or '.' for each count (+ counts above and left, -
//     counts below and right), and each cell L, R, T, B, '*' (or '#') or
//     '.' for a cell not laid yet; white space is ignored. String writes
//     this form. A count is 0 to half its line (rounded up), at most 9.
//
// A 4x2 puzzle in the text form (its answer "+..+", "-..-"; the game ID
// "4x2:1.01,2.,1..1,.2,TLRTBLRB"):
//
//	#magnets
//	+1.01+
//	2TLRT.
//	.BLRB2
//	+1..1+
//
// A board with a cell not laid, or an end whose partner is not beside
// it, reads (the editor keeps such drafts) but is refused by Validate,
// Encode and Check, and writes no game ID or URL.
//
// # Answer
//
// {"grid": ["+-..", "-+.."]}: a row a string, '+' and '-' the poles, '.'
// a neutral cell (puzzles.Picture); a partial answer has '?' where a cell
// is not known.
//
// # Encoding
//
// Two variables a cell, + and -, never both. The ends of a domino are
// linked (one end + exactly when the other is -), a cell in no domino is
// neither, two neighbours are never both + nor both -, and each count is
// an exactly-k over the + (top, left) or - (bottom, right) variables of
// its line.
//
// The editor selects the cells and the counts beside the board: L, R, T
// and B lay a whole domino (the cell and its partner beside it; the
// domino the cell was in is lifted), * a cell in no domino, Delete lifts
// a domino; on a count, a digit sets it and Delete removes it. Generate
// tiles the board at random (a cell in no domino in the corner of an odd
// board), makes the dominoes magnets in random order where no like poles
// would touch, about one in five left neutral, and gives every count; the
// first such board with a unique answer. The "sparse" variant then drops
// counts while the answer stays unique (as Tatham's strip clues do).
// Sizes 2x2 to 12x12, 6x5 by default.
package magnets
