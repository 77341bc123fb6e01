package keen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Tatham's game ID, "N[dD][m]:BORDERS,CLUES" (keen.c): BORDERS walks the
// 2N(N-1) sides between cells, first the sides right of each cell in
// reading order, then the sides below each cell column by column, and
// writes the number of open sides before each cage border as a letter
// ('_' none, 'a'–'y' 1 to 25, 'z' 25 and no border), a letter followed by
// a number repeating it; a last border ends it. CLUES is a letter (a, s,
// m, d) and a target for each cage, in reading order of their first
// cells.

// side is the pair of cells of side i of an n x n board.
func side(n, i int) (grid.Pos, grid.Pos) {
	if i < n*(n-1) {
		a := grid.Pos{R: i / (n - 1), C: i % (n - 1)}
		return a, grid.Pos{R: a.R, C: a.C + 1}
	}
	a := grid.Pos{R: i % (n - 1), C: i/(n-1) - n}
	return a, grid.Pos{R: a.R + 1, C: a.C}
}

// readID reads a game ID.
func readID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(id, ":")
	par, err := tatham.ReadParams(params, tatham.OneOf('d', "enhxu"), tatham.Flag('m'))
	if err != nil {
		return nil, err
	}
	p, err := s.New(par.W, par.H)
	if err != nil || par.W != par.H {
		return nil, puzzles.Errorf(0, 0, "game ID: the board is square, 1x1 to 9x9, not %dx%d", par.W, par.H)
	}
	n := par.W
	borders, clues, ok := strings.Cut(desc, ",")
	if !ok {
		return nil, puzzles.Errorf(0, 0, "game ID: expected ',' after the cage borders")
	}
	sides := 2 * n * (n - 1)
	var walk []bool // each side in turn: inside a cage (true) or a border
	for j := 0; j < len(borders); {
		ch, k := borders[j], j+1
		for k < len(borders) && borders[k] >= '0' && borders[k] <= '9' {
			k++
		}
		count, err := strconv.Atoi(borders[j+1 : k])
		run := strings.IndexByte("_abcdefghijklmnopqrstuvwxyz", ch) // z: 25 and no border
		switch {
		case run < 0:
			return nil, puzzles.Errorf(0, 0, "game ID: character %d: %q in the cage borders (expected '_', a-z or a number)", len(params)+2+j, ch)
		case k == j+1:
			count = 1
		case err != nil || count < 1 || count > sides+1:
			return nil, puzzles.Errorf(0, 0, "game ID: character %d: the count %s is not 1 to %d", len(params)+3+j, borders[j+1:k], sides+1)
		}
		for range count {
			walk = append(walk, slices.Repeat([]bool{true}, min(run, 25))...)
			if ch != 'z' {
				walk = append(walk, false)
			}
			if len(walk) > sides+1 {
				return nil, puzzles.Errorf(0, 0, "game ID: the cage borders run past the board's %d sides", sides)
			}
		}
		j = k
	}
	if len(walk) != sides+1 || walk[sides] {
		return nil, puzzles.Errorf(0, 0, "game ID: the cage borders cover %d of the board's %d sides", min(len(walk), sides), sides)
	}
	open := map[[2]grid.Pos]bool{}
	for i := range sides {
		a, b := side(n, i)
		open[[2]grid.Pos{a, b}] = walk[i]
	}
	p.Region = cellgrid.Enclosed(p.Size(), func(a, b grid.Pos) bool { return open[[2]grid.Pos{a, b}] })
	for _, k := range p.cages() {
		j := 1
		for j < len(clues) && clues[j] >= '0' && clues[j] <= '9' {
			j++
		}
		op, ok := byte(0), false
		if clues != "" {
			op, ok = gameOps[clues[0]]
		}
		if !ok || j == 1 || j > len(clues) {
			return nil, puzzles.Errorf(0, 0, "game ID: cage %s: expected a, s, m or d and a target, not %q", cellgrid.RegionName(k.id), clues[:min(j, len(clues))])
		}
		target, err := strconv.Atoi(clues[1:j])
		switch {
		case err != nil || target < 1 || target > maxTarget:
			return nil, puzzles.Errorf(0, 0, "game ID: cage %s: the target %s is not 1 to %d", cellgrid.RegionName(k.id), clues[1:j], maxTarget)
		case par.Has('m') && op != Mul:
			return nil, puzzles.Errorf(0, 0, "game ID: cage %s: %q is not a multiplication, and the ID says multiplication only (m)", cellgrid.RegionName(k.id), clues[:j])
		}
		first := k.cells[0]
		p.Cells[first.R][first.C], p.Op[first.R][first.C], clues = target, op, clues[j:]
	}
	if clues != "" {
		return nil, puzzles.Errorf(0, 0, "game ID: %q after the clues of the %d cages", clues, len(p.IDs()))
	}
	if err := p.Validate(); err != nil {
		return nil, puzzles.Errorf(0, 0, "game ID: %v", err)
	}
	return p, nil
}

// opLetters are Tatham's letters of the operations (a target alone is
// an addition).
var opLetters = map[byte]byte{None: 'a', Add: 'a', Sub: 's', Mul: 'm', Div: 'd'}

// Written implements puzzles.FormWriter: the game ID, when every cage is
// whole and has its clue, named in reading order.
func (p *Puzzle) Written() []puzzles.Written {
	n := p.Size().Rows
	same := func(a, b grid.Pos) bool { return p.Of(a) == p.Of(b) }
	if p.Validate() != nil || !slices.EqualFunc(cellgrid.Enclosed(p.Size(), same), p.Region, slices.Equal) {
		return nil
	}
	var b strings.Builder
	run := 0
	for i := 0; i <= 2*n*(n-1); i++ {
		if i < 2*n*(n-1) && same(side(n, i)) {
			run++
			continue
		}
		for ; run > 25; run -= 25 {
			b.WriteByte('z')
		}
		b.WriteByte("_abcdefghijklmnopqrstuvwxyz"[run])
		run = 0
	}
	desc := compress(b.String()) + ","
	for _, k := range p.cages() {
		if k.target == Blank {
			return nil
		}
		desc += fmt.Sprintf("%c%d", opLetters[k.op], k.target)
	}
	return []puzzles.Written{{Form: puzzles.GameIDForm, Text: fmt.Sprintf("%d:%s", n, desc)}}
}

// compress writes a run of three or more of a letter as the letter and
// its count.
func compress(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] == s[i] {
			j++
		}
		switch j - i {
		case 1:
			b.WriteByte(s[i])
		case 2:
			b.WriteString(s[i:j])
		default:
			fmt.Fprintf(&b, "%c%d", s[i], j-i)
		}
		i = j
	}
	return b.String()
}
