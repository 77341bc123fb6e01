// Package tents is Tents: next to each tree, place a tent. Each tree has
// its own tent on a cell beside it (up, down, left or right), matched one
// to one; a tent may also stand beside other trees. No two tents touch,
// not even diagonally, and the numbers outside the board say how many
// tents each row and column holds (a missing number says nothing).
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Tents game IDs, "WxH[dD]:TREES,COUNTS": the trees in
//     reading order as runs ('_' a tree, 'a'–'y' 1 to 25 empty cells and
//     a tree, 'z' 25 empty cells; a last tree stands just past the
//     board), then the counts of the columns and of the rows, each after
//     a comma: "8x8:aacjeegjcabac,3,1,1,1,0,2,2,2,2,1,2,0,2,1,2,2". The
//     difficulty (de, dt) is ignored; given tents ('!', '-') are refused.
//   - puzz.link URLs, https://puzz.link/p?tents/COLS/ROWS/BODY: the
//     counts of the columns and then of the rows ('0'–'f', '-' and two
//     hex digits, '.' unknown, 'g'–'z' 1 to 20 missing ones), then the
//     trees ('0'–'h' a tree and 0 to 17 empty cells after it, 'i'–'z' 1
//     to 18 empty cells).
//   - A text grid after an optional "#tents" header: the column counts on
//     the first line (one character each, or separated by spaces), then
//     each row's cells ('T' a tree, '.' empty) and, after a space, its
//     count; '?' marks a missing count. String writes this form.
//
// The text form of puzz.link's example:
//
//	#tents
//	2?0??
//	..T.. 1
//	..... ?
//	.T..T ?
//	...T. ?
//	.T... 1
//
// # Answer
//
// {"tents": [[r, c], ...], "grid": [...]}: the tents in reading order and
// the picture Answer.Text prints. A partial answer also lists the cells
// known to hold no tent as "grass".
//
// # Encoding
//
// A tent variable per empty cell beside a tree (no tent can stand
// anywhere else), and a pairing variable per tree and empty cell beside
// it. Each tree has exactly one pairing; a paired cell holds a tent and a
// tent has exactly one pairing; no 2x2 block holds two tents; each given
// count is an exactly-k over its line. Counting and deduction read only
// the tent variables, so two matchings of the same tents are one
// solution, as in Tatham's rules. A tree walled in by trees, or counts
// that cannot add up to the number of trees, are reported before search.
//
// Check is plain Go: the tents' positions, the counts, and a perfect
// matching of trees and tents found by augmenting paths.
//
// The editor selects a cell (Tree, Delete), a row's count in the strip
// right of the board or a column's in the strip below it (digits: 1 then
// 2 is 12; Delete). Generate places tents and their trees at random and
// keeps the first board whose tents are unique, with every count given.
package tents
