package tapa

import (
	"fmt"
	"math"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// ring is the circle of a cell's 8 neighbours, clockwise from the top left.
var ring = []grid.Delta{{R: -1, C: -1}, {R: -1}, {R: -1, C: 1}, {C: 1}, {R: 1, C: 1}, {R: 1}, {R: 1, C: -1}, {C: -1}}

// Encode implements puzzles.Instance: a variable per cell without a clue
// (shaded; clue cells are not); no 2x2 block is all shaded; some cell is
// shaded; the shaded cells around each clue, read round its ring, are one
// of the patterns whose runs are the clue's numbers (sat.Model.Table);
// the shaded cells are connected (added lazily, see cellgrid.Linked).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	_, dec := p.NewShadeVars(m, "shaded", blank)
	dec.NoBlock(m)
	m.Clause(dec.Vars()...)
	for _, pos := range p.Where(isClue) {
		if err := p.encodeClue(m, dec, pos); err != nil {
			return nil, err
		}
	}
	return dec.Linked(true), nil
}

// encodeClue allows the ring of the clue at pos only the shadings that
// show its runs, among the 256 that shade no clue and nothing off the
// board.
func (p *Puzzle) encodeClue(m *sat.Model, dec *cellgrid.ShadeVars, pos grid.Pos) error {
	var vars []sat.Lit
	free := 0 // the ring's places that may be shaded, a bit each
	for k, d := range ring {
		if q := pos.Add(d); p.Size().In(q) && dec.At(q) != sat.False {
			vars, free = append(vars, dec.At(q)), free|1<<k
		}
	}
	var allowed [][]bool
	for pattern := range 256 {
		places, tuple := make([]bool, len(ring)), []bool(nil)
		for k := range places {
			if places[k] = pattern>>k&1 == 1; free>>k&1 == 1 {
				tuple = append(tuple, places[k])
			}
		}
		if pattern&^free == 0 && shows(Numbers(p.At(pos)), runs(places)) {
			allowed = append(allowed, tuple)
		}
	}
	if len(allowed) == 0 {
		return &puzzles.Impossible{
			Reason: fmt.Sprintf("the clue %s at %s has only %s that can be shaded", clueText(p.At(pos)), puzzles.CellName(pos), puzzles.Counted(len(vars), "neighbour", "neighbours")),
			Cells:  [][2]int{{pos.R, pos.C}},
		}
	}
	m.Table(vars, allowed)
	return nil
}

// runs is the lengths of the runs of shaded places of a ring, read from
// a place not shaded round to it (the last place is next to the first).
func runs(places []bool) []int {
	start := slices.Index(places, false)
	if start < 0 {
		return []int{len(places)}
	}
	var out []int
	for i, n := 1, 0; i <= len(places); i++ {
		if places[(start+i)%len(places)] {
			n++
		} else if n > 0 {
			out, n = append(out, n), 0
		}
	}
	return out
}

// shows reports whether runs, in any order, are a clue's numbers: the
// clue 0 is no run, a '?' any run.
func shows(clue, runs []int) bool {
	if len(clue) == 1 && clue[0] == 0 {
		return len(runs) == 0
	}
	if len(clue) != len(runs) {
		return false
	}
	left := slices.Clone(runs)
	for _, n := range clue {
		if i := slices.Index(left, n); n != Unknown {
			if i < 0 {
				return false
			}
			left = slices.Delete(left, i, i+1)
		}
	}
	return true
}

// Check implements puzzles.Instance: clue cells are unshaded, no 2x2 block
// is all shaded, some cell is shaded and the shaded cells are connected,
// and the runs of shaded cells round each clue are its numbers.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "tapa", p.Size())
	if err != nil {
		return err
	}
	some := false
	err = cellgrid.CheckBlocks(sh, func(pos grid.Pos, shaded bool) error {
		some = some || shaded
		if shaded && isClue(p.At(pos)) {
			return fmt.Errorf("the clue at %d,%d is shaded", pos.R, pos.C)
		}
		return nil
	})
	switch {
	case err != nil:
		return err
	case !some:
		return fmt.Errorf("no cell is shaded")
	}
	if err := cellgrid.CheckLinked(sh, true); err != nil {
		return err
	}
	for _, pos := range p.Where(isClue) {
		if runs := ringRuns(sh, pos); !shows(Numbers(p.At(pos)), runs) {
			return fmt.Errorf("the clue %s at %d,%d has runs %v around it", clueText(p.At(pos)), pos.R, pos.C, runs)
		}
	}
	return nil
}

// ringRuns is the runs of shaded cells round pos (see runs).
func ringRuns(sh [][]bool, pos grid.Pos) []int {
	places := make([]bool, len(ring))
	for k, d := range ring {
		q := pos.Add(d)
		places[k] = q.R >= 0 && q.R < len(sh) && q.C >= 0 && q.C < len(sh[0]) && sh[q.R][q.C]
	}
	return runs(places)
}

// Draw implements puzzles.Instance: each clue's numbers, up to four small
// ones in the cell; with an answer, the shaded cells filled (a partial
// answer marks the cells known to be unshaded with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	s := p.Scene(func(s *draw.Scene) {
		cellgrid.DrawShading(s, a, p.Size(), func(pos grid.Pos) bool { return blank(p.At(pos)) })
	})
	places := map[int][][2]float64{1: {{.5, .5}}, 2: {{.3, .3}, {.7, .7}}, 3: {{.3, .3}, {.7, .3}, {.5, .72}}, 4: {{.3, .3}, {.7, .3}, {.3, .72}, {.7, .72}}}
	for _, pos := range p.Where(isClue) {
		text := clueText(p.At(pos))
		size := map[bool]float64{true: 0.6, false: 0.36}[len(text) == 1]
		for i, at := range places[len(text)] {
			s.Add(draw.Item{Kind: draw.Text, X: cent(float64(pos.C) + at[0]), Y: cent(float64(pos.R) + at[1]), Text: text[i : i+1], Size: size, Fill: draw.Ink, Bold: true})
		}
	}
	return s
}

// cent rounds x to hundredths, for a drawing without float noise.
func cent(x float64) float64 { return math.Round(x*100) / 100 }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
