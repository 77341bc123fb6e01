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
//     declares a range of number clues at once;
//   - Blank, the empty cell, and Drop, what a clue becomes when an
//     explanation takes it away;
//   - its forms: URL (puzz.link keys and body Codec) and Game (Tatham's
//     game name and parameters), each optional;
//   - its examples file, Make (how a Grid becomes the type's puzzle) and
//     optionally Generate.
//
// From it the package derives Parse and Detect over every form (text
// grid after an optional "#name" header, game ID, URL, with errors that
// name the line and column or the URL cell), the writers (String, and
// Written for the URL and game ID, each left out when a cell cannot be
// written), Keys/Edit/Help for the pad, Clues/Without for explanations,
// the drawing of the givens (Grid.Scene) and the kit's pad-key table
// (Spec.Label). Spec.Type is the puzzles.Type to register.
//
// The type's puzzle is a struct that embeds Grid, and adds the rules as
// methods: Encode (with the grid-shaped helpers Where, Around, Runs and
// Vars), Check, Draw (Grid.Scene plus the answer's overlay) and Diff.
// Answer kinds bring their decoders: Marks (cells marked, such as lights)
// with MarkVars; Loop (one loop on a Lattice: through the cells' centres,
// or along their sides) with LoopVars, whose Edge is the line at (cell,
// direction). See puzzles/lightup for a whole type.
//
// Boards with clues off the cells: EdgeGrid (strips beside the board,
// puzzles/towers), SideGrid (signs or bars on the sides between cells,
// with SideText, SideGameForms and KeepSides for its Own;
// puzzles/unequal) and PointGrid (clues on the grid points, PointOwn;
// puzzles/slant). Diagonals is the answer kind of a line a cell (no
// loops), and latin.go holds the pieces of Latin-square types.
package cellgrid
