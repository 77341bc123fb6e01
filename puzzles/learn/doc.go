// Package learn helps a person play and learn a puzzle: it checks their
// entries, gives hints with their reasons, walks the solving path step by
// step and rates the puzzle's difficulty from that path.
//
// A person's entries are a partial answer of the puzzle's type (the same
// JSON as its answers, unknown parts '?', null or absent); the type's
// decoder reads them part by part (puzzles.Enterer): one cell's value,
// one line segment, one shaded cell. Every question is the same one put
// to the solver through puzzles/sat's safe paths: encode the puzzle with
// some clues left out (Instance.Without), state the known parts as unit
// clauses of a fresh copy of the model (never as assumptions), and solve.
//
//   - Check: can the entries still be completed to a solution? If not, a
//     smallest set of entries found that cannot hold with the clues
//     (minimal by deletion, puzzles.Shrink: without any one of them the
//     rest can); on a unique puzzle, the entries that differ from the
//     solution.
//   - Hint: one fact that follows from the clues and the correct entries,
//     with a minimal reason (clues and known parts, each needed), looked
//     for near the parts with the most premises first, as a person looks
//     for the easiest next step.
//   - Solve: the solving path, one such step after another from the
//     givens to the answer; a step whose reason is larger than
//     Options.Small is marked as decided by a case split (if the fact were
//     not so, its reason could not all hold). Progress and a context
//     follow and cancel it.
//   - Rate: a number (higher is harder) and a word (easy, medium, hard,
//     fiendish) read from the path: the size of its largest reasons and
//     how far its steps' proofs look past unit propagation from the
//     reason (Step.Depth: 0 when propagation proves the fact, 1 when it
//     refutes the fact's negation, 2 when that takes more).
//
// Reasons are sound: the clues and parts of a step force its fact (every
// solution of the puzzle with only those clues, and those parts as
// entered, has it). They are minimal, not always the smallest possible:
// the search drops premises one at a time from a neighbourhood of a few
// anchor parts.
package learn
