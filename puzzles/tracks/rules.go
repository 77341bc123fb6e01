package tracks

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Answer is the track: {"grid": ["┏━┓..", ...]}, a character a square
// ('━', '┃', '┏', '┓', '┛', '┗', '.' without track; '?' where a partial
// answer does not know), the ends' pieces running out of the grid. A
// partial answer also lists the links it knows that the grid does not
// show (one of their squares is '?'): "lines", a pair of neighbouring
// squares [[r, c], [r, c]] the track joins, and "off", a pair it does not.
type Answer struct {
	Grid  []string    `json:"grid"`
	Lines [][2][2]int `json:"lines,omitempty"`
	Off   [][2][2]int `json:"off,omitempty"`
}

// Text implements puzzles.Answer.
func (a *Answer) Text() string { return puzzles.Lines(a.Grid) }

// Vars is the decoder: a variable per pair of neighbouring squares (the
// track joins them) under the rule of one path between the two ends,
// whose connectivity it adds lazily.
type Vars struct {
	p     *Puzzle
	ends  [2]end
	links *graph.Edges
	path  *graph.Paths
}

// Encode implements puzzles.Instance: the track is one path of links
// between the ends (degree 1 there, 0 or 2 elsewhere, no other part); a
// given piece has its links and no others; a square is track when a link
// meets it, and each count is met exactly.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	ends, err := p.ends()
	if err != nil {
		return nil, err
	}
	size := p.Size()
	links := graph.NewEdges(m, graph.Square(size), "link")
	v := &Vars{p: p, ends: ends, links: links,
		path: graph.NewPaths(links, [][2]int{{size.Index(ends[0].at), size.Index(ends[1].at)}}, false)}
	v.path.Rules(m)
	track := make([]sat.Lit, size.Rows*size.Cols)
	for i, pos := range size.Cells() {
		for _, d := range dirs { // a given piece's links, and no others
			if l := v.link(pos, d.bit); l != sat.False && p.At(pos) != Blank {
				m.Equiv(l, sat.Const(p.At(pos)&d.bit != 0))
			}
		}
		track[i] = m.NewVar(fmt.Sprintf("track r%dc%d", pos.R+1, pos.C+1))
		m.Or(track[i], links.At(i)...)
	}
	p.EncodeCounts(m, func(pos grid.Pos) sat.Lit { return track[size.Index(pos)] })
	return v, nil
}

// link is the variable of the link from pos in direction bit; sat.False
// off the board.
func (v *Vars) link(pos grid.Pos, bit int) sat.Lit {
	size := v.p.Size()
	for _, d := range dirs {
		if q := pos.Add(d.to); d.bit == bit && size.In(q) {
			e, _ := v.links.G.Find(size.Index(pos), size.Index(q))
			return v.links.Lits[e]
		}
	}
	return sat.False
}

// Vars implements puzzles.Decoder: the links but those a given piece
// fixes (at either square).
func (v *Vars) Vars() []sat.Lit {
	var out []sat.Lit
	for e, l := range v.links.Lits {
		a, b := v.links.G.Ends(e)
		if _, fixed := v.fixed(v.at(a), v.at(b)); !fixed {
			out = append(out, l)
		}
	}
	return out
}

// Refine implements puzzles.Refiner: no part of the links but the path.
func (v *Vars) Refine(value func(sat.Lit) bool) [][]sat.Lit { return v.path.Refine(value) }

// Decode implements puzzles.Decoder.
func (v *Vars) Decode(s *sat.Solver) puzzles.Answer { return v.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: a square's piece when all
// its links are known (and make a piece or none), else '?'; the links
// known at a '?' square are listed as lines and off.
func (v *Vars) DecodePartial(known func(sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{}
	for r := range v.p.Size().Rows {
		var b strings.Builder
		for c := range v.p.Size().Cols {
			pos, bits, sure := grid.Pos{R: r, C: c}, 0, true
			for _, d := range dirs {
				if l := v.link(pos, d.bit); l != sat.False {
					val, ok := v.known(pos, pos.Add(d.to), known)
					sure = sure && ok
					bits |= map[bool]int{true: d.bit}[val && ok]
				} else if e := v.ends; e[0] == (end{pos, d.bit}) || e[1] == (end{pos, d.bit}) {
					bits |= d.bit
				}
			}
			_, piece := pieces[bits]
			b.WriteRune(map[bool]rune{true: cellChar(bits), false: '?'}[sure && (piece || bits == 0)])
		}
		a.Grid = append(a.Grid, b.String())
	}
	v.partLinks(a, known)
	return a
}

// read reads an answer's squares as direction sets.
func (p *Puzzle) read(ans puzzles.Answer) ([][]int, error) {
	a, err := puzzles.AnswerAs[*Answer](ans, "tracks")
	if err != nil {
		return nil, err
	}
	size := p.Size()
	if len(a.Grid) != size.Rows {
		return nil, fmt.Errorf("the answer has %d rows, the board %d", len(a.Grid), size.Rows)
	}
	out := make([][]int, size.Rows)
	for r, row := range a.Grid {
		if n := len([]rune(row)); n != size.Cols {
			return nil, fmt.Errorf("row %d of the answer has %d squares, the board %d", r+1, n, size.Cols)
		}
		for c, ch := range []rune(row) {
			bits, ok := pieceBits(ch)
			if !ok {
				return nil, fmt.Errorf("row %d, column %d: %q is not a piece of track", r+1, c+1, ch)
			}
			out[r] = append(out[r], bits)
		}
	}
	return out, nil
}

// Check implements puzzles.Instance: every given piece is in place, the
// pieces join their neighbours and run out of the grid only at the ends,
// every count is met, and the track from one end reaches the other
// through every square of track.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	ends, err := p.ends()
	if err != nil {
		return err
	}
	sq, err := p.read(ans)
	if err != nil {
		return err
	}
	size, on := p.Size(), map[grid.Pos]bool{}
	for _, pos := range size.Cells() {
		bits := sq[pos.R][pos.C]
		if g := p.At(pos); g != Blank && g != bits {
			return fmt.Errorf("row %d, column %d: the given %c is %c in the answer", pos.R+1, pos.C+1, cellChar(g), cellChar(bits))
		}
		for _, d := range dirs {
			q := pos.Add(d.to)
			switch {
			case bits&d.bit == 0:
			case !size.In(q) && ends[0] != (end{pos, d.bit}) && ends[1] != (end{pos, d.bit}):
				return fmt.Errorf("row %d, column %d: the track runs out of the grid", pos.R+1, pos.C+1)
			case size.In(q) && sq[q.R][q.C]&opposite(d.bit) == 0:
				return fmt.Errorf("row %d, column %d: the track runs into row %d, column %d, which does not join it", pos.R+1, pos.C+1, q.R+1, q.C+1)
			}
		}
		if bits != 0 {
			on[pos] = true
		}
	}
	if err := p.CheckMarks(on); err != nil {
		return err
	}
	pos, from, seen := ends[0].at, ends[0].bit, 0
	for size.In(pos) && seen <= len(on) {
		seen++
		next := sq[pos.R][pos.C] &^ from
		for _, d := range dirs {
			if d.bit == next {
				pos, from = pos.Add(d.to), opposite(d.bit)
			}
		}
	}
	if seen != len(on) {
		return fmt.Errorf("the track from end to end passes %d squares; the other %d of track are apart from it", seen, len(on)-seen)
	}
	return nil
}

// Draw implements puzzles.Instance: the board and its counts, the given
// pieces in ink and the answer's others in the solved colour; a partial
// answer's links whose squares it does not show are lines between the
// squares' centres, and those it knows absent small crosses.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene()
	a, _ := ans.(*Answer)
	for _, pos := range p.Size().Cells() {
		bits, colour := p.At(pos), draw.Ink
		if bits == Blank && a != nil && pos.R < len(a.Grid) && pos.C < len([]rune(a.Grid[pos.R])) {
			bits, _ = pieceBits([]rune(a.Grid[pos.R])[pos.C])
			colour = draw.Solved
		}
		var pts []float64
		for _, d := range dirs {
			if bits&d.bit != 0 {
				x, y := draw.Centre(pos.R, pos.C)
				pts = append(pts, x+float64(d.to.C)/2, y+float64(d.to.R)/2, x, y)
			}
		}
		if len(pts) == 8 {
			s.Add(draw.Item{Kind: draw.Line, Stroke: colour, Width: 0.15, Points: pts[:6]})
		}
	}
	if a != nil {
		(&cellgrid.Loop{Lines: a.Lines, Off: a.Off}).Draw(&s, cellgrid.Centres)
	}
	return s
}

// Diff implements puzzles.Instance: the squares whose piece differs.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), func(a *Answer) map[grid.Pos]rune {
		out := map[grid.Pos]rune{}
		for r, row := range a.Grid {
			for c, ch := range []rune(row) {
				out[grid.Pos{R: r, C: c}] = ch
			}
		}
		return out
	})
}
