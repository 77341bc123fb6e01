package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Answer is a placement of stars: {"stars": [[r, c], ...], "grid":
// [...]}, the stars in reading order and the picture Text prints, a row
// a string, '*' a star, '.' an empty cell and '?' a cell not known (in a
// partial answer).
type Answer struct {
	Stars [][2]int `json:"stars"`
	Grid  []string `json:"grid,omitempty"`
}

// Text implements puzzles.Answer: the picture, or the stars when the
// answer has none.
func (a *Answer) Text() string { return cellgrid.CellsText(a.Grid, a.Stars) }

// decoder reads an Answer off the star variables (a ShadeVars, a star a
// shaded cell).
type decoder struct{ *cellgrid.ShadeVars }

// Decode implements puzzles.Decoder.
func (d decoder) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: the stars known, '.' on the
// cells known to hold none, '?' on the rest.
func (d decoder) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	pic := puzzles.DecodePicture(d.Lits, d.Size.Cols, known, '*', '.').Grid
	a := &Answer{Stars: [][2]int{}, Grid: pic}
	for _, pos := range d.Size.Cells() {
		if pic[pos.R][pos.C] == '*' {
			a.Stars = append(a.Stars, [2]int{pos.R, pos.C})
		}
	}
	return a
}

// Encode implements puzzles.Instance: a variable per cell (a star),
// exactly K true in every row, column and region (any number in a
// relaxed region), and at most one in every 2x2 block, which keeps stars
// from touching even diagonally. A board that is no puzzle (see
// Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	vars, sh := p.NewShadeVars(m, "star", nil)
	for _, line := range p.Runs(func(int) bool { return true }) {
		m.Exactly(p.K, vars.Of(line)...)
	}
	p.Exactly(m, p.K, sh.At)
	for _, pos := range p.Size().Cells() {
		if block := blockAt(pos); p.Size().In(block[3]) {
			m.AtMostOne(vars.Of(block)...)
		}
	}
	return decoder{sh}, nil
}

// blockAt is the 2x2 block whose top left cell is pos.
func blockAt(pos grid.Pos) []grid.Pos {
	return []grid.Pos{pos, pos.Add(grid.Delta{C: 1}), pos.Add(grid.Delta{R: 1}), pos.Add(grid.Delta{R: 1, C: 1})}
}

// Check implements puzzles.Instance: the stars lie on distinct cells of
// the board, no two touch (not even diagonally), and every row, column
// and region (but the relaxed ones) holds exactly K of them.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "starbattle")
	if err != nil {
		return err
	}
	star, err := puzzles.PlacedSet(a.Stars, p.Size(), "star", "", func(grid.Pos) bool { return false })
	if err != nil {
		return err
	}
	rows, cols := make([]int, p.Size().Rows), make([]int, p.Size().Cols)
	for _, st := range a.Stars {
		pos := grid.Pos{R: st[0], C: st[1]}
		rows[pos.R]++
		cols[pos.C]++
		for _, d := range []grid.Delta{{C: 1}, {R: 1, C: -1}, {R: 1}, {R: 1, C: 1}} {
			if q := pos.Add(d); star[q] {
				return fmt.Errorf("the stars at r%dc%d and r%dc%d touch", pos.R+1, pos.C+1, q.R+1, q.C+1)
			}
		}
	}
	for i := range rows {
		if rows[i] != p.K {
			return fmt.Errorf("row %d has %s, not %d", i+1, stars(rows[i]), p.K)
		}
		if cols[i] != p.K {
			return fmt.Errorf("column %d has %s, not %d", i+1, stars(cols[i]), p.K)
		}
	}
	return p.CheckExactly(p.K, func(pos grid.Pos) bool { return star[pos] }, "star", "stars")
}

// Draw implements puzzles.Instance: the regions (cellgrid.Regioned.Scene)
// and a caption with the star count; an answer adds its stars and a dot
// on each cell its picture shows empty.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	s.H += puzzles.CaptionHeight
	if a, ok := ans.(*Answer); ok && a != nil {
		for _, st := range a.Stars {
			s.Add(draw.Item{Kind: draw.Text, X: float64(st[1]) + 0.5, Y: float64(st[0]) + 0.55, Text: "★", Size: 0.7, Fill: draw.Solved})
		}
		for r, row := range a.Grid {
			for c := range len(row) {
				if row[c] == '.' {
					s.Disc(r, c, 0.06, draw.Faint)
				}
			}
		}
	}
	caption := stars(p.K) + " per row, column and region"
	if len(p.Free) > 0 {
		caption += fmt.Sprintf(" (%d relaxed)", len(p.Free))
	}
	puzzles.AddCaption(&s, p.Size().Rows, caption)
	return s
}

// Diff implements puzzles.Instance: the cells holding a star in one
// answer only, in reading order.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), func(a *Answer) map[grid.Pos]bool { return puzzles.CellSet(a.Stars) })
}
