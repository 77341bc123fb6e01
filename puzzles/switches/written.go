package switches

import "github.com/puzzlesat/puzzlesat/puzzles"

// Written implements puzzles.FormWriter.
func (p *Puzzle) Written() []puzzles.Written {
	return puzzles.Writes(
		puzzles.Written{Form: puzzles.GameIDForm, Text: flipID(p)},
	)
}

// flipID is the puzzle's Flip game ID, "" when it has none.
func flipID(p *Puzzle) string {
	id, ok := p.FlipID()
	if !ok {
		return ""
	}
	return id
}
