package learn

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// ReadEntries reads a person's entries for inst from JSON: a partial
// answer of its type, in the same form as its answers ('?', null or
// absent for unknown parts).
func ReadEntries(inst puzzles.Instance, js []byte) (puzzles.Answer, error) {
	dec, err := inst.Encode(sat.NewModel())
	if err != nil {
		return nil, noSolution(err)
	}
	if _, ok := dec.(puzzles.Enterer); !ok {
		return nil, ErrNoEntries
	}
	blank := dec.DecodePartial(func(sat.Lit) (bool, bool) { return false, false })
	a, ok := reflect.New(reflect.TypeOf(blank).Elem()).Interface().(puzzles.Answer)
	if !ok {
		return nil, ErrNoEntries
	}
	if err := json.Unmarshal(js, a); err != nil {
		return nil, fmt.Errorf("the entries are not %s JSON: %v", inst.TypeName(), err)
	}
	return a, nil
}

// Report says whether a person's entries are correct so far.
type Report struct {
	// Completable: the entries can still be completed to a solution.
	Completable bool `json:"completable"`
	// Conflict is, when they cannot, a smallest set of entries found that
	// cannot hold together with the clues (minimal: without any one of
	// them the rest can).
	Conflict []puzzles.Entry `json:"conflict,omitempty"`
	// Unique: the puzzle has one solution; Wrong then lists the entries
	// that differ from it (the second button).
	Unique  bool            `json:"unique"`
	Wrong   []puzzles.Entry `json:"wrong,omitempty"`
	Entries int             `json:"entries"`
	Words   string          `json:"words"`
	Stats   Stats           `json:"stats"`
}

// Check says whether entries (a partial answer of inst's type) can still
// be completed to a solution; when not, which entries are at fault; and,
// when the puzzle is unique, which entries differ from its solution.
func Check(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer) (*Report, error) {
	return check(ctx, inst, entries, newUniverse)
}

// universeOf makes or finds a puzzle's universe: newUniverse or Boards'.
type universeOf func(puzzles.Instance) (*universe, error)

// boardOf is the board of inst with entries, its universe from made.
func boardOf(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer, made universeOf) (*board, error) {
	u, err := made(inst)
	if err != nil {
		return nil, noSolution(err)
	}
	return u.board(ctx, entries, nil)
}

func check(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer, made universeOf) (*Report, error) {
	start := time.Now()
	b, err := boardOf(ctx, inst, entries, made)
	if err != nil {
		return nil, err
	}
	mine, err := b.mine(entries)
	if err != nil {
		return nil, err
	}
	r := &Report{Entries: len(mine)}
	defer func() { r.Stats = b.stats; r.Stats.Millis = float64(time.Since(start).Microseconds()) / 1000 }()
	_, consistent, err := b.forced(premises{known: slices.Concat(b.givens, mine)}, nil)
	if err != nil {
		return nil, err
	}
	r.Completable = consistent
	if !consistent {
		order := make([]int, len(mine))
		for i := range order {
			order[i] = i
		}
		dropped, err := puzzles.Shrink(order, nil, func(trial []int) (bool, error) {
			_, consistent, err := b.forced(premises{known: slices.Concat(b.givens, without(mine, trial))}, nil)
			return !consistent, err
		})
		if err != nil {
			return nil, err
		}
		for _, i := range without(mine, dropped) {
			r.Conflict = append(r.Conflict, b.facts[i].Entry)
		}
	}
	unique, solves, err := b.isUnique(inst)
	if err != nil {
		return nil, err
	}
	b.stats.Solves += solves
	r.Unique = unique
	// Completable entries of a unique puzzle are completed by its one
	// solution, so none differs from it.
	if r.Unique && !r.Completable {
		right, _, err := b.forced(premises{known: b.givens}, mine)
		if err != nil {
			return nil, err
		}
		for _, i := range mine {
			if !slices.Contains(right, i) {
				r.Wrong = append(r.Wrong, b.facts[i].Entry)
			}
		}
	}
	r.Words = checkWords(r)
	return r, nil
}

// without returns the members of xs whose positions are not in drop.
func without(xs, drop []int) []int {
	var out []int
	for k, x := range xs {
		if !slices.Contains(drop, k) {
			out = append(out, x)
		}
	}
	return out
}

func checkWords(r *Report) string {
	switch {
	case r.Completable && r.Entries == 0:
		return "Nothing entered yet."
	case r.Completable:
		return "Correct so far: the entries can still be completed to a solution."
	case len(r.Conflict) == 1:
		return "Not correct: this entry cannot hold with the clues."
	}
	return fmt.Sprintf("Not correct: these %d entries cannot all hold with the clues.", len(r.Conflict))
}

// Hint finds one fact that follows from the clues and the person's
// correct entries (all of them when they can be completed; else those
// every solution shares), with the smallest reason found; nil when
// nothing more follows (the answer is complete, or the rest is not
// unique).
func Hint(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer, o Options) (*Step, error) {
	return hint(ctx, inst, entries, o, newUniverse)
}

func hint(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer, o Options, made universeOf) (*Step, error) {
	b, err := boardOf(ctx, inst, entries, made)
	if err != nil {
		return nil, err
	}
	var mine []int
	if entries != nil {
		if mine, err = b.mine(entries); err != nil {
			return nil, err
		}
	}
	known := slices.Concat(b.givens, mine)
	if _, consistent, err := b.forced(premises{known: known}, nil); err != nil {
		return nil, err
	} else if !consistent {
		right, _, err := b.forced(premises{known: b.givens}, mine)
		if err != nil {
			return nil, err
		}
		known = slices.Concat(b.givens, right)
	}
	var cands []int
	for i, f := range b.facts {
		if !f.given && !f.mine && !slices.Contains(known, i) {
			cands = append(cands, i)
		}
	}
	left, _, err := b.forced(premises{known: known}, cands)
	if err != nil || len(left) == 0 {
		return nil, err
	}
	r, err := b.easiest(known, left, cmpOr(o.Anchors, 4))
	if err != nil {
		return nil, err
	}
	s := b.step(r.facts[0], r, o.small())
	d, err := b.depth(r, r.facts[0], false)
	if err != nil {
		return nil, err
	}
	s.setDepth(d)
	return &s, nil
}
