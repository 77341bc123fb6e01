package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Linked is the decoder of a Shading whose shaded cells (or unshaded
// ones) are connected: the ShadeVars, and the rule added lazily (a
// puzzles.Refiner), as in Heyawake.
type Linked struct {
	*ShadeVars
	rule *graph.Connected
}

// Linked returns the decoder of v with the rule that the cells shaded
// like shaded are connected (see Connected).
func (v *ShadeVars) Linked(shaded bool) *Linked { return &Linked{v, v.Connected(shaded)} }

// Refine implements puzzles.Refiner: the cuts that the model's
// disconnected cells ask for.
func (l *Linked) Refine(value func(sat.Lit) bool) [][]sat.Lit { return l.rule.Refine(value) }
