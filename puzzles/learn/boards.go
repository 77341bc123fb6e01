package learn

import (
	"context"
	"slices"
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Boards keeps what the questions about a puzzle share (its encoding,
// its facts and whether it is unique) for the last few puzzles asked
// about, so that a second question about a puzzle skips making them.
// A puzzle is known by its type and canonical text: any change to it is
// another puzzle. The person's entries are read anew with each question.
// Its methods may be called from several goroutines: a kept puzzle is
// only read.
type Boards struct {
	mu   sync.Mutex
	max  int
	kept []kept // newest first
}

// kept is a puzzle Boards keeps: its key (type and canonical text) and
// its universe.
type kept struct {
	key string
	u   *universe
}

// NewBoards keeps the last max puzzles (at least one).
func NewBoards(max int) *Boards {
	return &Boards{max: max}
}

// Check is the package's Check, for a puzzle kept when asked about before.
func (bs *Boards) Check(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer) (*Report, error) {
	return check(ctx, inst, entries, bs.universe)
}

// Hint is the package's Hint, for a puzzle kept when asked about before.
func (bs *Boards) Hint(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer, o Options) (*Step, error) {
	return hint(ctx, inst, entries, o, bs.universe)
}

// Solve is the package's Solve, for a puzzle kept when asked about before.
func (bs *Boards) Solve(ctx context.Context, inst puzzles.Instance, o Options) (*Path, error) {
	return solve(ctx, inst, o, false, bs.universe)
}

// universe returns inst's universe: the one kept, or a new one, kept.
func (bs *Boards) universe(inst puzzles.Instance) (*universe, error) {
	key := inst.TypeName() + "\n" + inst.String()
	bs.mu.Lock()
	defer bs.mu.Unlock()
	if k := slices.IndexFunc(bs.kept, func(b kept) bool { return b.key == key }); k >= 0 {
		b := bs.kept[k]
		bs.kept = slices.Insert(slices.Delete(bs.kept, k, k+1), 0, b)
		return b.u, nil
	}
	u, err := newUniverse(inst)
	if err != nil {
		return nil, err
	}
	n := min(len(bs.kept), max(bs.max, 1)-1)
	bs.kept = slices.Insert(bs.kept[:n], 0, kept{key, u})
	return u, nil
}

// isUnique reports whether inst, u's puzzle with its givens, has exactly
// one solution, with the solver calls that took (none once known).
func (u *universe) isUnique(inst puzzles.Instance) (unique bool, solves int, err error) {
	u.uniqueOnce.Do(func() {
		res, err := puzzles.Solve(inst, 2)
		if err != nil {
			u.uniqueErr = err
			return
		}
		u.unique, solves = res.Unique(), res.Stats.Solves
	})
	return u.unique, solves, u.uniqueErr
}
