// Package cellgrid declares puzzle types whose puzzle is a board of
// cells, each holding one symbol: a type is its declaration, its rules
// and its checker, and everything else follows from the declaration.
//
// A type declares its Spec once:
//
//   - its Symbols (an Alphabet): for each cell value the characters its
//     text grid reads and writes, its Tatham description character, its
//     puzz.link code, its pad button and keys, how the help names it, its
//     wording as a clue and its Look on the board. Numbers(lo, hi, like)
//     declares a range of number clues at once, one symbol each; Range(lo,
//     upto, like) one symbol for the numbers of any size from lo up,
//     bounded by the board's size (Nurikabe's island sizes): the text grid
//     then reads and writes tokens separated by spaces when a number has
//     several digits, the URL writes them through its codec (Number16 to
//     255, WideNumbers to 8191), and the pad's digits build them (1 then 2
//     is 12 when 12 is allowed, Backspace takes a digit away);
//   - Blank, the empty cell, and Drop, what a clue becomes when an
//     explanation takes it away;
//   - its forms: URL (puzz.link keys and body Codec) and Game (Tatham's
//     game name and parameters), each optional; rules a puzzle carries
//     beyond its cells come through Own (a header's words, a game ID's
//     parameters, what Edit and Without keep);
//   - optionally Make (how a Grid becomes the type's puzzle, when the
//     puzzle holds more than a zero struct around the grid and the
//     regions, counts or clue strips its Own's rule gives).
//
// From it the package derives Parse and Detect over every form (text
// grid after an optional "#name" header, game ID, URL, with errors that
// name the line and column or the URL cell), the writers (String, and
// Written for the URL and game ID, each left out when a cell cannot be
// written), Keys/Edit/Help for the pad, Clues/Without for explanations,
// the drawing of the givens (Grid.Scene, or DrawGivens over an answer
// drawn beneath them) and the kit's pad-key table
// (Spec.Label). Spec.Declare gives what the type's package exports:
// "var Type, Parse, New = spec.Declare(examples, generator)", the
// puzzles.Type to register (with the examples of its embedded
// examples.txt, and the generator that puzzles.Offer declares with the
// sizes it offers) and Parse and New typed to the package's puzzle.
//
// The type's puzzle is a struct that embeds Grid, and adds the rules as
// methods: Encode (with the grid-shaped helpers Where, Around, Runs and
// Vars), Check, Draw (Grid.Scene plus the answer's overlay) and Diff.
//
// Answer kinds bring their variables, decoders (Decode, DecodePartial,
// Vars), text, JSON, drawing and diff:
//
//   - Marks, with MarkVars (SomeMarks where only some cells can be
//     marked): cells marked, such as lights or tents;
//   - Shading, with ShadeVars (2x2 blocks, neighbours, connectivity of the
//     shaded or unshaded cells): '#' and '.' pictures;
//     IslandVars grows its unshaded cells as islands from numbered roots,
//     each of its number's size (Nurikabe), and CheckIslands checks them;
//   - NumberGrid, with NumberVars (Latin squares): a number a cell;
//   - Loop, with LoopVars on a Lattice of cell centres or corners: lines
//     on edges forming one loop (Edge is the line at cell, direction);
//   - Diagonals: a line a cell, no loops (Slant);
//   - RegionGrid, with RegionVars: a partition of the cells (Rectangles,
//     Filling).
//
// Rules that several types share: Grid.Count and Grid.Overfull (a clue
// asking for more than its room, refused before search), Counted's
// CheckTotal (counts that cannot add up), UniqueLoop (the generator of a
// loop puzzle whose clues the loop shows).
//
// Boards with more than cells declare it beside the Spec: Own (a text,
// header options or forms of the type's own, a check, the state that
// editing keeps), Counted (row and column counts, as in Tents),
// Regioned (a partition given as clues, as in Star Battle and Heyawake),
// EdgeGrid/EdgeRule (clues around the board, as in Towers), SideGrid
// (signs or bars between cells, as in Unequal) and PointGrid (clues on
// the grid points, as in Slant); latin.go holds the pieces of
// Latin-square types. See puzzles/lightup for a whole type,
// puzzles/towers for one with edge clues.
package cellgrid
