package signpost

import "github.com/puzzlesat/puzzlesat/puzzles"

// Written implements puzzles.FormWriter.
func (p *Puzzle) Written() []puzzles.Written {
	return puzzles.Writes(puzzles.Written{Form: puzzles.GameIDForm, Text: puzzles.IfOK(p.GameID())})
}
