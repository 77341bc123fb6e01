package keen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a number 1 to N per cell, each
// once per row and column; an addition cage's numbers add up to its
// target; a multiplication cage's numbers, over each prime to N, have
// as many factors of it as the target; a subtraction or division cage's
// two numbers are a pair that makes the target; a target alone is its
// cell's number. A board that is no puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, p.encode)
}

// encode adds the rules of the puzzle p to m (see Encode).
func (p *Puzzle) encode(m *sat.Model) puzzles.Decoder {
	n := p.Size().Rows
	blank, _ := spec.New(n, n) // the targets are no givens
	d := cellgrid.NewNumberVars(m, blank.Grid, 1, n)
	d.Latin(m, p.Grid)
	for _, k := range p.cages() {
		if k.target == Blank {
			continue
		}
		xs := d.Of(k.cells)
		switch k.op {
		case None, Add:
			ones := make([]int, len(xs))
			for i := range ones {
				ones[i] = 1
			}
			m.LinearEq(ones, xs, k.target)
		case Mul:
			rest := k.target
			for q := 2; q <= n; q++ {
				if !prime(q) {
					continue
				}
				var terms []sat.Term
				for _, x := range xs {
					for v := q; v <= n; v += q {
						terms = append(terms, sat.Term{Lit: x.Eq(v), Weight: power(v, q)})
					}
				}
				e := power(rest, q)
				for range e {
					rest /= q
				}
				m.SumEq(terms, e)
			}
			if rest != 1 {
				m.Contradict(fmt.Sprintf("cage %s: %d has a prime factor above %d", cellgrid.RegionName(k.id), k.target, n))
			}
		default: // two cells, a pair of numbers that make the target
			for _, x := range [][2]*sat.Int{{xs[0], xs[1]}, {xs[1], xs[0]}} {
				for u := 1; u <= n; u++ {
					or := []sat.Lit{x[0].Eq(u).Not()}
					for v := 1; v <= n; v++ {
						if r, ok := apply(k.op, []int{u, v}); ok && r == k.target {
							or = append(or, x[1].Eq(v))
						}
					}
					m.Clause(or...)
				}
			}
		}
	}
	return d
}

// prime reports whether q is a prime.
func prime(q int) bool {
	for d := 2; d*d <= q; d++ {
		if q%d == 0 {
			return false
		}
	}
	return q > 1
}

// power is how many times q divides v.
func power(v, q int) int {
	e := 0
	for ; v%q == 0; v /= q {
		e++
	}
	return e
}

// apply works out a cage's numbers under op; ok is false for a division
// with a remainder (or a target alone on several cells).
func apply(op byte, vals []int) (int, bool) {
	r := vals[0]
	for _, v := range vals[1:] {
		switch op {
		case Add, None:
			r += v
		case Mul:
			r *= v
		case Sub:
			r = max(r, v) - min(r, v)
		case Div:
			if max(r, v)%min(r, v) != 0 {
				return 0, false
			}
			r = max(r, v) / min(r, v)
		}
	}
	return r, true
}

// Check implements puzzles.Instance: a number 1 to N in every cell, none
// twice in a row or column, and every cage's numbers make its target.
func (p *Puzzle) Check(a puzzles.Answer) error {
	if err := p.Validate(); err != nil {
		return err
	}
	blank, _ := spec.New(p.Size().Rows, p.Size().Rows)
	g, err := blank.CheckNumbers(a, 1, p.Size().Rows, true)
	if err != nil {
		return err
	}
	for _, k := range p.cages() {
		var vals []string
		var nums []int
		for _, pos := range k.cells {
			nums = append(nums, g[pos.R][pos.C])
			vals = append(vals, strconv.Itoa(g[pos.R][pos.C]))
		}
		if r, ok := apply(k.op, nums); k.target != Blank && (!ok || r != k.target) {
			if k.op == Sub || k.op == Div {
				vals[0], vals[1] = strconv.Itoa(max(nums[0], nums[1])), strconv.Itoa(min(nums[0], nums[1]))
			}
			return fmt.Errorf("cage %s: %s is not %d", cellgrid.RegionName(k.id), strings.Join(vals, " "+string(max(k.op, Add))+" "), k.target)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the cages, each clue small in its
// cell's corner, and the answer's numbers.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Board.Scene()
	size := p.Size()
	for _, pos := range size.Cells() {
		if p.Of(pos) == cellgrid.NoRegion {
			s.FillCell(pos.R, pos.C, draw.Shade)
		}
	}
	s.Grid(size.Rows, size.Cols)
	cellgrid.DrawBorders(&s, size, draw.Ink, func(a, b grid.Pos) bool { return p.Of(a) != p.Of(b) })
	for _, c := range p.Clues() {
		text := strings.NewReplacer("x", "×", "/", "÷", "-", "−").Replace(c.Value)
		s.Add(draw.Item{Kind: draw.Text, X: float64(c.Cell[1]) + 0.08 + 0.07*float64(len([]rune(text))), Y: float64(c.Cell[0]) + 0.2, Text: text, Size: 0.24, Fill: draw.Ink})
	}
	cellgrid.DrawNumbers(ans, func(grid.Pos) bool { return false })(&s)
	return s
}

// Diff implements puzzles.Instance: the cells whose numbers differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffNumbers(x, y) }
