package dominoes

import "github.com/puzzlesat/puzzlesat/puzzles"

// Written implements puzzles.FormWriter.
func (p *Puzzle) Written() []puzzles.Written {
	return puzzles.Writes(
		puzzles.Written{Form: puzzles.GameIDForm, Text: writtenID(p)},
	)
}

// writtenID is the puzzle's game ID, "" when it has none.
func writtenID(p *Puzzle) string {
	id, ok := p.GameID()
	if !ok {
		return ""
	}
	return id
}
