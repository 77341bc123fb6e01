package moonsun

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop through cell centres (LoopVars); a cell is visited
// when a line leaves it; each room is a room of moons or a room of suns
// (a variable): the loop passes through every moon of a room of moons
// and no sun, through every sun of a room of suns and no moon, so
// through at least one circle of every room (a circle of unknown kind
// is of its room's kind when the loop passes it, of the other when not);
// (on a board of two rooms or more) exactly two lines cross each room's
// border, so it is entered once and left once; and a line across a
// border joins a room of moons and a room of suns. A board that is no
// puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	e := p.LoopVars(m, cellgrid.Centres)
	visited := cellgrid.NewVars(m, "visited", p.Size().Cells())
	for _, pos := range p.Size().Cells() {
		m.Or(visited[pos], e.Sides(pos)...)
	}
	cells, ids := p.RegionCells(), p.IDs()
	moons := map[int]sat.Lit{} // true: a room of moons; false: of suns
	for _, id := range ids {
		moons[id] = m.NewVar("moons." + cellgrid.RegionName(id))
	}
	for _, id := range ids {
		var circles, across []sat.Lit
		for _, pos := range cells[id] {
			switch p.At(pos) {
			case Moon:
				m.Equiv(visited[pos], moons[id])
				circles = append(circles, visited[pos])
			case Sun:
				m.Equiv(visited[pos], moons[id].Not())
				circles = append(circles, visited[pos])
			case Unknown: // the kind of the room, when the loop passes it
				circles = append(circles, visited[pos])
			}
			for _, d := range grid.Dirs {
				if q := pos.Add(d.Delta()); p.Of(q) != id && p.Size().In(q) {
					across = append(across, e.Edge(pos, d))
				}
			}
		}
		if len(circles) == 0 {
			m.Contradict(fmt.Sprintf("room %s has no circle for the loop to pass through", cellgrid.RegionName(id)))
		} else {
			m.Clause(circles...)
		}
		switch {
		case len(ids) > 1 && len(across) < 2:
			m.Contradict(fmt.Sprintf("room %s has %s to other rooms: the loop cannot enter and leave it", cellgrid.RegionName(id), puzzles.Counted(len(across), "side", "sides")))
		case len(ids) > 1: // a loop through every room crosses into each
			m.Exactly(2, across...)
		}
	}
	for _, pos := range p.Size().Cells() {
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			if q := pos.Add(d.Delta()); p.Size().In(q) && p.Of(q) != p.Of(pos) {
				line, a, b := e.Edge(pos, d), moons[p.Of(pos)], moons[p.Of(q)]
				m.Clause(line.Not(), a, b)
				m.Clause(line.Not(), a.Not(), b.Not())
			}
		}
	}
	return e, nil
}

// Check implements puzzles.Instance: the loop steps between neighbouring
// cells, never visits a cell twice and closes; it enters every room once
// and passes through every room; in each room it passes through moons or
// suns, not both, and then through all of them (a circle of unknown kind
// is of its room's kind when the loop passes it, so a room may pass such
// circles alone, when that leaves no moon or no sun unvisited); and the
// rooms it passes in turn alternate between rooms of moons and rooms of
// suns.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	if err := p.Validate(); err != nil {
		return err
	}
	a, on, err := p.CheckRoomLoop(ans, "room")
	if err != nil {
		return err
	}
	cells := p.RegionCells()
	moons := map[int]bool{} // the kind of each room whose kind is known: true, of moons
	for _, id := range p.IDs() {
		name := cellgrid.RegionName(id)
		passed, has := map[int]int{}, map[int]int{} // circles on the loop and in the room, by kind
		for _, pos := range cells[id] {
			has[p.At(pos)]++
			if on(pos) {
				passed[p.At(pos)]++
			}
		}
		switch {
		case passed[Moon] > 0 && passed[Sun] > 0:
			return fmt.Errorf("the loop passes through both moons and suns in room %s", name)
		case passed[Moon] > 0 || passed[Sun] > 0:
			moons[id] = passed[Moon] > 0
		case passed[Unknown] == 0 || has[Moon] > 0 && has[Sun] > 0:
			return fmt.Errorf("the loop passes through no moon and no sun in room %s", name)
		case has[Moon] > 0: // circles of unknown kind only, none of its moons: a room of suns
			moons[id] = false
		case has[Sun] > 0:
			moons[id] = true
		default: // circles of unknown kind only: of moons or of suns, as the alternation needs
			continue
		}
		for _, pos := range cells[id] {
			if v := p.At(pos); v == kind(moons[id]) && !on(pos) {
				return fmt.Errorf("the loop passes through the %ss of room %s but not the %s at %s", word(v), name, word(v), pos)
			}
		}
	}
	return p.checkTurns(a.Loop, moons)
}

// checkTurns checks that the rooms the loop passes through in turn
// alternate between rooms of moons and rooms of suns: two rooms in a
// row are not of the same kind, and when a room passes circles of
// unknown kind alone, the rooms of known kind around the loop still fit
// one alternation (so an even number of rooms).
func (p *Puzzle) checkTurns(loop [][2]int, moons map[int]bool) error {
	var turn []int // the rooms in the loop's order, from its first point's
	for i, x := range loop {
		if i == 0 || p.Of(cell(x)) != p.Of(cell(loop[i-1])) {
			turn = append(turn, p.Of(cell(x)))
		}
	}
	if len(turn) > 1 && turn[len(turn)-1] == turn[0] {
		turn = turn[:len(turn)-1] // the loop started inside a room: its last part is its first
	}
	if len(turn) == 1 {
		return nil
	}
	for i, from := range turn {
		to := turn[(i+1)%len(turn)]
		kf, okf := moons[from]
		kt, okt := moons[to]
		if okf && okt && kf == kt {
			return fmt.Errorf("the loop passes from room %s to room %s, both rooms of %ss", cellgrid.RegionName(from), cellgrid.RegionName(to), word(kind(kf)))
		}
	}
	if len(turn)%2 == 1 {
		return fmt.Errorf("the loop passes through %d rooms, which cannot alternate between moons and suns", len(turn))
	}
	first := -1 // the first room of known kind, by its place in turn
	for i, id := range turn {
		if _, ok := moons[id]; !ok {
			continue
		}
		if first < 0 {
			first = i
		} else if moons[id] != (moons[turn[first]] == ((i-first)%2 == 0)) {
			return fmt.Errorf("room %s, of %ss, and room %s, of %ss, %d rooms apart on the loop, break the alternation",
				cellgrid.RegionName(turn[first]), word(kind(moons[turn[first]])), cellgrid.RegionName(id), word(kind(moons[id])), i-first)
		}
	}
	return nil
}

// kind is the circle of a room of moons (true) or of suns (false).
func kind(moons bool) int {
	if moons {
		return Moon
	}
	return Sun
}

// word names a circle.
func word(v int) string {
	if v == Moon {
		return "moon"
	}
	return "sun"
}

// cell is the position of a loop's point.
func cell(pt [2]int) grid.Pos { return grid.Pos{R: pt[0], C: pt[1]} }

// Draw implements puzzles.Instance: the rooms, the moons (black circles)
// and the suns (white ones); with an answer, each line of the loop
// between cell centres (a partial answer adds a small cross on each line
// known to be absent).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	if a, ok := ans.(*Answer); ok && a != nil {
		a.Draw(&s, cellgrid.Centres)
	}
	return s
}

// Diff implements puzzles.Instance: for each line drawn in one answer
// only, the first of its two cells.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return p.DiffLoops(x, y, cellgrid.Centres)
}

// Locate implements puzzles.Locator for the answer's picture (see
// cellgrid.Lattice.Locate).
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	return cellgrid.Centres.Locate(p.Size(), row, col, text)
}
