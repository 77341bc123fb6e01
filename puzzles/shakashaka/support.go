package shakashaka

import (
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The short clauses that hold around a grid point. The sector clauses
// say all of a point's rule but propagate it slowly: noqx's 30x30 took
// 8856 conflicts with them alone, 1791 with these added (1110 → 296 CPU
// ms, BenchmarkNoqx30x30, medians of 3 at load 30). They are implied:
// each is checked against every filling of the point's four cells that
// the rule allows, so the counts stay exact.

// around4 are the four cells around a grid point, in the deltas the
// sectors use.
var around4 = [4]grid.Delta{{R: -1}, {}, {C: -1}, {R: -1, C: -1}}

// atom is "corner cell k holds glyph v".
type atom struct{ k, v int }

// implied is a clause "x → one of ys" about one point's cells.
type implied struct {
	x  atom
	ys []atom
}

// pointRules holds, for each set of open cells around a point (bit k:
// cell around4[k] is open), its implied clauses, made once.
var pointRules [16]struct {
	once sync.Once
	cls  []implied
}

// supports adds the implied clauses of the point pt (see implied).
func supports(m *sat.Model, lits map[grid.Pos][]sat.Lit, pt grid.Pos) {
	var open [4][]sat.Lit
	mask := 0
	for k, d := range around4 {
		if open[k] = lits[pt.Add(d)]; open[k] != nil {
			mask |= 1 << k
		}
	}
	r := &pointRules[mask]
	r.once.Do(func() { r.cls = impliedAt(mask) })
	for _, c := range r.cls {
		cl := []sat.Lit{open[c.x.k][c.x.v].Not()}
		for _, y := range c.ys {
			cl = append(cl, open[y.k][y.v])
		}
		m.Clause(cl...)
	}
}

// impliedAt finds, for the open cells of mask, every clause "x → y" and
// "x → y or z" (no y alone enough) that all allowed fillings obey.
func impliedAt(mask int) []implied {
	fills := fillings(mask)
	var out []implied
	for x := range 4 {
		for g := range 5 {
			if mask>>x&1 == 0 {
				continue
			}
			var with [][4]int
			for _, f := range fills {
				if f[x] == g {
					with = append(with, f)
				}
			}
			out = append(out, clausesOf(mask, atom{x, g}, with)...)
		}
	}
	return out
}

// clausesOf lists the clauses "x → y" and "x → y or z" that all of with
// (the fillings where x holds) obey.
func clausesOf(mask int, x atom, with [][4]int) []implied {
	var atoms []atom
	for k := range 4 {
		for v := range 5 {
			if k != x.k && mask>>k&1 == 1 {
				atoms = append(atoms, atom{k, v})
			}
		}
	}
	all := func(ys ...atom) bool {
		for _, f := range with {
			if f[ys[0].k] != ys[0].v && (len(ys) == 1 || f[ys[1].k] != ys[1].v) {
				return false
			}
		}
		return true
	}
	var out []implied
	single := map[atom]bool{}
	for _, y := range atoms {
		if single[y] = all(y); single[y] {
			out = append(out, implied{x, []atom{y}})
		}
	}
	for i, y := range atoms {
		for _, z := range atoms[i+1:] {
			if y.k != z.k && !single[y] && !single[z] && all(y, z) {
				out = append(out, implied{x, []atom{y, z}})
			}
		}
	}
	return out
}

// fillings lists the values of the four cells around a point (-1 for
// one not open: black or off the board) that the rule allows there.
func fillings(mask int) [][4]int {
	var out [][4]int
	var each func(k int, vals [4]int)
	each = func(k int, vals [4]int) {
		switch {
		case k == 4:
			if valid(vals) {
				out = append(out, vals)
			}
		case mask>>k&1 == 0:
			vals[k] = -1
			each(k+1, vals)
		default:
			for v := range 5 {
				vals[k] = v
				each(k+1, vals)
			}
		}
	}
	each(0, [4]int{})
	return out
}

// valid reports whether a point whose four cells hold vals has white
// wedges of 90° and 180° only (or is all white).
func valid(vals [4]int) bool {
	var black [8]bool
	for i, s := range sectors {
		v := vals[cornerOf(s.cell)]
		black[i] = v < 0 || blackens(v, s.side)
	}
	for i := range 8 {
		if !black[i] {
			continue
		}
		n := 0
		for n < 7 && !black[(i+1+n)%8] {
			n++
		}
		if n == 1 || n == 3 || n >= 5 {
			return false
		}
	}
	return true
}

// cornerOf is the index in around4 of the cell at d from a point.
func cornerOf(d grid.Delta) int {
	for k, c := range around4 {
		if c == d {
			return k
		}
	}
	panic("shakashaka: a sector outside the point's cells")
}
