package lightup

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func white(v int) bool { return v == White }

// Encode implements puzzles.Instance: a light variable per white cell; at
// most one light per row or column run of white cells; every white cell
// has a light in one of its two runs; a numbered cell has exactly that
// many lights beside it.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	room := func(pos grid.Pos) int { return p.Count(p.Around(pos), white) }
	if err := p.Overfull(p.Where(numbered), room, "white neighbour", "white neighbours"); err != nil {
		return nil, err
	}
	whites := p.Where(white)
	lights := cellgrid.NewVars(m, "light", whites)
	seen := map[grid.Pos][]sat.Lit{}
	for _, run := range p.Runs(white) {
		lits := lights.Of(run)
		m.AtMostOne(lits...)
		for _, pos := range run {
			seen[pos] = append(seen[pos], lits...)
		}
	}
	for _, pos := range whites {
		m.Clause(seen[pos]...)
	}
	for _, pos := range p.Where(numbered) {
		m.Exactly(p.At(pos), lights.Of(p.Around(pos))...)
	}
	return &cellgrid.MarkVars[names]{Cells: whites, Lits: lights.Of(whites), Picture: p.picture}, nil
}

func numbered(v int) bool { return v >= 0 }

func (p *Puzzle) picture(on [][2]int) []string { return p.MarkPicture(on, '*') }

// Check implements puzzles.Instance: lights stand on distinct white cells,
// no light sees another along its row or column, every white cell is lit,
// and every number counts the lights beside it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "lightup")
	if err != nil {
		return err
	}
	black := func(pos grid.Pos) bool { return !white(p.At(pos)) }
	lights, err := puzzles.PlacedSet(a.On, p.Size(), "light", "is on a black cell", black)
	if err != nil {
		return err
	}
	for _, run := range p.Runs(white) {
		if on := slices.DeleteFunc(run, func(q grid.Pos) bool { return !lights[q] }); len(on) > 1 {
			return fmt.Errorf("lights %d,%d and %d,%d see each other", on[0].R, on[0].C, on[1].R, on[1].C)
		}
	}
	lit := p.litCells(lights)
	for _, pos := range p.Size().Cells() {
		n := p.At(pos)
		if white(n) && !lit[pos] {
			return fmt.Errorf("cell %d,%d is not lit", pos.R, pos.C)
		}
		if count := puzzles.CountIn(lights, p.Around(pos)...); n >= 0 && count != n {
			return fmt.Errorf("the %d at %d,%d has %d lights beside it", n, pos.R, pos.C, count)
		}
	}
	return nil
}

// litCells returns the white cells that some light shines on: its own
// and those it sees along its row and column.
func (p *Puzzle) litCells(lights map[grid.Pos]bool) map[grid.Pos]bool {
	lit := map[grid.Pos]bool{}
	for pos := range lights {
		if white(p.At(pos)) {
			lit[pos] = true
			for _, q := range p.Sees(pos, white) {
				lit[q] = true
			}
		}
	}
	return lit
}

// Draw implements puzzles.Instance: black cells with their numbers; with
// an answer, the lit cells shaded, each light a disc and, in a partial
// answer, a dot on the cells known to stay dark.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	s := p.Scene(func(s *draw.Scene) {
		if a != nil {
			lit := p.litCells(a.Set())
			for _, pos := range p.Where(white) {
				if lit[pos] {
					s.FillCell(pos.R, pos.C, draw.Shade)
				}
			}
		}
	})
	if a != nil {
		a.Draw(&s)
	}
	return s
}

// Diff implements puzzles.Instance: the cells with a light in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), (*Answer).Set)
}
