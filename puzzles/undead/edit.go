package undead

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// totalAt is the editor's target of total k, in a corner of the frame:
// ghosts top left, vampires top right, zombies bottom left.
func (p *Puzzle) totalAt(k int) puzzles.Target {
	size := p.Size()
	return []puzzles.Target{{R: -1, C: -1, Kind: "ghosts"}, {R: -1, C: size.Cols, Kind: "vampires"}, {R: size.Rows, C: -1, Kind: "zombies"}}[k]
}

// Hit implements puzzles.Editable: a square, a number beside the board
// or a total in its corner.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	if t, ok := p.EdgeGrid.Hit(x, y); ok || x < 0 || y < 0 {
		return t, ok
	}
	for k := range monsters {
		if t := p.totalAt(k); t.R == int(math.Floor(y))-1 && t.C == int(math.Floor(x))-1 {
			return t, true
		}
	}
	return puzzles.Target{}, false
}

// Edit implements puzzles.Editable: on a number or a total, digits build
// it (1 then 2 is 12 when 12 may be) and Delete clears it; on a square,
// as the edge grid's.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	size := p.Size()
	q := cellgrid.WithEdges(spec, puzzles.CloneGrid(p.Cells), p.Edges.Clone())
	q.Totals = p.Totals
	at, hi := q.place(t.R, t.C), 2*size.Rows*size.Cols
	total := slices.Contains([]puzzles.Target{p.totalAt(0), p.totalAt(1), p.totalAt(2)}, t)
	if t.Kind == "" || at == nil || p.corner(t.R, t.C) && !total {
		return p.EdgeGrid.Edit(t, key)
	}
	if total {
		hi /= 2
	}
	n, err := strconv.Atoi(key)
	switch {
	case key == "Delete" || key == "Backspace" || key == ".":
		*at = cellgrid.NoClue
	case err != nil || len(key) != 1:
		return p, nil
	case *at > 0 && *at*10+n <= hi:
		*at = *at*10 + n
	case n > hi:
		return p, fmt.Errorf("%d is more than %d, the most there on a %dx%d board", n, hi, size.Cols, size.Rows)
	default:
		*at = n
	}
	if *at == *p.place(t.R, t.C) {
		return p, nil
	}
	return q, nil
}

// Keys implements puzzles.Editable: the digits, then the squares' keys.
func (p *Puzzle) Keys() []puzzles.Key {
	var out []puzzles.Key
	for _, d := range "1234567890" {
		out = append(out, puzzles.Key{Label: string(d), Key: string(d)})
	}
	return append(out, p.EdgeGrid.Keys()...)
}

// Clues implements puzzles.Instance: the numbers beside the board, the
// given monsters, then the totals (Cell their corner).
func (p *Puzzle) Clues() []puzzles.Clue {
	out := p.EdgeGrid.Clues()
	for k, n := range p.Totals {
		if t := p.totalAt(k); n != cellgrid.NoClue {
			out = append(out, puzzles.Clue{Cell: [2]int{t.R, t.C}, Value: strconv.Itoa(n) + " " + monsters[k] + "s"})
		}
	}
	return out
}

// Without implements puzzles.Instance: the clues at the indices of Clues
// dropped.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	n, totals := len(p.EdgeGrid.Clues()), p.Totals
	var given []int
	for k, t := range totals {
		if t != cellgrid.NoClue {
			given = append(given, k)
		}
	}
	var own []int
	for _, i := range drop {
		if i < n {
			own = append(own, i)
		} else if i-n < len(given) {
			totals[given[i-n]] = cellgrid.NoClue
		}
	}
	q := p.EdgeGrid.Without(own).(*Puzzle)
	q.Totals = totals
	return q
}

// Move implements puzzles.Editable: arrows move over the squares, the
// numbers beside them and the totals' corners.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	size := p.Size()
	next := puzzles.CellMove(size.Rows+2, size.Cols+2, puzzles.Target{R: t.R + 1, C: t.C + 1}, arrow)
	if to, ok := p.Hit(float64(next.C)+0.5, float64(next.R)+0.5); ok {
		return to
	}
	return t
}
