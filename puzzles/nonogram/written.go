package nonogram

import "github.com/puzzlesat/puzzlesat/puzzles"

// Written implements puzzles.FormWriter.
func (p *Puzzle) Written() []puzzles.Written {
	return puzzles.Writes(
		puzzles.Written{Form: puzzles.URLForm, Text: p.URL()},
		puzzles.Written{Form: puzzles.GameIDForm, Text: p.GameID()},
	)
}
