package binairo

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// examples are the built-in puzzles that Examples returns, kept in
// examples.txt (its format is puzzles.ReadExamples's).
var examples = puzzles.MustReadExamples("binairo/examples.txt", examplesFile)

//go:embed examples.txt
var examplesFile string
