package magichex

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding (README.md has the measurements behind each choice):
//
//   - order variables ge[c][k] ("cell c holds at least Lo+k"), declared
//     threshold by threshold from the middle out, and one-hot values x[c][k]
//     ("cell c holds Lo+k") channelled to them, which makes x one-hot; at
//     most one cell per value when values are distinct (exactly one when
//     every value is used), with sat's at-most-one;
//   - each line's sum as unary adders over the order variables (clauses "a
//     >= i and b >= j imply a+b >= i+j" and "a < i and b < j imply a+b <
//     i+j-1"): the two end cells are added into the target minus the sum of
//     the others, which shares that sum's variables, so a line needs no
//     variables for its total; every partial sum is bounded by what the rest
//     of the line can add (with distinct values, k cells add at least
//     Lo+...+(Lo+k-1));
//   - on side 3, the redundant identities "each edge cell is the centre
//     plus the two middle cells of the opposite 4-line" (edgeSums), as
//     adders over the sums of those pairs that the lines already have;
//   - symmetry breaking with exact recovery of the count: x is the canonical
//     arrangement of its class (see canonical), and one-hot g says which
//     rotation or reflection (among those that keep the givens) maps x to
//     the answer. With distinct values no arrangement is its own image, so
//     every class has exactly |group| answers and blocking (x, g) counts all
//     arrangements; after the first one of a class the others cost one
//     propagation each.

// options select an encoding; benchmarks compare them.
type options struct {
	lines    string // "adder" (default), "pb" (weighted sums over x), "card" (cardinality over ge)
	symmetry bool   // canonical arrangement plus recovery of the full count
	edges    bool   // side 3: each edge cell is the centre plus two inner cells (edgeSums)
	shuffle  int64  // nonzero: declare the cells' variables in a random order (to measure variance)
}

var defaultOptions = options{lines: "adder", symmetry: true, edges: true}

// encoding holds the variables of one puzzle's model.
type encoding struct {
	p      *Puzzle
	b      *board
	m      *sat.Model
	target int
	nv     int              // number of values Lo..Hi
	x      [][]sat.Lit      // canonical arrangement, one-hot
	ge     [][]sat.Lit      // ge[c][k]: x value >= Lo+k (k >= 1; ge[c][0] unused)
	group  []int            // symmetries kept (indices into board.syms), identity first
	g      []sat.Lit        // g[i]: the answer is group[i] applied to x
	y      [][]sat.Lit      // y[c][k]: answer cell c holds Lo+k (x itself without symmetries)
	pairs  map[[2]int]unary // the sums of two cells that the line adders made
}

// Encode implements puzzles.Instance.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return p.encodeWith(m, defaultOptions)
}

func (p *Puzzle) encodeWith(m *sat.Model, o options) (*encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if !p.HasSum && !p.allUsed() {
		_, _, reason := p.Target()
		return nil, fmt.Errorf("%s", reason)
	}
	if reason := p.impossible(); reason != "" {
		return nil, &puzzles.Impossible{Reason: reason}
	}
	t, _, _ := p.Target()
	e := &encoding{p: p, b: p.board(), m: m, target: t, nv: p.Hi - p.Lo + 1, group: []int{0}, pairs: map[[2]int]unary{}}
	if o.symmetry && p.Distinct {
		e.group = p.symmetries()
	}
	e.cells(o)
	for _, l := range e.b.lines {
		switch o.lines {
		case "pb":
			e.weightedSum(l.Cells)
		case "card":
			e.cardinalitySum(l.Cells)
		default:
			e.adderSum(l.Cells)
		}
	}
	if o.edges && o.lines == "adder" {
		e.edgeSums()
	}
	e.canonical()
	e.answer()
	return e, nil
}

// cells declares ge and x and states the channelling, distinctness and
// givens. The order variables come first: the solver's first decisions
// (lowest numbers first, before any conflict) then split cells' ranges.
func (e *encoding) cells(o options) {
	n := len(e.b.cells)
	order := make([]int, n)
	for c := range order {
		order[c] = c
	}
	if o.shuffle != 0 {
		order = rand.New(rand.NewSource(o.shuffle)).Perm(n)
	}
	e.ge = make([][]sat.Lit, n)
	for _, c := range order {
		e.ge[c] = make([]sat.Lit, e.nv)
	}
	for _, k := range bisection(e.nv - 1) {
		for _, c := range order {
			e.ge[c][k] = e.m.NewVar(fmt.Sprintf("V%d>=%d", c+1, e.p.Lo+k))
		}
	}
	e.x = make([][]sat.Lit, n)
	for _, c := range order {
		e.x[c] = make([]sat.Lit, e.nv)
		for k := range e.x[c] {
			e.x[c][k] = e.m.NewVar(fmt.Sprintf("V%d=%d", c+1, e.p.Lo+k))
		}
		e.channel(c) // which makes x one-hot
	}
	if e.p.Distinct {
		for k := 0; k < e.nv; k++ {
			col := make([]sat.Lit, n)
			for c := range col {
				col[c] = e.x[c][k]
			}
			if e.p.allUsed() {
				e.m.ExactlyOne(col...)
			} else {
				e.m.AtMostOne(col...)
			}
		}
	}
	// Givens are kept by every symmetry in the group, so the canonical
	// arrangement holds them too.
	for _, c := range e.p.givenCells() {
		e.m.Unit(e.x[c][e.p.Givens[c]-e.p.Lo])
	}
}

// bisection lists 1..n middle first, then the middles of each half, and
// so on: the order variables are declared threshold by threshold in this
// order, so that the solver's first decisions halve the cells' ranges
// (measured: the first solution about a third sooner than in plain order).
func bisection(n int) []int {
	var out []int
	for queue := [][2]int{{1, n}}; len(queue) > 0; queue = queue[1:] {
		lo, hi := queue[0][0], queue[0][1]
		if lo > hi {
			continue
		}
		mid := (lo + hi) / 2
		out = append(out, mid)
		queue = append(queue, [2]int{lo, mid - 1}, [2]int{mid + 1, hi})
	}
	return out
}

// channel links cell c's one-hot and order variables.
func (e *encoding) channel(c int) {
	ge, x := e.ge[c], e.x[c]
	for k := 0; k < e.nv; k++ {
		clause := []sat.Lit{x[k]} // ge[k] and not ge[k+1] imply x[k]
		if k > 0 {
			e.m.Implies(x[k], ge[k])
			clause = append(clause, ge[k].Not())
		}
		if k+1 < e.nv {
			e.m.Implies(x[k], ge[k+1].Not())
			e.m.Implies(ge[k+1], ge[max(k, 1)])
			clause = append(clause, ge[k+1])
		}
		e.m.Clause(clause...)
	}
}

// weightedSum states a line sum as one pseudo-boolean equality over x.
func (e *encoding) weightedSum(cells []int) {
	var ts []sat.Term
	for _, c := range cells {
		for k, l := range e.x[c] {
			ts = append(ts, sat.Term{Lit: l, Weight: e.p.Lo + k})
		}
	}
	e.m.SumEq(ts, e.target)
}

// cardinalitySum states a line sum as "exactly T - L*Lo of the order variables".
func (e *encoding) cardinalitySum(cells []int) {
	var ls []sat.Lit
	for _, c := range cells {
		ls = append(ls, e.ge[c][1:]...)
	}
	e.m.Exactly(e.target-len(cells)*e.p.Lo, ls...)
}

// Vars implements puzzles.Decoder: the answer's cells (what a person
// enters) and the symmetry that maps the canonical arrangement to them,
// which together determine the canonical arrangement too.
func (e *encoding) Vars() []sat.Lit {
	var out []sat.Lit
	for _, row := range e.y {
		out = append(out, row...)
	}
	return append(out, e.g...)
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s)).(*Partial).complete()
}

// DecodePartial implements puzzles.Decoder. Answer cell c holds what
// canonical cell c' holds when the symmetry maps c' to c; c is known when
// every symmetry not known to be unused maps a cell of the same known value
// there (so the cells on a mirror axis are known when only the mirror is in
// doubt).
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	value := func(c int) (int, bool) { // canonical cell c's value, if known
		return e.known(e.x[c], known)
	}
	cells := make([]*int, len(e.x))
	for c := range cells {
		if v, ok := e.known(e.y[c], known); ok {
			cells[c] = &v
			continue
		}
		cells[c] = e.answerCell(c, value, known)
	}
	out := &Partial{}
	for _, row := range e.b.rows {
		out.Rows = append(out.Rows, append([]*int(nil), cells[row[0]:row[0]+len(row)]...))
	}
	return out
}

// known is the value whose one-hot literal of lits is known true.
func (e *encoding) known(lits []sat.Lit, known func(l sat.Lit) (value, ok bool)) (int, bool) {
	for k, l := range lits {
		if v, ok := known(l); ok && v {
			return e.p.Lo + k, true
		}
	}
	return 0, false
}

// answerCell returns answer cell c's value when it is known.
func (e *encoding) answerCell(c int, value func(int) (int, bool), known func(sat.Lit) (bool, bool)) *int {
	var out *int
	for i, k := range e.group {
		if len(e.g) > 0 {
			if v, ok := known(e.g[i]); ok && !v {
				continue // not this symmetry
			}
		}
		v, ok := value(e.b.inverse(k)[c])
		if !ok || (out != nil && *out != v) {
			return nil
		}
		out = &v
	}
	return out
}
