// Package binairo is Binairo (also Takuzu, Tohu-Wa-Vohu, LinkedIn's Tango
// without its = and x signs, and Simon Tatham's Unruly): fill a grid with
// black and white so that every row and every column has as many black
// cells as white, and no three cells in a row or column are the same
// colour. With the unique rule, no two rows are the same and no two
// columns are the same. Both sides of the grid are even.
//
// # Formats
//
// The text grid, the canonical text:
//
//	#binairo unique
//	1..0..
//	......
//
// one row per line, 1 for a black given, 0 for a white one, . for an empty
// cell (spaces between cells are allowed). The header is optional; "unique"
// in it turns the unique rule on.
//
// Tatham's Unruly game IDs, such as "8x8udn:bbDAcjagbdgBIBaCbc":
// "WxH", then "u" for the unique rule, then "d" and a
// difficulty letter (ignored); a URL ending "unruly.html#8x8:…" works too.
// Written writes one (puzzles.FormWriter).
//
// Odd or out-of-range sides, characters other than 0, 1 and ., ragged rows
// and unknown Unruly parameters are errors.
//
// # Answer
//
//	{"grid": ["011001", "100110", ...]}
//
// one string per row, 1 black and 0 white.
//
// # Encoding
//
// One variable per cell, true for black; givens are units. Every row and
// column has exactly half its cells black (sat.Model.Exactly), and every
// three consecutive cells of a line get two clauses (not all black, not
// all white) (cellgrid.BinaryLines). The unique rule is lazy
// (puzzles.Refiner): when an answer
// has two equal rows (or columns), a clause forbids those two lines from
// both showing that pattern, and the solver goes on. (Exports therefore
// leave the unique rule out.)
//
// # Editing
//
// A click selects a cell; the pad's "1 (Black)", "0 (White)" and Delete
// keys set it, and "Unique rows: on/off" toggles the rule.
//
// The unique rule is a cellgrid.Setting (the header's word, the pad's
// toggle, the game ID's "u"); the game ID is a cellgrid.SkipGame.
//
// Generate makes puzzles with one solution (cellgrid.Givens): it adds
// givens from one of two solutions where they differ until only one is
// left, then drops the givens that are not needed.
package binairo
