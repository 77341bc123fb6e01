// Package tracks solves Tracks (Train Tracks), the puzzle of Simon
// Tatham's collection.
//
// # Rules
//
// Lay one track through squares of the grid from one end to the other.
// The ends are given: two squares at the edge whose given piece runs out
// of the grid (in Tatham's game the entrance on the left edge, marked
// A, and the exit on the bottom edge, marked B). A number beside each
// row and column counts the squares of track in it. Some other pieces
// are given; the track passes through them as drawn. The track never
// branches or crosses itself, and there is nothing else: no loop apart
// from the one path.
//
// # Formats
//
// The text grid: an optional "#tracks" header ("#traintracks" also
// reads), the column counts on the first line (one character each, or
// separated by spaces), then each row's squares and, after a space, its
// count; a count is a number, or '?', '.' or '-' for none. A square is
// '.' or a given piece: ━ ┃ ┏ ┓ ┛ ┗ (the light ─ │ ┌ ┐ ┘ └ and the ASCII
// - | r 7 J L read as the same):
//
//	#tracks
//	3433
//	..━. 4
//	┛... 4
//	.... 3
//	┏... 2
//
// Tatham's game ID, "WxH[dD][o]:DESC,COUNTS": the description gives the
// pieces in reading order, each a hex digit of its directions (right 1,
// up 2, left 4, down 8), a letter 'a'–'z' 1 to 26 squares without one;
// then the columns' counts and the rows', 'S' before the count of the
// exit's column and of the entrance's row ("4x4:b5a6g9c,S3,4,3,3,4,S4,3,2"
// is the grid above). A puzzle is written as a game ID when every count
// is given and its ends are on the left and bottom edges. puzz.link has
// no Tracks genre.
//
// # Answer
//
// {"grid": ["┏━━┓", "┛┏┓┃", ".┃┗┛", "┏┛.."]}: a character a square,
// '━', '┃', '┏', '┓', '┛', '┗' or '.' without track; the ends hold the
// pieces that run out of the grid. A partial answer writes '?' for a
// square whose piece is not known.
//
// # Encoding
//
// A variable per pair of neighbouring squares: the track links them.
// The links form one path between the two ends (graph.Paths: one link at
// each end, none or two at every other square, and, added lazily, no part
// that does not join the ends); a given piece has exactly its links; a
// square is track when a link meets it, and each count is an exact
// cardinality over its line's squares.
package tracks
