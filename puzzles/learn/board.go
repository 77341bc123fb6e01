package learn

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// ErrNoEntries is returned for a type whose answers cannot be entered
// part by part (its decoder is not a puzzles.Enterer).
var ErrNoEntries = errors.New("this puzzle type does not take entries part by part")

// board is a puzzle with the facts its parts can hold: every entry of
// the full encoding's answer variables, either way, that the encoding
// does not fix, and the person's entries. Premises are named by index:
// clues by their index in Clues(), facts by their index in facts.
type board struct {
	ctx     context.Context
	inst    puzzles.Instance
	clues   []puzzles.Clue
	dec     puzzles.Decoder
	nvars   int    // the full decoder's answer variables
	facts   []fact // the universe, then the person's entries not in it
	byKey   map[string]int
	stats   puzzles.Stats
	tick    func()
	entries puzzles.Answer // the person's, or nil
	givens  []int          // facts that are clues (see Givens): always known
	cache   map[string]encoded
}

// Givens is implemented by puzzles whose clues fix parts of the answer
// the way entries do (Sudoku's digits): when Givens reports true, each
// clue at a cell whose value is one word is the entry of that cell with
// that value, and the search treats it as a known part that is a clue
// (cheaper: the puzzle is encoded once, without them).
type Givens interface {
	Givens() bool
}

// encoded is the puzzle with some clues dropped, encoded.
type encoded struct {
	inst puzzles.Instance
	m    *sat.Model
	dec  puzzles.Decoder
	err  error
}

// fact is an entry with its literal in the full encoding, and where to
// find it in other encodings: by decoding a partial answer of the full
// encoding (mine false) or in the person's entries (mine true).
type fact struct {
	puzzles.Entry
	mine  bool
	given bool // a clue (see Givens)
}

// newBoard encodes inst and lists its facts; entries (nil: none) are the
// person's. An *puzzles.Impossible from the encoding is returned as is.
func newBoard(ctx context.Context, inst puzzles.Instance, entries puzzles.Answer, tick func()) (*board, error) {
	var givens []puzzles.Clue
	if g, ok := inst.(Givens); ok && g.Givens() {
		var drop []int
		for i, c := range inst.Clues() {
			if c.Cell[0] >= 0 && c.Cell[1] >= 0 && !strings.Contains(c.Value, " ") {
				drop = append(drop, i)
				givens = append(givens, c)
			}
		}
		if len(drop) > 0 {
			inst = inst.Without(drop)
		}
	}
	m := sat.NewModel().ForEntries()
	dec, err := inst.Encode(m)
	if err != nil {
		return nil, err
	}
	en, ok := dec.(puzzles.Enterer)
	if !ok {
		return nil, ErrNoEntries
	}
	b := &board{ctx: ctx, inst: inst, clues: inst.Clues(), dec: dec, nvars: len(dec.Vars()), byKey: map[string]int{}, tick: tick,
		cache: map[string]encoded{}}
	for _, l := range dec.Vars() {
		for _, val := range []bool{true, false} {
			lit := l
			if !val {
				lit = l.Not()
			}
			es, err := en.Entries(b.decode([]sat.Lit{lit}))
			if err != nil {
				return nil, err
			}
			for _, e := range es {
				if e.Lit == lit {
					b.add(fact{Entry: e})
				}
			}
		}
	}
	for _, c := range givens {
		i, ok := b.byKey[puzzles.Entry{Part: puzzles.Target{R: c.Cell[0], C: c.Cell[1]}, Value: c.Value}.Key()]
		if !ok {
			return nil, fmt.Errorf("learn: the given %s at row %d, column %d is no part of the answer", c.Value, c.Cell[0]+1, c.Cell[1]+1)
		}
		b.facts[i].given = true
		b.givens = append(b.givens, i)
	}
	b.entries = entries
	if entries != nil {
		es, err := en.Entries(entries)
		if err != nil {
			return nil, err
		}
		for _, e := range es {
			if _, ok := b.byKey[e.Key()]; !ok {
				b.add(fact{Entry: e, mine: true})
			}
		}
	}
	return b, nil
}

func (b *board) add(f fact) {
	if _, dup := b.byKey[f.Key()]; dup {
		return
	}
	b.byKey[f.Key()] = len(b.facts)
	b.facts = append(b.facts, f)
}

// decode is the full encoding's partial answer in which lits hold and
// nothing else is known.
func (b *board) decode(lits []sat.Lit) puzzles.Answer {
	known := make(map[int]bool, len(lits))
	for _, l := range lits {
		known[l.Var()] = l > 0
	}
	return b.dec.DecodePartial(func(l sat.Lit) (bool, bool) {
		v, ok := known[l.Var()]
		return v == (l > 0), ok
	})
}

// mine returns the facts of the person's entries, by index, leaving out
// those that agree with what the encoding fixes (a given); one that
// clashes with it (literal sat.False) is kept: it is wrong on its own.
func (b *board) mine(entries puzzles.Answer) ([]int, error) {
	en := b.dec.(puzzles.Enterer)
	es, err := en.Entries(entries)
	if err != nil {
		return nil, err
	}
	var out []int
	for _, e := range es {
		i := b.byKey[e.Key()]
		if e.Lit == sat.True || b.facts[i].given {
			continue
		}
		out = append(out, i)
	}
	return out, nil
}

// premises are what a question assumes: the clues not dropped and the
// known facts.
type premises struct {
	drop  []int // clue indices left out
	known []int // fact indices that hold
}

// forced returns those of cands (fact indices) that hold in every
// solution of the premises; consistent is false when the premises have
// no solution (then every candidate follows). A puzzle that is invalid
// without the dropped clues forces nothing.
func (b *board) forced(p premises, cands []int) (alive []int, consistent bool, err error) {
	if err := b.ctx.Err(); err != nil {
		return nil, false, err
	}
	inst, m, dec, err := b.encode(p.drop)
	if imp := (*puzzles.Impossible)(nil); errors.As(err, &imp) {
		return cands, false, nil
	}
	if err != nil {
		return nil, true, nil
	}
	en, ok := dec.(puzzles.Enterer)
	if !ok {
		return nil, false, ErrNoEntries
	}
	lits, err := b.lits(en, slices.Concat(p.known, cands))
	if err != nil {
		return nil, false, err
	}
	for _, i := range p.known {
		m.Unit(lits[i])
	}

	if m.Trivial() != "" {
		return cands, false, nil
	}
	s := m.Solver()
	alive = cands
	for first := true; ; first = false {
		a, err := puzzles.Next(s, inst, dec, &b.stats)
		if b.tick != nil {
			b.tick()
		}
		if err != nil {
			return nil, false, err
		}
		if a == nil {
			return alive, !first, nil
		}
		var left []int
		var differ []sat.Lit
		for _, i := range alive {
			if s.Value(lits[i]) {
				left = append(left, i)
				differ = append(differ, lits[i].Not())
			}
		}
		alive = left
		if len(alive) == 0 {
			return nil, true, nil
		}
		s.AddClause(differ...)
	}
}

// lits finds the literals of facts idx in another encoding of the board,
// through partial answers of the full encoding that assert them (in
// batches that leave some variable unknown, so that every kind lists what
// is known to be off) and the person's entries.
func (b *board) lits(en puzzles.Enterer, idx []int) (map[int]sat.Lit, error) {
	out := make(map[int]sat.Lit, len(idx))
	var batches [][]int
	var cur []int
	set := map[int]bool{}
	parts := map[puzzles.Target]bool{}
	var minePart []int
	for _, i := range idx {
		f := b.facts[i]
		if f.mine {
			minePart = append(minePart, i)
			continue
		}
		v := f.Lit.Var()
		if val, seen := set[v]; (seen && val != (f.Lit > 0)) || parts[f.Part] || len(set) >= b.nvars-1 {
			batches = append(batches, cur)
			cur, set, parts = nil, map[int]bool{}, map[puzzles.Target]bool{}
		}
		set[v], parts[f.Part] = f.Lit > 0, true
		cur = append(cur, i)
	}
	if len(cur) > 0 {
		batches = append(batches, cur)
	}
	find := func(a puzzles.Answer, want []int) error {
		es, err := en.Entries(a)
		if err != nil {
			return err
		}
		byKey := make(map[string]sat.Lit, len(es))
		for _, e := range es {
			byKey[e.Key()] = e.Lit
		}
		for _, i := range want {
			l, ok := byKey[b.facts[i].Key()]
			if !ok {
				return fmt.Errorf("learn: %s is not a part of the puzzle without some clues", b.facts[i].Words)
			}
			out[i] = l
		}
		return nil
	}
	for _, batch := range batches {
		ls := make([]sat.Lit, len(batch))
		for j, i := range batch {
			ls[j] = b.facts[i].Lit
		}
		if err := find(b.decode(ls), batch); err != nil {
			return nil, err
		}
	}
	if len(minePart) > 0 {
		if err := find(b.entries, minePart); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// encode encodes the puzzle without the clues drop, or takes a copy of
// the encoding made last time for the same clues.
func (b *board) encode(drop []int) (puzzles.Instance, *sat.Model, puzzles.Decoder, error) {
	key := fmt.Sprint(drop)
	e, ok := b.cache[key]
	if !ok {
		e.inst = b.inst
		if len(drop) > 0 {
			e.inst = b.inst.Without(drop)
		}
		e.m = sat.NewModel().ForEntries()
		e.dec, e.err = e.inst.Encode(e.m)
		if len(b.cache) >= 16 {
			clear(b.cache)
		}
		b.cache[key] = e
	}
	return e.inst, e.m.Clone(), e.dec, e.err
}
