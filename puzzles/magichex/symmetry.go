package magichex

import (
	"fmt"
	"maps"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// symmetries returns the rotations and reflections (indices into
// board.syms, identity first) that map every given onto an equal given.
func (p *Puzzle) symmetries() []int {
	b := p.board()
	var out []int
	for k, perm := range b.syms {
		keeps := true
		for c, v := range p.Givens {
			if w, ok := p.Givens[perm[c]]; !ok || w != v {
				keeps = false
				break
			}
		}
		if keeps {
			out = append(out, k)
		}
	}
	return out
}

// Symmetries returns how many rotations and reflections of the hexagon keep
// the givens: 12 for an empty hexagon, 1 when the givens break them all.
func (p *Puzzle) Symmetries() int { return len(p.symmetries()) }

// canonical requires x to be the least arrangement of its class: reading
// the values from Hi down, the cell holding each value is the first (lowest
// numbered) of its orbit under the symmetries that keep the cells of the
// values read before. The state after each value is that subgroup; state
// variables carry it from one value to the next.
func (e *encoding) canonical() {
	if len(e.group) == 1 {
		return
	}
	full := 1<<len(e.group) - 1
	states := map[int]sat.Lit{full: 0} // subgroup (bit mask over e.group) -> state; 0 is "always"
	for _, k := range e.readingOrder() {
		if len(states) == 0 {
			break
		}
		next := map[int]sat.Lit{}
		masks := slices.Sorted(maps.Keys(states)) // a deterministic numbering of variables
		for _, mask := range slices.Backward(masks) {
			e.placeValue(k, mask, states[mask], next)
		}
		states = next
	}
}

// readingOrder lists the value indices in the order the canonical form
// reads them: from Hi down (measured faster than from Lo up, alternating or
// from the middle out; see README.md).
func (e *encoding) readingOrder() []int {
	var out []int
	for k := e.nv - 1; k >= 0; k-- {
		out = append(out, k)
	}
	return out
}

// placeValue states where value Lo+k may lie in state (mask, s), and the
// state that follows.
func (e *encoding) placeValue(k, mask int, s sat.Lit, next map[int]sat.Lit) {
	guard := func(ls ...sat.Lit) []sat.Lit {
		if s != 0 {
			ls = append(ls, s.Not())
		}
		return ls
	}
	var somewhere []sat.Lit
	for c := range e.b.cells {
		first, stab := e.orbit(c, mask)
		if first != c {
			e.m.Clause(guard(e.x[c][k].Not())...)
			continue
		}
		somewhere = append(somewhere, e.x[c][k])
		if stab == 1 { // only the identity is left: no more constraints
			continue
		}
		e.m.Clause(guard(e.x[c][k].Not(), e.state(next, stab))...)
	}
	if !e.p.allUsed() { // the value may be absent: the state stays
		e.m.Clause(guard(append(somewhere, e.state(next, mask))...)...)
	}
}

// state returns the state variable of subgroup mask, creating it.
func (e *encoding) state(states map[int]sat.Lit, mask int) sat.Lit {
	s, ok := states[mask]
	if !ok {
		s = e.m.NewVar(fmt.Sprintf("symmetry%d.%b", e.m.NumVars(), mask))
		states[mask] = s
	}
	return s
}

// orbit returns the lowest cell in c's orbit under the subgroup mask, and
// the mask of the elements that fix c.
func (e *encoding) orbit(c, mask int) (first, stab int) {
	first = c
	for i, k := range e.group {
		if mask>>i&1 == 0 {
			continue
		}
		img := e.b.syms[k][c]
		first = min(first, img)
		if img == c {
			stab |= 1 << i
		}
	}
	return first, stab
}

// answer declares g: one-hot, which symmetry maps the canonical
// arrangement x to the answer, and y, the answer's cells: y[c][k] holds
// when symmetry i is used and the cell it maps to c holds Lo+k. The
// answer is x itself without symmetries.
func (e *encoding) answer() {
	e.y = e.x
	if len(e.group) == 1 {
		return
	}
	for _, k := range e.group {
		e.g = append(e.g, e.m.NewVar(fmt.Sprintf("symmetry %d", k)))
	}
	e.m.ExactlyOne(e.g...)
	e.y = make([][]sat.Lit, len(e.x))
	for c := range e.y {
		e.y[c] = make([]sat.Lit, e.nv)
		for k := range e.y[c] {
			y := e.m.NewVar(fmt.Sprintf("answer V%d=%d", c+1, e.p.Lo+k))
			for i, sym := range e.group {
				x := e.x[e.b.inverse(sym)[c]][k]
				e.m.Clause(e.g[i].Not(), x.Not(), y)
				e.m.Clause(e.g[i].Not(), y.Not(), x)
			}
			e.y[c][k] = y
		}
	}
}

// SymmetryClasses returns how many of the answers differ by more than a
// rotation or reflection that keeps the givens (answers of other types are
// ignored). For the empty Hex38 and its 12 arrangements it is 1.
func (p *Puzzle) SymmetryClasses(answers []puzzles.Answer) int {
	b := p.board()
	group := p.symmetries()
	seen := map[string]bool{}
	for _, ans := range answers {
		a, ok := ans.(*Answer)
		if !ok {
			continue
		}
		cells := a.cells()
		if len(cells) != len(b.cells) {
			continue
		}
		var least []int
		for _, k := range group {
			img := make([]int, len(cells))
			for c, v := range cells {
				img[b.syms[k][c]] = v
			}
			if least == nil || slices.Compare(img, least) < 0 {
				least = img
			}
		}
		seen[fmt.Sprint(least)] = true
	}
	return len(seen)
}

// Summary describes a result for people, with the count up to symmetry:
// "1 solution up to symmetry (12 arrangements)".
func (p *Puzzle) Summary(res *puzzles.Result) string {
	switch {
	case res.Status == puzzles.Unsat && res.Reason != "":
		return "no solution: " + res.Reason
	case len(res.Answers) == 0:
		return "no solution"
	}
	n, classes := len(res.Answers), p.SymmetryClasses(res.Answers)
	more := ""
	if !res.Complete {
		more = "at least "
	}
	arr := puzzles.Counted(n, "arrangement", "arrangements")
	if p.Symmetries() == 1 {
		return more + puzzles.Counted(n, "solution", "solutions")
	}
	return fmt.Sprintf("%s%s up to symmetry (%s%s)", more, puzzles.Counted(classes, "solution", "solutions"), more, arr)
}

// Extra returns the figures the CLI adds to its JSON report:
// "symmetry_classes" (solutions up to symmetry among those found) and
// "symmetries" (rotations and reflections that keep the givens).
func (p *Puzzle) Extra(res *puzzles.Result) map[string]any {
	return map[string]any{
		"symmetry_classes": p.SymmetryClasses(res.Answers),
		"symmetries":       p.Symmetries(),
	}
}
