package cellgrid

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Apart forbids two shaded cells side by side (Singles, Range).
func (v *ShadeVars) Apart(m *sat.Model) {
	for _, e := range v.Size.Edges() {
		m.Clause(v.At(e.A).Not(), v.At(e.B).Not())
	}
}

// Sight returns, for the cells of pos's row and column besides pos, the
// literals "pos sees it": it and every cell between are unshaded. Their
// number plus one is how many cells pos sees (Range's numbers).
func (v *ShadeVars) Sight(m *sat.Model, pos grid.Pos) []sat.Lit {
	var out []sat.Lit
	for _, d := range grid.Orthogonal {
		seen := sat.True
		for q := pos.Add(d); v.Size.In(q); q = q.Add(d) {
			next := m.NewVar(fmt.Sprintf("sees.%s.%s", pos, q))
			m.And(next, seen, v.At(q).Not())
			seen = next
			out = append(out, seen)
		}
	}
	return out
}

// Sees says that pos sees n cells, itself included.
func (v *ShadeVars) Sees(m *sat.Model, pos grid.Pos, n int) { m.Exactly(n-1, v.Sight(m, pos)...) }

// SightBlank and SightNumber tell the cells of a board of seen counts
// (Range's, Nurimisaki's): 0 is a blank cell, which may be shaded, and a
// positive number counts the cells its cell sees; any other value (a
// number not given, a bare circle) is an unshaded cell without a count.
func SightBlank(v int) bool { return v == 0 }

// SightNumber: see SightBlank.
func SightNumber(v int) bool { return v > 0 }

// SightShading adds to m the rules Range and Nurimisaki share on the
// board g: a variable per SightBlank cell (shaded; the other cells
// unshaded), then the type's own rules, then each SightNumber seeing its
// count of cells (Sees). It returns the decoder, whose unshaded cells
// are connected (added lazily, see Linked).
func (g Grid) SightShading(m *sat.Model, rules func(v *ShadeVars)) *Linked {
	_, v := g.NewShadeVars(m, "shaded", SightBlank)
	rules(v)
	for _, pos := range g.Where(SightNumber) {
		v.Sees(m, pos, g.At(pos))
	}
	return v.Linked(false)
}

// SightCells is the bound of Range for numbers of cells seen (Range's,
// Nurimisaki's): the cells of a row and a column.
func SightCells(rows, cols int) (int, string) {
	return rows + cols - 1, fmt.Sprintf("the %d cells of a row and a column", rows+cols-1)
}

// CheckSees refuses a shading in which the number n at pos does not
// count the cells pos sees (Seen).
func CheckSees(sh [][]bool, pos grid.Pos, n int) error {
	if seen := Seen(sh, pos); seen != n {
		return fmt.Errorf("the %d at %d,%d sees %d cells", n, pos.R, pos.C, seen)
	}
	return nil
}

// SightShaded reads ans as a shading of g (Shaded, name naming the type
// in its errors) and refuses one that shades a cell other than a
// SightBlank one, naming that cell what: "the circle at 2,3 is shaded".
func (g Grid) SightShaded(ans puzzles.Answer, name, what string) ([][]bool, error) {
	sh, err := Shaded(ans, name, g.Size())
	if err != nil {
		return nil, err
	}
	for _, pos := range g.Where(func(v int) bool { return !SightBlank(v) }) {
		if sh[pos.R][pos.C] {
			return nil, fmt.Errorf("the %s at %d,%d is shaded", what, pos.R, pos.C)
		}
	}
	return sh, nil
}

// Linked is a shading whose shaded (or unshaded) cells are connected,
// the rule added lazily: a decoder and a puzzles.Refiner.
type Linked struct {
	*ShadeVars
	conn *graph.Connected
}

// Linked returns the decoder of v with the rule "the cells shaded like
// shaded are connected".
func (v *ShadeVars) Linked(shaded bool) *Linked { return &Linked{v, v.Connected(shaded)} }

var _ puzzles.Refiner = (*Linked)(nil)

// Refine implements puzzles.Refiner: the connectivity cuts.
func (l *Linked) Refine(value func(sat.Lit) bool) [][]sat.Lit { return l.conn.Refine(value) }

// CheckApart refuses two shaded cells side by side.
func CheckApart(sh [][]bool) error {
	size := grid.Size{Rows: len(sh), Cols: len(sh[0])}
	for _, e := range size.Edges() {
		if sh[e.A.R][e.A.C] && sh[e.B.R][e.B.C] {
			return fmt.Errorf("the shaded cells at %d,%d and %d,%d touch", e.A.R, e.A.C, e.B.R, e.B.C)
		}
	}
	return nil
}

// CheckLinked refuses cells shaded like shaded that form more than one
// region.
func CheckLinked(sh [][]bool, shaded bool) error {
	return CheckOneRegion(sh, shaded, map[bool]string{true: "shaded", false: "unshaded"}[shaded])
}

// Seen is how many cells pos sees along its row and column, itself
// included, up to a shaded cell or the edge.
func Seen(sh [][]bool, pos grid.Pos) int {
	size, n := grid.Size{Rows: len(sh), Cols: len(sh[0])}, 1
	for _, d := range grid.Orthogonal {
		for q := pos.Add(d); size.In(q) && !sh[q.R][q.C]; q = q.Add(d) {
			n++
		}
	}
	return n
}

// RandomApart shades a board of size at random for the generators: it
// visits the cells in a random order and shades each with odds density
// when no neighbour is shaded and the unshaded cells stay connected.
func RandomApart(rng *rand.Rand, size grid.Size, density float64) [][]bool {
	sh := make([][]bool, size.Rows)
	for r := range sh {
		sh[r] = make([]bool, size.Cols)
	}
	for _, i := range rng.Perm(size.Rows * size.Cols) {
		pos := grid.Pos{R: i / size.Cols, C: i % size.Cols}
		if rng.Float64() >= density || slices.ContainsFunc(size.Neighbours(pos, grid.Orthogonal), func(q grid.Pos) bool { return sh[q.R][q.C] }) {
			continue
		}
		if sh[pos.R][pos.C] = true; CheckLinked(sh, false) != nil {
			sh[pos.R][pos.C] = false
		}
	}
	return sh
}
