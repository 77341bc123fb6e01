package nonogram

import _ "embed"

// examples is examples.txt, the built-in puzzles that Examples returns
// (its format is puzzles.ReadExamples's).
//
//go:embed examples.txt
var examples string
