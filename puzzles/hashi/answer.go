package hashi

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a set of bridges. Its JSON form is
// {"bridges": [{"from": [r, c], "to": [r, c], "count": 1}, ...], "grid":
// [...]}, each pair of islands once, the upper or left island first, in
// reading order, and the grid the picture Text prints. A partial answer
// also lists as "unsure" the pairs known to have at least Count bridges
// but not how many, and as "none" those known to have no bridge.
type Answer struct {
	Bridges []Bridge `json:"bridges"`
	Unsure  []Bridge `json:"unsure,omitempty"`
	None    []Bridge `json:"none,omitempty"`
	Grid    []string `json:"grid,omitempty"`
}

// Bridge is Count bridges between the islands at From and To.
type Bridge struct {
	From  [2]int `json:"from"`
	To    [2]int `json:"to"`
	Count int    `json:"count"`
}

// Text implements puzzles.Answer: the picture, or the list of bridges
// when the answer has none. The picture draws bridges in the water, so
// the bridges between islands side by side, which cross none, follow it
// on a line of their own: "side by side: 0,4-0,5×1".
func (a *Answer) Text() string {
	if a.Grid == nil {
		return bridgeList(a.Bridges) + "\n"
	}
	var touching []Bridge
	for _, br := range a.Bridges {
		if length(br) == 1 {
			touching = append(touching, br)
		}
	}
	if len(touching) == 0 {
		return puzzles.Lines(a.Grid)
	}
	return puzzles.Lines(a.Grid) + "side by side: " + bridgeList(touching) + "\n"
}

// bridgeList writes bridges as "0,0-0,2×2 0,2-2,2×1".
func bridgeList(bridges []Bridge) string {
	var parts []string
	for _, br := range bridges {
		parts = append(parts, fmt.Sprintf("%d,%d-%d,%d×%d", br.From[0], br.From[1], br.To[0], br.To[1], br.Count))
	}
	return strings.Join(parts, " ")
}

// length is the distance between a bridge's islands, 1 when they are
// side by side.
func length(br Bridge) int {
	return max(br.To[0]-br.From[0], br.From[0]-br.To[0], br.To[1]-br.From[1], br.From[1]-br.To[1])
}

// picture draws the grid with the bridges in the water ('-' '=' '≡' '≣'
// for 1 to 4 across, '|' '"' '⁝' '⁞' down).
func (p *Puzzle) picture(bridges []Bridge) []string {
	rows := make([][]rune, len(p.Cells))
	for r, row := range p.Cells {
		for _, v := range row {
			rows[r] = append(rows[r], rune(spec.Symbols.TextChar(v)))
		}
	}
	for _, br := range bridges {
		from, to := pos(br.From), pos(br.To)
		d := grid.Delta{R: sign(to.R - from.R), C: sign(to.C - from.C)}
		mark := bridgeChar(d.C != 0, br.Count)
		for w := from.Add(d); w != to && p.Size().In(w); w = w.Add(d) {
			rows[w.R][w.C] = mark
		}
	}
	out := make([]string, len(rows))
	for r, row := range rows {
		out[r] = string(row)
	}
	return out
}

// bridgeChar draws n bridges across or down a water cell.
func bridgeChar(across bool, n int) rune {
	marks := []rune("|\"⁝⁞")
	if across {
		marks = []rune("-=≡≣")
	}
	if n < 1 || n > len(marks) {
		return '?'
	}
	return marks[n-1]
}

func pos(rc [2]int) grid.Pos { return grid.Pos{R: rc[0], C: rc[1]} }

// Check implements puzzles.Instance: each bridge joins two islands that
// see each other, with 1 to Max bridges, each pair once; no two bridges
// cross; every island has as many bridges as its number (at least one
// when it is unknown and not alone); the bridges connect all islands, and
// form no loop unless loops are allowed.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "hashi")
	if err != nil {
		return err
	}
	b := p.board()
	counts := make([]int, len(b.pairs))
	for _, br := range a.Bridges {
		k, ok := b.pair(pos(br.From), pos(br.To))
		switch {
		case !ok:
			return fmt.Errorf("bridge %v-%v does not join two islands that see each other", br.From, br.To)
		case br.Count < 1 || br.Count > p.Max:
			return fmt.Errorf("bridge %v-%v: %d bridges, expected 1 to %d", br.From, br.To, br.Count, p.Max)
		case counts[k] > 0:
			return fmt.Errorf("bridge %v-%v is given twice", br.From, br.To)
		}
		counts[k] = br.Count
	}
	for _, c := range b.crossings {
		if counts[c[0]] > 0 && counts[c[1]] > 0 {
			w := b.between(c[0])
			return fmt.Errorf("bridges cross near %d,%d", w[0].R, w[0].C)
		}
	}
	if err := p.checkNumbers(b, counts); err != nil {
		return err
	}
	return p.checkNetwork(b, counts)
}

// checkNumbers: each island has as many bridges as its number.
func (p *Puzzle) checkNumbers(b *board, counts []int) error {
	deg := make([]int, len(b.islands))
	for k, pr := range b.pairs {
		deg[pr[0]] += counts[k]
		deg[pr[1]] += counts[k]
	}
	for v, at := range b.islands {
		n := p.At(at)
		switch {
		case n > 0 && deg[v] != n:
			return fmt.Errorf("the %d at %d,%d has %s", n, at.R, at.C, puzzles.Counted(deg[v], "bridge", "bridges"))
		case n == Unknown && deg[v] == 0 && len(b.islands) > 1:
			return fmt.Errorf("the island at %d,%d has no bridge", at.R, at.C)
		}
	}
	return nil
}

// checkNetwork: the bridges connect all islands, as a tree unless loops
// are allowed (an island with no bridge is a group of its own).
func (p *Puzzle) checkNetwork(b *board, counts []int) error {
	g := graph.New(len(b.islands), b.pairs, nil)
	chosen := make([]bool, len(counts))
	for k, n := range counts {
		chosen[k] = n > 0
	}
	if loop := g.Cycle(chosen); loop != nil && !p.Loops {
		at := b.islands[b.pairs[loop[0]][0]]
		return fmt.Errorf("the bridges form a loop through %d,%d, and loops are not allowed", at.R, at.C)
	}
	part, parts := g.Components(chosen)
	for _, k := range part {
		if k < 0 {
			parts++
		}
	}
	if parts > 1 {
		return fmt.Errorf("the bridges leave the islands in %d separate groups", parts)
	}
	return nil
}

// Diff implements puzzles.Instance: the water cells under pairs whose
// bridge counts differ, and both islands of such a pair side by side
// (their bridge runs over no water).
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	a, b, ok := puzzles.AnswerPair[*Answer](x, y)
	if !ok {
		return nil
	}
	bd := p.board()
	ca, cb := countsOf(bd, a), countsOf(bd, b)
	var out []puzzles.Target
	for k := range bd.pairs {
		if ca[k] == cb[k] {
			continue
		}
		cells := bd.between(k)
		if len(cells) == 0 {
			cells = []grid.Pos{bd.islands[bd.pairs[k][0]], bd.islands[bd.pairs[k][1]]}
		}
		for _, w := range cells {
			out = append(out, puzzles.Target{R: w.R, C: w.C})
		}
	}
	return out
}

// countsOf returns the bridge count of each pair in a.
func countsOf(b *board, a *Answer) []int {
	out := make([]int, len(b.pairs))
	for _, br := range a.Bridges {
		if k, ok := b.pair(pos(br.From), pos(br.To)); ok {
			out[k] = br.Count
		}
	}
	return out
}

// Draw implements puzzles.Instance: a faint grid, the islands as circles
// with their numbers ('?' when unknown) and, with an answer, each bridge
// as 1 to 4 parallel lines through the centres of the cells it crosses (a
// partial answer shows bridges of unknown count dashed, and a small cross
// between islands known to have none).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.GridScene()
	if a, _ := ans.(*Answer); a != nil {
		for _, br := range a.Bridges {
			drawBridge(&s, br, draw.Solved, false)
		}
		for _, br := range a.Unsure {
			drawBridge(&s, br, draw.Faint, true)
		}
		for _, br := range a.None {
			x, y := bridgeMiddle(br)
			s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: "×", Size: 0.35, Fill: draw.Faint})
		}
	}
	p.DrawGivens(&s)
	return s
}

// drawBridge draws br.Count parallel lines, each a polyline through the
// centres of the cells from one island to the other.
func drawBridge(s *draw.Scene, br Bridge, colour string, dash bool) {
	from, to := pos(br.From), pos(br.To)
	dr, dc := sign(to.R-from.R), sign(to.C-from.C)
	const gap = 0.16
	for i := range br.Count {
		off := (float64(i) - float64(br.Count-1)/2) * gap
		var pts []float64
		for r, c := from.R, from.C; ; r, c = r+dr, c+dc {
			x, y := draw.Centre(r, c)
			if dr == 0 {
				y += off
			} else {
				x += off
			}
			pts = append(pts, x, y)
			if r == to.R && c == to.C || len(pts) > 400 {
				break
			}
		}
		s.Add(draw.Item{Kind: draw.Line, Points: pts, Stroke: colour, Width: 0.06, Dash: dash})
	}
}

// Locate implements puzzles.Locator for the answer's picture (see
// Answer.Text): a bridge mark drawn in a water cell says which two islands
// it joins, found by walking from the cell to the nearest island on each
// side, across or down as the mark runs.
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	d, n := grid.Delta{C: 1}, marks(text, "-=≡≣")
	if n == 0 {
		d, n = grid.Delta{R: 1}, marks(text, "|\"⁝⁞")
	}
	at := grid.Pos{R: row, C: col}
	if n == 0 || p.At(at) != Water {
		return "", false
	}
	from, ok1 := p.island(at, grid.Delta{R: -d.R, C: -d.C})
	to, ok2 := p.island(at, d)
	if !ok1 || !ok2 {
		return "", false
	}
	verb := "A bridge runs"
	if n > 1 {
		verb = fmt.Sprintf("%d bridges run", n)
	}
	return fmt.Sprintf("%s between the islands at row %d, column %d and row %d, column %d",
		verb, from.R+1, from.C+1, to.R+1, to.C+1), true
}

// marks returns how many bridges text draws with set, the marks for 1, 2, 3
// and 4 bridges, or 0 when it is none of them.
func marks(text, set string) int {
	for i, m := range []rune(set) {
		if text == string(m) {
			return i + 1
		}
	}
	return 0
}

// island returns the first island from at in steps of d.
func (p *Puzzle) island(at grid.Pos, d grid.Delta) (grid.Pos, bool) {
	for at = at.Add(d); p.Size().In(at); at = at.Add(d) {
		if p.At(at) != Water {
			return at, true
		}
	}
	return at, false
}
