// Package numberlink is Numberlink (Flow Free): join each pair of equal
// labels by a path through orthogonally adjacent cells; paths never cross or
// share a cell. Under the fill rule (Flow Free, the default) every cell lies
// on a path; under the classic rule (puzz.link's numlin) cells may stay empty.
// The notouch rule, which combines with either, says that a line never runs
// beside itself: two orthogonally adjacent cells of one line are consecutive
// on it. It is the convention of Nikoli, Janko and Flow Free puzzles, whose
// solutions are unique under it but often not without it.
//
// # Formats
//
// Parse reads each of these, telling them apart by their look:
//
//	   4         a character grid, one character per cell: space or '.'
//	 3  25       empty, any other character a label (the seed document's
//	   31        format and Flow Free's ASCII levels such as "R.G.Y")
//
//	10  . 10     a token grid: whitespace-separated labels, '.' empty, for
//	 .  7  .     labels longer than one character
//
//	https://puzz.link/p?numlin/5/5/1j2h3m1h2j3   a puzz.link or pzv.jp URL
//	             (classic notouch): 0-9 a-f a cell with that hex value, '-'
//	             and 2 hex digits 16..255, '+' and 3 hex digits up to 4095,
//	             g-z 1..20 empty cells
//
//	3 2          thomasahle/numberlink's format: "COLS ROWS", then a
//	A.B          character grid (fill notouch)
//	A.B
//
// A first line "#numberlink fill", "#numberlink classic notouch" and so on
// sets the rules. Without one, URLs are classic notouch, Flow Free levels
// (letters and '.') and "COLS ROWS" grids fill notouch, other grids fill.
// String writes that header and a character grid (a token grid when some
// label is longer than one character); URL writes the puzz.link address.
// Parse checks the shape only, so that a half-entered puzzle can be saved;
// Encode refuses a label that does not appear exactly twice.
//
// # Solving
//
// The board is a graph of cells joined to their orthogonal neighbours
// (puzzles/graph). One SAT variable per edge says whether a path uses it,
// and one per cell and label whether the cell lies on that label's path.
// The paths rule of puzzles/graph gives the degrees (1 at an endpoint, 2
// on a path, 0 or 2 on an unused cell under the classic rule) and forbids
// 2x2 loops up front; rules in encode.go adds the labels (an endpoint has
// its own, a used cell exactly one, an edge joins cells of one label).
// Under notouch, adjacent cells of one label are joined by an edge, and at
// most two sides of any 2x2 square are used (three would run a line beside
// itself); these propagate strongly: a 40x20 board's first answer went from
// 30-50 s to under 1 s.
// Under the classic rule the first answer comes from a fill notouch
// solve (a fill answer is a classic one, and the classic search, with
// empty cells leaving little to propagate, can take minutes on a 26x26
// board); the search for a second first tries rerouting two or three
// neighbouring lines within their own cells (nearby.go: a small puzzle
// each, which finds the second answer of most boards that have one), then
// keeps only reduced solutions (presolve.go, reduced.go), which is sound
// because any other solution reduces to one that is not the first.
// Loops that no path reaches are forbidden lazily: Refine finds each in a
// model and adds a clause that not all of its edges are used. The edges fix
// the answer, so they are what counting blocks.
//
//	p, _ := numberlink.Parse("11.\n...\n2.2")
//	res, _ := puzzles.Solve(p, 2)
//	fmt.Print(res.Answers[0].Text()) // 11┓ / ┗━┛ / 2━2
//
// The answer's JSON form is {"paths": [{"number": "1", "cells": [[0, 0],
// [1, 0], [1, 1], [1, 2], [0, 2], [0, 1]]}, ...], "grid": ["11┓", ...]}: each path's cells from
// one endpoint to the other, and the solved picture. A partial answer
// (what every solution shares) lists the complete paths it knows, its
// other known edges as "segments" and the edges known unused as "off":
// the same JSON carries a person's entries (play, `puzzlesat check`).
package numberlink
