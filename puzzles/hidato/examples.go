package hidato

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// The built-in puzzles of the two types, kept in examples_hidato.txt and
// examples_knightstour.txt (their format is puzzles.ReadExamples's).
var (
	hidatoExamples      = puzzles.MustReadExamples("hidato/examples_hidato.txt", hidatoFile)
	knightsTourExamples = puzzles.MustReadExamples("hidato/examples_knightstour.txt", knightsTourFile)
)

var (
	//go:embed examples_hidato.txt
	hidatoFile string
	//go:embed examples_knightstour.txt
	knightsTourFile string
)
