// Package masyu is Masyu (Simon Tatham's Pearl): draw one single loop
// through the centres of cells, moving between orthogonal neighbours and
// never visiting a cell twice, that passes through every pearl. At a
// black pearl the loop turns, and goes straight on through the next cell
// on both sides; at a white pearl it goes straight through, and turns in
// at least one of the cells just before and after.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Pearl game IDs: "WxH" with an optional difficulty
//     ("de", "dt") and "n" (checked and ignored), a colon, then the cells
//     in reading order: 'W' a white pearl, 'B' a black one, 'a'–'z' 1 to
//     26 empty cells: "6x6:cWWdBbBeBbWWjWaB".
//   - puzz.link URLs, https://puzz.link/p?mashu/COLS/ROWS/BODY (also
//     masyu/ and pearl/, and pzv.jp): each base-27 digit packs three
//     cells (0 empty, 1 white, 2 black; the first weighs 9). The "full"
//     variant flag is refused.
//   - A text grid after an optional "#masyu" header: 'W' white, 'B'
//     black, '.' empty. String writes this form, Written the others.
//
// # Answer
//
// {"loop": [[r, c], ...]}: the cells on the loop in order around it,
// starting from its first cell in reading order, not repeated at the end.
// A partial answer (what all solutions share) has an empty loop and lists
// the known lines as "lines": [[[r, c], [r, c]], ...] and those known to
// be absent as "off". "grid" is the picture Answer.Text prints.
//
// # Encoding
//
// On the graph of cells and their orthogonal neighbours (graph.Square),
// one variable per pair of neighbours: the loop joins them.
// graph.SingleCycle gives every cell 0 or 2 lines and, lazily (Refine),
// one connected loop. A pearl has degree 2. A black pearl forbids each
// straight pair of its lines, and each of its lines implies the line
// beyond it in the same direction; a white pearl ties its opposite lines
// together, and forbids a straight run through it and both cells beside
// it ("not the lines beyond on both sides"). Lines off the board are
// sat.False. The lines fix the answer, so they are what counting blocks.
//
// The editor works on cells: White, Black and Delete on the pad. Generate
// draws a random loop, puts a pearl wherever its rules hold, and drops
// pearls while the solution stays unique.
package masyu
