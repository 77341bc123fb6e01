package main

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// ruleUsage documents the -rule flag, which only Numberlink has.
const ruleUsage = "Numberlink's rules: fill or classic, notouch or touch, e.g. fill,notouch; the words given replace the input's own (default: as the input says); implies -type numberlink"

// withRule applies a -rule value to inst (a puzzles.RuleChooser).
func withRule(inst puzzles.Instance, words string) (puzzles.Instance, error) {
	p, ok := inst.(puzzles.RuleChooser)
	if !ok {
		return nil, fmt.Errorf("-rule applies to numberlink puzzles only, not %s", inst.TypeName())
	}
	next, err := p.WithRule(words)
	if err != nil {
		return nil, fmt.Errorf("-rule: %w", err)
	}
	return next, nil
}
