package pipes

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Tile is one square of the board: the set of its joints (half-joints, in
// the seed's words) in one orientation, or Wild for a tile whose shape is
// unknown. Bit 1<<d is set when the tile has a joint in direction d
// (grid.Up, grid.Right, grid.Down, grid.Left).
type Tile uint8

// Joints and the unknown tile.
const (
	Up    Tile = 1 << grid.Up
	Right Tile = 1 << grid.Right
	Down  Tile = 1 << grid.Down
	Left  Tile = 1 << grid.Left
	Wild  Tile = 16 // any shape, any orientation: "?"
	Empty Tile = 0
	all   Tile = Up | Right | Down | Left
)

// The tile kinds, named as in the seed document (plus "1" for Net's dead
// end and "?" for an unknown tile).
const (
	KindEmpty    = "0"
	KindDeadEnd  = "1"
	KindStraight = "2a"
	KindCorner   = "2b"
	KindT        = "3"
	KindCross    = "4"
	KindWild     = "?"
)

// Kinds lists the kinds in the order the editor cycles through them.
var Kinds = []string{KindEmpty, KindDeadEnd, KindStraight, KindCorner, KindT, KindCross, KindWild}

// base is each kind at rotation 0, as in the seed's table.
var base = map[string]Tile{
	KindEmpty:    Empty,
	KindDeadEnd:  Down,              // ╻
	KindStraight: Up | Down,         // ┃
	KindCorner:   Right | Down,      // ┏
	KindT:        Up | Right | Down, // ┣
	KindCross:    all,               // ╋
	KindWild:     Wild,
}

// Base returns the tile of the given kind at rotation 0; ok is false for an
// unknown kind.
func Base(kind string) (t Tile, ok bool) {
	t, ok = base[kind]
	return t, ok
}

// Has reports whether t has a joint in direction d.
func (t Tile) Has(d grid.Dir) bool { return t&(1<<d) != 0 }

// Arms is the number of joints.
func (t Tile) Arms() int { return bits.OnesCount8(uint8(t & all)) }

// Rotate turns t clockwise by quarters quarter turns (negative: anticlockwise).
func (t Tile) Rotate(quarters int) Tile {
	if t == Wild {
		return t
	}
	var out Tile
	for _, d := range grid.Dirs {
		if t.Has(d) {
			out |= 1 << d.Clockwise(quarters)
		}
	}
	return out
}

// Kind names the tile's shape: "0", "1", "2a", "2b", "3", "4" or "?".
func (t Tile) Kind() string {
	switch {
	case t == Wild:
		return KindWild
	case t.Arms() == 2 && (t == Up|Down || t == Left|Right):
		return KindStraight
	case t.Arms() == 2:
		return KindCorner
	}
	return [5]string{KindEmpty, KindDeadEnd, "", KindT, KindCross}[t.Arms()]
}

// Rotation is the smallest clockwise turn in degrees (0, 90, 180 or 270)
// that takes the kind's rotation-0 tile to t; 0 for Wild.
func (t Tile) Rotation() int {
	b := base[t.Kind()]
	for q := 0; q < 4; q++ {
		if b.Rotate(q) == t {
			return 90 * q
		}
	}
	return 0
}

// Orientations lists the distinct pictures t can turn into; for Wild every
// one of the 16 joint sets.
func (t Tile) Orientations() []Tile {
	if t == Wild {
		out := make([]Tile, 16)
		for i := range out {
			out[i] = Tile(i)
		}
		return out
	}
	var out []Tile
	for q := 0; q < 4; q++ {
		if r := t.Rotate(q); !containsTile(out, r) {
			out = append(out, r)
		}
	}
	return out
}

func containsTile(ts []Tile, t Tile) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

// glyphs are the seed's heavy box-drawing characters, indexed by joint set.
var glyphs = [16]rune{
	' ', '╹', '╺', '┗', '╻', '┃', '┏', '┣',
	'╸', '┛', '━', '┻', '┓', '┫', '┳', '╋',
}

// light are the light box-drawing characters, accepted on input.
var light = [16]rune{
	' ', '╵', '╶', '└', '╷', '│', '┌', '├',
	'╴', '┘', '─', '┴', '┐', '┤', '┬', '┼',
}

// Glyph is t's box-drawing character: space when empty, '?' when Wild.
func (t Tile) Glyph() rune {
	if t == Wild {
		return '?'
	}
	return glyphs[t&all]
}

// tileOf reads a picture character: a heavy or light box-drawing character,
// space or '.' for an empty tile, '?' for a Wild one.
func tileOf(ch rune) (Tile, bool) {
	switch ch {
	case ' ', '.':
		return Empty, true
	case '?':
		return Wild, true
	}
	for i := range glyphs {
		if glyphs[i] == ch || light[i] == ch {
			return Tile(i), true
		}
	}
	return 0, false
}

// Tatham's Net numbers the joints R=1, U=2, L=4, D=8.
var tathamBit = [4]Tile{grid.Up: 2, grid.Right: 1, grid.Down: 8, grid.Left: 4}

func toTatham(t Tile) int {
	n := 0
	for _, d := range grid.Dirs {
		if t.Has(d) {
			n |= int(tathamBit[d])
		}
	}
	return n
}

func fromTatham(n int) Tile {
	var t Tile
	for _, d := range grid.Dirs {
		if n&int(tathamBit[d]) != 0 {
			t |= 1 << d
		}
	}
	return t
}
