package magichex

import "github.com/puzzlesat/puzzlesat/puzzles"

// countLimit is how many solutions the CLI and the app count by default:
// enough for every arrangement of the empty Hex38 (12) and its symmetric
// variants, so that the count up to symmetry is exact.
const countLimit = 100

// The magic hexagon words its results itself.
var _ puzzles.Reporter = (*Puzzle)(nil)

// Report implements puzzles.Reporter: count up to countLimit, and word the
// result up to symmetry.
func (p *Puzzle) Report() puzzles.Report {
	return puzzles.Report{CountLimit: countLimit, Summary: p.Summary, Extra: p.Extra}
}
