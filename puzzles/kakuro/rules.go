package kakuro

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// run is the white cells after a clue cell (head, possibly off the
// board) across or down, and that cell's sum for them (0: none).
type run struct {
	head   grid.Pos
	across bool
	sum    int
	cells  []grid.Pos
}

// name says which run it is: "the across sum 16 at row 1, column 1".
func (r run) name() string {
	dir := map[bool]string{true: "across", false: "down"}[r.across]
	if r.sum == 0 {
		return fmt.Sprintf("the %s run from %s", dir, puzzles.CellName(r.cells[0]))
	}
	return fmt.Sprintf("the %s sum %d at %s", dir, r.sum, puzzles.CellName(r.head))
}

// runs lists the runs that have a white cell or a sum, across ones
// first; the cells left of the board and above it head runs too.
func (p *Puzzle) runs() []run {
	var out []run
	for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
		for r := -1; r < p.Size().Rows; r++ {
			for c := -1; c < p.Size().Cols; c++ {
				head := grid.Pos{R: r, C: c}
				if p.Size().In(head) && white(p.At(head)) {
					continue
				}
				down, across := sums(max(p.At(head), 0))
				x := run{head: head, across: d.C == 1, sum: map[bool]int{true: across, false: down}[d.C == 1]}
				for q := head.Add(d); p.Size().In(q) && white(p.At(q)); q = q.Add(d) {
					x.cells = append(x.cells, q)
				}
				if len(x.cells) > 0 || x.sum > 0 {
					out = append(out, x)
				}
			}
		}
	}
	return out
}

// Encode implements puzzles.Instance: a digit 1 to 9 in each white cell
// (0 in clue cells), all different in each run; a run with a sum takes
// exactly one of the sets of digits that make it, each of the set's
// digits in one of its cells and no other digit. A sum that different
// digits cannot make is impossible.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	d := &cellgrid.NumberVars{Size: p.Size(), Ints: make([][]*sat.Int, p.Size().Rows)}
	for r, row := range p.Cells {
		for c, v := range row {
			lo := map[bool]int{true: 1, false: 0}[white(v)]
			d.Ints[r] = append(d.Ints[r], m.NewInt(fmt.Sprintf("n.r%dc%d", r, c), lo, 9*lo))
		}
	}
	for _, r := range p.runs() {
		xs, n := d.Of(r.cells), len(r.cells)
		if r.sum > 0 && (r.sum < n*(n+1)/2 || r.sum > n*(19-n)/2) {
			why := fmt.Sprintf("cannot be made of %d different digits", n)
			if n == 0 {
				why = "has no white cell after it"
			}
			return nil, &puzzles.Impossible{Reason: r.name() + " " + why, Cells: [][2]int{{r.head.R, r.head.C}}}
		}
		m.AllDifferent(xs...)
		var sel []sat.Lit // a set of digits that makes the sum, chosen
		for set := range 1 << 10 {
			if r.sum == 0 || set&1 == 1 || bits.OnesCount(uint(set)) != n || total(set) != r.sum {
				continue
			}
			sel = append(sel, m.NewVar(fmt.Sprintf("%s set %b", r.name(), set)))
			for digit := 1; digit <= 9; digit++ {
				var is []sat.Lit // a cell of the run holds digit
				for _, x := range xs {
					is = append(is, x.Eq(digit))
					if set>>digit&1 == 0 {
						m.Implies(sel[len(sel)-1], x.Eq(digit).Not())
					}
				}
				if set>>digit&1 == 1 {
					m.Implies(sel[len(sel)-1], is...)
				}
			}
		}
		if r.sum > 0 {
			m.ExactlyOne(sel...)
		}
	}
	return decoder{d, p}, nil
}

// total adds up the digits of a set (bit d for digit d).
func total(set int) (sum int) {
	for d := 1; d <= 9; d++ {
		sum += d * (set >> d & 1)
	}
	return sum
}

// decoder reads the digits of the white cells, 0 in the clue cells.
type decoder struct {
	*cellgrid.NumberVars
	p *Puzzle
}

// Decode implements puzzles.Decoder.
func (d decoder) Decode(s *sat.Solver) puzzles.Answer {
	return &Answer{Grid: d.DecodePartial(puzzles.Known(s)).(*puzzles.PartialNumbers).Values()}
}

// DecodePartial implements puzzles.Decoder: null for a white cell whose
// digit is not known.
func (d decoder) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	nums := d.NumberVars.DecodePartial(known).(*cellgrid.NumberGrid)
	a := puzzles.NewPartialNumbers(d.Size)
	for _, pos := range d.Size.Cells() {
		if v := nums.Grid[pos.R][pos.C]; !white(d.p.At(pos)) || v != cellgrid.Unknown {
			a.Grid[pos.R][pos.C] = &v
		}
	}
	return a
}

// Check implements puzzles.Instance: 0 in each clue cell, a digit 1 to 9
// in each white cell, no digit twice in a run, and each sum made.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "kakuro")
	if err != nil {
		return err
	}
	g := puzzles.NumbersOf(a, p.Size())
	if g == nil {
		return fmt.Errorf("the answer is not of the board's %dx%d size", p.Size().Cols, p.Size().Rows)
	}
	for _, pos := range p.Size().Cells() {
		switch v := g[pos.R][pos.C]; {
		case !white(p.At(pos)) && v != 0:
			return fmt.Errorf("%s is a clue cell, the answer writes %d in it", puzzles.CellName(pos), v)
		case white(p.At(pos)) && (v < 1 || v > 9):
			return fmt.Errorf("%s holds %d, not a digit 1 to 9", puzzles.CellName(pos), v)
		}
	}
	for _, r := range p.runs() {
		total, seen := 0, map[int]bool{}
		for _, pos := range r.cells {
			v := g[pos.R][pos.C]
			if seen[v] {
				return fmt.Errorf("%s has %d twice", r.name(), v)
			}
			total, seen[v] = total+v, true
		}
		if r.sum > 0 && total != r.sum {
			return fmt.Errorf("%s has digits adding up to %d", r.name(), total)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the clue cells dark, split by a
// diagonal, the down sum below it and the across sum above; an answer's
// digits in the white cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Board.Scene()
	s.Grid(p.Size().Rows, p.Size().Cols)
	for _, pos := range p.Where(func(v int) bool { return !white(v) }) {
		x, y := float64(pos.C), float64(pos.R)
		s.FillCell(pos.R, pos.C, draw.Black)
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{x, y, x + 1, y + 1}, Stroke: draw.OnBlack, Width: 0.03})
		down, across := sums(p.At(pos))
		for _, t := range []struct{ n, dx, dy int }{{down, 3, 7}, {across, 7, 3}} {
			if t.n > 0 {
				s.Add(draw.Item{Kind: draw.Text, X: x + float64(t.dx)/10, Y: y + float64(t.dy)/10, Text: strconv.Itoa(t.n), Size: 0.34, Fill: draw.OnBlack})
			}
		}
	}
	if g := puzzles.NumbersOf(ans, p.Size()); g != nil {
		for _, pos := range p.Where(white) {
			if v := g[pos.R][pos.C]; v > 0 {
				s.CellText(pos.R, pos.C, strconv.Itoa(v), draw.Solved, false)
			}
		}
	}
	return s
}

// Diff implements puzzles.Instance: the cells whose digits differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffGrids(puzzles.NumbersOf(x, p.Size()), puzzles.NumbersOf(y, p.Size()))
}

// Entries implements puzzles.Enterer: each known digit of a white cell
// (an Answer, or a partial answer with null where not known).
func (d decoder) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	var g [][]int
	switch x := a.(type) {
	case *Answer:
		if x != nil {
			g = puzzles.CloneGrid(x.Grid)
		}
	case *puzzles.PartialNumbers:
		if x != nil {
			g = x.Values()
		}
	default:
		return nil, fmt.Errorf("the entries are not a kakuro grid (%T)", a)
	}
	for r, row := range g {
		for c := range row {
			if pos := (grid.Pos{R: r, C: c}); d.Size.In(pos) && !white(d.p.At(pos)) {
				row[c] = cellgrid.Unknown // a clue cell holds no entry
			}
		}
	}
	return d.NumberVars.Entries(&cellgrid.NumberGrid{Grid: g})
}
