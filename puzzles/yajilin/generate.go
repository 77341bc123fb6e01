package yajilin

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Generate makes a rows x cols puzzle with one solution from seed; the
// same arguments make the same puzzle (see the package documentation
// for how).
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	return cellgrid.Attempts(rows, cols, 10, seed, 20, "Yajilin", "random starts", func(rng *rand.Rand) (*Puzzle, bool, error) {
		p, _ := spec.New(rows, cols) // spec, not New: Declare makes New from offered, which calls this
		for _, i := range rng.Perm(rows * cols)[:rows*cols/12] {
			p.Cells[i/cols][i%cols] = Clue(p.aim(rng, grid.Pos{R: i / cols, C: i % cols}), -1)
		}
		var sol *Answer
		var err error
		for _, n := range []int{2, 0} { // cells asked shaded (if they can be), with an eighth of all
			wish := rng.Perm(rows * cols)[:n]
			if sol == nil && err == nil {
				sol, err = p.other(nil, func(m *sat.Model, d *decoder) {
					m.AtLeast(rows*cols/8, d.shade.Vars()...)
					for _, i := range wish {
						m.Clause(d.shade.Lits[i])
					}
				})
			}
		}
		for step := 0; sol != nil && err == nil && step < rows*cols; step++ {
			p.number(sol)
			var other *Answer
			if other, err = p.other(sol, nil); other == nil || err != nil {
				return p, true, err
			}
			if pos, d, score := p.place(rng, sol, other); score >= 4 {
				sol.Grid[pos.R] = sol.Grid[pos.R][:pos.C] + "." + sol.Grid[pos.R][pos.C+1:]
				p.Cells[pos.R][pos.C] = Clue(d, -1)
				continue
			}
			sol, err = p.block(rng, sol, other)
		}
		return nil, false, err
	})
}

// place picks a cell shaded in a to turn into a clue, and its arrow
// (d 0: none): best where the arrow counts a shaded cells unlike b's,
// then where b's loop passes (the clue rules b out), then where it
// counts more of a's shaded cells; at random among equals.
func (p *Puzzle) place(rng *rand.Rand, a, b *Answer) (at grid.Pos, d, best int) {
	best, cols := -1, len(p.Cells[0])
	for _, i := range rng.Perm(len(p.Cells) * cols) {
		pos := grid.Pos{R: i / cols, C: i % cols}
		if a.Grid[pos.R][pos.C] != '#' {
			continue
		}
		for _, dir := range rng.Perm(4) {
			ray := p.ray(pos, dir+1)
			ca, cb := count(a, ray), count(b, ray)
			score := 8*min(1, max(ca-cb, cb-ca)) + 4*map[bool]int{true: 1}[b.Grid[pos.R][pos.C] != '#'] + min(ca, 2) + min(len(ray), 1)
			if score > best {
				best, at, d = score, pos, dir+1
			}
		}
	}
	return at, d, best
}

// block turns one of the cells where the loops of a and b differ into a
// clue without a number and returns a solution of the puzzle then, or
// nil when none of a few such cells leaves one.
func (p *Puzzle) block(rng *rand.Rand, a, b *Answer) (*Answer, error) {
	la, lb, differs := grid.Links(a.Loop, nil), grid.Links(b.Loop, nil), map[grid.Pos]bool{}
	for l := range lb {
		if !la[l] {
			differs[grid.Pos{R: l[0][0], C: l[0][1]}], differs[grid.Pos{R: l[1][0], C: l[1][1]}] = true, true
		}
	}
	tries := 0
	for _, i := range rng.Perm(len(p.Cells) * len(p.Cells[0])) {
		pos := grid.Pos{R: i / len(p.Cells[0]), C: i % len(p.Cells[0])}
		if !differs[pos] || tries > 6 {
			continue
		}
		tries++
		p.Cells[pos.R][pos.C] = Clue(p.aim(rng, pos), -1)
		if sol, err := p.other(nil, nil); sol != nil || err != nil {
			return sol, err
		}
		p.Cells[pos.R][pos.C] = Empty
	}
	return nil, nil
}

// aim is a random arrow at pos, turned clockwise until it points at two
// cells or more (or one).
func (p *Puzzle) aim(rng *rand.Rand, pos grid.Pos) int {
	d := 1 + rng.Intn(4)
	for i := 0; i < 8 && len(p.ray(pos, d)) < 2-i/4; i++ {
		d = []int{0, 4, 3, 1, 2}[d] // up, right, down, left
	}
	return d
}

// number sets every clue's number to the shaded cells of a it points at.
func (p *Puzzle) number(a *Answer) {
	for _, pos := range p.Where(func(v int) bool { return v > Grey }) {
		d, _ := split(p.At(pos))
		p.Cells[pos.R][pos.C] = Clue(d, count(a, p.ray(pos, d)))
	}
}

// other returns a solution of p whose loop is not a's (any solution when
// a is nil), under the extra rules, or nil when there is none.
func (p *Puzzle) other(a *Answer, extra func(m *sat.Model, d *decoder)) (*Answer, error) {
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		return nil, err
	}
	d := dec.(*decoder)
	if a != nil {
		var not []sat.Lit
		for i, x := range a.Loop {
			y := a.Loop[(i+1)%len(a.Loop)]
			dir, _ := grid.DirTo(grid.Pos{R: x[0], C: x[1]}, grid.Pos{R: y[0], C: y[1]})
			not = append(not, d.loop.Edge(grid.Pos{R: x[0], C: x[1]}, dir).Not())
		}
		m.Clause(not...)
	}
	if extra != nil {
		extra(m, d)
	}
	if m.Trivial() != "" {
		return nil, nil
	}
	ans, err := puzzles.Next(m.Solver(), p, dec, &puzzles.Stats{})
	if ans == nil {
		return nil, err
	}
	return ans.(*Answer), err
}

// count is how many of cells are shaded in a.
func count(a *Answer, cells []grid.Pos) int {
	return puzzles.CountFunc(cells, func(q grid.Pos) bool { return a.Grid[q.R][q.C] == '#' })
}
