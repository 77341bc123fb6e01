// Package nonogram is the Nonogram (Pattern, Picross, Griddlers) puzzle:
// fill cells of a grid so that every row and every column shows its clue,
// the lengths of its blocks of consecutive filled cells, in order, with at
// least one empty cell between blocks.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Pattern game IDs: "WxH:" (or "N:" for a square), then
//     the W column clues left to right and the H row clues top to bottom,
//     separated by "/"; a clue's numbers are separated by "." and an empty
//     line has none: "5x5:2/4/4/4/2/1.1/5/5/3/1".
//   - puzz.link URLs, https://puzz.link/p?nonogram/COLS/ROWS/BODY: the body
//     lists the clue slots outside the board, (ROWS+1)/2 per column counted
//     upwards from the board, then (COLS+1)/2 per row counted leftwards from
//     it; a slot is a hex digit, '-' and two hex digits, or g-z for 1 to 20
//     empty slots.
//   - The clue text: a "#nonogram WxH" header (W columns, H rows; the size
//     may be left out), one line per row, then one per column; numbers are
//     separated by spaces (or commas), "0" is an empty line and "?" a line
//     whose clue is unknown. A line "-" (or, without a size, a blank line)
//     may separate rows from columns. String writes this form.
//
// Sizes run up to 50x50. A clue longer than its line is an error naming
// the line.
//
// # Answer
//
// {"grid": ["##..#", ...]}: one string per row, '#' filled, '.' empty.
// Partial answers (the cells known in every solution) show '?' elsewhere.
//
// # Encoding
//
// One variable per cell. Each line with a clue is read by the clue's
// deterministic automaton: the pattern 1^b1 0 1^b2 0 ... 1^bk 0, where
// state q has read q symbols, the start state and every state after a 0
// loop on further 0s, and the line is accepted in the last state or the
// one before it (the final 0 being the line's end). Unrolled along the
// line, state variable s[i][q] ("after i cells, state q") exists only for
// states reachable from the start that can still reach acceptance; the
// start state is implicit. Clauses: each state has a successor; each
// state has a predecessor; a state fixes the cell that entered it (every
// state is entered by one symbol only); a filled cell enters some state
// entered by 1, an empty cell some state entered by 0. Unit propagation
// then makes every deduction that the line alone allows, so puzzles
// solvable line by line (as Tatham's generator makes them) need no search.
// An empty clue empties its line; an unknown clue adds nothing. A puzzle
// whose row and column clues fill different numbers of cells is reported
// impossible before search.
//
// The editor edits clue strips: the strip left of a row (target kind
// "row") and the strip above a column ("col"). Digits type numbers, Next
// (space) starts the next number, Backspace removes a digit, Delete
// empties the line. Generate draws random smoothed pictures until one's
// clues have a unique solution.
package nonogram
