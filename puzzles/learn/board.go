package learn

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// ErrNoEntries is returned for a type whose answers cannot be entered
// part by part (its decoder is not a puzzles.Enterer).
var ErrNoEntries = errors.New("this puzzle type does not take entries part by part")

// universe is what a board knows of its puzzle before any question:
// the puzzle's full encoding and every entry of its answer variables,
// either way, that the encoding does not fix. Made once (newUniverse) and
// only read after, it can serve many boards of the puzzle (see Boards).
type universe struct {
	inst   puzzles.Instance // without the clues that are givens
	clues  []puzzles.Clue
	m      *sat.Model // the full encoding's, with dec
	dec    puzzles.Decoder
	nvars  int // the full decoder's answer variables
	listed []fact
	byKey  map[string]int // listed's indices
	givens []int          // facts that are clues (see Givens): always known

	uniqueOnce sync.Once // for unique and uniqueErr (see isUnique)
	unique     bool
	uniqueErr  error
}

// board is a puzzle with the facts its parts can hold (its universe's)
// and the person's entries. Premises are named by index: clues by their
// index in Clues(), facts by their index in facts.
type board struct {
	*universe
	ctx     context.Context
	facts   []fact         // the universe's, then the person's entries not in it
	mineKey map[string]int // facts' indices of the person's entries not in the universe
	stats   puzzles.Stats
	tick    func()
	entries puzzles.Answer      // the person's, or nil
	cache   map[string]*encoded // encodings without some clues, by the clues dropped
	full    *encoded            // the full encoding, u's
}

// Givens is implemented by puzzles whose clues fix parts of the answer
// the way entries do (Sudoku's digits): when Givens reports true, each
// clue at a cell whose value is one word is the entry of that cell with
// that value, and the search treats it as a known part that is a clue
// (cheaper: the puzzle is encoded once, without them).
type Givens interface {
	Givens() bool
}

// encoded is the puzzle with some clues dropped, encoded, with the
// literals of the facts looked up so far and its propagator; full when
// no clue is dropped (then a fact's literal is its own).
type encoded struct {
	inst puzzles.Instance
	m    *sat.Model
	dec  puzzles.Decoder
	err  error
	full bool
	lits map[int]sat.Lit
	prop *sat.Propagator
	pool [][]bool // solutions found (values by variable), the newest last
}

func (e *encoded) propagator() *sat.Propagator {
	if e.prop == nil {
		e.prop = e.m.Propagator()
	}
	return e.prop
}

// fact is an entry with its literal in the full encoding, and where to
// find it in other encodings: by decoding a partial answer of the full
// encoding (mine false) or in the person's entries (mine true).
type fact struct {
	puzzles.Entry
	mine  bool
	given bool // a clue (see Givens)
}

// newUniverse encodes inst (without its givens) and lists its facts. An
// *puzzles.Impossible from the encoding is returned as is.
func newUniverse(inst puzzles.Instance) (*universe, error) {
	inst, givens := withoutGivens(inst)
	m, dec, en, err := puzzles.EncodeForEntries(inst)
	if err != nil {
		return nil, err
	}
	if en == nil {
		return nil, ErrNoEntries
	}
	u := &universe{inst: inst, clues: inst.Clues(), m: m, dec: dec, nvars: len(dec.Vars()), byKey: map[string]int{}}
	list := u.decodedEntries
	if le, ok := dec.(puzzles.LitEnterer); ok {
		list = func(_ puzzles.Enterer, l sat.Lit) ([]puzzles.Entry, error) { return le.LitEntries(l), nil }
	}
	if err := u.list(en, list); err != nil {
		return nil, err
	}
	for _, c := range givens {
		i, ok := u.byKey[puzzles.Entry{Part: puzzles.Target{R: c.Cell[0], C: c.Cell[1]}, Value: c.Value}.Key()]
		if !ok {
			return nil, fmt.Errorf("learn: the given %s at row %d, column %d is no part of the answer", c.Value, c.Cell[0]+1, c.Cell[1]+1)
		}
		u.listed[i].given = true
		u.givens = append(u.givens, i)
	}
	return u, nil
}

// withoutGivens returns inst without the clues that are givens (see
// Givens), and those clues.
func withoutGivens(inst puzzles.Instance) (puzzles.Instance, []puzzles.Clue) {
	g, ok := inst.(Givens)
	if !ok || !g.Givens() {
		return inst, nil
	}
	var drop []int
	var givens []puzzles.Clue
	for i, c := range inst.Clues() {
		if c.Cell[0] >= 0 && c.Cell[1] >= 0 && !strings.Contains(c.Value, " ") {
			drop = append(drop, i)
			givens = append(givens, c)
		}
	}
	if len(drop) == 0 {
		return inst, nil
	}
	return inst.Without(drop), givens
}

// list adds the facts: for every answer variable, true then false, the
// entries that literal makes on its own (as entries says).
func (u *universe) list(en puzzles.Enterer, entries func(puzzles.Enterer, sat.Lit) ([]puzzles.Entry, error)) error {
	for _, l := range u.dec.Vars() {
		for _, lit := range []sat.Lit{l, l.Not()} {
			es, err := entries(en, lit)
			if err != nil {
				return err
			}
			for _, e := range es {
				if e.Lit == lit {
					u.add(fact{Entry: e})
				}
			}
		}
	}
	return nil
}

// decodedEntries are the entries of the partial answer in which l holds
// and nothing else is known.
func (u *universe) decodedEntries(en puzzles.Enterer, l sat.Lit) ([]puzzles.Entry, error) {
	return en.Entries(u.decode([]sat.Lit{l}))
}

func (u *universe) add(f fact) {
	if _, dup := u.byKey[f.Key()]; dup {
		return
	}
	u.byKey[f.Key()] = len(u.listed)
	u.listed = append(u.listed, f)
}

// board makes a board of u's puzzle with the person's entries (nil:
// none); its full encoding is u's.
func (u *universe) board(ctx context.Context, entries puzzles.Answer, tick func()) (*board, error) {
	b := &board{universe: u, ctx: ctx, facts: slices.Clip(u.listed), mineKey: map[string]int{}, tick: tick, entries: entries,
		cache: map[string]*encoded{}, full: &encoded{inst: u.inst, m: u.m, dec: u.dec, full: true, lits: map[int]sat.Lit{}}}
	if entries == nil {
		return b, nil
	}
	es, err := u.dec.(puzzles.Enterer).Entries(entries)
	if err != nil {
		return nil, err
	}
	for _, e := range es {
		if _, ok := b.index(e.Key()); !ok {
			b.mineKey[e.Key()] = len(b.facts)
			b.facts = append(b.facts, fact{Entry: e, mine: true})
		}
	}
	return b, nil
}

// index is the index in facts of the fact with key.
func (b *board) index(key string) (int, bool) {
	if i, ok := b.byKey[key]; ok {
		return i, true
	}
	i, ok := b.mineKey[key]
	return i, ok
}

// decode is the full encoding's partial answer in which lits hold and
// nothing else is known.
func (u *universe) decode(lits []sat.Lit) puzzles.Answer {
	if len(lits) == 1 { // a literal alone (newUniverse's facts): no map
		one := lits[0]
		return u.dec.DecodePartial(func(l sat.Lit) (bool, bool) {
			if l.Var() != one.Var() {
				return false, false
			}
			return l == one, true
		})
	}
	known := make(map[int]bool, len(lits))
	for _, l := range lits {
		known[l.Var()] = l > 0
	}
	return u.dec.DecodePartial(func(l sat.Lit) (bool, bool) {
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
		i, _ := b.index(e.Key())
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
	return b.forcedSome(p, cands, exact)
}

// mode is how forcedSome answers.
type mode int

const (
	exact mode = iota // as forced
	// some: when unit propagation alone shows some candidates forced,
	// just those (without asking the solver whether the premises have
	// a solution: the caller knows they have)
	some
	cheap // those unit propagation shows forced, never asking the solver
)

// forcedSome is forced, answered as mode says.
func (b *board) forcedSome(p premises, cands []int, mode mode) (alive []int, consistent bool, err error) {
	if err := b.ctx.Err(); err != nil {
		return nil, false, err
	}
	e, err := b.encode(p.drop)
	if imp := (*puzzles.Impossible)(nil); errors.As(err, &imp) {
		return cands, false, nil
	}
	if err != nil {
		return nil, true, nil
	}
	lits, err := b.lits(e, slices.Concat(p.known, cands))
	if err != nil {
		return nil, false, err
	}
	units := make([]sat.Lit, len(p.known))
	for k, i := range p.known {
		units[k] = lits[i]
	}
	vals, ok := e.propagator().Propagate(units)
	if !ok {
		return cands, false, nil
	}
	var proven, open []int
	for _, i := range cands {
		switch val, fixed := vals.Value(lits[i]); {
		case fixed && val:
			proven = append(proven, i)
		case !fixed:
			open = append(open, i)
		}
	}
	if mode == cheap || mode == some && len(proven) > 0 {
		return proven, true, nil
	}
	open, witness := e.refute(units, lits, open)
	open, found := e.witness(units, lits, open)
	if (witness || found) && len(proven)+len(open) == 0 {
		return nil, true, nil
	}
	return b.search(e, units, lits, slices.Concat(proven, open), cands)
}

// next is puzzles.Next keeping the lazily added clauses in e's
// propagator, so that later questions (and their solvers) start with them.
func (b *board) next(e *encoded, s *sat.Solver) (puzzles.Answer, error) {
	ref, lazy := e.dec.(puzzles.Refiner)
	for {
		b.stats.Solves++
		if !s.Solve() {
			return nil, nil
		}
		if cls := refine(ref, lazy, s); len(cls) > 0 {
			for _, c := range cls {
				s.AddClause(c...)
				e.propagator().AddClause(c...)
			}
			continue
		}
		a := e.dec.Decode(s)
		if err := e.inst.Check(a); err != nil {
			return nil, &puzzles.InternalError{Err: fmt.Errorf("%s: %w", e.inst.TypeName(), err)}
		}
		return a, nil
	}
}

func refine(ref puzzles.Refiner, lazy bool, s *sat.Solver) [][]sat.Lit {
	if !lazy {
		return nil
	}
	return ref.Refine(s.Value)
}

// poolSize is how many solutions an encoding keeps as witnesses.
const poolSize = 256

// refute leaves out of open those false in some solution found before
// in which units hold; witness is true when there is such a solution.
func (e *encoded) refute(units []sat.Lit, lits map[int]sat.Lit, open []int) (left []int, witness bool) {
	left = open
	for k := len(e.pool) - 1; k >= 0 && len(left) > 0; k-- {
		model := e.pool[k]
		if !holdAll(model, units) {
			continue
		}
		witness = true
		left = slices.DeleteFunc(slices.Clone(left), func(i int) bool { return !holdsIn(model, lits[i]) })
	}
	return left, witness
}

func holdsIn(model []bool, l sat.Lit) bool {
	if l.IsConst() {
		return l == sat.True
	}
	return model[l.Var()] == (l > 0)
}

func holdAll(model []bool, lits []sat.Lit) bool {
	for _, l := range lits {
		if !holdsIn(model, l) {
			return false
		}
	}
	return true
}

// findBudget is how many conflicts a short search for a witness may
// meet, and findMost for how many candidates it is tried.
const findBudget, findMost = 64, 8

// witness looks for solutions in which some of open are false by a
// short search (sat.Propagator.Find, led by the newest solution kept),
// keeps them, and returns those of open that none refutes; found is true
// when it found one.
func (e *encoded) witness(units []sat.Lit, lits map[int]sat.Lit, open []int) (left []int, found bool) {
	if len(open) > findMost {
		return open, false
	}
	var phase []bool
	if n := len(e.pool); n > 0 {
		phase = e.pool[n-1]
	}
	left = slices.Clone(open)
	for _, c := range open {
		if !slices.Contains(left, c) {
			continue
		}
		model := e.propagator().Find(append(slices.Clip(units), lits[c].Not()), phase, findBudget)
		if model == nil || !e.valid(model) {
			continue
		}
		found = true
		e.keepModel(model)
		left = slices.DeleteFunc(left, func(i int) bool { return !holdsIn(model, lits[i]) })
	}
	return left, found
}

// valid reports whether model is a solution: it obeys the lazily added
// constraints and its answer passes the puzzle's check.
func (e *encoded) valid(model []bool) bool {
	value := func(l sat.Lit) bool { return holdsIn(model, l) }
	if ref, ok := e.dec.(puzzles.Refiner); ok && len(ref.Refine(value)) > 0 {
		return false
	}
	return e.inst.Check(e.dec.Decode(sat.ModelOf(model))) == nil
}

// keep adds the solver's model to the pool, dropping the oldest when full.
func (e *encoded) keep(s *sat.Solver) {
	model := make([]bool, e.m.NumVars()+1)
	for v := 1; v < len(model); v++ {
		model[v] = s.Value(sat.Lit(v))
	}
	e.keepModel(model)
}

func (e *encoded) keepModel(model []bool) {
	if len(e.pool) >= poolSize {
		e.pool = slices.Delete(e.pool, 0, 1)
	}
	e.pool = append(e.pool, model)
}

// search asks the solver which of alive hold in every solution of e with
// units; with none, every one of cands follows.
func (b *board) search(e *encoded, units []sat.Lit, lits map[int]sat.Lit, alive, cands []int) ([]int, bool, error) {
	s := e.propagator().Solver(units)
	for first := true; ; first = false {
		a, err := b.next(e, s)
		if b.tick != nil {
			b.tick()
		}
		if err != nil {
			return nil, false, err
		}
		if a == nil {
			if first {
				return cands, false, nil
			}
			return alive, true, nil
		}
		e.keep(s)
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

// lits finds the literals of facts idx in the encoding e of the board
// (remembered there): in the full encoding their own; in another, through
// partial answers of the full encoding that assert them (in batches that leave some variable unknown, so that every
// kind lists what is known to be off) and the person's entries.
func (b *board) lits(e *encoded, idx []int) (map[int]sat.Lit, error) {
	en, ok := e.dec.(puzzles.Enterer)
	if !ok {
		return nil, ErrNoEntries
	}
	out := e.lits
	if e.full {
		for _, i := range idx {
			out[i] = b.facts[i].Lit
		}
		return out, nil
	}
	var batches [][]int
	var cur []int
	set := map[int]bool{}
	parts := map[puzzles.Target]bool{}
	var minePart []int
	for _, i := range idx {
		if _, done := out[i]; done {
			continue
		}
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

// encode encodes the puzzle without the clues drop, or returns the
// encoding made last time for the same clues.
func (b *board) encode(drop []int) (*encoded, error) {
	if len(drop) == 0 {
		return b.full, nil
	}
	key := fmt.Sprint(drop)
	e, ok := b.cache[key]
	if !ok {
		e = &encoded{inst: b.inst.Without(drop), lits: map[int]sat.Lit{}}
		e.m = sat.NewModel().ForEntries()
		e.dec, e.err = e.inst.Encode(e.m)
		if len(b.cache) >= 16 {
			clear(b.cache)
		}
		b.cache[key] = e
	}
	return e, e.err
}
