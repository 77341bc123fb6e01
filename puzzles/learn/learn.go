package learn

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Options steer the search for steps. The zero value is the defaults.
type Options struct {
	// Small is the largest reason (clues and known parts) a person finds
	// without a case split; a step that needs more is marked Split.
	// 0 means DefaultSmall.
	Small int
	// Anchors is how many candidate facts each step starts a search from
	// (the smallest of the first three reasons found at a stage wins); 0
	// means 20 for a path, 4 for a hint.
	Anchors int
	// Progress, when not nil, is called after each step of a path with the
	// parts decided so far and the number to decide.
	Progress func(done, total int)
}

// DefaultSmall is Options.Small's default.
const DefaultSmall = 12

func (o Options) small() int {
	if o.Small > 0 {
		return o.Small
	}
	return DefaultSmall
}

// Step is one fact with its reason: the smallest set of clues and known
// parts found that forces it (every one of them is needed).
type Step struct {
	Fact  puzzles.Entry   `json:"fact"`
	Clues []puzzles.Clue  `json:"clues"`
	Known []puzzles.Entry `json:"known"` // parts known before: the person's entries or earlier steps
	Size  int             `json:"size"`  // len(Clues) + len(Known)
	Split bool            `json:"split"` // no fact follows from a small reason; this one is decided by a case split
	Words string          `json:"words"`
	// Direct: unit propagation over the encoding, from the reason's
	// premises alone, proves the fact (each premise leads straight to
	// the next consequence); otherwise seeing it takes more: supposing
	// the fact false and following that to a contradiction, or cases.
	Direct bool `json:"direct"`
	// Depth is how far that proof looks past propagation: 0 when Direct;
	// 1 when, the fact supposed false, propagation meets a conflict; 2
	// when it takes more (see board.depth).
	Depth int `json:"depth"`
	// depth (only for the Tatham report, see solve) is Depth with 2 and
	// 3 told apart: see board.depth.
	depth int
}

// setDepth sets the step's depth d (see board.depth), its Depth and
// whether it is Direct.
func (s *Step) setDepth(d int) {
	s.depth, s.Depth, s.Direct = d, min(d, 2), d == 0
}

// Stats are a computation's figures.
type Stats = puzzles.Stats

// step makes the step of fact f with reason r.
func (b *board) step(f int, r reason, small int) Step {
	s := Step{Fact: b.facts[f].Entry, Size: r.size(), Split: r.size() > small}
	for _, i := range r.clues {
		s.Clues = append(s.Clues, b.clues[i])
	}
	for _, i := range r.known {
		f := b.facts[i]
		if f.given {
			s.Clues = append(s.Clues, puzzles.Clue{Cell: [2]int{f.Part.R, f.Part.C}, Value: f.Value})
			continue
		}
		s.Known = append(s.Known, f.Entry)
	}
	s.Words = words(s, small)
	return s
}

// words says a step: "Row 3, column 4 is 7: with these 3 clues and 2
// known parts, nothing else fits."
func words(s Step, small int) string {
	var with []string
	if n := len(s.Clues); n > 0 {
		with = append(with, these(n, "clue", "clues"))
	}
	if n := len(s.Known); n > 0 {
		with = append(with, these(n, "known part", "known parts"))
	}
	these := strings.Join(with, " and ")
	if these == "" {
		these = "the rules alone"
	}
	if s.Split {
		return fmt.Sprintf("No part follows from %d clues and known parts or fewer. Case split on %s: "+
			"if it were not so, %s could not all hold, so it is.", small, lower(s.Fact.Words), these)
	}
	return fmt.Sprintf("%s: with %s, nothing else fits.", s.Fact.Words, these)
}

// these is "this clue" or "these 3 clues".
func these(n int, one, many string) string {
	if n == 1 {
		return "this " + one
	}
	return fmt.Sprintf("these %d %s", n, many)
}

func lower(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// Path is the solving path: steps from the givens to the whole answer.
type Path struct {
	Steps []Step `json:"steps"`
	// Complete is false when the puzzle has several solutions: the path
	// ends with the parts every solution shares.
	Complete bool   `json:"complete"`
	Rating   Rating `json:"rating"`
	Stats    Stats  `json:"stats"`
}

// Solve walks from the clues to the answer, one fact a step, each the
// fact with the smallest reason found (facts sharing that reason follow
// as steps of their own). ctx cancels it between solver calls.
func Solve(ctx context.Context, inst puzzles.Instance, o Options) (*Path, error) {
	return solve(ctx, inst, o, false, newUniverse)
}

// solve is Solve, inst's universe from made; depths sets each step's
// depth too (slower: a report's).
func solve(ctx context.Context, inst puzzles.Instance, o Options, depths bool, made universeOf) (*Path, error) {
	start := time.Now()
	b, err := boardOf(ctx, inst, nil, made)
	if err != nil {
		return nil, err
	}
	anchors := cmpOr(o.Anchors, 20)
	all := make([]int, len(b.facts))
	for i := range all {
		all[i] = i
	}
	all = slices.DeleteFunc(all, func(i int) bool { return b.facts[i].given })
	left, consistent, err := b.forced(premises{known: b.givens}, all)
	if err != nil {
		return nil, err
	}
	if !consistent {
		return nil, errors.New("no solution")
	}
	// A unique puzzle's path reaches the whole answer (counting facts
	// against the answer variables cannot tell, as a Sudoku cell's digit
	// is one fact of nine variables).
	unique, _, err := b.isUnique(inst)
	p := &Path{Complete: err == nil && unique}
	known := slices.Clone(b.givens)
	total := len(left)
	for len(left) > 0 {
		r, err := b.easiest(known, left, anchors)
		if err != nil {
			return nil, err
		}
		for _, f := range r.facts {
			s := b.step(f, r, o.small())
			d, err := b.depth(r, f, depths)
			if err != nil {
				return nil, err
			}
			s.setDepth(d)
			p.Steps = append(p.Steps, s)
			known = append(known, f)
		}
		left = slices.DeleteFunc(left, func(i int) bool { return slices.Contains(r.facts, i) })
		if o.Progress != nil {
			o.Progress(total-len(left), total)
		}
	}
	p.Rating = Rate(p.Steps, o.small())
	p.Stats = b.stats
	p.Stats.Millis = float64(time.Since(start).Microseconds()) / 1000
	return p, nil
}

// depth is how deep a proof that r's premises force fact f has to look,
// over the encoding without the clues r leaves out: 0 when unit
// propagation from the premises fixes f; 1 when it finds a conflict once
// f is assumed false; 2 when, f assumed false, some variable leads to a
// conflict either way; 3 otherwise. Unless full, it answers 2 for both
// 2 and 3 (telling them apart takes up to two propagations a variable
// left free).
func (b *board) depth(r reason, f int, full bool) (int, error) {
	var drop []int
	for i := range b.clues {
		if !slices.Contains(r.clues, i) {
			drop = append(drop, i)
		}
	}
	e, err := b.encode(drop)
	if err != nil {
		return 0, err
	}
	lits, err := b.lits(e, append(slices.Clone(r.known), f))
	if err != nil {
		return 0, err
	}
	units := make([]sat.Lit, 0, len(r.known)+2)
	for _, i := range r.known {
		units = append(units, lits[i])
	}
	prop := e.propagator()
	vals, ok := prop.Propagate(units)
	if !ok {
		return 0, nil
	}
	if val, fixed := vals.Value(lits[f]); fixed && val {
		return 0, nil
	}
	units = append(units, lits[f].Not())
	if vals, ok = prop.Propagate(units); !ok {
		return 1, nil
	}
	if !full {
		return 2, nil
	}
	for v := 1; v < len(vals); v++ {
		if vals[v] != 0 {
			continue
		}
		if _, ok := prop.Propagate(append(units, sat.Lit(v))); ok {
			continue
		}
		if _, ok := prop.Propagate(append(units, sat.Lit(-v))); !ok {
			return 2, nil
		}
	}
	return 3, nil
}

func cmpOr(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}

// noSolution words an encoding's *puzzles.Impossible.
func noSolution(err error) error {
	if imp := (*puzzles.Impossible)(nil); errors.As(err, &imp) {
		return fmt.Errorf("no solution: %s", imp.Reason)
	}
	return err
}
