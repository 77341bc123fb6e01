package main

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
)

// ruleUsage documents the -rule flag, which only Numberlink has.
const ruleUsage = "Numberlink's rules: fill or classic, notouch or touch, e.g. fill,notouch; the words given replace the input's own (default: as the input says); implies -type numberlink"

// withRule applies a -rule value to inst.
func withRule(inst puzzles.Instance, spec string) (puzzles.Instance, error) {
	p, ok := inst.(*numberlink.Puzzle)
	if !ok {
		return nil, fmt.Errorf("-rule applies to numberlink puzzles only, not %s", inst.TypeName())
	}
	r, err := numberlink.ParseRules(spec)
	if err != nil {
		return nil, fmt.Errorf("-rule: %w", err)
	}
	return p.With(r), nil
}
