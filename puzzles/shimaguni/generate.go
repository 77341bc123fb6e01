package shimaguni

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 8x8) with a unique
// solution (see randomBoard), up to 40 boards, then drops numbers in
// random order while it stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 6, 8), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Shimaguni", Rows: 8, Cols: 8, Tries: 40, Sparse: true,
	Check: func(rows, cols int) error {
		if err := puzzles.CheckSize(rows, cols); err != nil || rows < 2 || cols < 2 || rows > 12 || cols > 12 {
			return puzzles.Errorf(0, 0, "generated boards are 2x2 to 12x12, not %dx%d", cols, rows)
		}
		return nil
	},
}, randomBoard))

// randomBoard plants islands and grows a room around each (see plant;
// up to 20 times while two rooms side by side keep islands of one
// size), numbers every room with its island's size and, while the
// solver finds another answer, moves a sea cell (one the planted
// answer leaves unshaded) to a neighbouring room: of the moves that keep
// the planted answer one, in random order, the cells the other answer
// shades first, the first of up to 12 after which Check refuses the
// other answer, else the first of them; up to 100 rounds.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	var sh [][]bool
	for range 20 {
		var ok bool
		if sh, ok = plant(rng, p); ok {
			break
		}
	}
	size, planted := p.Size(), picture(sh)
	for range 100 {
		p.NumberRooms(sh, false)
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Unique() || len(res.Answers) < 2 || p.Check(planted) != nil {
			break
		}
		other := res.Answers[0]
		if p.Check(other) == nil && slices.Equal(other.(*cellgrid.Shading).Grid, planted.Grid) {
			other = res.Answers[1]
		}
		shaded := cellgrid.ShadedCells(other)
		cells := size.Cells()
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		slices.SortStableFunc(cells, func(a, b grid.Pos) int {
			return boolInt(!slices.Contains(shaded, a)) - boolInt(!slices.Contains(shaded, b))
		})
		var fallback *move
		tried := 0
		for _, pos := range cells {
			if sh[pos.R][pos.C] || tried == 12 {
				continue
			}
			m := p.tryMove(rng, pos, sh, planted)
			if m == nil {
				continue
			}
			if tried++; p.Check(other) != nil {
				fallback = nil
				break
			}
			p.Region[pos.R][pos.C] = m.from
			if fallback == nil {
				fallback = m
			}
		}
		if fallback != nil {
			p.Region[fallback.pos.R][fallback.pos.C] = fallback.to
		}
	}
	p.Rename()
	p.NumberRooms(sh, false)
	return p
}

// move is a cell given from one room to another.
type move struct {
	pos      grid.Pos
	from, to int
}

// tryMove gives pos to a random neighbouring room (cellgrid's MoveCell)
// when the planted answer stays one, numbered again; nil when it cannot.
func (p *Puzzle) tryMove(rng *rand.Rand, pos grid.Pos, sh [][]bool, planted *cellgrid.Shading) *move {
	from := p.Of(pos)
	if !p.MoveCell(rng, pos) {
		return nil
	}
	if p.NumberRooms(sh, false); p.Check(planted) != nil {
		p.Region[pos.R][pos.C] = from
		p.NumberRooms(sh, false)
		return nil
	}
	return &move{pos, from, p.Of(pos)}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// plant shades islands and grows the rooms around them: from up to a
// fifth of the cells in random order, each not beside an island yet, an
// island of 1 to 4 cells grown at random, never beside another; the
// rooms grown from the islands (cellgrid.GrowRegions), one island each.
// Then, while two rooms side by side have islands of one size, one of
// the two islands grows by a cell of its room not beside another island
// or, when it cannot, loses a cell and stays connected; up to 60 steps.
// plant reports whether no two such rooms are left.
func plant(rng *rand.Rand, p *Puzzle) ([][]bool, bool) {
	dense := 10
	size := p.Size()
	sh, _ := puzzles.NewGrid(size.Rows, size.Cols, false)
	owner, _ := puzzles.NewGrid(size.Rows, size.Cols, -1)
	free := func(pos grid.Pos, id int) bool {
		return owner[pos.R][pos.C] < 0 && !slices.ContainsFunc(p.Around(pos), func(q grid.Pos) bool { return owner[q.R][q.C] >= 0 && owner[q.R][q.C] != id })
	}
	var islands [][]grid.Pos
	for _, i := range rng.Perm(size.Rows * size.Cols)[:max(2, size.Rows*size.Cols*dense/10)] {
		start, id := size.Cells()[i], len(islands)
		if !free(start, id) {
			continue
		}
		group := []grid.Pos{start}
		owner[start.R][start.C] = id
		for want := 1 + rng.IntN(12); len(group) < want; {
			next := grow(p, group, func(q grid.Pos) bool { return free(q, id) })
			if len(next) == 0 {
				break
			}
			q := next[rng.IntN(len(next))]
			group, owner[q.R][q.C] = append(group, q), id
		}
		islands = append(islands, group)
	}
	p.Region = cellgrid.GrowRegions(rng, size, islands)
	for _, group := range islands {
		for _, pos := range group {
			sh[pos.R][pos.C] = true
		}
	}
	for range 60 {
		a, b, ok := p.sameSizes(sh)
		if !ok {
			return sh, true
		}
		if rng.IntN(2) == 0 {
			a = b
		}
		island := slices.DeleteFunc(p.RegionCells()[a], func(pos grid.Pos) bool { return !sh[pos.R][pos.C] })
		next := grow(p, island, func(q grid.Pos) bool {
			return p.Of(q) == a && !slices.ContainsFunc(p.Around(q), func(r grid.Pos) bool { return p.Of(r) != a && sh[r.R][r.C] })
		})
		if len(next) > 0 {
			q := next[rng.IntN(len(next))]
			sh[q.R][q.C] = true
			continue
		}
		for _, i := range rng.Perm(len(island)) {
			if len(island) < 2 {
				break
			}
			pos := island[i]
			sh[pos.R][pos.C] = false
			if p.parts(slices.DeleteFunc(slices.Clone(island), func(q grid.Pos) bool { return q == pos })) == 1 {
				break
			}
			sh[pos.R][pos.C] = true
		}
	}
	return sh, false
}

// grow returns the cells beside group, not in it, that ok accepts, each
// once.
func grow(p *Puzzle, group []grid.Pos, ok func(grid.Pos) bool) []grid.Pos {
	var out []grid.Pos
	for _, pos := range group {
		for _, q := range p.Around(pos) {
			if !slices.Contains(group, q) && !slices.Contains(out, q) && ok(q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// sameSizes returns two rooms side by side whose shaded cells in sh are
// as many, if there are.
func (p *Puzzle) sameSizes(sh [][]bool) (a, b int, ok bool) {
	count := map[int]int{}
	for _, pos := range p.Size().Cells() {
		if sh[pos.R][pos.C] {
			count[p.Of(pos)]++
		}
	}
	for _, pair := range p.neighbours() {
		if count[pair[0]] == count[pair[1]] {
			return pair[0], pair[1], true
		}
	}
	return 0, 0, false
}

// picture is the shading sh as an answer.
func picture(sh [][]bool) *cellgrid.Shading {
	rows := make([]string, len(sh))
	for r, row := range sh {
		var b strings.Builder
		for _, on := range row {
			b.WriteByte(map[bool]byte{true: cellgrid.ShadedCell, false: cellgrid.UnshadedCell}[on])
		}
		rows[r] = b.String()
	}
	return &cellgrid.Shading{Grid: rows}
}
