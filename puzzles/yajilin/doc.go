// Package yajilin is Yajilin (Yajirin, "arrow loop"): shade some cells
// and draw one single loop through the centres of all the other cells,
// moving between orthogonal neighbours and never visiting a cell twice.
// Shaded cells never touch orthogonally. Clue cells are neither shaded
// nor on the loop; a clue is an arrow and a number N: exactly N shaded
// cells lie in the arrow's direction, from the clue to the edge. A clue
// may also be a grey cell (no arrow, no number) or an arrow without a
// number: cells the loop avoids, with no count.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - puzz.link URLs, https://puzz.link/p?yajilin/COLS/ROWS/BODY (also
//     yajirin/, pzv.jp, and the display flag "b", grey clue cells, which
//     is ignored; the "o" variant, shaded cells outside the loop, is
//     refused). The body is pzprjs's arrow-number code: a digit 0–4 the
//     arrow (none, up, down, left, right) then a hex digit, or '.' for no
//     number ("0." is a grey cell); 5–9 the arrow plus 5 and two hex
//     digits; '-', the arrow and three hex digits; 'a'–'z' 1 to 26 empty
//     cells. A number without an arrow and '+' are refused.
//   - A text grid after an optional "#yajilin" (or "#yajirin") header,
//     the header taking no options: one token a cell, separated by
//     spaces: '.' empty, '#' grey, a number and an arrow ('^' up, 'v'
//     down, '<' left, '>' right: "2>", "0^", "1v", "3<"), an arrow alone
//     (or after '?') for a clue without a number. A grid with neither
//     spaces nor numbers is read a character a cell. String writes this
//     form, right-aligned in columns; Written writes the URL.
//
// A number larger than the cells its arrow points at is refused.
//
// # Answer
//
// {"grid": ["#..", ...], "loop": [[r, c], ...]}: the shaded cells as '#'
// (every other cell '.'), and the loop's cells in order around it from
// its first in reading order, not repeated at the end. A partial answer
// (what all solutions share) has '?' where the shading is not known, an
// empty loop, and lists the lines known drawn as "lines" and those known
// absent as "off", each as its two cells. Text draws the loop ('o' a
// cell on it, '-' and '|' its lines) with '#' on the shaded cells.
//
// # Encoding
//
// A variable per empty cell, shaded (cellgrid.NewShadeVars; clue cells
// are never shaded), with no two side by side (ShadeVars.Apart). A
// variable per pair of neighbours, the loop joins them, under
// graph.SingleCycle (cellgrid.LoopVars: every cell has 0 or 2 lines,
// some line is drawn, and, lazily, they are one loop). A shaded cell or a
// clue has no line; an empty cell not shaded has one, hence two. Each
// numbered clue is a cardinality constraint: exactly N of the shaded
// variables of the cells from it to the edge. The shading and the lines
// are the decoder's variables; the lines alone fix an answer.
//
// The decoder reads a person's entries (puzzles.Enterer: the cells
// shaded or not and the lines), so the page can play the puzzle.
//
// The editor works on cells: an arrow (↑ ↓ ← →, or the keys ^ v < >)
// makes a clue pointing that way, keeping its number when it still fits;
// digits then give its number (1 then 2 is 12 when 12 cells lie that
// way); Grey (#) a grey cell; Backspace takes the number's last digit
// away; Delete clears the cell.
//
// Generate puts a few clue cells at random, finds a solution with an
// eighth of the cells shaded or more, and numbers the clues after it.
// While another solution exists, it turns a cell shaded in the first
// solution (preferring one whose arrow counts differently in the other,
// and one the other's loop passes) into a clue and numbers every clue
// again; when both solutions shade the same cells, it blocks a cell where
// their loops differ and solves again.
package yajilin
