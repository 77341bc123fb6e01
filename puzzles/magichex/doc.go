// Package magichex is the magic hexagon: place numbers on the cells of a
// hexagon so that every straight line of cells, in all three directions,
// has the same sum. The classic puzzle ("Hex38", side 3) places 1..19 on 19
// cells so that the 15 lines sum to 38; it has exactly one solution up to
// rotation and reflection (12 arrangements).
//
// Other sides (2 to 5), targets, value ranges and repeated values are
// parameters of the puzzle; arithmetic that rules a puzzle out (the rows
// share the total of all values equally, so the total must divide) is
// reported before any search.
//
// # Formats
//
// The seed's format is the hexagon's rows, top to bottom, as tokens
// separated by spaces: "." for an unknown cell, a number for a given. The
// empty Hex38 (side 3: rows of 3, 4, 5, 4 and 3 cells) is
//
//	. . .
//	. . . .
//	. . . . .
//	. . . .
//	. . .
//
// Rows may be indented to look like a hexagon. Cells are numbered V1, V2,
// ... row by row, left to right, as in the seed's SMT-LIB model, and
// Answer.String prints them that way ("V1=3 V2=17 ...").
//
// An optional first line names the puzzle and its parameters, each
// optional, as in "#magichex side=3 sum=38 values=1..19 distinct=yes":
//
//   - side: 2 to 5 (default: from the number of rows). With a side and no
//     rows the hexagon is empty: "#magichex side=4" is a whole puzzle.
//   - values: the numbers allowed, lo..hi (default 1..cells; at most 200
//     values, each within ±9999).
//   - distinct: whether a value may be used once only (yes or no; default yes).
//   - sum: the sum of every line. By default it is what the arithmetic
//     implies: when every value is used once, the 2*side-1 rows share the
//     total of the values equally (38 for side 3). Otherwise it must be given.
//
// String returns the canonical text: the header with the side and the
// parameters that differ from their defaults, then the rows indented into
// a hexagon:
//
//	#magichex side=2 sum=3 values=0..3 distinct=no
//	 . 3
//	. 0 .
//	 . .
//
// # Solving
//
// Encode refuses a value given twice (when values are distinct) and an
// undetermined sum as invalid input, and answers without search what
// arithmetic rules out ([puzzles.Impossible]): sides 2, 4 and 5 with their
// normal values, a sum that the rows cannot share, a full line with the
// wrong sum. [Puzzle.Summary] and [Puzzle.SymmetryClasses] give the count
// up to rotation and reflection: the empty Hex38 has 12 arrangements, 1 up
// to symmetry.
//
// The JSON answer lists the rows:
//
//	{"rows": [[3, 17, 18], [19, 7, 1, 11], [16, 2, 5, 6, 9], [12, 4, 8, 14], [10, 13, 15]]}
//
// # Editing
//
// Draw lays the cells out as pointy-top hexagons one unit wide. Hit returns
// a cell target {R: row, C: index in the row} or, on the small label beyond
// the end of a line that shows its current sum, a line target {R: direction
// (0 rows, 1 down-left, 2 down-right), C: index, Kind: "line"}; Box of a
// line target covers the whole line, for highlighting it. Digits type a
// number into a cell (1 then 7 gives 17), Backspace removes a digit,
// Delete, Space and "." clear the cell, and "-" flips the sign when
// negative values are allowed.
package magichex
