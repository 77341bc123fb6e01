// Package signpost is Simon Tatham's Signpost: number the W x H cells of a
// board 1..N (N = W·H) so that, for every k < N, k+1 lies somewhere along
// k's arrow (any distance in that direction: N, NE, E, SE, S, SW, W or NW).
// The cell holding N has no arrow; some numbers are given.
//
// # Formats
//
// A Tatham Signpost game ID, "WxH:DESC" (a "c" after the size, Tatham's
// "ends in corners" generator setting, is accepted and changes nothing),
// or a game page URL ending in "#" and the ID. DESC gives every cell in
// reading order as an optional number and an arrow letter, a-h for N, NE,
// E, SE, S, SW, W, NW. Tatham gives the last cell an arrow too ('a'); the
// arrow of the cell given N is dropped on reading.
//
//	4x4:1cddgcfafcheebbg16a
//
// The text grid (the canonical form String writes): a "#signpost" header
// line, then one row per line of whitespace-separated tokens, each an
// optional number then an optional arrow (a-h, or one of ↑↗→↘↓↙←↖), "."
// for a cell with neither:
//
//	#signpost
//	1e  d  g
//	 d  d  g
//	 b  a  9
//
// A cell without an arrow must hold N; a cell given N ignores its arrow.
// Puzzle.GameID writes the Tatham form. Parse errors name the line and
// column: an unknown parameter, a character that is not a digit or an
// arrow letter, a description too long or too short for the board, a
// number above N in a game ID, a token that is not a cell, rows of
// different lengths. In the text grid a number above N, a number given
// twice and several cells without arrows parse, so that the editor can
// hold them, and Encode refuses them.
//
// # Answers
//
// An Answer's JSON is {"grid": [[1, 5, ...], ...]}: every cell's number.
// A Partial (the facts forced in every solution) has null where a number
// is not known.
//
// # Solving
//
// Plain Go first narrows the numbers each cell may hold (see newDomains):
// given numbers, arrow-step distances to the given numbers around each
// number, a cell on the arrow for the next number and an arrow crossing
// the cell for the one before, and singles. Most of Tatham's puzzles are
// solved there outright. The rest is a SAT model (see encoding): an integer
// per cell over its domain, all different, the next and previous numbers
// on and across the arrows, and a layer of link variables with one link
// out of every cell but N's and one into every cell but 1's. A number or
// a cell left without a place is reported before search as
// *puzzles.Impossible.
//
// Generate makes puzzles in Tatham's style: a random path through every
// cell along the eight lines, its arrows, then given numbers removed (1 and
// N stay) while the solver proves the solution unique.
package signpost
