package rect

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// box is a rectangle of cells: top left corner, height and width.
type box struct{ r, c, h, w int }

// cells lists the box's cells in reading order.
func (b box) cells() []grid.Pos {
	var out []grid.Pos
	for r := b.r; r < b.r+b.h; r++ {
		for c := b.c; c < b.c+b.w; c++ {
			out = append(out, grid.Pos{R: r, C: c})
		}
	}
	return out
}

// Encode implements puzzles.Instance: a variable for each rectangle a
// number may have (its area, holding it and no other number, '?' any
// area); exactly one for each number, exactly one covering each cell;
// two neighbours are in one region when a chosen rectangle covers both.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	size := p.Size()
	cover := map[grid.Pos][]sat.Lit{}
	inside := map[grid.Edge][]sat.Lit{}
	for _, clue := range p.Where(isClue) {
		boxes := p.boxes(clue)
		if len(boxes) == 0 {
			return nil, &puzzles.Impossible{Reason: fmt.Sprintf("the %s at %s fits no rectangle", p.word(clue), puzzles.CellName(clue)), Cells: [][2]int{{clue.R, clue.C}}}
		}
		var mine []sat.Lit
		for _, b := range boxes {
			l := m.NewVar(fmt.Sprintf("rect.r%dc%d.%dx%d", b.r, b.c, b.w, b.h))
			mine = append(mine, l)
			for _, pos := range b.cells() {
				cover[pos] = append(cover[pos], l)
				for _, q := range []grid.Pos{{R: pos.R, C: pos.C + 1}, {R: pos.R + 1, C: pos.C}} {
					if q.R < b.r+b.h && q.C < b.c+b.w {
						inside[grid.Edge{A: pos, B: q}] = append(inside[grid.Edge{A: pos, B: q}], l)
					}
				}
			}
		}
		m.ExactlyOne(mine...)
	}
	for _, pos := range size.Cells() {
		if len(cover[pos]) == 0 {
			return nil, &puzzles.Impossible{Reason: fmt.Sprintf("no number's rectangle reaches %s", puzzles.CellName(pos))}
		}
		m.ExactlyOne(cover[pos]...)
	}
	return cellgrid.NewRegionVars(size, func(a, b grid.Pos) sat.Lit {
		switch in := inside[grid.Edge{A: a, B: b}]; len(in) {
		case 0:
			return sat.False
		case 1:
			return in[0]
		default:
			l := m.NewVar(fmt.Sprintf("same.r%dc%d-r%dc%d", a.R, a.C, b.R, b.C))
			m.Or(l, in...)
			return l
		}
	}), nil
}

// word is the clue at pos in words: its number or "?".
func (p *Puzzle) word(pos grid.Pos) string {
	if p.At(pos) == Unknown {
		return "?"
	}
	return fmt.Sprint(p.At(pos))
}

// boxes lists the rectangles the number at clue may have: of its area
// ('?': any), on the board, holding it and no other number.
func (p *Puzzle) boxes(clue grid.Pos) []box {
	size, n := p.Size(), p.At(clue)
	var out []box
	for h := 1; h <= size.Rows; h++ {
		for w := 1; w <= size.Cols; w++ {
			if n != Unknown && h*w != n {
				continue
			}
			for r := max(0, clue.R-h+1); r <= clue.R && r+h <= size.Rows; r++ {
				for c := max(0, clue.C-w+1); c <= clue.C && c+w <= size.Cols; c++ {
					if b := (box{r, c, h, w}); len(p.cluesIn(b.cells())) == 1 {
						out = append(out, b)
					}
				}
			}
		}
	}
	return out
}

// cluesIn returns the numbered cells (and '?') among cells.
func (p *Puzzle) cluesIn(cells []grid.Pos) []grid.Pos {
	var out []grid.Pos
	for _, pos := range cells {
		if isClue(p.At(pos)) {
			out = append(out, pos)
		}
	}
	return out
}

// Check implements puzzles.Instance: every cell in a region, each region
// a rectangle holding exactly one number, equal to its area ('?' any).
func (p *Puzzle) Check(ans puzzles.Answer) error {
	_, err := p.CheckRegionAnswer(ans, "rect", func(cs []grid.Pos) error {
		lo, hi := cs[0], cs[0]
		for _, pos := range cs {
			lo.R, lo.C, hi.R, hi.C = min(lo.R, pos.R), min(lo.C, pos.C), max(hi.R, pos.R), max(hi.C, pos.C)
		}
		clues := p.cluesIn(cs)
		first := puzzles.CellName(cs[0])
		switch {
		case (hi.R-lo.R+1)*(hi.C-lo.C+1) != len(cs):
			return fmt.Errorf("the region at %s is not a rectangle", first)
		case len(clues) == 0:
			return fmt.Errorf("the region at %s holds no number", first)
		case len(clues) > 1:
			return fmt.Errorf("the numbers at %s and %s are in one region", puzzles.CellName(clues[0]), puzzles.CellName(clues[1]))
		case p.At(clues[0]) != Unknown && p.At(clues[0]) != len(cs):
			return fmt.Errorf("the %d at %s is in a rectangle of %d cells", p.At(clues[0]), puzzles.CellName(clues[0]), len(cs))
		}
		return nil
	})
	return err
}

// Draw implements puzzles.Instance: the numbers; with an answer, the
// borders between its rectangles.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.RegionScene(ans) }

// Diff implements puzzles.Instance: the cells beside a side that is a
// border in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffRegions(x, y) }
