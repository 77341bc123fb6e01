package cellgrid

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// RegionGrid is an answer that divides the board into regions (Rectangles,
// Galaxies, Palisade): Regions[r][c] is the region of a cell, any
// numbering, or NoRegion in a partial answer that does not know it. Its
// JSON form is {"regions": [[0, 0, 1], ...]}, null for an unknown cell.
// Decoders number the regions in reading order of their first cells.
// A partial answer also lists the sides it knows beside an unknown cell,
// each as its two cells (the upper or left first): {"borders": [[[0, 1],
// [0, 2]]], "joined": [...]}.
type RegionGrid struct {
	Regions [][]int
	Borders [][2][2]int // sides known to divide two regions
	Joined  [][2][2]int // sides known to lie inside a region
}

// Text implements puzzles.Answer: each cell's region named as RegionName
// names it after renumbering in reading order, '?' for an unknown cell.
func (a *RegionGrid) Text() string {
	return puzzles.Columns(Renumbered(a.Regions), func(id int) string {
		if id == NoRegion {
			return "?"
		}
		return RegionName(id)
	})
}

// MarshalJSON writes {"regions": [[...], ...]}, null for an unknown cell.
func (a *RegionGrid) MarshalJSON() ([]byte, error) {
	return json.Marshal(regionJSON{puzzles.KnownCells(a.Regions, NoRegion), a.Borders, a.Joined})
}

// regionJSON is RegionGrid's JSON form.
type regionJSON struct {
	Regions [][]*int    `json:"regions"`
	Borders [][2][2]int `json:"borders,omitempty"`
	Joined  [][2][2]int `json:"joined,omitempty"`
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *RegionGrid) UnmarshalJSON(js []byte) error {
	var v regionJSON
	if err := json.Unmarshal(js, &v); err != nil {
		return err
	}
	a.Borders, a.Joined = v.Borders, v.Joined
	a.Regions = make([][]int, len(v.Regions))
	for r, row := range v.Regions {
		a.Regions[r] = make([]int, len(row))
		for c, id := range row {
			a.Regions[r][c] = NoRegion
			if id != nil && *id >= 0 {
				a.Regions[r][c] = *id
			}
		}
	}
	return nil
}

// Renumbered returns ids with the regions numbered 0, 1, … in reading
// order of their first cells (NoRegion kept).
func Renumbered(ids [][]int) [][]int {
	p := Partition{Region: puzzles.CloneGrid(ids)}
	p.Rename()
	return p.Region
}

// Draw draws the borders between neighbouring known cells of different
// regions in the Solved colour.
func (a *RegionGrid) Draw(s *draw.Scene, size grid.Size) {
	at := func(p grid.Pos) int { return Partition{Region: a.Regions}.Of(p) }
	DrawBorders(s, size, draw.Solved, func(p, q grid.Pos) bool {
		return at(p) != NoRegion && at(q) != NoRegion && at(p) != at(q) ||
			slices.Contains(a.Borders, [2][2]int{{p.R, p.C}, {q.R, q.C}})
	})
	for _, side := range a.Joined {
		x, y := float64(side[0][1]+side[1][1]+1)/2, float64(side[0][0]+side[1][0]+1)/2
		s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: "×", Size: 0.3, Fill: draw.Faint})
	}
}

// RegionScene is Instance.Draw for a type whose answer is a RegionGrid:
// the givens, then the answer's borders over them.
func (g Grid) RegionScene(ans puzzles.Answer) draw.Scene {
	s := g.Scene(nil)
	if a, ok := ans.(*RegionGrid); ok && a != nil {
		a.Draw(&s, g.Size())
	}
	return s
}

// DrawBorders draws a bold line in colour on each side between
// neighbouring cells p and q (p above or left of q) that differ says
// are in different regions.
func DrawBorders(s *draw.Scene, size grid.Size, colour string, differ func(p, q grid.Pos) bool) {
	for _, e := range size.Edges() {
		if differ(e.A, e.B) {
			x, y := float64(e.B.C), float64(e.B.R)
			pts := []float64{x, y, x + 1, y}
			if e.A.R == e.B.R {
				pts = []float64{x, y, x, y + 1}
			}
			s.Add(draw.Item{Kind: draw.Line, Points: pts, Stroke: colour, Width: 0.07})
		}
	}
}

// DiffRegions is Instance.Diff for RegionGrid answers: the cells beside a
// side that is a border in one answer only, in reading order; nil
// unless both are RegionGrids of one size.
func DiffRegions(x, y puzzles.Answer) []puzzles.Target {
	a, b, ok := puzzles.AnswerPair[*RegionGrid](x, y)
	if !ok || a == nil || b == nil || len(a.Regions) != len(b.Regions) || len(a.Regions) == 0 {
		return nil
	}
	size := grid.Size{Rows: len(a.Regions), Cols: len(a.Regions[0])}
	pa, pb := Partition{Region: a.Regions}, Partition{Region: b.Regions}
	hit := map[grid.Pos]bool{}
	for _, e := range size.Edges() {
		if (pa.Of(e.A) == pa.Of(e.B)) != (pb.Of(e.A) == pb.Of(e.B)) {
			hit[e.A], hit[e.B] = true, true
		}
	}
	var out []puzzles.Target
	for _, pos := range size.Cells() {
		if hit[pos] {
			out = append(out, puzzles.Target{R: pos.R, C: pos.C})
		}
	}
	return out
}

// CheckRegionAnswer is the start of Check for a RegionGrid answer: ans
// must be RegionGrids of the board's size, every cell in a region and every
// region connected; then each, when not nil, checks each region's cells
// (in reading order), region by region in the order of their ids. It
// returns the regions, or the first error. The answer must be one of
// type name's.
func (g Grid) CheckRegionAnswer(ans puzzles.Answer, name string, each func(cells []grid.Pos) error) (Partition, error) {
	a, err := puzzles.AnswerAs[*RegionGrid](ans, name)
	if err != nil {
		return Partition{}, err
	}
	size := g.Size()
	if len(a.Regions) != size.Rows {
		return Partition{}, fmt.Errorf("the answer has %d rows, the board %d", len(a.Regions), size.Rows)
	}
	for r, row := range a.Regions {
		if len(row) != size.Cols {
			return Partition{}, fmt.Errorf("answer row %d has %d cells, the board %d columns", r+1, len(row), size.Cols)
		}
	}
	p := Partition{Region: a.Regions}
	if err := p.CheckRegions(1, ""); err != nil {
		return Partition{}, err
	}
	if each != nil {
		cells := p.RegionCells()
		for _, id := range p.IDs() {
			if err := each(cells[id]); err != nil {
				return Partition{}, err
			}
		}
	}
	return p, nil
}

// RegionVars is the decoder of a RegionGrid answer: a literal per side
// between neighbouring cells, true when the two are in one region.
// Refine keeps them consistent (a side inside a region is no border).
type RegionVars struct {
	Size grid.Size
	G    *graph.Graph // graph.Square(Size): its edge e is Size.Edges()[e]
	Same []sat.Lit    // by edge of G; sat.True or sat.False where the rules fix it
}

// NewRegionVars returns the decoder whose side between neighbours p and q
// (p above or left of q) has the literal same(p, q): a new variable, or
// one that says it through the type's own variables.
func NewRegionVars(size grid.Size, same func(p, q grid.Pos) sat.Lit) *RegionVars {
	v := &RegionVars{Size: size, G: graph.Square(size)}
	for _, e := range size.Edges() {
		v.Same = append(v.Same, same(e.A, e.B))
	}
	return v
}

// Between returns the literal of the side between neighbours p and q.
func (v *RegionVars) Between(p, q grid.Pos) sat.Lit {
	e, _ := v.G.Find(v.Size.Index(p), v.Size.Index(q))
	return v.Same[e]
}

// Around returns the literals of the sides of cell pos inside the board.
func (v *RegionVars) Around(pos grid.Pos) []sat.Lit {
	var out []sat.Lit
	for _, e := range v.G.Incident(v.Size.Index(pos)) {
		out = append(out, v.Same[e])
	}
	return out
}

// Vars implements puzzles.Decoder: the sides the rules leave open.
func (v *RegionVars) Vars() []sat.Lit { return sat.Free(v.Same) }

// Decode implements puzzles.Decoder.
func (v *RegionVars) Decode(s *sat.Solver) puzzles.Answer { return v.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: the parts joined by sides
// known to be inside a region; a cell with a side not known is unknown.
func (v *RegionVars) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	_, part := v.parts(func(l sat.Lit) bool { b, ok := lit(l, known); return ok && b })
	a := &RegionGrid{Regions: make([][]int, v.Size.Rows)}
	for r := range a.Regions {
		a.Regions[r] = make([]int, v.Size.Cols)
	}
	for _, pos := range v.Size.Cells() {
		a.Regions[pos.R][pos.C] = part[v.Size.Index(pos)]
		for _, l := range v.Around(pos) {
			if _, ok := lit(l, known); !ok {
				a.Regions[pos.R][pos.C] = NoRegion
			}
		}
	}
	for e, side := range v.Size.Edges() {
		same, ok := lit(v.Same[e], known)
		if !ok || a.Regions[side.A.R][side.A.C] != NoRegion && a.Regions[side.B.R][side.B.C] != NoRegion {
			continue
		}
		pair := [2][2]int{{side.A.R, side.A.C}, {side.B.R, side.B.C}}
		if same {
			a.Joined = append(a.Joined, pair)
		} else {
			a.Borders = append(a.Borders, pair)
		}
	}
	return a
}

// Part is a connected part of the cells joined by sides true in a model.
type Part struct {
	Cells  []grid.Pos // in the order found, its first cell first
	Tree   []sat.Lit  // the sides of a spanning tree: all true joins the cells into one region
	Border []sat.Lit  // the sides leaving the part: all false closes it
}

// NotExactly is the clause "the part is not a whole region, or one of
// or holds": a tree side false or a border side true, or one of or.
func (p Part) NotExactly(or ...sat.Lit) []sat.Lit {
	return append(append(NotAll(p.Tree), p.Border...), or...)
}

// NotAll negates each of lits: the clause "not all of lits".
func NotAll(lits []sat.Lit) []sat.Lit {
	out := make([]sat.Lit, len(lits))
	for i, l := range lits {
		out[i] = l.Not()
	}
	return out
}

// Parts returns the parts a model's true sides join, in reading order of
// their first cells.
func (v *RegionVars) Parts(value func(sat.Lit) bool) []Part {
	parts, _ := v.parts(func(l sat.Lit) bool { return l == sat.True || !l.IsConst() && value(l) })
	return parts
}

// parts labels the parts joined by the sides on says are true: the
// parts, and the part of each cell by index.
func (v *RegionVars) parts(on func(sat.Lit) bool) ([]Part, []int) {
	part := make([]int, v.G.Len())
	for i := range part {
		part[i] = NoRegion
	}
	var out []Part
	for start := range part {
		if part[start] != NoRegion {
			continue
		}
		k := len(out)
		part[start] = k
		p := Part{}
		for queue := []int{start}; len(queue) > 0; queue = queue[1:] {
			c := queue[0]
			p.Cells = append(p.Cells, grid.Pos{R: c / v.Size.Cols, C: c % v.Size.Cols})
			for _, e := range v.G.Incident(c) {
				if d := v.G.Other(e, c); on(v.Same[e]) && part[d] == NoRegion {
					part[d] = k
					p.Tree = append(p.Tree, v.Same[e])
					queue = append(queue, d)
				}
			}
		}
		out = append(out, p)
	}
	for e, l := range v.Same {
		if a, b := v.G.Ends(e); part[a] != part[b] {
			out[part[a]].Border = append(out[part[a]].Border, l)
			out[part[b]].Border = append(out[part[b]].Border, l)
		}
	}
	return out, part
}

// Refine implements puzzles.Refiner: a side false between two cells of
// one part is a contradiction; the cut "the tree path between its cells
// is broken, or the side is true".
func (v *RegionVars) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	on := func(l sat.Lit) bool { return l == sat.True || !l.IsConst() && value(l) }
	_, part := v.parts(on)
	var out [][]sat.Lit
	for e, l := range v.Same {
		a, b := v.G.Ends(e)
		if !on(l) && part[a] == part[b] {
			out = append(out, append(NotAll(v.path(a, b, on)), l))
		}
	}
	return out
}

// path returns the true sides of a shortest path from cell a to cell b.
func (v *RegionVars) path(a, b int, on func(sat.Lit) bool) []sat.Lit {
	via := map[int]int{a: -1}
	for queue := []int{a}; len(queue) > 0; queue = queue[1:] {
		c := queue[0]
		for _, e := range v.G.Incident(c) {
			if d := v.G.Other(e, c); on(v.Same[e]) {
				if _, seen := via[d]; !seen {
					via[d] = e
					queue = append(queue, d)
				}
			}
		}
	}
	var out []sat.Lit
	for c := b; c != a; {
		e := via[c]
		out = append(out, v.Same[e])
		c = v.G.Other(e, c)
	}
	return out
}

// BoardCells bounds a Range of region sizes by the board's cells (the
// Upto of Range).
func BoardCells(rows, cols int) (int, string) {
	return rows * cols, fmt.Sprintf("the board's %d cells", rows*cols)
}

// EqualParts divides a board by its values: neighbours of equal value
// are in one region (Filling's regions), named in reading order.
func EqualParts(values [][]int) Partition {
	size := grid.Size{Rows: len(values), Cols: len(values[0])}
	return Partition{Region: enclosed(size, func(a, b grid.Pos) bool { return values[a.R][a.C] == values[b.R][b.C] })}
}
