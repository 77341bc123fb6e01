package hashi

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding holds the bridge counts of each pair of islands and the lazy
// connectivity rule.
type encoding struct {
	p   *Puzzle
	b   *board
	x   *graph.Edges
	net *graph.Network
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
	return &encoding{p: p, b: b, x: x, net: net}, nil
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

// Vars implements puzzles.Decoder: the count variables of every pair.
func (e *encoding) Vars() []sat.Lit {
	var out []sat.Lit
	for k := range e.b.pairs {
		out = append(out, e.x.Count(k)...)
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: the bridges whose count is
// known; pairs known to have at least one bridge but not how many are
// kept for the drawing.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{Bridges: []Bridge{}}
	for k, pr := range e.b.pairs {
		count, sure := 0, true
		for _, l := range e.x.Count(k) {
			v, ok := known(l)
			sure = sure && ok
			if ok && v {
				count++
			}
		}
		from, to := e.b.islands[pr[0]], e.b.islands[pr[1]]
		br := Bridge{From: [2]int{from.R, from.C}, To: [2]int{to.R, to.C}, Count: count}
		switch {
		case sure && count > 0:
			a.Bridges = append(a.Bridges, br)
		case !sure && count > 0:
			a.Unsure = append(a.Unsure, br)
		}
	}
	a.Grid = e.p.picture(a.Bridges)
	return a
}
