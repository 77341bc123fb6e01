package numberlink

import "github.com/puzzlesat/puzzlesat/puzzles"

// WithRule implements puzzles.RuleChooser: the puzzle under the rules the
// words give ("fill,notouch"; see ParseRules).
func (p *Puzzle) WithRule(words string) (puzzles.Instance, error) {
	r, err := ParseRules(words)
	if err != nil {
		return nil, err
	}
	return p.With(r), nil
}
