package pipes

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// graph is the board as a graph: cells (numbered by Size.Index) joined by
// the open joints.
func (e *encoding) graph() *graph.Graph {
	ends := make([][2]int, len(e.joints))
	for j, jt := range e.joints {
		ends[j] = [2]int{e.p.Size.Index(jt.a), e.p.Size.Index(jt.b)}
	}
	return graph.New(len(e.at), ends, nil)
}

// network is the Net rule's lazy part: the joints form one tree, which
// every tile that is never empty touches.
func (e *encoding) network() *graph.Network {
	required := make([]bool, len(e.at))
	for _, pos := range e.p.Size.Cells() {
		t := e.p.Tile(pos)
		required[e.p.Size.Index(pos)] = t != Wild && t != Empty
	}
	return &graph.Network{X: &graph.Edges{G: e.g, Lits: e.vars}, Required: required, Acyclic: true}
}

// pipes checks its Net rule lazily.
var _ puzzles.Refiner = (*encoding)(nil)

// Refine implements puzzles.Refiner. Under the Net rule it returns, for
// each loop in the model, a clause that one of its joints is unused, and,
// when the pipes form several networks, for each network a clause that a
// pipe leaves it. Both hold in every solution, so counting stays exact.
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	if e.net == nil {
		return nil
	}
	return e.net.Refine(value)
}
