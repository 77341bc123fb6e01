package sudoku

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: unit cells from (0, 0); faint cell
// lines, bold lines between regions (and each cell's region letter in its
// bottom left corner, on a jigsaw and while regions are entered, faint
// beside an answer; the region being painted shaded), shaded diagonals for X, dashed cage
// outlines with their sums in the top left corner, givens in bold ink and
// the answer's digits in the solved colour (a partial answer shows the
// known ones); a cell carrying a sum has its digit smaller, below and
// right of the sum.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	n := p.N
	s := draw.Scene{W: float64(n), H: float64(n)}
	if p.mode == regions && p.brush > 0 && ans == nil {
		for _, c := range p.regionCells()[p.brush-1] {
			s.FillCell(c[0], c[1], draw.Shade)
		}
	}
	if p.X {
		for i := 0; i < n; i++ {
			s.FillCell(i, i, draw.Shade)
			s.FillCell(i, n-1-i, draw.Shade)
		}
	}
	s.Grid(n, n)
	p.drawRegions(&s)
	if p.Jigsaw() || p.mode == regions {
		letters := draw.Ink
		if ans != nil {
			letters = draw.Faint // quieter beside the answer
		}
		p.drawRegionLetters(&s, letters)
	}
	for _, k := range p.Cages {
		drawCage(&s, k)
	}
	summed := map[[2]int]bool{}
	for _, k := range p.Cages {
		if k.Sum != 0 && len(k.Cells) > 0 {
			summed[k.Cells[0]] = true
		}
	}
	digit := func(r, c, v int, colour string, bold bool) {
		if !summed[[2]int{r, c}] {
			s.CellText(r, c, digitName(v), colour, bold)
			return
		}
		// Below and right of the cage's sum, clear of it.
		s.Add(draw.Item{Kind: draw.Text, X: float64(c) + 0.58, Y: float64(r) + 0.62, Text: digitName(v), Size: 0.5, Fill: colour, Bold: bold})
	}
	for r, row := range p.Grid {
		for c, v := range row {
			if v != 0 {
				digit(r, c, v, draw.Ink, true)
			}
		}
	}
	digits, _ := answerDigits(ans)
	for r, row := range digits {
		for c, v := range row {
			if v != 0 && r < n && c < n && p.Grid[r][c] == 0 {
				digit(r, c, v, draw.Solved, false)
			}
		}
	}
	return s
}

// answerDigits returns the digits of a full or partial answer (0 unknown),
// and false when ans is neither.
func answerDigits(ans puzzles.Answer) ([][]int, bool) {
	return puzzles.FullOrPartial(ans, func(a *Answer) [][]int { return a.Grid }, (*Partial).digits)
}

// drawRegions draws a bold line on every side between two regions.
func (p *Puzzle) drawRegions(s *draw.Scene) {
	for r := 0; r < p.N; r++ {
		for c := 0; c < p.N; c++ {
			if c+1 < p.N && p.Regions[r][c] != p.Regions[r][c+1] {
				x := float64(c + 1)
				s.Add(draw.Item{Kind: draw.Line, Points: []float64{x, float64(r), x, float64(r + 1)}, Stroke: draw.Ink, Width: 0.06})
			}
			if r+1 < p.N && p.Regions[r][c] != p.Regions[r+1][c] {
				y := float64(r + 1)
				s.Add(draw.Item{Kind: draw.Line, Points: []float64{float64(c), y, float64(c + 1), y}, Stroke: draw.Ink, Width: 0.06})
			}
		}
	}
}

// sumWidth is a digit's width as a share of the font size (about 0.55
// for common sans-serif faces, bold).
const sumWidth = 0.6

// drawCage outlines a cage with dashed lines just inside its border and
// writes its sum small in its first cell's corner.
func drawCage(s *draw.Scene, k Cage) {
	const in = 0.1
	inCage := map[[2]int]bool{}
	for _, c := range k.Cells {
		inCage[c] = true
	}
	for _, c := range k.Cells {
		x, y := float64(c[1]), float64(c[0])
		up, down := !inCage[[2]int{c[0] - 1, c[1]}], !inCage[[2]int{c[0] + 1, c[1]}]
		left, right := !inCage[[2]int{c[0], c[1] - 1}], !inCage[[2]int{c[0], c[1] + 1}]
		x0, x1, y0, y1 := x, x+1, y, y+1
		if left {
			x0 += in
		}
		if right {
			x1 -= in
		}
		if up {
			y0 += in
		}
		if down {
			y1 -= in
		}
		seg := func(a, b, c, d float64) {
			s.Add(draw.Item{Kind: draw.Line, Points: []float64{a, b, c, d}, Stroke: draw.Ink, Width: 0.02, Dash: true})
		}
		if up {
			seg(x0, y0, x1, y0)
		}
		if down {
			seg(x0, y1, x1, y1)
		}
		if left {
			seg(x0, y0, x0, y1)
		}
		if right {
			seg(x1, y0, x1, y1)
		}
	}
	if k.Sum != 0 && len(k.Cells) > 0 {
		// The sum at a third of a cell high (13 px on a phone's 40 px
		// cells) in the top left corner, on the background so that the
		// dashed outline stops at it.
		const size = 0.32
		c := k.Cells[0]
		text := strconv.Itoa(k.Sum)
		w := sumWidth * size * float64(len(text))
		x, y := float64(c[1])+0.05, float64(c[0])+0.04
		s.Add(draw.Item{Kind: draw.Rect, X: x, Y: y, W: w + 0.08, H: size + 0.02, R: 0.04, Fill: draw.Background})
		s.Add(draw.Item{Kind: draw.Text, X: x + 0.04 + w/2, Y: y + 0.01 + size/2, Text: text, Size: size, Fill: draw.Ink, Bold: true})
	}
}

// drawRegionLetters writes each cell's region letter small in its bottom
// left corner: the names the pad's region keys and the messages use.
func (p *Puzzle) drawRegionLetters(s *draw.Scene, colour string) {
	const size = 0.26
	for r, row := range p.Regions {
		for c, g := range row {
			if g >= 0 && g < p.N {
				s.Add(draw.Item{Kind: draw.Text, X: float64(c) + 0.16, Y: float64(r) + 0.82, Text: regionName(g), Size: size, Fill: colour})
			}
		}
	}
}
