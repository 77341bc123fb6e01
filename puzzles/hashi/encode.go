package hashi

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding holds the bridge counts of each pair of islands and the lazy
// connectivity rule.
type encoding struct {
	p     *Puzzle
	b     *board
	x     *graph.Edges
	net   *graph.Network
	exact [][]sat.Lit // per pair, the literal of exactly 1, 2, ... Max bridges
}

// Encode implements puzzles.Instance. The islands and the pairs that see
// each other are a graph; each pair carries 0 to Max bridges (order
// encoding). The rules:
//   - an island's bridges add up to its number (an island of unknown
//     number has at least one, unless it is alone);
//   - bridges do not cross: a clause per crossing of a horizontal and a
//     vertical pair;
//   - all islands are connected, and without loops the bridges form a
//     tree: graph.Network, checked lazily (Refine).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	b := p.board()
	if err := p.impossible(b); err != nil {
		return nil, err
	}
	names := make([]string, len(b.islands))
	for i, pos := range b.islands {
		names[i] = pos.String()
	}
	g := graph.New(len(b.islands), b.pairs, names)
	x := graph.NewCounted(m, g, "bridge", p.Max)
	for v, pos := range b.islands {
		if n := p.At(pos); n > 0 {
			x.Degree(m, v, n)
		} else if len(b.islands) > 1 {
			m.Clause(x.At(v)...)
		}
	}
	for _, c := range b.crossings {
		m.Clause(x.Lits[c[0]].Not(), x.Lits[c[1]].Not())
	}
	required := make([]bool, len(b.islands))
	for v := range required {
		required[v] = true
	}
	net := &graph.Network{X: x, Required: required, Acyclic: !p.Loops}
	return &encoding{p: p, b: b, x: x, net: net, exact: exactly(m, x, len(b.pairs))}, nil
}

// impossible reports an island whose number is more than its pairs can carry.
func (p *Puzzle) impossible(b *board) error {
	most := make([]int, len(b.islands))
	for _, pr := range b.pairs {
		most[pr[0]] += p.Max
		most[pr[1]] += p.Max
	}
	for v, pos := range b.islands {
		if n := p.At(pos); n > most[v] || n == Unknown && most[v] == 0 && len(b.islands) > 1 {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the island at %s can have at most %d bridges", puzzles.CellName(pos), most[v]),
				Cells:  [][2]int{{pos.R, pos.C}},
			}
		}
	}
	return nil
}

// The encoding adds its constraints lazily.
var _ puzzles.Refiner = (*encoding)(nil)

// Refine implements puzzles.Refiner: the connectivity (and loop) rule.
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit { return e.net.Refine(value) }

// exactly defines, for each of n pairs, a literal per bridge count from
// 1 to the most: "≥k and not ≥k+1", the most's own "≥" literal.
func exactly(m *sat.Model, x *graph.Edges, n int) [][]sat.Lit {
	out := make([][]sat.Lit, n)
	for k := range out {
		ge := x.Count(k)
		for i, l := range ge[:len(ge)-1] {
			e := m.NewVar(fmt.Sprintf("bridge %d exactly %d", k, i+1))
			m.And(e, l, ge[i+1].Not())
			out[k] = append(out[k], e)
		}
		out[k] = append(out[k], ge[len(ge)-1])
	}
	return out
}

// Vars implements puzzles.Decoder: per pair, the literals of exactly 1 to
// Max bridges, then that of at least one (with Max above 1): a person's
// entry of a count, or of no bridge, is one of them.
func (e *encoding) Vars() []sat.Lit {
	var out []sat.Lit
	for k := range e.b.pairs {
		out = append(out, e.exact[k]...)
		if len(e.exact[k]) > 1 {
			out = append(out, e.x.Count(k)[0])
		}
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: the bridges whose count is
// known, the pairs known to have none, and the pairs known to have at
// least one bridge but not how many (kept for the drawing). When every
// variable is known (a whole answer), the pairs without a bridge are
// left out.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{Bridges: []Bridge{}}
	whole := true
	for k, pr := range e.b.pairs {
		lo, hi := e.bounds(k, known)
		for _, l := range slices.Concat(e.x.Count(k), e.exact[k]) {
			_, ok := known(l)
			whole = whole && ok
		}
		from, to := e.b.islands[pr[0]], e.b.islands[pr[1]]
		br := Bridge{From: [2]int{from.R, from.C}, To: [2]int{to.R, to.C}, Count: lo}
		switch {
		case lo == hi && lo > 0:
			a.Bridges = append(a.Bridges, br)
		case lo == hi:
			a.None = append(a.None, br)
		case lo > 0 && lo < hi:
			a.Unsure = append(a.Unsure, br)
		}
	}
	if whole {
		a.None = nil
	}
	a.Grid = e.p.picture(a.Bridges)
	return a
}

// bounds are the least and the most bridges pair k can have by what is
// known of its literals.
func (e *encoding) bounds(k int, known func(l sat.Lit) (value, ok bool)) (lo, hi int) {
	lo, hi = 0, len(e.exact[k])
	for i, l := range e.x.Count(k) {
		if v, ok := known(l); ok && v {
			lo = max(lo, i+1)
		} else if ok {
			hi = min(hi, i)
		}
	}
	for i, l := range e.exact[k] {
		if v, ok := known(l); ok && v {
			lo, hi = max(lo, i+1), min(hi, i+1)
		}
	}
	return lo, hi
}
