package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the board with bold region borders,
// cells of no region shaded, each region's name small in its first cell,
// and a caption with the star count; an answer adds its stars, and a
// partial answer a dot in each cell known to hold none.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	n := p.N()
	s := puzzles.CaptionedScene(n, n)
	for r, row := range p.Regions {
		for c, l := range row {
			if l == None {
				s.FillCell(r, c, draw.Shade)
			}
		}
	}
	s.Grid(n, n)
	p.borders(&s)
	cells := p.regionCells()
	for _, l := range p.Labels() {
		first := cells[l][0]
		s.Add(draw.Item{Kind: draw.Text, X: float64(first[1]) + 0.18, Y: float64(first[0]) + 0.2, Text: Label(l), Size: 0.22, Fill: draw.Faint})
	}
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
	puzzles.AddCaption(&s, n, caption)
	return s
}

// borders draws a bold line on every side between two regions.
func (p *Puzzle) borders(s *draw.Scene) {
	n := p.N()
	line := func(x0, y0, x1, y1 int) {
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{float64(x0), float64(y0), float64(x1), float64(y1)}, Stroke: draw.Ink, Width: 0.07})
	}
	for r := range n {
		for c := range n {
			if c+1 < n && p.Regions[r][c] != p.Regions[r][c+1] {
				line(c+1, r, c+1, r+1)
			}
			if r+1 < n && p.Regions[r][c] != p.Regions[r+1][c] {
				line(c, r+1, c+1, r+1)
			}
		}
	}
}
