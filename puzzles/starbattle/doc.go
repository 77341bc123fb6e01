// Package starbattle is Star Battle ("Two Not Touch"): place K stars in
// every row, every column and every region of a square board so that no
// two stars touch, not even diagonally. LinkedIn's Queens is the case K=1
// on an N x N board with N regions.
//
// # Formats
//
// The region-letter grid, the canonical text:
//
//	#starbattle stars=2
//	AAABBBBBBC
//	ADABBBBBCC
//	...
//
// one row per line, one letter per cell naming its region (A-Z, then
// a-z; "." for a cell of no region, while editing). Rows of names
// separated by spaces are read too, where numbers from 53 up name regions
// beyond z. Without the header the star count is 1. The header may add
// "free=A,C": those regions' star counts are relaxed (Without writes it,
// to explain a puzzle with no solution).
//
// puzz.link URLs: https://puzz.link/p?starbattle/W/H/K/BORDERS, as
// written by pzprjs: the star count, then the borders between regions as
// cellgrid.ReadBorders reads them (the regions named A, B, ... in reading
// order). A puzzle writes one when it holds the puzzle (no free regions,
// regions whole and named in reading order).
//
// The type is a cellgrid.Regioned board: the text, the URL, the pad's
// region keys, the drawing of the regions and the explanations' relaxed
// regions come from cellgrid; the star count is a cellgrid.Setting: the
// header's "stars=K" (RegionRule.Words), the URL's prefix
// (RegionRule.Before) and the pad's - and +.
//
// Parse rejects boards that are not square. Encode rejects (with an error,
// not "no solution") a cell of no region, a number of regions other than
// the side, a region in several parts, and a star count that cannot fit:
// two neighbouring rows hold 2K stars in (N+1)/2 blocks of two columns,
// at most one star each (MaxStars).
//
// # Answer
//
//	{"stars": [[0, 1], [1, 3], ...]}
//
// the stars' [row, column] cells, 0-based, in reading order, and "grid":
// the picture Answer.Text prints ('*' a star, '.' none, '?' not known).
//
// # Encoding
//
// One variable per cell (a star there). Each row, column and region has
// exactly K true (sat.Model.Exactly); each 2x2 block at most one, which
// is exactly "no two stars touch". Check verifies the same rules in plain
// Go.
//
// # Editing
//
// A click selects a cell; a region letter puts it in that region (the pad
// offers the letters in use and the next unused one), Delete takes it out,
// and the "Stars: K −" and "Stars: K +" keys (or - and +) set K.
//
// Generate plants random non-touching stars, grows a region around each
// (cellgrid.GrowRegions), merges them into regions of K stars
// (cellgrid.MergeRegions), and moves cells between regions until the
// planted stars are the only solution (cellgrid.Partition.Repair); it is
// quick up to 10x10.
package starbattle
