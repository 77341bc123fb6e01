package pipes

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding: one variable per open joint between two cells (a pipe
// crosses it); joints off the board or through a barrier are absent, that
// is false. Each cell allows exactly the joint sets of its tile's
// orientations, in clauses on which unit propagation knows everything the
// cell implies (sat.Table). Two models with the same joints are the same
// picture, so the joints are what counting blocks. A model made for
// entries (sat.Model.ForEntries: play, hints, checking entries) also has
// the tiles' selectors (see selectors): a literal per orientation of a
// tile that can turn, what a person enters; there they are the answer
// variables. A solve does without them: they double the variables and
// made the benchmarks' solves about 1.7 times slower.
//
// Under the Net rule, connectivity is lazy, through the network rule of
// puzzles/graph (a tree over the cells joined by the joints): Refine adds,
// for each separate network in a model, a clause saying that a pipe leaves
// it, and for each loop a clause saying that one of its joints is unused. When no tile is
// unknown, the joints number exactly tiles-1 in a one-network solution (a
// tree), which is checked before search. A few short loops are forbidden
// up front (see netShortLoops). Measured on the 40x40 benchmark, the
// refinement needs 7 solver calls with those clauses and 15 without, and
// the whole solve takes tens of milliseconds natively either way; an eager
// tree encoding would need order or distance variables for every cell.
type encoding struct {
	p      *Puzzle
	joints []joint
	vars   []sat.Lit
	at     [][4]int    // at[cell][d]: the joint on side d of the cell, or -1
	cands  [][]Tile    // each cell's possible turned tiles, as turns of the given one (see turns)
	sel    [][]sat.Lit // for entries, with two candidates or more, a literal per candidate: the cell shows it
	enter  bool        // the model is for entries: sel is made
	g      *graph.Graph
	net    *graph.Network // the Net rule's connectivity, nil under the seed rule
}

// joint is the side da of cell a, which meets side da.Opposite() of cell b.
type joint struct {
	a, b grid.Pos
	da   grid.Dir
}

// name is the joint's variable name, such as "joint r1c2 right" (built
// without fmt, which is slow in WebAssembly).
func (j joint) name() string {
	return "joint r" + strconv.Itoa(j.a.R+1) + "c" + strconv.Itoa(j.a.C+1) + " " + j.da.String()
}

// netShortLoops adds clauses forbidding the shortest loops (2x2 squares,
// joints of a cell to itself, double joints of a 2-wide wrapping board)
// and joined pairs of dead ends under the Net rule. It is a switch for the
// benchmark that compares it with lazy refinement alone.
var netShortLoops = true

// Encode implements puzzles.Instance.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	e := p.layout()
	if err := e.candidates(); err != nil {
		return nil, err
	}
	if err := e.countCheck(); err != nil {
		return nil, err
	}
	for _, j := range e.joints {
		e.vars = append(e.vars, m.NewVar(j.name()))
	}
	e.enter = m.Entering()
	for i := range e.cands {
		e.cell(m, i)
		if e.enter {
			e.selectors(m, i)
		}
	}
	if p.Rule == Net {
		e.net = e.network()
		if netShortLoops {
			e.shortLoops(m)
		}
	}
	return e, nil
}

// validate checks the shape of a puzzle built by hand.
func (p *Puzzle) validate() error {
	if err := puzzles.CheckSize(p.Size.Rows, p.Size.Cols); err != nil {
		return err
	}
	if len(p.Tiles) != p.Size.Rows || len(p.Barriers) != p.Size.Rows {
		return fmt.Errorf("pipes: %d rows of tiles and %d of barriers for %d rows", len(p.Tiles), len(p.Barriers), p.Size.Rows)
	}
	for r := range p.Tiles {
		if len(p.Tiles[r]) != p.Size.Cols || len(p.Barriers[r]) != p.Size.Cols {
			return fmt.Errorf("pipes: row %d has %d tiles and %d barriers for %d columns", r+1, len(p.Tiles[r]), len(p.Barriers[r]), p.Size.Cols)
		}
		for c, t := range p.Tiles[r] {
			if t > Wild {
				return fmt.Errorf("pipes: tile %d at %s is not a joint set", t, puzzles.CellName(grid.Pos{R: r, C: c}))
			}
		}
	}
	if p.Rule != Seed && p.Rule != Net {
		return fmt.Errorf("pipes: unknown rule %q", p.Rule)
	}
	return nil
}

// layout lists the open joints.
func (p *Puzzle) layout() *encoding {
	e := &encoding{p: p, at: make([][4]int, p.Size.Rows*p.Size.Cols)}
	for i := range e.at {
		e.at[i] = [4]int{-1, -1, -1, -1}
	}
	for _, pos := range p.Size.Cells() {
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			if !p.Open(pos, d) {
				continue
			}
			q, _ := p.Neighbour(pos, d)
			e.at[p.Size.Index(pos)][d] = len(e.joints)
			e.at[p.Size.Index(q)][d.Opposite()] = len(e.joints)
			e.joints = append(e.joints, joint{pos, q, d})
		}
	}
	e.g = e.graph()
	return e
}

// candidates finds each cell's orientations that fit the board: no joint
// where a side is closed (and on a 1-wide wrapping board, where a cell's
// two opposite sides are one joint, both or neither).
func (e *encoding) candidates() error {
	p := e.p
	e.cands = make([][]Tile, len(e.at))
	for _, pos := range p.Size.Cells() {
		i := p.Size.Index(pos)
		for _, t := range turns(p.Tile(pos)) {
			if e.fits(i, t) {
				e.cands[i] = append(e.cands[i], t)
			}
		}
		if len(e.cands[i]) == 0 {
			return &puzzles.Impossible{Reason: fmt.Sprintf("the %s tile at %s cannot turn to fit (board edge or barrier)", string(p.Tile(pos).Glyph()), puzzles.CellName(pos))}
		}
	}
	return nil
}

func (e *encoding) fits(cell int, t Tile) bool {
	for _, d := range grid.Dirs {
		j := e.at[cell][d]
		if t.Has(d) && j < 0 {
			return false
		}
		for _, d2 := range grid.Dirs {
			if j >= 0 && e.at[cell][d2] == j && t.Has(d) != t.Has(d2) {
				return false
			}
		}
	}
	return true
}

// countCheck applies the counting arguments: the joints of all tiles pair
// up, and under the Net rule n tiles need exactly n-1 pipes.
func (e *encoding) countCheck() error {
	arms, tiles := 0, 0
	for _, row := range e.p.Tiles {
		for _, t := range row {
			if t == Wild {
				return nil
			}
			arms += t.Arms()
			if t != Empty {
				tiles++
			}
		}
	}
	if arms%2 == 1 {
		return &puzzles.Impossible{Reason: fmt.Sprintf("the tiles have %d joints in all, an odd number, so one is always left unmatched", arms)}
	}
	if e.p.Rule == Net && tiles > 0 && arms/2 != tiles-1 {
		return &puzzles.Impossible{Reason: fmt.Sprintf("the Net rule needs one loop-free network: %d tiles need %d pipes between them, and the joints make %d", tiles, tiles-1, arms/2)}
	}
	return nil
}

// cell allows exactly the joint sets of the cell's candidates.
func (e *encoding) cell(m *sat.Model, i int) {
	var lits []sat.Lit // the distinct joints around the cell
	var sides [][]grid.Dir
	for _, d := range grid.Dirs {
		j := e.at[i][d]
		if j < 0 {
			continue
		}
		k := indexLit(lits, e.vars[j])
		if k < 0 {
			k = len(lits)
			lits = append(lits, e.vars[j])
			sides = append(sides, nil)
		}
		sides[k] = append(sides[k], d)
	}
	allowed := make([][]bool, len(e.cands[i]))
	for n, t := range e.cands[i] {
		allowed[n] = make([]bool, len(sides))
		for k, ds := range sides {
			allowed[n][k] = t.Has(ds[0])
		}
	}
	m.Table(lits, allowed)
}

func indexLit(lits []sat.Lit, l sat.Lit) int {
	for i, x := range lits {
		if x == l {
			return i
		}
	}
	return -1
}

// shortLoops forbids loops of one joint (a cell joined to itself on a
// 1-wide wrapping board), of two (a 2-wide wrapping board's double
// joints), of four (a 2x2 square), and two dead ends joined to each other
// when there are other tiles.
func (e *encoding) shortLoops(m *sat.Model) {
	p := e.p
	tiles := 0 // tiles that are never empty
	for _, pos := range p.Size.Cells() {
		if t := p.Tile(pos); t != Empty && t != Wild {
			tiles++
		}
	}
	for j, jt := range e.joints {
		if jt.a == jt.b || tiles > 2 && deadEnd(p.Tile(jt.a)) && deadEnd(p.Tile(jt.b)) {
			m.Clause(e.vars[j].Not())
		}
	}
	for _, pos := range p.Size.Cells() {
		e.double(m, pos)
		e.square(m, pos)
	}
}

// double forbids using both joints between pos and the cell to its right
// (or below it) on a wrapping board 2 cells wide (or high), where the two
// are joined across the middle and across the edge.
func (e *encoding) double(m *sat.Model, pos grid.Pos) {
	i := e.p.Size.Index(pos)
	for _, d := range []grid.Dir{grid.Right, grid.Down} {
		j, k := e.at[i][d], e.at[i][d.Opposite()]
		if j >= 0 && k >= 0 && j != k && e.g.Other(j, i) == e.g.Other(k, i) && j < k {
			m.Clause(e.vars[j].Not(), e.vars[k].Not())
		}
	}
}

// square forbids the four joints around the 2x2 block whose top-left cell is pos.
func (e *encoding) square(m *sat.Model, pos grid.Pos) {
	p := e.p
	right, ok1 := p.Neighbour(pos, grid.Right)
	below, ok2 := p.Neighbour(pos, grid.Down)
	if !ok1 || !ok2 || right == pos || below == pos {
		return
	}
	diag, _ := p.Neighbour(right, grid.Down)
	if diag == pos {
		return
	}
	js := []int{
		e.at[p.Size.Index(pos)][grid.Right], e.at[p.Size.Index(pos)][grid.Down],
		e.at[p.Size.Index(right)][grid.Down], e.at[p.Size.Index(below)][grid.Right],
	}
	var c []sat.Lit
	for _, j := range js {
		if j < 0 {
			return
		}
		c = append(c, e.vars[j].Not())
	}
	m.Clause(c...)
}

func deadEnd(t Tile) bool { return t != Wild && t.Arms() == 1 }

// Vars implements puzzles.Decoder: the joints determine the picture; in
// a model for entries, so do the tiles' orientations (the selectors of
// the cells that can turn, each variable once), which are what a person
// enters.
func (e *encoding) Vars() []sat.Lit {
	if !e.enter {
		return e.vars
	}
	var out []sat.Lit
	seen := map[int]bool{}
	for _, s := range e.sel {
		for _, l := range s {
			if !seen[l.Var()] {
				seen[l.Var()] = true
				out = append(out, l)
			}
		}
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	used := s.Values(e.vars)
	return newAnswer(e.masks(func(j int) bool { return used[j] }), nil)
}

// masks turns each cell's joints into its tile.
func (e *encoding) masks(used func(j int) bool) [][]Tile {
	p := e.p
	out := make([][]Tile, p.Size.Rows)
	for r := range out {
		out[r] = make([]Tile, p.Size.Cols)
		for c := range out[r] {
			for _, d := range grid.Dirs {
				if j := e.at[r*p.Size.Cols+c][d]; j >= 0 && used(j) {
					out[r][c] |= 1 << d
				}
			}
		}
	}
	return out
}

// DecodePartial implements puzzles.Decoder: a tile is known when
// every orientation that agrees with the known joints is the same picture.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	p := e.p
	masks := make([][]Tile, p.Size.Rows)
	sure := make([][]bool, p.Size.Rows)
	for r := range masks {
		masks[r] = make([]Tile, p.Size.Cols)
		sure[r] = make([]bool, p.Size.Cols)
		for c := range masks[r] {
			masks[r][c], sure[r][c] = e.partialTile(r*p.Size.Cols+c, known)
		}
	}
	return newAnswer(masks, sure)
}

func (e *encoding) partialTile(cell int, known func(l sat.Lit) (value, ok bool)) (Tile, bool) {
	var fit []Tile
	for _, t := range e.cands[cell] {
		if e.agrees(cell, t, known) {
			fit = append(fit, t)
		}
	}
	if len(fit) == 0 {
		return 0, false
	}
	for _, t := range fit[1:] {
		if t != fit[0] {
			return 0, false
		}
	}
	return fit[0], true
}

func (e *encoding) agrees(cell int, t Tile, known func(l sat.Lit) (value, ok bool)) bool {
	if e.enter {
		for k, s := range e.sel[cell] {
			if v, ok := known(s); ok && v != (e.cands[cell][k] == t) {
				return false
			}
		}
	}
	for _, d := range grid.Dirs {
		if j := e.at[cell][d]; j >= 0 {
			if v, ok := known(e.vars[j]); ok && v != t.Has(d) {
				return false
			}
		}
	}
	return true
}
