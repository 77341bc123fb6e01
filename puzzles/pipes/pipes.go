package pipes

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Rule selects the rules a solution obeys.
type Rule string

// The rules.
const (
	// Seed: every joint meets a joint of its neighbour; none points off the
	// board or through a barrier (on a wrapping board, edges meet the
	// opposite side).
	Seed Rule = "seed"
	// Net: the seed rules, and the non-empty tiles form one connected
	// network without loops (Simon Tatham's Net).
	Net Rule = "net"
)

// Barrier marks the sides of a cell that pipes cannot cross. Only the right
// and lower sides are stored; a cell's left and upper sides are its
// neighbours' right and lower sides.
type Barrier uint8

// Barrier sides.
const (
	BarrierRight Barrier = 1
	BarrierDown  Barrier = 2
)

// Puzzle is a pipes board: the tiles as given (scrambled), the barriers,
// whether the board wraps around, and the rule.
type Puzzle struct {
	Size     grid.Size
	Rule     Rule
	Wrap     bool
	Tiles    [][]Tile
	Barriers [][]Barrier
}

// New returns a rows x cols board of empty tiles without barriers.
func New(rows, cols int, rule Rule) (*Puzzle, error) {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	p := &Puzzle{Size: grid.Size{Rows: rows, Cols: cols}, Rule: rule}
	p.Tiles = make([][]Tile, rows)
	p.Barriers = make([][]Barrier, rows)
	for r := range p.Tiles {
		p.Tiles[r] = make([]Tile, cols)
		p.Barriers[r] = make([]Barrier, cols)
	}
	return p, nil
}

// Tile returns the tile at pos.
func (p *Puzzle) Tile(pos grid.Pos) Tile { return p.Tiles[pos.R][pos.C] }

// Neighbour returns the cell across side d of pos; ok is false off the
// edge of a board that does not wrap.
func (p *Puzzle) Neighbour(pos grid.Pos, d grid.Dir) (q grid.Pos, ok bool) {
	q = pos.Add(d.Delta())
	if p.Size.In(q) {
		return q, true
	}
	if !p.Wrap {
		return q, false
	}
	return grid.Pos{R: (q.R + p.Size.Rows) % p.Size.Rows, C: (q.C + p.Size.Cols) % p.Size.Cols}, true
}

// Blocked reports whether a barrier lies on side d of pos.
func (p *Puzzle) Blocked(pos grid.Pos, d grid.Dir) bool {
	switch d {
	case grid.Right:
		return p.Barriers[pos.R][pos.C]&BarrierRight != 0
	case grid.Down:
		return p.Barriers[pos.R][pos.C]&BarrierDown != 0
	}
	q, ok := p.Neighbour(pos, d)
	return ok && p.Blocked(q, d.Opposite())
}

// Open reports whether a pipe may cross side d of pos: there is a cell
// beyond it and no barrier.
func (p *Puzzle) Open(pos grid.Pos, d grid.Dir) bool {
	_, ok := p.Neighbour(pos, d)
	return ok && !p.Blocked(pos, d)
}

// normalize drops barriers on the outer edge of a board that does not wrap,
// where they mean nothing.
func (p *Puzzle) normalize() {
	if p.Wrap {
		return
	}
	for r := range p.Barriers {
		p.Barriers[r][p.Size.Cols-1] &^= BarrierRight
	}
	for c := range p.Barriers[p.Size.Rows-1] {
		p.Barriers[p.Size.Rows-1][c] &^= BarrierDown
	}
}

// Clone returns a deep copy.
func (p *Puzzle) Clone() *Puzzle {
	q := *p
	q.Tiles = make([][]Tile, len(p.Tiles))
	q.Barriers = make([][]Barrier, len(p.Barriers))
	for r := range p.Tiles {
		q.Tiles[r] = append([]Tile(nil), p.Tiles[r]...)
		q.Barriers[r] = append([]Barrier(nil), p.Barriers[r]...)
	}
	return &q
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// String returns the canonical text: a header naming the rule (and "wrap"
// for a wrapping board), a "#barriers" line when there are barriers, then
// the tiles as given, one box-drawing character per cell, '.' for an empty
// tile and '?' for an unknown one.
func (p *Puzzle) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#pipes %s", p.Rule)
	if p.Wrap {
		b.WriteString(" wrap")
	}
	b.WriteByte('\n')
	if bs := p.barrierWords(); len(bs) > 0 {
		fmt.Fprintf(&b, "#barriers %s\n", strings.Join(bs, " "))
	}
	for _, row := range p.Tiles {
		for _, t := range row {
			if t == Empty {
				b.WriteByte('.')
			} else {
				b.WriteRune(t.Glyph())
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// barrierWords lists the barriers as "r1c2:right" and "r1c2:down".
func (p *Puzzle) barrierWords() []string {
	var out []string
	for _, pos := range p.Size.Cells() {
		b := p.Barriers[pos.R][pos.C]
		if b&BarrierRight != 0 {
			out = append(out, pos.String()+":right")
		}
		if b&BarrierDown != 0 {
			out = append(out, pos.String()+":down")
		}
	}
	return out
}

// detect is Type.Detect: a "#pipes" header, text shaped like
// a Net game ID or a Net page URL (valid or not, so that Parse can say what
// is wrong with it), the seed's array of type names, or a grid of
// box-drawing pipe characters.
func detect(text string) bool {
	t := strings.TrimSpace(text)
	switch {
	case strings.HasPrefix(strings.ToLower(t), "#pipes"):
		return true
	case isNetID(t) || isNetURL(t):
		return looksLikeNetID(t)
	case strings.HasPrefix(t, "[") && strings.Contains(t, `"`):
		_, err := Parse(t)
		return err == nil
	}
	return isPipeGrid(text)
}

// isPipeGrid reports whether text is a picture of at least one pipe tile
// drawn with box-drawing characters (and nothing else but empty cells).
func isPipeGrid(text string) bool {
	pipes := false
	for _, ch := range text {
		t, ok := tileOf(ch)
		switch {
		case ch == '\n' || ch == '\r':
		case !ok:
			return false
		case t != Empty && t != Wild:
			pipes = true
		}
	}
	if !pipes {
		return false
	}
	_, err := Parse(text)
	return err == nil
}

// SizeFields implements puzzles.Sized.
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.RowsCols(p.Size.Rows, p.Size.Cols) }
