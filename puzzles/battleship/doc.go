// Package battleship is Battleships (also Battleship, Bimaru): place a
// fleet of ships on the board.
//
// # Rules
//
// Each ship is a straight line of cells, horizontal or vertical; the
// fleet says how many ships of each length there are (by default one of
// 4 cells, two of 3, three of 2 and four submarines of 1). Ships never
// touch, not even diagonally. The number beside a row or column counts
// its ship cells. Some cells are given: water, or a ship segment — a
// submarine, an end of a ship (which goes on the other way), a middle
// piece (ship on two opposite sides) or a segment of no given shape.
//
// # Formats
//
// Text: a "#battleship fleet=4,3,3,2,2,2,1,1,1,1" header (also
// "#battleships" or "#bimaru"; without fleet= the default fleet), the
// column counts on the next line (together, or separated by spaces), then
// each row's cells and its count; a count is a number or '?' (also '.'
// or '-') for none. The cells: '.' unknown, '~' water, 'o' a submarine,
// '<' '>' '^' 'v' the left, right, top and bottom end of a ship (the
// symbol points at the ship's end), 'x' a middle piece, '#' a ship
// segment of no given shape:
//
//	#battleship fleet=3,2,2,1,1,1
//	?12??2
//	.....~ ?
//	...... 3
//	...... 0
//	<..... ?
//	...... 3
//	...... ?
//
// puzz.link: https://puzz.link/p?battleship/COLS/ROWS/BODY, as pzprjs
// writes it: the counts, the columns' then the rows' (Number16 with
// skips); the cells (Number16: 0 water, 1–4 the top, bottom, left and
// right end, 5 a middle piece, 6 a submarine, '.' a segment of no given
// shape; 7–10, pzprjs's corners of bent pieces, are refused); then the
// fleet after a '/': "/c", "/d" or "/e" for pzprjs's presets (the fleets
// 3,2,2,1,1,1, the default and 5,4,4,3,3,3,2,2,2,2,1,1,1,1,1), or the
// number of ships and each as "/", its width and height in base 36 and
// its cells' bits in base 32 ("21o" a ship of 2). A ship that is not a
// straight line is refused; a URL without the fleet has the default
// fleet.
//
// # Answer
//
// A cellgrid.Shading: {"grid": ["#.#.", ...]}, '#' a ship cell.
//
// # Encoding
//
// A variable per cell (a ship cell) and one per placement of a ship of
// each length of the fleet, where it agrees with the given segments;
// exactly the fleet's number of placements of each length; a cell is a
// ship cell iff a placement covers it, and at most one does; every cell
// around a placement, diagonal ones too, is water; given segments are
// ship cells and given water is not; the counts are exact sums.
package battleship
