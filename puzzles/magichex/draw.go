package magichex

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance. Cells are pointy-top hexagons one unit
// wide (rows sqrt(3)/2 apart); givens are bold ink on a shaded disc, solved
// values blue. Beyond one end of every line (the right end of rows, the
// bottom of down-left lines, the top of down-right lines) a label shows the
// line's current sum: faint while the line has unknown cells, blue or ink
// when complete and right, red when complete and wrong. Values given twice
// (drafts) are red. a may be an *Answer or a *Partial.
func (p *Puzzle) Draw(a puzzles.Answer) draw.Scene {
	b := p.board()
	w, h := b.size()
	s := draw.Scene{W: w, H: h}
	values, solved := p.shown(a)
	dup := p.duplicates()
	for c, hx := range b.cells {
		s.Add(draw.Item{Kind: draw.Line, Points: b.corners(hx, 0.96), Stroke: draw.Ink, Width: 0.04})
		x, y := b.centre(hx)
		if v, ok := p.Givens[c]; ok {
			colour := draw.Ink
			if dup[c] {
				colour = draw.Error
			}
			s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.4, Fill: draw.Shade})
			s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: fmt.Sprint(v), Size: textSize(v), Fill: colour, Bold: true})
		} else if values[c] != nil {
			s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: fmt.Sprint(*values[c]), Size: textSize(*values[c]), Fill: draw.Solved})
		}
	}
	for li := range b.lines {
		p.drawLineSum(&s, li, values, solved)
	}
	if t, ok, _ := p.Target(); ok {
		s.Add(draw.Item{Kind: draw.Text, X: 0.9, Y: 0.35, Text: fmt.Sprintf("sum %d", t), Size: 0.3, Fill: draw.Faint})
	}
	return s
}

// shown returns every cell's value when known (givens, then the answer's),
// and whether an answer was drawn.
func (p *Puzzle) shown(a puzzles.Answer) ([]*int, bool) {
	b := p.board()
	values := make([]*int, len(b.cells))
	rows, _ := cellsOf(a)
	for r, row := range b.rows {
		for i, c := range row {
			if r < len(rows) && i < len(rows[r]) {
				values[c] = rows[r][i]
			}
		}
	}
	for c, v := range p.Givens {
		if c >= 0 && c < len(values) {
			v := v
			values[c] = &v
		}
	}
	return values, len(rows) > 0
}

// duplicates marks given cells whose value is given elsewhere too (when values are distinct).
func (p *Puzzle) duplicates() map[int]bool {
	out := map[int]bool{}
	if !p.Distinct {
		return out
	}
	at := map[int][]int{}
	for c, v := range p.Givens {
		at[v] = append(at[v], c)
	}
	for _, cs := range at {
		if len(cs) > 1 {
			for _, c := range cs {
				out[c] = true
			}
		}
	}
	return out
}

func (p *Puzzle) drawLineSum(s *draw.Scene, li int, values []*int, solved bool) {
	b := p.board()
	x, y := b.centre(b.labelHex(li))
	sum, known := 0, 0
	for _, c := range b.lines[li].Cells {
		if values[c] != nil {
			sum += *values[c]
			known++
		}
	}
	if known == 0 {
		s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.06, Fill: draw.Faint})
		return
	}
	colour := draw.Faint
	if known == len(b.lines[li].Cells) {
		t, ok, _ := p.Target()
		switch {
		case !ok || sum != t:
			colour = draw.Error
		case solved:
			colour = draw.Solved
		default:
			colour = draw.Ink
		}
	}
	s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: fmt.Sprint(sum), Size: 0.32, Fill: colour})
}

func textSize(v int) float64 {
	if n := len(fmt.Sprint(v)); n > 2 {
		return 1.1 / float64(n)
	}
	return 0.45
}
