package switches

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// SearchBudget caps the exhaustive search for the fewest presses, in
// simple operations (about a nanosecond each natively, a few in WASM).
// Within it the fewest presses are proven; beyond it the first answer is
// the best a greedy descent finds and says "minimal": false. The search
// costs about (k+1)*2^k operations for 2^k solutions whose kernel vectors
// overlap, so k <= 22 fits: every n x n Lights Out board up to 100x100
// except n = 39, 47, 61, 62, 64, 65, 67, 79 and 95 (k from 24 to 64).
const SearchBudget = 1 << 28

// equation is one bulb's parity condition: the switches that toggle it
// must be pressed an odd number of times exactly when it must change.
type equation struct {
	bulb     int
	switches []int
	odd      bool
}

// equations lists one equation per bulb that counts.
func (p *Puzzle) equations() []equation {
	by := make([][]int, p.N())
	for i, t := range p.Toggles {
		for _, j := range t {
			by[j] = append(by[j], i)
		}
	}
	var out []equation
	for j := range p.Names {
		if !p.Free[j] {
			out = append(out, equation{bulb: j, switches: by[j], odd: p.Lit[j] != p.Target[j]})
		}
	}
	return out
}

// System returns the puzzle's parity equations over the switches (variable
// i is "press switch i"), one per bulb that counts, and the bulb of each.
func (p *Puzzle) System() (*sat.XorSystem, []int) {
	s := sat.NewXorSystem(p.N())
	var bulbs []int
	for _, eq := range p.equations() {
		s.Add(eq.odd, eq.switches...)
		bulbs = append(bulbs, eq.bulb)
	}
	return s, bulbs
}

// decoder reads answers from models: one variable per switch.
type decoder struct {
	p      *Puzzle
	x      []sat.Lit
	fewest []bool // a solution with the fewest presses known
	proven bool   // no solution has fewer presses than fewest
	count  string // the exact number of solutions in decimal; "" when not known
	offset []bool // model xor answer, fixed by the first Decode
}

// Encode implements puzzles.Instance. The answer's variables are "press
// switch i". By the Elimination route (the default) the equations are
// solved before search: no solution is reported as *puzzles.Impossible
// naming the bulbs that cannot all be fixed; otherwise the model gets the
// solved form and the decoder knows the exact count and the fewest presses.
//
// The first answer decoded is always the fewest-press solution: the first
// model's difference from it (a sum of kernel vectors, which changes no
// light) is added to every model decoded, a one-to-one map of the
// solutions onto themselves, so counting by blocking models still counts
// each solution once.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	d := &decoder{p: p}
	for _, name := range p.Names {
		d.x = append(d.x, m.NewVar("press "+name))
	}
	if p.Route == CNF {
		return d, d.encodeCNF(m)
	}
	sys, bulbs := p.System()
	space, conflict := sys.Solve()
	if space == nil {
		return nil, &puzzles.Impossible{Reason: p.conflictReason(conflict, bulbs)}
	}
	m.Affine(space, d.x)
	d.fewest, _, d.proven = space.MinWeight(SearchBudget)
	d.count = space.Count().String()
	return d, nil
}

// encodeCNF states each equation as an XOR constraint and asks gophersat
// for a solution with the fewest presses.
func (d *decoder) encodeCNF(m *sat.Model) error {
	for _, eq := range d.p.equations() {
		lits := make([]sat.Lit, len(eq.switches))
		for k, i := range eq.switches {
			lits[k] = d.x[i]
		}
		m.Xor(eq.odd, lits...)
	}
	cost := make([]sat.Term, len(d.x))
	for i, x := range d.x {
		cost[i] = sat.Term{Lit: x, Weight: 1}
	}
	s, _, ok := m.Minimize(cost)
	if !ok {
		return &puzzles.Impossible{Reason: "the bulbs' parity equations have no solution"}
	}
	d.fewest, d.proven = s.Values(d.x), true
	return nil
}

// conflictReason explains a contradiction: equations whose switches cancel
// out while an odd number of their bulbs must change. The elimination's
// conflict is inclusion-minimal, so every bulb named is needed.
func (p *Puzzle) conflictReason(conflict, bulbs []int) string {
	var names []string
	for _, eq := range conflict {
		names = append(names, p.Names[bulbs[eq]])
	}
	list := strings.Join(names, ", ")
	if len(names) > 12 {
		list = strings.Join(names[:12], ", ") + fmt.Sprintf(" and %d more", len(names)-12)
	}
	if len(names) == 1 {
		return fmt.Sprintf("bulb %s must change, and no switch toggles it", list)
	}
	return fmt.Sprintf("every switch toggles an even number of the bulbs %s, and an odd number of them must change", list)
}

// Vars implements puzzles.Decoder: the switches.
func (d *decoder) Vars() []sat.Lit { return d.x }

// Decode implements puzzles.Decoder.
func (d *decoder) Decode(s *sat.Solver) puzzles.Answer {
	v := s.Values(d.x)
	if d.offset == nil {
		d.offset = xorBools(v, d.fewest)
	}
	return d.answer(xorBools(v, d.offset), nil)
}

// DecodePartial implements puzzles.Decoder: the switches known to be
// pressed in every solution are listed, and those not known as unknown.
// (A switch forced in every solution is the same in the fewest-press one,
// so the decoder's offset does not matter here.)
func (d *decoder) DecodePartial(known func(sat.Lit) (bool, bool)) puzzles.Answer {
	press := make([]bool, len(d.x))
	unknown := make([]bool, len(d.x))
	all := true
	for i, x := range d.x {
		v, ok := known(x)
		press[i], unknown[i] = v && ok, !ok
		all = all && ok
	}
	if all { // a whole model: decode it as Decode does
		if d.offset == nil {
			d.offset = xorBools(press, d.fewest)
		}
		return d.answer(xorBools(press, d.offset), nil)
	}
	return d.answer(press, unknown)
}

func (d *decoder) answer(press, unknown []bool) *Answer {
	a := newAnswer(d.p, press, unknown)
	if fewest := puzzles.Count(d.fewest, true); d.proven {
		a.Fewest = &fewest
	}
	a.Minimal = a.Fewest != nil && unknown == nil && a.Presses == *a.Fewest
	a.Solutions = json.Number(d.count)
	return a
}

func xorBools(a, b []bool) []bool {
	out := make([]bool, len(a))
	for i := range a {
		out[i] = a[i] != b[i]
	}
	return out
}
