// Package hashi is Hashiwokakero (Bridges): join the islands with bridges
// so that every island has as many bridges as its number.
//
// # Rules
//
// Bridges run straight along a row or column between two islands with
// only water between them; two islands are joined by at most Max bridges
// (2 in the usual rules; Tatham's game allows 1 to 4); bridges do not
// cross; an island's bridges add up to its number; all islands are
// connected. When loops are forbidden (Tatham's "L" parameter) the bridges
// form a tree: no cycle of islands. Islands may touch, as puzz.link,
// cspuz and noqx allow: two islands side by side see each other, and a
// bridge joins them directly, over no water, so it crosses no other
// bridge (the picture of an answer lists such bridges after the grid,
// "side by side: 0,4-0,5×1"). An island of unknown number ('?') has at
// least one bridge.
//
// # Formats
//
// Parse tells them apart by their look:
//   - a text grid, one line per row, after an optional header
//     "#hashi max=2 loops=yes": '.' water, '1'–'9' an island, 'A'–'G' an
//     island of 10 to 16, '?' an island of unknown number. String writes
//     this form, always with both parameters.
//   - a Simon Tatham Bridges game ID: "W[xH][iN][eN][mN][L][dN]:DESC",
//     mN the most bridges per pair (default 2), L forbidding loops, the
//     generator's parameters i, e and d accepted and ignored; DESC gives
//     the cells in reading order, 'a'–'z' 1 to 26 water cells, '1'–'9'
//     and 'A'–'G' an island of 1 to 16 (GameID writes it).
//   - a puzz.link URL, https://puzz.link/p?hashi/COLS/ROWS/BODY (pzprjs
//     also reads the genre as hashikake or bridges): the body's '0'–'9'
//     'a'–'f' are islands of that hex number, '.' an island of unknown
//     number, 'g'–'z' 1 to 20 water cells, every cell of the board (URL
//     writes it, under the name "hashi" that pzprjs writes). puzz.link's
//     rules are the usual ones (2 bridges, loops allowed).
//
// Numbers outside 1 to 4×Max are refused with the cell named; a URL body
// or a game ID that ends before the board is full, with how far it got.
// Detection claims a game ID only when no two of its islands touch (the
// GameForm.Claims set in hashi.go): Tatham's generator never makes such
// boards, and Net's IDs can look like them.
//
// # Answer
//
// {"bridges": [{"from": [r, c], "to": [r, c], "count": 1}, ...]}: every
// pair of islands with bridges once, the upper or left island first, in
// reading order of that island (its bridge to the right before the one
// below). Rows and columns are 0-based. "grid" is the picture Answer.Text
// prints; a partial answer also lists as "unsure" the pairs with at least
// count bridges but maybe more.
//
// # Encoding
//
// The islands and the pairs that see each other form a graph
// (graph.New); each pair carries 0 to Max bridges in order encoding
// (graph.NewCounted: "bridge r1c1-r1c4" and "bridge r1c1-r1c4 ≥2", ...).
// An island's count variables sum to its number (a cardinality
// constraint); a clause per crossing of a horizontal and a vertical pair
// forbids both to have bridges; connectivity, and for the no-loop rule
// acyclicity, is graph.Network, added lazily: the decoder's Refine returns
// the rule's cuts ("a bridge leaves this group of islands", "not all of
// this cycle") and puzzles.Solve solves again.
//
// # Editing
//
// Select a cell and press a number (1 to 4×Max; the pad shows them),
// A–G for 10 to 16, '?' or Delete. The pad's "Max bridges: N" key (m)
// cycles the limit 1 to 4 and "Loops: allowed/forbidden" (l) toggles the
// loop rule. Edits that break the limits (a 9 under 2 bridges) are
// refused with the reason.
package hashi
