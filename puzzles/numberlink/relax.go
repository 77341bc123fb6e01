package numberlink

import "github.com/puzzlesat/puzzlesat/puzzles"

// Relax implements puzzles.Relaxer: the fill rule relaxes to classic (the
// paths need not cover the board); classic is the loosest.
func (p *Puzzle) Relax() (puzzles.Instance, string, string, bool) {
	if p.Rule != Fill {
		return nil, "", "", false
	}
	q := p.clone()
	q.Rule = Classic
	return q, string(Fill), string(Classic), true
}
