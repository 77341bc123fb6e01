package starbattle

import "github.com/puzzlesat/puzzlesat/puzzles"

// SizeFields implements puzzles.Sized: the side (the board is square).
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.Side(p.Size().Rows) }
